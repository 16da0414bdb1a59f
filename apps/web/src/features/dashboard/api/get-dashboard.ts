// GET /dashboard/organization/{orgId}?date= → the dashboard figures of a day (sales, receivable, overdue
// invoices, cash and bank, top customers, twelve months of sales). Keyed under the organisation.
import type { DashboardReport } from '@banchee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function getDashboard(organizationId: string, date: string): Promise<DashboardReport> {
  return api.request<DashboardReport>(`/dashboard/organization/${organizationId}`, { query: { date } });
}

export const dashboardQuery = (organizationId: string, date: string) =>
  queryOptions({
    queryKey: [organizationId, 'dashboard', date],
    queryFn: () => getDashboard(organizationId, date),
  });

export function useDashboard(organizationId: string, date: string) {
  return useQuery(dashboardQuery(organizationId, date));
}
