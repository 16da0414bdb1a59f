// GET /received-wht/documents/{documentId}/scan → the certificate's scan (PNG, JPEG or PDF), opened in a new tab.
import { openInNewTab } from '../../../lib/binary';

export function openScan(documentId: string): Promise<void> {
  return openInNewTab(`/received-wht/documents/${documentId}/scan`, undefined, '*/*');
}
