// Query keys of the accounting screens. Every key starts with the organisation id (architecture §5), then
// 'accounting', so one invalidation after a posting refreshes the chart, the journals and every report.
export const accountingKeys = {
  all: (orgId: string) => [orgId, 'accounting'] as const,
  chart: (orgId: string, params: object) => [orgId, 'accounting', 'chart', params] as const,
  journals: (orgId: string, params: object) => [orgId, 'accounting', 'journals', params] as const,
  journal: (orgId: string, id: string) => [orgId, 'accounting', 'journal', id] as const,
  periods: (orgId: string) => [orgId, 'accounting', 'periods'] as const,
  report: (orgId: string, report: string, params: object) =>
    [orgId, 'accounting', 'report', report, params] as const,
};
