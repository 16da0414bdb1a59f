// The printed payment block (issue #10 §2): the method in Thai words with the bank's Thai name and the
// organisation's account instead of "ชำระโดย: -", a cheque's number and date, and the organisation's logo,
// signature and stamp (PUT /organizations/{id}/images/{kind}: PNG or JPEG up to 200 KB, owners only, 404 for
// another organisation's member); the PDF itself renders through Chromium with them.
import type { BankAccount, OrganizationImageList, SalesDocument } from '@banchee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countPdfPages, findChromiumExecutable, renderSalesDocumentHtml } from '../../pdf/index.ts';
import { createTwoOrganizations, json, postJson, type TestApp } from '../../test-helpers/index.ts';
import { printableDocumentOf } from './documents.pdf.ts';
import { findOrganization } from './documents.related.ts';

// The smallest valid PNG (1 × 1, transparent) and a JPEG start.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let t: TestApp, token: string, otherToken: string, orgId: string;
let bank: BankAccount;
beforeAll(async () => {
  const two = await createTwoOrganizations();
  ({ t, orgId } = two);
  token = two.me.token;
  otherToken = two.other.token;
  bank = (
    await postJson<BankAccount>(t, '/bank-accounts', token, {
      organizationId: orgId,
      bankCode: 'KASIKORN',
      accountNumber: '1234567890',
      accountName: 'บจก. ทดสอบ',
    })
  ).body;
});
afterAll(async () => {
  await t.close();
});

const customer = {
  contact_name: 'บริษัท ลูกค้า จำกัด',
  address: '1 ถนนสีลม เขตบางรัก กรุงเทพมหานคร 10500',
  taxId: '0105559876543',
  branch: '00000',
};

async function receiptPaidBy(payment: Record<string, unknown>): Promise<SalesDocument> {
  const invoice = await postJson<SalesDocument>(t, '/invoices', token, {
    organizationId: orgId,
    contact: customer,
    items: [{ name: 'งานออกแบบ', quantity: '1', sale_price: '1000' }],
  });
  expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
  const receipt = await postJson<SalesDocument>(t, '/receipts', token, {
    organizationId: orgId,
    selectedInvoice: invoice.body.id,
    ...payment,
  });
  expect(receipt.status, JSON.stringify(receipt.body)).toBe(201);
  return receipt.body;
}

async function printedHtml(document: SalesDocument, language: 'th' | 'en' = 'th'): Promise<string> {
  const organization = await findOrganization(t.db, orgId);
  if (!organization) throw new Error('organisation not found');
  const printable = await printableDocumentOf(t.db, orgId, document, organization, language);
  return renderSalesDocumentHtml(printable, { language });
}

describe('printed payment details', () => {
  it('prints the cheque in Thai words with its number, date, bank and account', async () => {
    const receipt = await receiptPaidBy({
      paymentMethod: 'CHEQUE',
      paymentAccountId: bank.id,
      chequeNumber: '00123456',
      chequeDate: '2026-11-30',
    });
    const page = await printedHtml(receipt);
    // 30/11/2026 in the Buddhist Era is 30/11/2569.
    expect(page).toContain('ชำระโดย: <strong>เช็ค เลขที่ 00123456 ลงวันที่ 30/11/2569</strong>');
    expect(page).toContain('ธนาคาร: ธนาคารกสิกรไทย');
    expect(page).toContain('บัญชี: 1234567890 บจก. ทดสอบ');
    expect(page).not.toContain('ชำระโดย: <strong>-</strong>');
  });

  it('prints each method in words, Thai and English', async () => {
    const words: [string, string, string][] = [
      ['CASH', 'เงินสด', 'Cash'],
      ['TRANSFER', 'โอนเงิน', 'Bank transfer'],
      ['CARD', 'บัตรเครดิต', 'Credit card'],
      ['PROMPTPAY', 'พร้อมเพย์', 'PromptPay'],
      ['EWALLET', 'กระเป๋าเงินอิเล็กทรอนิกส์', 'E-wallet'],
    ];
    for (const [method, th, en] of words) {
      const receipt = await receiptPaidBy({ paymentMethod: method, paymentAccountId: bank.id });
      expect(await printedHtml(receipt)).toContain(`ชำระโดย: <strong>${th}</strong>`);
      expect(await printedHtml(receipt, 'en')).toContain(`Paid by: <strong>${en}</strong>`);
    }
  });
});

describe('organisation images', () => {
  it('stores a logo and a signature, prints them, and refuses what is not a small PNG or JPEG', async () => {
    for (const kind of ['logo', 'signature']) {
      const put = await t.request('PUT', `/organizations/${orgId}/images/${kind}`, {
        token,
        body: { contentType: 'image/png', data: PNG },
      });
      expect(put.status).toBe(200);
    }
    const list = await json<OrganizationImageList>(
      await t.request('GET', `/organizations/${orgId}/images`, { token }),
    );
    expect(list.data.map((i) => [i.kind, i.contentType, i.bytes])).toEqual([
      ['logo', 'image/png', 70],
      ['signature', 'image/png', 70],
    ]);
    const page = await printedHtml(await receiptPaidBy({ paymentMethod: 'CASH' }));
    expect(page).toContain(`<img class="logo" src="data:image/png;base64,${PNG}"`);
    expect(page).toContain(`<img class="signature" src="data:image/png;base64,${PNG}"`);

    const bad: [Record<string, unknown>, string][] = [
      // PNG bytes declared as JPEG.
      [{ contentType: 'image/jpeg', data: PNG }, 'data'],
      [{ contentType: 'image/gif', data: PNG }, 'contentType'],
      [{ contentType: 'image/png', data: 'not base64!' }, 'data'],
      // 210 KB of PNG signature and zeros: over 200 KB.
      [
        {
          contentType: 'image/png',
          data: Buffer.alloc(210 * 1024, 0)
            .fill(Buffer.from(PNG, 'base64').subarray(0, 8), 0, 8)
            .toString('base64'),
        },
        'data',
      ],
    ];
    for (const [body, path] of bad) {
      const response = await t.request('PUT', `/organizations/${orgId}/images/stamp`, { token, body });
      expect(response.status).toBe(400);
      const error = await json<{ error: { details: { path: string }[] } }>(response);
      expect(error.error.details.map((d) => d.path)).toContain(path);
    }
    expect((await t.request('DELETE', `/organizations/${orgId}/images/logo`, { token })).status).toBe(204);
    const after = await json<OrganizationImageList>(
      await t.request('GET', `/organizations/${orgId}/images`, { token }),
    );
    expect(after.data.map((i) => i.kind)).toEqual(['signature']);
  });

  it("answers 404 to another organisation's member", async () => {
    const calls: [string, string, unknown][] = [
      ['GET', `/organizations/${orgId}/images`, undefined],
      ['PUT', `/organizations/${orgId}/images/logo`, { contentType: 'image/png', data: PNG }],
      ['DELETE', `/organizations/${orgId}/images/signature`, undefined],
    ];
    for (const [method, path, body] of calls) {
      expect((await t.request(method, path, { token: otherToken, body })).status, `${method} ${path}`).toBe(
        404,
      );
    }
  });

  it('keeps the organisation settings: English address, numbering reset, print language and era', async () => {
    const response = await t.request('PUT', `/organizations/${orgId}`, {
      token,
      body: {
        name: 'บริษัท ทดสอบ จำกัด',
        name_en: 'Test Co., Ltd.',
        address_en: '1 Sukhumvit Road, Bangkok',
        tax_id: '0105558000014',
        branch_code: '00001',
        numbering_reset: 'yearly',
        print_language: 'en',
        print_era: 'CE',
      },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      name_en: 'Test Co., Ltd.',
      address_en: '1 Sukhumvit Road, Bangkok',
      branch_code: '00001',
      numbering_reset: 'yearly',
      print_language: 'en',
      print_era: 'CE',
    });
    const bad = await t.request('PUT', `/organizations/${orgId}`, {
      token,
      body: { name: 'x', numbering_reset: 'weekly', tax_id: '0105558000015' },
    });
    expect(bad.status).toBe(400);
  });
});

const chromium = await findChromiumExecutable({ allowSparticuz: true }).catch(() => undefined);

describe('PDF', () => {
  it.skipIf(chromium === undefined)(
    'renders a receipt with its payment block, logo and signature',
    async () => {
      const receipt = await receiptPaidBy({ paymentMethod: 'TRANSFER', paymentAccountId: bank.id });
      const response = await t.request('GET', `/receipts/${receipt.id}/pdf`, { token });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      expect(countPdfPages(bytes)).toBe(1);
    },
  );
});
