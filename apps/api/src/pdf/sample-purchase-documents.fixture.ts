// Sample purchase documents for the PDF tests (issue 11 §2): the organisation buys from a supplier, who is the
// party printed; figures computed by hand in the comments.
import type { PrintableDocument } from './printable-document.ts';
import { SELLER } from './sample-documents.fixture.ts';

/**
 * A purchase order for 10 reams of paper at 1,000.00: subtotal 10,000.00; VAT 7 % 700.00; grand total
 * 10,700.00 (หนึ่งหมื่นเจ็ดร้อยบาทถ้วน). The organisation is the issuer (SELLER block); the supplier the party.
 */
export const PURCHASE_ORDER: PrintableDocument = {
  kind: 'PO',
  number: 'PO202611200001',
  date: '2026-11-20',
  seller: SELLER,
  buyer: {
    name: 'บริษัท กระดาษไทย จำกัด',
    address: '88 ถนนพระราม 4 แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร',
    zipCode: '10110',
    taxId: '0105558000111',
    branch: '00000',
  },
  lines: [{ name: 'กระดาษถ่ายเอกสาร A4', quantity: '10', unit: 'รีม', unitPrice: '1000', amount: '10000.00' }],
  totals: {
    subtotal: '10000.00',
    amountAfterDiscount: '10000.00',
    vatBase: '10000.00',
    vatRate: '7',
    vat: '700.00',
    grandTotal: '10700.00',
    amountDue: '10700.00',
  },
};

/** The same figures paid by a payment slip with 3 % WHT on 10,000.00 = 300.00: paid 10,700.00 − 300.00 = 10,400.00. */
export const PAYMENT_SLIP: PrintableDocument = {
  ...PURCHASE_ORDER,
  kind: 'PS',
  number: 'PS202611250001',
  date: '2026-11-25',
  totals: { ...PURCHASE_ORDER.totals, withholdingTax: '300.00', amountDue: '10400.00' },
};
