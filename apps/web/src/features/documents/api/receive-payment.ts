// The Receive Payment dialog's server calls: the request model/receive-payment built (POST /receipts, the cash
// sale's status action, PUT /receipts/{id}) with an Idempotency-Key on creates, and the customer's open credit
// (GET /refunds/customer/{contactId}, decision 0188), and the lock date a bill's payment date must be after (GET
// /periods/organization/{id}, decision 0235). Every document list and detail is refreshed after.
import type { CustomerCreditBalance, PeriodStatus, SalesDocument } from '@banchee/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { PaymentRequest } from '../model/receive-payment';
import { documentKeys, newIdempotencyKey } from './query-keys';

export function sendPayment(request: PaymentRequest, idempotencyKey: string): Promise<SalesDocument> {
  return api.request<SalesDocument>(request.path, {
    method: request.method,
    body: request.body,
    ...(request.method === 'POST' ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
  });
}

export function useSendPayment(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PaymentRequest) => sendPayment(request, newIdempotencyKey()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all(organizationId) }),
  });
}

export const customerCreditQuery = (organizationId: string, contactId: string) =>
  queryOptions({
    queryKey: [...documentKeys.all(organizationId), 'customer-credit', contactId],
    queryFn: () => api.request<CustomerCreditBalance>(`/refunds/customer/${encodeURIComponent(contactId)}`),
  });

/** The customer's open credit; idle without a customer from the contacts. */
export function useCustomerCredit(organizationId: string, contactId: string | undefined) {
  return useQuery({
    ...customerCreditQuery(organizationId, contactId ?? ''),
    enabled: contactId !== undefined,
  });
}

/** The organisation's lock date (undefined: nothing locked); idle unless `enabled`. */
export function useLockDate(organizationId: string, enabled: boolean) {
  const query = useQuery({
    queryKey: [...documentKeys.all(organizationId), 'lock-date'],
    queryFn: () => api.request<PeriodStatus>(`/periods/organization/${encodeURIComponent(organizationId)}`),
    enabled,
  });
  return query.data?.lockDate;
}
