// GET /reports/ar-aging/organization/{id}?asOf → what each customer owes by age; reconciles to account 11310.
import type { ReceivableAgingReport } from '@banchee/contracts';
import { useQuery } from '@tanstack/react-query';
import { reportQuery } from './report-query';

export function useArAging(orgId: string, asOf: string, enabled: boolean) {
  return useQuery(reportQuery<ReceivableAgingReport>(orgId, 'ar-aging', { asOf }, enabled));
}
