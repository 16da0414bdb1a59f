// POST /journals → a manual journal voucher (JV). The API refuses an unbalanced entry (LEDGER.UNBALANCED), a
// header or inactive account, or a date in a locked period; the form checks the shape first.
import type { CreateJournalRequest, JournalEntry } from '@banchee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { accountingKeys } from './query-keys';

export function createJournal(input: CreateJournalRequest): Promise<JournalEntry> {
  return api.request<JournalEntry>('/journals', { method: 'POST', body: input });
}

export function useCreateJournal(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<CreateJournalRequest, 'organizationId'>) =>
      createJournal({ ...input, organizationId: orgId }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountingKeys.all(orgId) }),
  });
}
