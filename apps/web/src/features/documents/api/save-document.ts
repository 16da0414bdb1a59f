// POST /{resource} (create, with an Idempotency-Key) and PUT /{resource}/{id} (update while editable). On
// success the kind's lists and the documents it was made from are refreshed.
import type { SalesDocument } from '@banchee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { DocumentResource } from '../model/kinds';
import { documentKeys } from './query-keys';

export interface SaveDocumentVariables {
  /** Absent for a new document. */
  id?: string;
  body: Record<string, unknown>;
  /** Sent on create; the editor keeps one per unsaved document so a retried save cannot duplicate it. */
  idempotencyKey: string;
}

export function saveDocument(
  resource: DocumentResource,
  variables: SaveDocumentVariables,
): Promise<SalesDocument> {
  if (variables.id) {
    return api.request<SalesDocument>(`/${resource}/${variables.id}`, {
      method: 'PUT',
      body: variables.body,
    });
  }
  return api.request<SalesDocument>(`/${resource}`, {
    method: 'POST',
    body: variables.body,
    headers: { 'Idempotency-Key': variables.idempotencyKey },
  });
}

export function useSaveDocument(organizationId: string, resource: DocumentResource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: SaveDocumentVariables) => saveDocument(resource, variables),
    onSuccess: async (document) => {
      queryClient.setQueryData(documentKeys.detail(organizationId, resource, document.id), document);
      // Parents change too (a quotation becomes PARTIALS, an invoice RECEIPT CREATED): refresh every kind.
      await queryClient.invalidateQueries({
        queryKey: documentKeys.all(organizationId),
        predicate: (query) => query.queryKey[4] !== document.id,
      });
    },
  });
}
