// Server calls of the tax-filing screens: the output tax report, the PP30 worksheet, the month's obligations,
// the tax calendar (JSON through the app's api client), the close / file / pay mutations (every tax query of
// the organisation reloads afterwards), and file downloads (CSV, XLSX, PDF) fetched with the same session.
import type { OutputTaxReport, Pp30Worksheet, TaxCalendar, TaxDesk, TaxFiling } from '@banchee/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api';
import { buildUrl } from '../../../lib/api-client';
import { session } from '../../../lib/session';

export const taxKeys = {
  all: (orgId: string) => [orgId, 'tax-filings'] as const,
  output: (orgId: string, month: string) => [orgId, 'tax-filings', 'output', month] as const,
  pp30: (orgId: string, month: string) => [orgId, 'tax-filings', 'pp30', month] as const,
  desk: (orgId: string, month: string) => [orgId, 'tax-filings', 'desk', month] as const,
  calendar: (from: string, to: string) => ['tax-calendar', from, to] as const,
};

export function useOutputTax(orgId: string, month: string) {
  return useQuery({
    queryKey: taxKeys.output(orgId, month),
    queryFn: () =>
      api.request<OutputTaxReport>(`/tax-filings/output-tax/organization/${orgId}`, { query: { month } }),
  });
}

export function usePp30(orgId: string, month: string) {
  return useQuery({
    queryKey: taxKeys.pp30(orgId, month),
    queryFn: () =>
      api.request<Pp30Worksheet>(`/tax-filings/pp30/organization/${orgId}`, { query: { month } }),
  });
}

export function useTaxDesk(orgId: string, month: string) {
  return useQuery({
    queryKey: taxKeys.desk(orgId, month),
    queryFn: () => api.request<TaxDesk>(`/tax-filings/desk/organization/${orgId}`, { query: { month } }),
  });
}

export function useTaxCalendar(from: string, to: string) {
  return useQuery({
    queryKey: taxKeys.calendar(from, to),
    queryFn: () => api.request<TaxCalendar>('/tax-calendar', { query: { from, to } }),
  });
}

export type ReturnForm = 'PP30' | 'PND1' | 'PND3' | 'PND53' | 'SSO' | 'PP36';

export type TaxAction =
  | { type: 'close'; month: string; excessChoice: 'CARRY_FORWARD' | 'REFUND'; acceptDifference: boolean }
  | { type: 'file'; form: ReturnForm; month: string; filedOn: string; reference: string }
  | {
      type: 'pay';
      form: ReturnForm;
      month: string;
      paidOn: string;
      paymentAccountCode?: string;
      reference?: string;
    };

export function useTaxAction(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: TaxAction) => {
      const { type, ...body } = action;
      const path = type === 'close' ? '/tax-filings/pp30/close' : `/tax-filings/${type}`;
      return api.request<TaxFiling>(path, { method: 'POST', body: { organizationId: orgId, ...body } });
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: taxKeys.all(orgId) });
      await client.invalidateQueries({ queryKey: ['tax-calendar'] });
      // The close and the payments post journal entries: the books' screens reload too.
      await client.invalidateQueries({ queryKey: [orgId, 'accounting'] });
    },
  });
}

export function newCalendarFeed(): Promise<{ path: string }> {
  return api.request<{ path: string }>('/tax-calendar/feed-token', { method: 'POST' });
}

function fetchFile(url: string, token: string | null): Promise<Response> {
  return window.fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

/** Fetches a report file (CSV, XLSX, PDF) with the session (one refresh on 401) and saves it. */
export async function downloadTaxFile(
  path: string,
  query: Record<string, string>,
  fallback: string,
): Promise<void> {
  const url = buildUrl(path, query);
  let response = await fetchFile(url, session.get().token);
  if (response.status === 401 && session.get().user) response = await fetchFile(url, await api.refresh());
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: { code?: string; message?: string } };
    throw new ApiError(
      response.status,
      body.error?.code ?? `HTTP.${response.status}`,
      body.error?.message ?? '',
    );
  }
  const name =
    /filename="?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
  const href = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
