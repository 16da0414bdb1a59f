// The shared wire rules: empty fields dropped (spec §5), decimal amounts as exact strings, tax ids normalised,
// and the list-query defaults of spec §7.
import { describe, expect, it } from 'vitest';
import { createItemRequest } from './items.ts';
import { listContactsQuery, contactInput } from './contacts.ts';
import { listItemsQuery } from './items.ts';
import { decimalAmount, dropEmpty, taxId } from './common.ts';
import { moneyInputSchema, percentInputSchema, quantityInputSchema } from './documents.ts';

describe('dropEmpty', () => {
  it("drops '', whitespace-only, null and undefined fields and keeps false and 0", () => {
    expect(dropEmpty({ a: '', b: '  ', c: null, d: undefined, e: false, f: 0, g: 'x' })).toEqual({
      e: false,
      f: 0,
      g: 'x',
    });
  });
});

describe('decimalAmount', () => {
  it('keeps decimal text and turns JSON numbers into their decimal text', () => {
    expect(decimalAmount.parse('1070.50')).toBe('1070.50');
    expect(decimalAmount.parse(0.1)).toBe('0.1');
    expect(decimalAmount.parse(95.125)).toBe('95.125');
    expect(decimalAmount.parse(' 12 ')).toBe('12');
  });
  it('refuses negatives, more than 4 places, exponents and 15 integer digits', () => {
    for (const bad of ['-1', '1.23456', 1e21, '123456789012345', 'abc', '']) {
      expect(decimalAmount.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});

describe('document amounts (issue #9: never negative)', () => {
  it('refuses negative money, quantities, prices and percentages, as text or as JSON numbers', () => {
    for (const schema of [moneyInputSchema, quantityInputSchema, percentInputSchema]) {
      for (const bad of ['-1', -1, '-0.01', -0.5, '1e3', 'abc']) {
        expect(schema.safeParse(bad).success, String(bad)).toBe(false);
      }
      expect(schema.parse('0')).toBe('0');
    }
    expect(moneyInputSchema.safeParse('10.001').success).toBe(false);
    expect(quantityInputSchema.parse(2.5)).toBe('2.5');
  });
  it('takes percentages up to 100 exactly, compared as text', () => {
    for (const good of ['100', '100.0000', '99.9999', '0.5', '007']) {
      expect(percentInputSchema.safeParse(good).success, good).toBe(true);
    }
    for (const bad of ['100.0001', '101', '150']) {
      expect(percentInputSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('taxId', () => {
  it('strips dashes and spaces and needs 13 digits', () => {
    expect(taxId.parse('0-1055-58000-01-4')).toBe('0105558000014');
    expect(taxId.safeParse('010555800001').success).toBe(false);
  });
});

describe('create bodies', () => {
  it('drop empty strings and default the item type to PRODUCT', () => {
    const parsed = createItemRequest.parse({
      organizationId: '01900000-0000-7000-8000-000000000000',
      name: 'กาแฟ',
      code: '',
      unit: null,
    });
    expect(parsed).toEqual({
      organizationId: '01900000-0000-7000-8000-000000000000',
      name: 'กาแฟ',
      type: 'PRODUCT',
    });
  });
  it('keep numeric credit days given as text', () => {
    expect(
      contactInput.parse({ contact_type: 'CLIENT', contact_name: 'x', credit_days: '30' }).credit_days,
    ).toBe(30);
  });
});

describe('list queries', () => {
  it('default items to page 1 of 20 and contacts to page 1 of 50', () => {
    expect(listItemsQuery.parse({})).toEqual({ page: 1, limit: 20 });
    expect(listContactsQuery.parse({ contact_type: 'SUPPLIER' })).toEqual({
      page: 1,
      limit: 50,
      contact_type: 'SUPPLIER',
    });
    expect(listContactsQuery.parse({ contact_type: '' })).toEqual({ page: 1, limit: 50 });
    expect(listContactsQuery.safeParse({ contact_type: 'BOTH' }).success).toBe(false);
  });
});
