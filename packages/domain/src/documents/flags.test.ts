// showItemDiscount / showItemWHT flags of spec §5.
import { describe, expect, it } from 'vitest';
import { computeDocumentFlags } from './flags.ts';

describe('computeDocumentFlags (spec §5)', () => {
  it('shows item WHT and discount only when some line has a value above 0', () => {
    expect(computeDocumentFlags([{}, { whtPercent: '0.00', discountAmount: '' }])).toEqual({
      showItemDiscount: false,
      showItemWHT: false,
    });
    expect(computeDocumentFlags([{ whtAmount: '0.01' }, { discountPercent: 5 }])).toEqual({
      showItemDiscount: true,
      showItemWHT: true,
    });
    expect(computeDocumentFlags([{ whtPercent: '3.00' }])).toEqual({
      showItemDiscount: false,
      showItemWHT: true,
    });
    expect(computeDocumentFlags([{ discountAmount: null, whtPercent: null }])).toEqual({
      showItemDiscount: false,
      showItemWHT: false,
    });
  });
});
