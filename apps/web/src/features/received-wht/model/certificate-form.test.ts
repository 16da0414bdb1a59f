// The certificate form's rules: which files may be the scan, base64 of their bytes, error keys by code and the
// route of a tracked document.
import { describe, expect, it } from 'vitest';
import { documentPath, errorKeyOf, scanProblem, toBase64 } from './certificate-form';

describe('certificate form rules', () => {
  it('accepts PNG, JPEG and PDF scans up to 700 KB', () => {
    expect(scanProblem({ type: 'application/pdf', size: 700 * 1024 })).toBeNull();
    expect(scanProblem({ type: 'image/jpeg', size: 1 })).toBeNull();
    expect(scanProblem({ type: 'image/png', size: 700 * 1024 + 1 })).toBe('scanTooLarge');
    expect(scanProblem({ type: 'image/gif', size: 10 })).toBe('scanType');
  });

  it('writes base64 of the bytes, across chunk boundaries too', () => {
    // "%PDF-" → JVBERi0=
    expect(toBase64(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]))).toBe('JVBERi0=');
    const large = new Uint8Array(0x8000 * 2 + 3).fill(0xff);
    expect(atob(toBase64(large)).length).toBe(0x8000 * 2 + 3);
  });

  it('translates server codes and links documents to their pages', () => {
    expect(errorKeyOf('RECEIVED_WHT.NOT_WITHHELD')).toBe('NOT_WITHHELD');
    expect(errorKeyOf('VALIDATION.FAILED')).toBe('FAILED');
    expect(errorKeyOf('SOMETHING.ELSE')).toBe('generic');
    expect(errorKeyOf(undefined)).toBe('generic');
    expect(documentPath('RE', 'abc')).toBe('receipts/abc');
    expect(documentPath('CA', 'abc')).toBe('cash-invoices/abc');
    expect(documentPath('XX', 'abc')).toBeNull();
  });
});
