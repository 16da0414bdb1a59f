// Creating a product: empty fields dropped, and a SERVICE sends purchase_vat_inclusive as null (spec §5).
import { describe, expect, it } from 'vitest';
import { toItemPayload } from './save-item';

describe('toItemPayload', () => {
  it('drops empty strings and keeps prices as decimal strings', () => {
    expect(
      toItemPayload({
        type: 'PRODUCT',
        code: '',
        name: 'กาแฟ',
        description: '',
        unit: 'กล่อง',
        sale_price: '1070.00',
        sale_vat_inclusive: true,
        purchase_price: '',
        purchase_vat_inclusive: false,
        vat_type: 'VAT7',
      }),
    ).toEqual({
      type: 'PRODUCT',
      name: 'กาแฟ',
      unit: 'กล่อง',
      sale_price: '1070.00',
      sale_vat_inclusive: true,
      purchase_vat_inclusive: false,
      vat_type: 'VAT7',
    });
  });

  it('sends purchase_vat_inclusive as null for a service', () => {
    const payload = toItemPayload({
      type: 'SERVICE',
      name: 'ค่าติดตั้ง',
      purchase_vat_inclusive: true,
      vat_type: 'VAT7',
    });
    expect(payload).toEqual({
      type: 'SERVICE',
      name: 'ค่าติดตั้ง',
      purchase_vat_inclusive: null,
      vat_type: 'VAT7',
    });
  });
});
