// Server call of the WHT submission screen: GET /tax-filings/wht/organization/{orgId}?month&form (JSON); the
// RD file and the attachment PDF download through downloadTaxFile, filing through the desk's useTaxAction.
import type { WhtSubmission, WhtSubmissionForm } from '@banchee/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { taxKeys } from './tax-filings';

export function useWhtSubmission(orgId: string, month: string, form: WhtSubmissionForm) {
  return useQuery({
    // Under the tax-filings key: filing or paying on the desk reloads it.
    queryKey: [...taxKeys.all(orgId), 'wht', month, form] as const,
    queryFn: () =>
      api.request<WhtSubmission>(`/tax-filings/wht/organization/${orgId}`, { query: { month, form } }),
  });
}
