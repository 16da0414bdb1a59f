// GET /{resource}/organization/{orgId}?page&limit&search&status&from&to → { data, pagination }.
import type { SalesDocumentList } from '@banchee/contracts';
import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { DocumentResource } from '../model/kinds';
import { documentKeys } from './query-keys';

export const DOCUMENTS_PAGE_SIZE = 20;

export interface ListDocumentsParams {
  page: number;
  search: string;
  /** '' for every status. */
  status: string;
  /** yyyy-mm-dd or ''. */
  from: string;
  to: string;
}

export function listDocuments(
  organizationId: string,
  resource: DocumentResource,
  params: ListDocumentsParams,
  signal?: AbortSignal,
): Promise<SalesDocumentList> {
  return api.request<SalesDocumentList>(`/${resource}/organization/${organizationId}`, {
    query: {
      page: params.page,
      limit: DOCUMENTS_PAGE_SIZE,
      search: params.search.trim(),
      status: params.status,
      from: params.from,
      to: params.to,
    },
    signal,
  });
}

export const documentsListQuery = (
  organizationId: string,
  resource: DocumentResource,
  params: ListDocumentsParams,
) =>
  queryOptions({
    queryKey: documentKeys.list(organizationId, resource, params),
    queryFn: ({ signal }) => listDocuments(organizationId, resource, params, signal),
    // Keep the current rows while the next page or filter loads: no layout jump.
    placeholderData: keepPreviousData,
  });

export function useDocuments(
  organizationId: string,
  resource: DocumentResource,
  params: ListDocumentsParams,
) {
  return useQuery(documentsListQuery(organizationId, resource, params));
}

/** The first page of several kinds' lists with the same filter (a payment slip's bills: receiving inventory
 *  and expenses), rows of every list together, and whether any is still loading. */
export function useDocumentsOf(
  organizationId: string,
  resources: readonly DocumentResource[],
  params: ListDocumentsParams,
): { rows: SalesDocumentList['data']; fetching: boolean } {
  return useQueries({
    queries: resources.map((resource) => documentsListQuery(organizationId, resource, params)),
    combine: (results) => ({
      rows: results.flatMap((result) => result.data?.data ?? []),
      fetching: results.some((result) => result.isFetching),
    }),
  });
}
