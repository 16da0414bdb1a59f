// POST /journals/{id}/reverse {date, reason} → the mirror entry; the original stays and both are linked.
import type { JournalEntry, ReverseJournalRequest } from '@banchee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { accountingKeys } from './query-keys';

export function reverseJournal(id: string, input: ReverseJournalRequest): Promise<JournalEntry> {
  return api.request<JournalEntry>(`/journals/${id}/reverse`, { method: 'POST', body: input });
}

export function useReverseJournal(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ReverseJournalRequest }) => reverseJournal(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: accountingKeys.all(orgId) }),
  });
}
