// GET /reports/ar-aging/organization/{id}?asOf → what each customer owes by age; reconciles to account 11310.
// GET /reports/ap-aging/organization/{id}?asOf → what is owed to each supplier by age; reconciles to 21210.
import type { PayableAgingReport, ReceivableAgingReport } from '@banchee/contracts';
import { useQuery } from '@tanstack/react-query';
import { reportQuery } from './report-query';

export function useArAging(orgId: string, asOf: string, enabled: boolean) {
  return useQuery(reportQuery<ReceivableAgingReport>(orgId, 'ar-aging', { asOf }, enabled));
}

export function useApAging(orgId: string, asOf: string, enabled: boolean) {
  return useQuery(reportQuery<PayableAgingReport>(orgId, 'ap-aging', { asOf }, enabled));
}
