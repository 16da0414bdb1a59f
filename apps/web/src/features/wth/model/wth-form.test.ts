// The certificate form's model: the request it sends (spec field names, empty fields left out), what must be
// filled first, and the live figures (hand-computed) only for a draft the domain accepts.
import { describe, expect, it } from 'vitest';
import { blankLine, draftOf, liveFigures, missingFields, newDraft, toRequest, yearSent } from './wth-form';

describe('wth form model', () => {
  it('starts with the spec defaults and the year of the date paid', () => {
    const draft = newDraft('2026-03-15');
    expect(draft).toMatchObject({ payer: 'TAX_AT_SOURCE', form_year: '2026', form_type: 'PND53' });
    expect(draft.lines).toEqual([blankLine(1)]);
    expect(draft.lines[0]?.vat_type).toBe('EXCLUSIVE');
    expect(missingFields(draft)).toEqual(['contact.contact_name', 'wht_lines.0.amount']);
  });

  it('sends the spec fields, leaving out empty ones', () => {
    const draft = {
      ...newDraft('2026-03-15'),
      contact_name: ' นายสมชาย ใจดี ',
      form_type: 'PND3',
      payer: 'PAID_ONE_TIME',
      payer_others: 'ignored unless OTHERS',
      provident_amount: '1,500',
      lines: [{ ...blankLine(1), amount: '20,000', tax_rate: '5.00', type_of_income_other_details: 'ค่าเช่า' }],
    };
    expect(toRequest(draft)).toEqual({
      date: '2026-03-15',
      contact: { contact_name: 'นายสมชาย ใจดี' },
      wthDoc: {
        form_type: 'PND3',
        form_year: 2026,
        payer: 'PAID_ONE_TIME',
        providentFund: { provident_amount: '1500' },
      },
      wht_lines: [
        {
          line_number: 1,
          type_of_income: '5',
          type_of_income_other_details: 'ค่าเช่า',
          tax_rate: '5.00',
          amount: '20000',
          vat_type: 'EXCLUSIVE',
        },
      ],
    });
    expect(missingFields(draft)).toEqual([]);
  });

  it('shows live figures from the domain once the draft is valid', () => {
    const draft = { ...newDraft('2026-03-15'), contact_name: 'x' };
    expect(liveFigures(draft)).toBeNull();
    // 10,000 at 3% = 300; 1,234.50 at 3% = 37.035 → 37.04; total 337.04.
    const figures = liveFigures({
      ...draft,
      lines: [
        { ...blankLine(1), amount: '10,000' },
        { ...blankLine(2), amount: '1234.50', type_of_income: '2' },
      ],
    });
    expect(figures?.totalTax).toBe(33704n);
    expect(figures?.totalIncome).toBe(1123450n);
    expect(figures?.totalTaxText).toBe('สามร้อยสามสิบเจ็ดบาทสี่สตางค์');
    // OTHERS without the text is not a valid certificate yet.
    expect(liveFigures({ ...draft, payer: 'OTHERS', lines: [{ ...blankLine(1), amount: '1' }] })).toBeNull();
  });

  it('writes the tax year in the user’s era: 2569 on a Thai (Buddhist-era) screen is sent as 2026', () => {
    const thai = {
      ...newDraft('2026-03-15', 'BE'),
      contact_name: 'x',
      lines: [{ ...blankLine(1), amount: '100' }],
    };
    expect(thai.form_year).toBe('2569');
    expect(toRequest(thai, 'BE').wthDoc.form_year).toBe(2026);
    expect(toRequest({ ...thai, form_year: '2026' }, 'CE').wthDoc.form_year).toBe(2026);
    // 3% of 100 = 3.00, computed once the year reads as a tax year.
    expect(liveFigures(thai, 'BE')?.totalTax).toBe(300n);
    expect([yearSent(' 2570 ', 'BE'), yearSent('2027', 'CE'), yearSent('', 'BE')]).toEqual([
      2027, 2027, -543,
    ]);
    const saved = toRequest(thai, 'BE');
    const stored = { ...saved, wthDoc: { ...saved.wthDoc }, contact: { contact_name: 'x' } };
    expect(
      draftOf({ ...stored, wht_lines: [] } as unknown as Parameters<typeof draftOf>[0], 'BE').form_year,
    ).toBe('2569');
  });
});
