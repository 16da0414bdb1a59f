// POST /{resource}/{id}/status { action, …payment }: a life-cycle action of spec §4. A refused action answers 409 with
// the allowed actions; the caller shows the message and the menu reloads the document.
import type { PaymentFieldsInput, SalesDocument } from '@banchee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { DocumentResource } from '../model/kinds';
import { documentKeys, newIdempotencyKey } from './query-keys';

/** An action, and for the actions that record a payment (Receive Payment, Paid, Edit Payment) how it was paid. */
export interface StatusChange {
  readonly action: string;
  readonly payment?: Partial<PaymentFieldsInput>;
}

export function changeDocumentStatus(
  resource: DocumentResource,
  id: string,
  { action, payment }: StatusChange,
): Promise<SalesDocument> {
  return api.request<SalesDocument>(`/${resource}/${id}/status`, {
    method: 'POST',
    body: { action, ...payment },
    headers: { 'Idempotency-Key': newIdempotencyKey() },
  });
}

export function useChangeDocumentStatus(organizationId: string, resource: DocumentResource, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StatusChange) => changeDocumentStatus(resource, id, change),
    onSuccess: async (document) => {
      queryClient.setQueryData(documentKeys.detail(organizationId, resource, id), document);
      await queryClient.invalidateQueries({
        queryKey: documentKeys.all(organizationId),
        predicate: (query) => query.queryKey[4] !== id,
      });
    },
    onError: () =>
      queryClient.invalidateQueries({ queryKey: documentKeys.detail(organizationId, resource, id) }),
  });
}
