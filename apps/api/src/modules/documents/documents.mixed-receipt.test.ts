// A cumulative receipt over a goods tax invoice and a services invoice whose VAT is still undue (issue #10 §1,
// decision 0091): only the services' VAT falls due with the receipt, so the receipt/tax invoice carries and
// posts that VAT alone; the goods' VAT was due (and printed) on their own tax invoice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, ledgerBalances, line, type Fixture } from './documents.test-fixtures.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await createFixture();
});
afterAll(async () => {
  await fx.database.close();
});

describe('a cumulative receipt over goods and undue services', () => {
  it('carries and posts only the VAT that falls due with it', async () => {
    // Goods: 2 × 5,000.00 = 10,000.00 + 700.00 = 10,700.00, a tax invoice (VAT due at issue, 27111).
    const goods = await fx.create('INV', {
      contactId: fx.customerId,
      items: [line('เครื่องพิมพ์', '2', '5000')],
    });
    // Services: 4,000.00 + 280.00 = 4,280.00, not a tax invoice (VAT undue, 27112).
    const services = await fx.create('INV', {
      contactId: fx.customerId,
      items: [line('บริการติดตั้ง', '1', '4000', { item_type: 'SERVICE' })],
    });
    const receipt = await fx.create('RE', { cumulativeInvoices: [goods.id, services.id] });
    // Received 10,700.00 + 4,280.00 = 14,980.00. The VAT of this receipt/tax invoice: the services' 280.00 only.
    expect(receipt.taxPoint).toMatchObject({ isTaxInvoice: true });
    // The VAT base is the services' 4,000.00; the goods' 10,700.00 were taxed on their own tax invoice.
    expect(receipt.totals).toMatchObject({ grand_total: '14980.00', vatBase: '4000.00', vat: '280.00' });
    // Ledger of the three: AR settled; 27111 = 700 (goods, at issue) + 280 (services, moved from 27112).
    expect(await ledgerBalances(fx, [goods.id, services.id, receipt.id])).toEqual({
      '11121': '14980.00',
      '27111': '-980.00',
      '41110': '-10000.00',
      '41210': '-4000.00',
    });
  });
});
