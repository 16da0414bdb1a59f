// Server calls of the input-VAT screens: the input tax report of a claim month, the purchase tax invoices of a
// month with their claim state, and the claim / not-claimable / reset choice (every tax query of the
// organisation and the books reload afterwards: a choice posts journal entries).
import type {
  ForeignInputTaxReport,
  InputTaxReport,
  PurchaseTaxInvoice,
  PurchaseVatList,
  TaxInvoiceChecks,
} from '@banchee/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { taxKeys } from './tax-filings';

export const inputVatKeys = {
  report: (orgId: string, month: string) => [...taxKeys.all(orgId), 'input', month] as const,
  list: (orgId: string, month: string) => [...taxKeys.all(orgId), 'purchase-vat', month] as const,
  checks: (orgId: string, month: string) => [...taxKeys.all(orgId), 'checks', month] as const,
  foreign: (orgId: string, month: string) => [...taxKeys.all(orgId), 'foreign', month] as const,
};

export function useTaxInvoiceChecks(orgId: string, month: string) {
  return useQuery({
    queryKey: inputVatKeys.checks(orgId, month),
    queryFn: () =>
      api.request<TaxInvoiceChecks>(`/tax-filings/checks/organization/${orgId}`, { query: { month } }),
  });
}

export function useInputTax(orgId: string, month: string) {
  return useQuery({
    queryKey: inputVatKeys.report(orgId, month),
    queryFn: () =>
      api.request<InputTaxReport>(`/tax-filings/input-tax/organization/${orgId}`, { query: { month } }),
  });
}

export function usePurchaseVat(orgId: string, month: string) {
  return useQuery({
    queryKey: inputVatKeys.list(orgId, month),
    queryFn: () =>
      api.request<PurchaseVatList>(`/tax-filings/purchase-vat/organization/${orgId}`, { query: { month } }),
  });
}

/** One part of a bill's input VAT (decision 0245): its goods' or its services'. */
type PurchaseVatPart = { documentId: string; part?: PurchaseTaxInvoice['part'] };
export type PurchaseVatChoice =
  | (PurchaseVatPart & { action: 'CLAIM'; month: string })
  | (PurchaseVatPart & { action: 'NOT_CLAIMABLE' | 'RESET' });

export function useChoosePurchaseVat(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choice: PurchaseVatChoice) =>
      api.request<PurchaseTaxInvoice>('/tax-filings/purchase-vat', {
        method: 'POST',
        body: { organizationId: orgId, ...choice },
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: taxKeys.all(orgId) });
      await client.invalidateQueries({ queryKey: [orgId, 'accounting'] });
    },
  });
}

export function useForeignInputTax(orgId: string, month: string) {
  return useQuery({
    queryKey: inputVatKeys.foreign(orgId, month),
    queryFn: () =>
      api.request<ForeignInputTaxReport>(`/tax-filings/foreign-input-tax/organization/${orgId}`, {
        query: { month },
      }),
  });
}

export function useMarkForeignService(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { documentId: string; foreign: boolean }) =>
      api.request<void>('/tax-filings/foreign-input-tax', {
        method: 'POST',
        body: { organizationId: orgId, ...body },
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: taxKeys.all(orgId) });
      await client.invalidateQueries({ queryKey: [orgId, 'accounting'] });
    },
  });
}
