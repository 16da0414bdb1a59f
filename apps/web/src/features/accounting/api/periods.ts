// Period control (apps/api periods module): GET /periods/organization/{id} → lock date, conversion date, closed
// years and the opening entry; POST /periods/lock (null unlocks), /periods/year-end-close and
// /periods/year-end-close/reopen (owners only), /periods/opening-balances (one balanced entry on the conversion
// date). Every change invalidates the whole accounting cache: closing and opening post journal entries.
import type { JournalEntry, OpeningBalancesRequest, PeriodStatus } from '@banchee/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { accountingKeys } from './query-keys';

export function usePeriodStatus(orgId: string) {
  return useQuery({
    queryKey: accountingKeys.periods(orgId),
    queryFn: () => api.request<PeriodStatus>(`/periods/organization/${orgId}`),
  });
}

function usePeriodMutation<Input, Output>(orgId: string, call: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: accountingKeys.all(orgId) }),
  });
}

/** Sets (or with null clears) the lock date: nothing dated on or before it can be posted or changed. */
export function useSetLockDate(orgId: string) {
  return usePeriodMutation(orgId, (lockDate: string | null) =>
    api.request<PeriodStatus>('/periods/lock', {
      method: 'POST',
      body: { organizationId: orgId, lockDate },
    }),
  );
}

/** Closes a calendar year: its closing entry, dated 31 December. */
export function useCloseYear(orgId: string) {
  return usePeriodMutation(orgId, (fiscalYear: number) =>
    api.request<JournalEntry>('/periods/year-end-close', {
      method: 'POST',
      body: { organizationId: orgId, fiscalYear },
    }),
  );
}

/** Reopens a closed year (its closing entry is reversed), with the reason kept on the reversal. */
export function useReopenYear(orgId: string) {
  return usePeriodMutation(orgId, ({ fiscalYear, reason }: { fiscalYear: number; reason: string }) =>
    api.request<JournalEntry>('/periods/year-end-close/reopen', {
      method: 'POST',
      body: { organizationId: orgId, fiscalYear, reason },
    }),
  );
}

export function usePostOpeningBalances(orgId: string) {
  return usePeriodMutation(orgId, (input: Omit<OpeningBalancesRequest, 'organizationId'>) =>
    api.request<JournalEntry>('/periods/opening-balances', {
      method: 'POST',
      body: { ...input, organizationId: orgId },
    }),
  );
}
