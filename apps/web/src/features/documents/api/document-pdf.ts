// GET /{resource}/{id}/pdf?copy&be&lang → the printed document (application/pdf), fetched with the session
// by lib/binary (bearer token, one refresh and retry on a 401, spec §7).
import { getBlob, openBlob } from '../../../lib/binary';
import type { DocumentResource } from '../model/kinds';

export interface PdfOptions {
  copy: 'original' | 'copy' | 'both';
  /** Buddhist Era dates. */
  be: boolean;
  lang: 'th' | 'en';
}

export async function getDocumentPdf(
  resource: DocumentResource,
  id: string,
  options: PdfOptions,
): Promise<Blob> {
  return getBlob(
    `/${resource}/${id}/pdf`,
    { copy: options.copy, be: options.be ? '1' : '0', lang: options.lang },
    'application/pdf',
  );
}

/** Saves the PDF under the document number (e.g. INV202611220001.pdf). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Opens the PDF in a new tab, where the browser's viewer prints it. */
export { openBlob };
