// POST /{resource}/{id}/status { action }: a life-cycle action of spec §4. A refused action answers 409 with
// the allowed actions; the caller shows the message and the menu reloads the document.
import type { SalesDocument } from '@banchee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { SalesDocumentResource } from '../model/kinds';
import { documentKeys, newIdempotencyKey } from './query-keys';

export function changeDocumentStatus(
  resource: SalesDocumentResource,
  id: string,
  action: string,
): Promise<SalesDocument> {
  return api.request<SalesDocument>(`/${resource}/${id}/status`, {
    method: 'POST',
    body: { action },
    headers: { 'Idempotency-Key': newIdempotencyKey() },
  });
}

export function useChangeDocumentStatus(organizationId: string, resource: SalesDocumentResource, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: string) => changeDocumentStatus(resource, id, action),
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
