// GET /reports/supplier-statement/organization/{id}?contactId&from&to → one supplier's bills and payments on
// 21210 with the opening, running and closing balances (the AP aging's drill-down).
import type { SupplierStatementReport } from '@banchee/contracts';
import { useQuery } from '@tanstack/react-query';
import { reportQuery } from './report-query';

export function useSupplierStatement(
  orgId: string,
  params: { contactId: string; from: string; to: string },
  enabled: boolean,
) {
  return useQuery(reportQuery<SupplierStatementReport>(orgId, 'supplier-statement', params, enabled));
}
