// GET /journals/organization/{id}?page&limit&search&from&to&kind → journal entries (automatic and manual),
// newest first, 20 a page, each with its lines and its source document.
import type { JournalEntry } from '@banchee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Page } from '../../../lib/pagination';
import { accountingKeys } from './query-keys';

export const JOURNALS_PAGE_SIZE = 20;

export interface JournalListParams {
  page: number;
  search: string;
  kind: JournalEntry['kind'] | '';
  from: string;
  to: string;
}

export function listJournals(orgId: string, params: JournalListParams): Promise<Page<JournalEntry>> {
  return api.request<Page<JournalEntry>>(`/journals/organization/${orgId}`, {
    query: { ...params, search: params.search.trim(), limit: JOURNALS_PAGE_SIZE },
  });
}

export const journalsQuery = (orgId: string, params: JournalListParams) =>
  queryOptions({
    queryKey: accountingKeys.journals(orgId, params),
    queryFn: () => listJournals(orgId, params),
    placeholderData: keepPreviousData,
  });

export function useJournals(orgId: string, params: JournalListParams) {
  return useQuery(journalsQuery(orgId, params));
}
