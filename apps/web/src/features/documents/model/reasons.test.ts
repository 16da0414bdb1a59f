// Credit-note reasons follow the lines' item types; goods and services together come grouped, never as two
// entries with the same label.
import { describe, expect, it } from 'vitest';
import { blankLine, type DraftLine } from './draft';
import { reasonOptions, reasonsFor } from './reasons';

const line = (name: string, item_type: DraftLine['item_type']) => ({ ...blankLine(), name, item_type });
const groups = { PRODUCT: 'สินค้า', SERVICE: 'บริการ' } as const;

describe('credit-note reasons', () => {
  it('goods only: the 7 goods reasons of the spec list, flat', () => {
    const reasons = reasonsFor('CN', { items: [line('ปากกา', 'PRODUCT')] });
    expect(reasons.map((r) => r.code)).toEqual([
      'PRODUCT_DISCOUNT_UNMET_CONDITIONS',
      'PRODUCT_DAMAGED',
      'PRODUCT_SHORTAGE',
      'PRODUCT_OVERCHARGED',
      'PRODUCT_RETURNED',
      'PRODUCT_DEPOSIT_RETURN',
      'PRODUCT_OTHER',
    ]);
    const options = reasonOptions(reasons, 'th', groups);
    expect(options).toHaveLength(7);
    expect(options[6]).toEqual({ value: 'PRODUCT_OTHER', label: 'เหตุอื่น (ระบุ)' });
  });

  it('services only: the 6 services reasons; a line without a type counts as goods', () => {
    expect(reasonsFor('CN', { items: [line('ที่ปรึกษา', 'SERVICE')] }).map((r) => r.code)).toEqual([
      'SERVICE_DISCOUNT_UNMET_CONDITIONS',
      'SERVICE_INCORRECT_UNIT',
      'SERVICE_OVERCHARGED',
      'SERVICE_CONTRACT_TERMINATED',
      'SERVICE_DEPOSIT_RETURN',
      'SERVICE_OTHER',
    ]);
    expect(reasonsFor('CN', { items: [line('ของ', '')] })[0]?.code).toBe('PRODUCT_DISCOUNT_UNMET_CONDITIONS');
  });

  it('goods and services: two groups (7 + 6), no label twice within a group', () => {
    const reasons = reasonsFor('CN', { items: [line('ปากกา', 'PRODUCT'), line('ติดตั้ง', 'SERVICE')] });
    const options = reasonOptions(reasons, 'th', groups);
    expect(options).toHaveLength(2);
    const [goods, services] = options as readonly { group: string; items: { label: string }[] }[];
    expect(goods?.group).toBe('สินค้า');
    expect(goods?.items).toHaveLength(7);
    expect(services?.group).toBe('บริการ');
    expect(services?.items).toHaveLength(6);
    for (const group of [goods, services]) {
      const labels = group?.items.map((item) => item.label) ?? [];
      expect(new Set(labels).size).toBe(labels.length);
    }
  });
});
