// GET /{resource}/{id} → the document with lines, totals, links, history, allowedActions and progress.
import type { SalesDocument } from '@banchee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { SalesDocumentResource } from '../model/kinds';
import { documentKeys } from './query-keys';

export function getDocument(
  resource: SalesDocumentResource,
  id: string,
  signal?: AbortSignal,
): Promise<SalesDocument> {
  return api.request<SalesDocument>(`/${resource}/${id}`, { signal });
}

export const documentQuery = (organizationId: string, resource: SalesDocumentResource, id: string) =>
  queryOptions({
    queryKey: documentKeys.detail(organizationId, resource, id),
    queryFn: ({ signal }) => getDocument(resource, id, signal),
  });

/** Loads a document when `id` is given (the editor's own document or the one a new document is made from). */
export function useDocument(organizationId: string, resource: SalesDocumentResource, id: string | null) {
  return useQuery({ ...documentQuery(organizationId, resource, id ?? ''), enabled: id !== null });
}
