// GET /reports/balance-sheet/organization/{id}?asOf → assets, liabilities and equity, with the current-year
// profit as its own equity line until the year is closed.
import type { BalanceSheetReport } from '@banchee/contracts';
import { useQuery } from '@tanstack/react-query';
import { reportQuery } from './report-query';

export function useBalanceSheet(orgId: string, asOf: string, enabled: boolean) {
  return useQuery(reportQuery<BalanceSheetReport>(orgId, 'balance-sheet', { asOf }, enabled));
}
