// The shared shape of the report calls (ledger and business reports): GET /reports/{report}/organization/{id}?…,
// JSON by default (the same path with format=csv|xlsx|pdf is the download, see download-report.ts). Each report
// file binds its own types.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { QueryValue } from '../../../lib/api-client';
import { accountingKeys } from './query-keys';

import type { BusinessReportName } from '@banchee/contracts';

export type LedgerReportName =
  | 'trial-balance'
  | 'general-ledger'
  | 'journal-book'
  | 'profit-and-loss'
  | 'balance-sheet'
  | 'ar-aging'
  | 'ap-aging'
  | 'supplier-statement';
export type ReportName = LedgerReportName | BusinessReportName;

export function reportPath(report: ReportName, orgId: string): string {
  return `/reports/${report}/organization/${orgId}`;
}

export function reportQuery<T>(
  orgId: string,
  report: ReportName,
  params: Record<string, QueryValue>,
  enabled = true,
) {
  return queryOptions({
    queryKey: accountingKeys.report(orgId, report, params),
    queryFn: () => api.request<T>(reportPath(report, orgId), { query: params }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
