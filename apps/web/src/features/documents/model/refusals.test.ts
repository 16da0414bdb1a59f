// Server refusals of the money and period rules shown in Thai and English, at their fields, by error code.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { documentsEn, type DocumentsMessages } from '../i18n/en';
import { documentsTh } from '../i18n/th';
import { blankLine, newDraft } from './draft';
import { formatDisplayDate } from '../../../lib/format';
import { displayParams, liveFigureErrors, refusalKey, translateRefusal, type RefusalText } from './refusals';

/** The messages of one language with i18next's {{name}} interpolation. */
const textIn =
  (messages: DocumentsMessages['refusals']): RefusalText =>
  (key, params) =>
    messages[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');

const en = textIn(documentsEn.refusals);
const th = textIn(documentsTh.refusals);

describe('refusals', () => {
  it('keys a namespaced code by its reason when this feature knows it', () => {
    expect(refusalKey('INVOICE.VOID_IN_LOCKED_PERIOD')).toBe('VOID_IN_LOCKED_PERIOD');
    expect(refusalKey('LEDGER.PERIOD_LOCKED')).toBe('PERIOD_LOCKED');
    expect(refusalKey('VALIDATION.FAILED')).toBeNull();
    expect(refusalKey(undefined)).toBeNull();
  });

  it('puts each translated detail at its field, leaves the others to the shell, and summarises with the first', () => {
    const error = new ApiError(400, 'VALIDATION.FAILED', 'Discount exceeds the line total 100.00', [
      {
        path: 'items.0.discount_amount',
        code: 'DOCUMENT.LINE_DISCOUNT_EXCEEDS_TOTAL',
        message: 'Discount exceeds the line total 100.00',
        params: { total: '100.00' },
      },
      { path: 'items.1.quantity', code: 'DOCUMENT.NEGATIVE', message: 'Cannot be negative' },
      { path: 'contact.taxId', message: 'Expected a 13-digit tax id' },
    ]);
    expect(translateRefusal(error, th)).toEqual({
      fields: {
        'items.0.discount_amount': 'ส่วนลดมากกว่ายอดรวมของรายการ 100.00',
        'items.1.quantity': 'ติดลบไม่ได้',
        // Not one of this feature's refusals: left to the shell's texts by code (serverFieldErrors), never
        // the server's English sentence on a Thai screen.
      },
      summary: 'ส่วนลดมากกว่ายอดรวมของรายการ 100.00',
    });
    expect(translateRefusal(error, en).fields['items.0.discount_amount']).toBe(
      'The discount is larger than the line total 100.00',
    );
  });

  it('says why a locked document cannot be voided, in both languages', () => {
    const error = new ApiError(422, 'INVOICE.VOID_IN_LOCKED_PERIOD', 'INV… cannot be voided', [
      {
        path: 'date',
        code: 'INVOICE.VOID_IN_LOCKED_PERIOD',
        message: 'INV… cannot be voided',
        params: { date: '2026-10-15', lockDate: '2026-10-31' },
      },
    ]);
    expect(translateRefusal(error, en).summary).toBe(
      'This document is dated 2026-10-15, in the period locked up to 2026-10-31, so it cannot be voided ' +
        '(its VAT month is filed). Issue a credit note dated in an open period instead.',
    );
    expect(translateRefusal(error, th).summary).toContain('กรุณาออกใบลดหนี้');
  });

  it('translates a refusal without field details by its code, and leaves unknown ones alone', () => {
    const limit = new ApiError(422, 'CREDIT_NOTE.EXCEEDS_ORIGINAL', 'The credit 10.00 exceeds …');
    expect(translateRefusal(limit, en).summary).toBe(
      'The credit is more than the value of the document before VAT',
    );
    const other = new ApiError(409, 'INVOICE.NOT_EDITABLE', 'An invoice in status VOID cannot be edited');
    expect(translateRefusal(other, en)).toEqual({ fields: {}, summary: null });
    expect(translateRefusal(new Error('boom'), en)).toEqual({ fields: {}, summary: null });
  });
});

describe('refusal figures on screen', () => {
  it('shows the dates of a locked period as the user reads dates, other figures as sent', () => {
    const params = { lockDate: '2025-12-31', date: '2025-12-15', total: '100.00' };
    const be = displayParams(params, (date) => formatDisplayDate(date, 'BE'));
    expect(be).toEqual({ lockDate: '31-12-2568', date: '15-12-2568', total: '100.00' });
    expect(th('PERIOD_LOCKED', be)).toBe(
      'ปิดงวดบัญชีถึงวันที่ 31-12-2568 แล้ว เอกสารลงวันที่ 15-12-2568 สร้างหรือแก้ไขไม่ได้ ' +
        'กรุณาติดต่อเจ้าของกิจการเพื่อเลื่อนวันปิดงวด',
    );
    expect(displayParams(params, (date) => formatDisplayDate(date, 'CE')).lockDate).toBe('31-12-2025');
  });
});

describe('live discount checks', () => {
  it('says at once, at the line on screen, that a discount is larger than its line or the subtotal', () => {
    const draft = newDraft('2026-11-23');
    const blank = blankLine();
    const first = {
      ...blankLine(),
      name: 'งานติดตั้ง',
      quantity: '1',
      price: '100',
      discount_amount: '500',
    };
    const second = { ...blankLine(), name: 'สายไฟ', quantity: '2', price: '50' };
    // The blank line on screen is not sent: the second line sent (lines.1) is the third on screen.
    const errors = liveFigureErrors({ ...draft, items: [second, blank, first] }, th);
    expect(errors).toEqual({ [`lines.${first.key}.discount_amount`]: 'ส่วนลดมากกว่ายอดรวมของรายการ 100.00' });

    const fine = { ...first, discount_amount: '100' };
    // Lines 0.00 + 100.00 = 100.00; a document discount of 100.01 is too much.
    expect(
      liveFigureErrors({ ...draft, discountAmount: '100.01', items: [fine, blank, second] }, en),
    ).toEqual({ discountAmount: 'The discount is larger than the subtotal 100.00' });
    expect(liveFigureErrors({ ...draft, discountAmount: '100', items: [fine, second] }, en)).toEqual({});
  });
});
