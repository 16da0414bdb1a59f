// Accountant's figures: thousands separators and two decimals, blank zeros in debit/credit columns, bracketed
// negatives on statements, from wire decimal strings through bigint satang.
import { describe, expect, it } from 'vitest';
import { formatAmount, isNegative } from './amount';
import { sourceDocumentPath } from './source-link';

describe('formatAmount', () => {
  it('formats wire amounts', () => {
    expect(formatAmount('1234567.5')).toBe('1,234,567.50');
    expect(formatAmount('0.00')).toBe('0.00');
    expect(formatAmount('')).toBe('0.00');
    expect(formatAmount(-150n)).toBe('-1.50');
  });

  it('leaves zeros blank and brackets negatives on request', () => {
    expect(formatAmount('0.00', { blankZero: true })).toBe('');
    expect(formatAmount('-2500.00', { brackets: true })).toBe('(2,500.00)');
    expect(formatAmount('2500.00', { brackets: true })).toBe('2,500.00');
    expect(isNegative('-0.01')).toBe(true);
    expect(isNegative('0.00')).toBe(false);
  });

  it('shows unreadable text as it is rather than a made-up figure', () => {
    expect(formatAmount('n/a')).toBe('n/a');
  });
});

describe('sourceDocumentPath', () => {
  it('links a posting to the route of the document that made it', () => {
    expect(sourceDocumentPath('org1', { documentId: 'd1', kind: 'INV' })).toBe('/org1/invoices/d1');
    expect(sourceDocumentPath('org1', { documentId: 'd2', kind: 'CA' })).toBe('/org1/cash-invoices/d2');
    expect(sourceDocumentPath('org1', { documentId: 'd3', kind: 'PO' })).toBe('/org1/purchase-orders/d3');
    expect(sourceDocumentPath('org1', { documentId: 'd4', kind: 'RF' })).toBeNull();
    expect(sourceDocumentPath('org1', undefined)).toBeNull();
  });
});
