// GET /reports/trial-balance/organization/{id}?from&to → opening, period and closing debit/credit per account.
import type { TrialBalanceReport } from '@banchee/contracts';
import { useQuery } from '@tanstack/react-query';
import { reportQuery } from './report-query';

export function useTrialBalance(orgId: string, range: { from: string; to: string }, enabled: boolean) {
  return useQuery(reportQuery<TrialBalanceReport>(orgId, 'trial-balance', range, enabled));
}
