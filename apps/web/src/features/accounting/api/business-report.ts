// GET /reports/{sales|sales-by-product|…|projects}/organization/{id}?from&to&filters → the tabular answer every
// business report shares (decision 0156); the same path with format=csv|xlsx|pdf is the export.
import type { BusinessReport, BusinessReportFilterKey, BusinessReportName } from '@banchee/contracts';
import { useQuery } from '@tanstack/react-query';
import { reportQuery } from './report-query';

export type ReportFilters = Partial<Record<BusinessReportFilterKey, string>>;

export function useBusinessReport(
  orgId: string,
  report: BusinessReportName,
  params: { from: string; to: string } & ReportFilters,
  enabled: boolean,
) {
  return useQuery(reportQuery<BusinessReport>(orgId, report, params, enabled));
}
