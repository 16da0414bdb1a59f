// PUT /received-wht/documents/{documentId} (then PUT …/scan when a file is chosen) and DELETE of the record;
// the tracker's lists reload afterwards.
import type { ReceivedWhtInput, ReceivedWhtRow, ReceivedWhtScanInput } from '@banchee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { compactPayload } from '../../../lib/payload';
import { receivedWhtKeys } from './list-received-wht';

export interface SaveCertificate {
  documentId: string;
  input: ReceivedWhtInput;
  scan?: ReceivedWhtScanInput;
}

export async function saveCertificate({ documentId, input, scan }: SaveCertificate): Promise<ReceivedWhtRow> {
  const path = `/received-wht/documents/${documentId}`;
  const row = await api.request<ReceivedWhtRow>(path, { method: 'PUT', body: compactPayload({ ...input }) });
  return scan
    ? api.request<ReceivedWhtRow>(`${path}/scan`, { method: 'PUT', body: compactPayload({ ...scan }) })
    : row;
}

export function useSaveCertificate(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCertificate,
    onSettled: () => client.invalidateQueries({ queryKey: receivedWhtKeys.all(orgId) }),
  });
}

export function useRemoveCertificate(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) =>
      api.request<void>(`/received-wht/documents/${documentId}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: receivedWhtKeys.all(orgId) }),
  });
}
