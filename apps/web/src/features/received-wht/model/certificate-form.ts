// The certificate form's pure rules: the scan file a user picks (type and size as the API checks them), its
// base64 for the wire, the error sentence of a server refusal by its code, and a document's detail route.
import {
  RECEIVED_WHT_SCAN_MAX_BYTES,
  RECEIVED_WHT_SCAN_TYPES,
  SALES_DOCUMENT_RESOURCES,
  type ReceivedWhtScanInput,
} from '@banchee/contracts';
import type { ReceivedWhtMessages } from '../i18n/en';

type ScanType = (typeof RECEIVED_WHT_SCAN_TYPES)[number];
export type ErrorKey = keyof ReceivedWhtMessages['errors'];

const isScanType = (type: string): type is ScanType =>
  (RECEIVED_WHT_SCAN_TYPES as readonly string[]).includes(type);

/** Why a picked file cannot be the scan, or null when it can. */
export function scanProblem(file: { type: string; size: number }): ErrorKey | null {
  if (!isScanType(file.type)) return 'scanType';
  if (file.size > RECEIVED_WHT_SCAN_MAX_BYTES) return 'scanTooLarge';
  return null;
}

/** Base64 of bytes, in chunks so a large file does not overflow the argument list. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

export async function readScan(file: File): Promise<ReceivedWhtScanInput> {
  if (!isScanType(file.type)) throw new Error('not a scan type');
  return {
    contentType: file.type,
    fileName: file.name.slice(0, 200),
    data: toBase64(new Uint8Array(await file.arrayBuffer())),
  };
}

const BY_CODE: Record<string, ErrorKey> = {
  'RECEIVED_WHT.NOT_WITHHELD': 'NOT_WITHHELD',
  'RECEIVED_WHT.NO_CERTIFICATE': 'NO_CERTIFICATE',
  'RECEIVED_WHT.NOT_FOUND': 'NOT_FOUND',
  'REQUEST.TOO_LARGE': 'TOO_LARGE',
  'VALIDATION.FAILED': 'FAILED',
};

/** The message key of a server error code; unknown codes get the generic sentence. */
export function errorKeyOf(code: string | undefined): ErrorKey {
  return (code && BY_CODE[code]) || 'generic';
}

/** The detail page of a tracked document below /{orgId}/ (receipts/…, cash-invoices/…). */
export function documentPath(kind: string, documentId: string): string | null {
  const resource = (SALES_DOCUMENT_RESOURCES as Record<string, string>)[kind];
  return resource ? `${resource}/${documentId}` : null;
}
