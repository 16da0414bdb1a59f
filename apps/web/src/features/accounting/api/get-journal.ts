// GET /journals/{id} → one entry with its lines, source document and reversal links.
import type { JournalEntry } from '@banchee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { accountingKeys } from './query-keys';

export function getJournal(id: string): Promise<JournalEntry> {
  return api.request<JournalEntry>(`/journals/${id}`);
}

export const journalQuery = (orgId: string, id: string) =>
  queryOptions({ queryKey: accountingKeys.journal(orgId, id), queryFn: () => getJournal(id) });

export function useJournal(orgId: string, id: string) {
  return useQuery(journalQuery(orgId, id));
}
