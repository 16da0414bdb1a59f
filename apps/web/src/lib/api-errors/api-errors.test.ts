// Every error code the API can send has a Thai and an English sentence (issue #10 §4). The codes are read from
// the API's and the domain's sources: whole codes written as strings ('LEDGER.UNBALANCED'), the reasons of
// codes built from a namespace (`${namespace}.NOT_FOUND`, conflict(kind, 'OVER_SETTLED', …)) and the reasons
// of field details (code('TOO_LONG', …) in src/http/errors.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { errorText, serverFieldErrors } from '../form-errors';
import { i18n } from '../i18n';
import { apiErrorMessage } from './api-errors';

const sources = {
  ...import.meta.glob<string>(['../../../../api/src/**/*.ts', '!**/*.test.ts', '!**/test-helpers/**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  ...import.meta.glob<string>(['../../../../../packages/domain/src/**/*.ts', '!**/*.test.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
};

function matches(pattern: RegExp, text: string): string[] {
  return [...text.matchAll(pattern)].map((m) => m[1] ?? '');
}

const wholeCodes = new Set<string>();
const reasons = new Set<string>();
const validationReasons = new Set<string>();
for (const [path, text] of Object.entries(sources)) {
  for (const code of matches(/['"`]([A-Z][A-Z_]+\.[A-Z][A-Z_]+)['"`]/g, text)) wholeCodes.add(code);
  for (const reason of matches(/\}\.([A-Z][A-Z_]+)`/g, text)) reasons.add(reason);
  for (const reason of matches(/conflict\(\s*[^,()]+,\s*'([A-Z][A-Z_]+)'/g, text)) reasons.add(reason);
  if (path.endsWith('/http/errors.ts')) {
    for (const reason of matches(/code\('([A-Z][A-Z_]+)'/g, text)) validationReasons.add(reason);
  }
}

const thai = /[\u0E00-\u0E7F]/;

async function inLanguage(language: 'th' | 'en', code: string): Promise<string | undefined> {
  await i18n.changeLanguage(language);
  return apiErrorMessage(code);
}

afterAll(() => i18n.changeLanguage('th'));

describe('the API error codes in Thai and English', () => {
  it('finds the codes in the API sources', () => {
    // A guard on the reading itself: the API sends far more than these few.
    expect(wholeCodes.size).toBeGreaterThan(60);
    expect([...wholeCodes]).toEqual(expect.arrayContaining(['LEDGER.UNBALANCED', 'AUTH.EMAIL_TAKEN']));
    expect([...reasons]).toEqual(expect.arrayContaining(['NOT_FOUND', 'CODE_TAKEN', 'OVER_SETTLED']));
    expect([...validationReasons]).toEqual(expect.arrayContaining(['REQUIRED', 'TOO_LONG']));
  });

  const all = [
    ...[...wholeCodes].map((code) => ({ code, what: code })),
    // A reason composed with a namespace is looked up by the reason, whatever the namespace.
    ...[...reasons].map((reason) => ({ code: `ANY_NAMESPACE.${reason}`, what: `*.${reason}` })),
    ...[...validationReasons].map((reason) => ({
      code: `VALIDATION.${reason}`,
      what: `VALIDATION.${reason}`,
    })),
  ];

  it('has a Thai sentence in Thai script and an English one for each', async () => {
    const missing: string[] = [];
    for (const { code, what } of all) {
      const th = await inLanguage('th', code);
      const en = await inLanguage('en', code);
      if (!th || !thai.test(th)) missing.push(`${what} (th)`);
      if (!en || thai.test(en)) missing.push(`${what} (en)`);
    }
    expect(missing).toEqual([]);
  });
});

describe('errorText and serverFieldErrors', () => {
  const t = i18n.t.bind(i18n);

  it('names the refused field and says why, in Thai', async () => {
    await i18n.changeLanguage('th');
    const error = new ApiError(400, 'VALIDATION.FAILED', 'The request is not valid.', [
      {
        path: 'items.0.quantity',
        message: 'Too small: expected number to be >=0',
        code: 'VALIDATION.TOO_SMALL',
        params: { minimum: '0' },
      },
    ]);
    expect(errorText(error, t)).toBe('รายการที่ 1 · จำนวน: ต้องไม่น้อยกว่า 0');
    expect(serverFieldErrors(error)).toEqual({ 'items.0.quantity': 'ต้องไม่น้อยกว่า 0' });
  });

  it('says a field with its own rule by that rule, and a missing value as required', async () => {
    await i18n.changeLanguage('th');
    const error = new ApiError(400, 'VALIDATION.FAILED', 'The request is not valid.', [
      { path: 'tax_id', message: 'Expected a 13-digit tax id', code: 'VALIDATION.INVALID_FORMAT' },
      {
        path: 'contact_name',
        message: 'Invalid input: expected string, received undefined',
        code: 'VALIDATION.REQUIRED',
      },
      { path: 'branch', message: 'the branch is wrong' }, // no code: the field's own rule
    ]);
    expect(serverFieldErrors(error)).toEqual({
      tax_id: 'เลขประจำตัวผู้เสียภาษีต้องมี 13 หลักและเลขตรวจสอบถูกต้อง',
      contact_name: 'จำเป็นต้องกรอก',
      branch: 'รหัสสาขามี 5 หลัก (00000 = สำนักงานใหญ่)',
    });
  });

  it('translates whole refusals by code and never shows an unknown English sentence in Thai', async () => {
    await i18n.changeLanguage('th');
    const taken = new ApiError(
      409,
      'CONTACT.CODE_TAKEN',
      'Another contact of this organisation has this code.',
    );
    expect(errorText(taken, t)).toBe('มีข้อมูลอื่นของกิจการใช้รหัสนี้แล้ว');
    const unknown = new ApiError(422, 'SOMETHING.NEW', 'A brand new English sentence.');
    expect(errorText(unknown, t)).toBe('เกิดข้อผิดพลาด กรุณาลองอีกครั้ง');
    await i18n.changeLanguage('en');
    expect(errorText(taken, t)).toBe('Another record of this organisation already has this code.');
    expect(errorText(unknown, t)).toBe('A brand new English sentence.');
  });

  it('names the closed VAT month of a refused void from its detail (decision 0227)', async () => {
    const refused = new ApiError(422, 'INVOICE.VOID_IN_CLOSED_VAT_MONTH', 'closed', [
      { path: 'date', message: 'closed', params: { month: '2026-09', date: '2026-09-10' } },
    ]);
    await i18n.changeLanguage('th');
    expect(errorText(refused, t)).toBe(
      'ปิดภาษีมูลค่าเพิ่มเดือน กันยายน 2569 (ภ.พ.30) แล้ว จึงยกเลิกเอกสารภาษีนี้ไม่ได้ กรุณาออกใบลดหนี้ลงวันที่ในเดือนที่ยังไม่ปิดแทน',
    );
    await i18n.changeLanguage('en');
    expect(errorText(refused, t)).toBe(
      'The VAT of September 2026 is closed (PP30): this tax document cannot be voided. Issue a credit note dated in an open month instead.',
    );
  });

  it('names the closed month of a document dated in it, in the reader’s calendar (0242)', async () => {
    const refused = new ApiError(422, 'PURCHASE.DATE_IN_CLOSED_VAT_MONTH', 'closed', [
      { path: 'date', message: 'closed', params: { month: '2026-10', date: '2026-10-31' } },
    ]);
    await i18n.changeLanguage('th');
    expect(errorText(refused, t)).toBe(
      'ปิดภาษีมูลค่าเพิ่มเดือน ตุลาคม 2569 (ภ.พ.30) แล้ว จึงลงวันที่เอกสารที่มีภาษีมูลค่าเพิ่มในเดือนนั้นไม่ได้ กรุณาลงวันที่ในเดือนที่ยังไม่ปิด (ใบกำกับภาษีซื้อคงวันที่ของผู้ขายและใช้สิทธิ์ในเดือนหลังได้)',
    );
    expect(apiErrorMessage('TAX_FILING.EARLIER_MONTH_OPEN', { month: '2026-13' })).toBe(
      'ต้องปิดภาษีมูลค่าเพิ่มเดือน 2026-13 ก่อน: ปิดเดือนภาษีตามลำดับ',
    );
    expect(apiErrorMessage('TAX_FILING.EARLIER_MONTH_OPEN', { month: '2026-01' })).toBe(
      'ต้องปิดภาษีมูลค่าเพิ่มเดือน มกราคม 2569 ก่อน: ปิดเดือนภาษีตามลำดับ',
    );
    await i18n.changeLanguage('en');
    expect(errorText(refused, t)).toBe(
      'The VAT of October 2026 is closed (PP30): a document with VAT cannot be dated in it. Date it in an open month (a supplier’s tax invoice keeps its own date and is claimed late).',
    );
  });
});
