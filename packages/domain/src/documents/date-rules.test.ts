// Issue date / due date / credit days rules of spec §4.
import { describe, expect, it } from 'vitest';
import {
  changeCreditDays,
  changeDueDate,
  changeIssueDate,
  changePaymentType,
  creditDaysValue,
  defaultPaymentTerms,
} from './date-rules.ts';

describe('date rules (spec §4)', () => {
  const terms = defaultPaymentTerms('2026-11-21');

  it('defaults to credit, 30 days', () => {
    expect(terms).toEqual({
      paymentType: 'credit',
      date: '2026-11-21',
      dueDate: '2026-12-21',
      creditDays: '30',
    });
  });

  it('credit mode: date or credit days change sets dueDate = date + creditDays', () => {
    expect(changeIssueDate(terms, '2026-12-15')).toMatchObject({ dueDate: '2027-01-14', creditDays: '30' });
    expect(changeCreditDays(terms, '45')).toMatchObject({ dueDate: '2027-01-05', creditDays: '45' });
    expect(changeCreditDays(terms, 'abc')).toMatchObject({ dueDate: '2026-11-21', creditDays: 'abc' });
  });

  it('due date change sets creditDays to the difference', () => {
    expect(changeDueDate(terms, '2026-12-01')).toMatchObject({ date: '2026-11-21', creditDays: '10' });
    expect(changeDueDate(terms, '2026-11-21')).toMatchObject({ creditDays: '0' });
  });

  it('a due date before the issue date moves the issue date back by the previous credit days', () => {
    expect(changeDueDate(terms, '2026-11-11')).toEqual({
      paymentType: 'credit',
      date: '2026-10-12',
      dueDate: '2026-11-11',
      creditDays: '30',
    });
  });

  it('cash: creditDays 0, dueDate follows the date', () => {
    const cash = changePaymentType(terms, 'cash');
    expect(cash).toEqual({ paymentType: 'cash', date: '2026-11-21', dueDate: '2026-11-21', creditDays: '0' });
    expect(changeIssueDate(cash, '2026-11-25')).toMatchObject({ date: '2026-11-25', dueDate: '2026-11-25' });
    expect(changeDueDate(cash, '2026-12-25')).toMatchObject({ dueDate: '2026-11-21', creditDays: '0' });
    expect(changePaymentType(cash, 'credit')).toMatchObject({ dueDate: '2026-12-21', creditDays: '30' });
  });

  it('reads creditDays text', () => {
    expect(creditDaysValue('30')).toBe(30);
    expect(creditDaysValue(' 7 ')).toBe(7);
    expect(creditDaysValue('')).toBe(0);
    expect(creditDaysValue('1.5')).toBe(0);
    expect(creditDaysValue(null)).toBe(0);
  });
});
