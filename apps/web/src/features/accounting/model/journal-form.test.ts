// The manual journal form's rules: amounts typed as text become satang exactly, the totals and the balance
// check follow the lines, a balancing line carries the difference, an unbalanced or malformed entry is refused
// with the reason and its figures, and a valid one becomes exactly the request the API contract accepts.
import { createJournalRequest } from '@banchee/contracts';
import { describe, expect, it } from 'vitest';
import {
  balancingLine,
  blankLine,
  formPathOfServerPath,
  journalFormTotals,
  parseAmountInput,
  validateJournalForm,
  type JournalFormValues,
} from './journal-form';

const ORG = '0193a1b2-c3d4-7e5f-8a9b-000000000001';

function form(lines: [string, string, string][], extra: Partial<JournalFormValues> = {}): JournalFormValues {
  return {
    date: '2026-11-20',
    description: 'ปรับปรุงเงินสดย่อย',
    lines: lines.map(([accountCode, debit, credit]) => blankLine({ accountCode, debit, credit })),
    ...extra,
  };
}

describe('parseAmountInput', () => {
  it('reads typed amounts to satang without floats', () => {
    expect(parseAmountInput('1,250.5')).toEqual({ ok: true, value: 125050n });
    expect(parseAmountInput(' 0.10 ')).toEqual({ ok: true, value: 10n });
    expect(parseAmountInput('99999999999999.99')).toEqual({ ok: true, value: 9999999999999999n });
    expect(parseAmountInput('')).toEqual({ ok: true, value: 0n });
  });

  it('refuses negatives, a third decimal and words', () => {
    expect(parseAmountInput('-5')).toEqual({ ok: false, error: 'negative' });
    expect(parseAmountInput('1.005')).toEqual({ ok: false, error: 'badAmount' });
    expect(parseAmountInput('ten')).toEqual({ ok: false, error: 'badAmount' });
  });
});

describe('journalFormTotals', () => {
  it('adds debits and credits and reports the difference; 0.10 + 0.20 is exactly 0.30', () => {
    const totals = journalFormTotals(
      form([
        ['11111', '0.10', ''],
        ['11112', '0.20', ''],
        ['41110', '', '0.30'],
      ]).lines,
    );
    expect(totals).toEqual({ debit: 30n, credit: 30n, difference: 0n, balanced: true });
  });

  it('is not balanced while the sides differ, nor when empty', () => {
    const totals = journalFormTotals(
      form([
        ['11111', '1,000.00', ''],
        ['41110', '', '999.99'],
      ]).lines,
    );
    expect(totals).toEqual({ debit: 100000n, credit: 99999n, difference: 1n, balanced: false });
    expect(journalFormTotals([blankLine(), blankLine()]).balanced).toBe(false);
  });
});

describe('balancingLine', () => {
  it('puts the difference on the short side', () => {
    expect(balancingLine(form([['11111', '1500', '']]).lines)).toMatchObject({
      debit: '',
      credit: '1500.00',
    });
    expect(
      balancingLine(
        form([
          ['11111', '100', ''],
          ['41110', '', '350.25'],
        ]).lines,
      ),
    ).toMatchObject({ debit: '250.25', credit: '' });
    expect(
      balancingLine(
        form([
          ['11111', '100', ''],
          ['41110', '', '100'],
        ]).lines,
      ),
    ).toMatchObject({ debit: '', credit: '' });
  });
});

describe('validateJournalForm', () => {
  it('refuses an unbalanced entry with both totals', () => {
    const result = validateJournalForm(
      form([
        ['11111', '1000', ''],
        ['41110', '', '900'],
      ]),
    );
    expect(result).toEqual({
      ok: false,
      errors: { fields: {}, entry: { key: 'unbalanced', debit: '1000.00', credit: '900.00' } },
    });
  });

  it('names the line fields at fault', () => {
    const result = validateJournalForm(
      form([
        ['', '100', ''],
        ['41110', '50', '50'],
        ['11111', '', ''],
        ['11112', '1.234', ''],
      ]),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.fields).toEqual({
      'lines.0.accountCode': 'accountRequired',
      'lines.1.credit': 'bothSides',
      'lines.2.debit': 'amountRequired',
      'lines.3.debit': 'badAmount',
    });
    // The balance is judged only once every line is readable.
    expect(result.errors.entry).toBeUndefined();
  });

  it('needs a date, a description and two lines with amounts', () => {
    const result = validateJournalForm(form([['11111', '100', '']], { date: '', description: ' ' }));
    expect(result).toEqual({
      ok: false,
      errors: {
        fields: { date: 'dateRequired', description: 'descriptionRequired' },
        entry: { key: 'tooFewLines' },
      },
    });
  });

  it('turns a balanced entry into the request the contract accepts, skipping blank lines', () => {
    const values = form([
      ['51111.01', '1,070.00', ''],
      ['', '', ''],
      ['11111', '', '1070'],
    ]);
    const withNote = {
      ...values,
      lines: values.lines.map((l, i) => (i === 0 ? { ...l, description: ' ค่าน้ำ ' } : l)),
    };
    const result = validateJournalForm(withNote);
    expect(result).toEqual({
      ok: true,
      request: {
        date: '2026-11-20',
        description: 'ปรับปรุงเงินสดย่อย',
        lines: [
          { accountCode: '51111.01', debit: '1070.00', credit: '0.00', description: 'ค่าน้ำ' },
          { accountCode: '11111', debit: '0.00', credit: '1070.00' },
        ],
      },
    });
    if (!result.ok) return;
    const parsed = createJournalRequest.safeParse({ ...result.request, organizationId: ORG });
    expect(parsed.success).toBe(true);
  });
});

describe('formPathOfServerPath', () => {
  it('maps the server line index (blank lines not sent) back to the form row', () => {
    const values = form([
      ['11111', '100', ''],
      ['', '', ''],
      ['11000', '', '100'],
    ]);
    expect(formPathOfServerPath(values, 'lines.1.accountCode')).toBe('lines.2.accountCode');
    expect(formPathOfServerPath(values, 'description')).toBe('description');
  });
});
