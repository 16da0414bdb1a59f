// GET /reports/profit-and-loss/organization/{id}?from&to → revenue and expense sections with totals.
import type { ProfitAndLossReport } from '@banchee/contracts';
import { useQuery } from '@tanstack/react-query';
import { reportQuery } from './report-query';

export function useProfitLoss(orgId: string, range: { from: string; to: string }, enabled: boolean) {
  return useQuery(reportQuery<ProfitAndLossReport>(orgId, 'profit-and-loss', range, enabled));
}
