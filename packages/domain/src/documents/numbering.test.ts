// Document number format of spec §3 and parsing it back.
import { describe, expect, it } from 'vitest';
import { formatDocumentNumber, parseDocumentNumber } from './numbering.ts';

describe('document numbers', () => {
  it('formats prefix + YYYYMMDD + running number padded to 4', () => {
    expect(formatDocumentNumber('QT', '2026-11-21', 1)).toBe('QT202611210001');
    expect(formatDocumentNumber('INV', '2026-01-05', 42)).toBe('INV202601050042');
    expect(formatDocumentNumber('BL', '2026-01-05', 12345)).toBe('BL2026010512345');
    expect(() => formatDocumentNumber('qt', '2026-01-05', 1)).toThrow();
    expect(() => formatDocumentNumber('QT', '2026-02-30', 1)).toThrow();
    expect(() => formatDocumentNumber('QT', '2026-01-05', 0)).toThrow();
  });

  it('parses numbers back', () => {
    expect(parseDocumentNumber('QT202611210001')).toEqual({ prefix: 'QT', date: '2026-11-21', running: 1 });
    expect(parseDocumentNumber('INV202601050042')).toEqual({
      prefix: 'INV',
      date: '2026-01-05',
      running: 42,
    });
    expect(parseDocumentNumber('BL2026010512345')).toEqual({
      prefix: 'BL',
      date: '2026-01-05',
      running: 12345,
    });
    expect(parseDocumentNumber('QT202613010001')).toBeNull();
    expect(parseDocumentNumber('QT2026112100')).toBeNull();
    expect(parseDocumentNumber('202611210001')).toBeNull();
  });
});
