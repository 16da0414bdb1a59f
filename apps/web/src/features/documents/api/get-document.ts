// GET /{resource}/{id} → the document with lines, totals, links, history, allowedActions and progress.
import type { SalesDocument } from '@banchee/contracts';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { DraftSource, DraftTarget } from '../model/draft';
import { resourceOf, type DocumentResource } from '../model/kinds';
import { documentKeys } from './query-keys';

export function getDocument(
  resource: DocumentResource,
  id: string,
  signal?: AbortSignal,
): Promise<SalesDocument> {
  return api.request<SalesDocument>(`/${resource}/${id}`, { signal });
}

export const documentQuery = (organizationId: string, resource: DocumentResource, id: string) =>
  queryOptions({
    queryKey: documentKeys.detail(organizationId, resource, id),
    queryFn: ({ signal }) => getDocument(resource, id, signal),
  });

/** Loads a document when `id` is given (the editor's own document or the one a new document is made from). */
export function useDocument(organizationId: string, resource: DocumentResource, id: string | null) {
  return useQuery({ ...documentQuery(organizationId, resource, id ?? ''), enabled: id !== null });
}

const NO_TARGETS: readonly SalesDocument[] = [];

/** Module-level, so TanStack Query re-runs it only when the results change. */
function loadedDocuments(results: readonly { data?: SalesDocument | undefined }[]): readonly SalesDocument[] {
  return results.length === 0 ? NO_TARGETS : results.flatMap((result) => (result.data ? [result.data] : []));
}

/** The further documents a cumulative billing note, receipt or payment slip settles (loaded ones, in the order
 *  picked), each from its own kind's resource. */
export function useExtraTargets(
  organizationId: string,
  source: DraftSource,
  targets: readonly DraftTarget[],
): readonly SalesDocument[] {
  return useQueries({
    queries:
      source.type === 'settlement'
        ? targets.map((target) => documentQuery(organizationId, resourceOf(target.kind), target.id))
        : [],
    combine: loadedDocuments,
  });
}
