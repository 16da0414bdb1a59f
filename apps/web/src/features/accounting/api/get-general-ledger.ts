// GET /reports/general-ledger/organization/{id}?accountCode&from&to&page&limit → opening balance, lines with
// the running balance (paginated), period totals and closing balance of one account.
import type { GeneralLedgerReport } from '@banchee/contracts';
import { useQuery } from '@tanstack/react-query';
import { reportQuery } from './report-query';

export const GENERAL_LEDGER_PAGE_SIZE = 100;

export function useGeneralLedger(
  orgId: string,
  params: { accountCode: string; from: string; to: string; page: number },
  enabled: boolean,
) {
  return useQuery(
    reportQuery<GeneralLedgerReport>(
      orgId,
      'general-ledger',
      { ...params, limit: GENERAL_LEDGER_PAGE_SIZE },
      enabled && params.accountCode !== '',
    ),
  );
}
