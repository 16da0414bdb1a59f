// Marking a return filed and paid (decisions 0148, 0200): PND returns recorded when filed, PP30 only once its
// month is closed; the payment Dr 27120 / 27210 / 27230 / 27240 / 27300 / 27113 · Cr bank, and a paid PP36's
// VAT made claimable (Dr 11610 · Cr 11611).
import type { Transaction } from '@banchee/db';
import {
  ACCOUNTS,
  parseMoney,
  pp36ClaimLines,
  taxMonthEnd,
  toMoneyString,
  ZERO,
  type CalendarDate,
} from '@banchee/domain';
import { postEntry } from '../journals/index.ts';
import { findFiling, insertFiling, updateFiling, type TaxFilingRow } from './tax-filings.queries.ts';
import { payableAccount, withheldInMonth, type DeskForm } from './tax-obligations.service.ts';
import { filingError, monthText, type TaxMonth } from './tax-months.ts';

/** Marks a return filed with its reference. PP30 must be closed first; a PND return is recorded now. */
export async function fileReturn(
  tx: Transaction,
  organizationId: string,
  input: {
    form: DeskForm;
    month: TaxMonth;
    filedOn: CalendarDate;
    reference: string;
    channel?: 'PAPER' | 'EFILING' | undefined;
  },
  userId: string,
): Promise<TaxFilingRow> {
  const { form, month: m } = input;
  if (input.filedOn <= taxMonthEnd(m.year, m.month)) {
    throw filingError('FILED_BEFORE_MONTH_END', 'A return is filed after its month ends', 'filedOn');
  }
  const existing = await findFiling(tx, organizationId, form, m.year, m.month, true);
  if (existing?.filedOn)
    throw filingError('ALREADY_FILED', `${form} ${monthText(m)} is already filed`, 'form');
  const changes = {
    filedOn: input.filedOn,
    filingReference: input.reference,
    ...(input.channel ? { channel: input.channel } : {}),
  };
  if (existing) return updateFiling(tx, organizationId, existing.id, changes);
  if (form === 'PP30')
    throw filingError('NOT_CLOSED', `Close the VAT of ${monthText(m)} before filing`, 'month');
  const amount = await withheldInMonth(tx, organizationId, form, m);
  return insertFiling(tx, {
    organizationId,
    form,
    taxYear: m.year,
    taxMonth: m.month,
    channel: input.channel ?? 'EFILING',
    amount: toMoneyString(amount),
    carriedForward: '0.00',
    refund: '0.00',
    createdBy: userId,
    ...changes,
  });
}

/**
 * Marks a filed return paid: Dr 27120 / 27210 / 27230 / 27240 / 27300 / 27113 · Cr the bank account, dated the
 * day paid; a PP36 also moves its VAT to claimable input VAT that day (Dr 11610 · Cr 11611).
 */
export async function payReturn(
  tx: Transaction,
  organizationId: string,
  input: {
    form: DeskForm;
    month: TaxMonth;
    paidOn: CalendarDate;
    paymentAccountCode?: string | undefined;
    reference?: string | undefined;
  },
  userId: string,
): Promise<TaxFilingRow> {
  const { form, month: m } = input;
  const filing = await findFiling(tx, organizationId, form, m.year, m.month, true);
  if (!filing?.filedOn) throw filingError('NOT_FILED', `${form} ${monthText(m)} is not filed yet`, 'form');
  if (filing.paidOn) throw filingError('ALREADY_PAID', `${form} ${monthText(m)} is already paid`, 'form');
  if (input.paidOn < filing.filedOn)
    throw filingError('PAID_BEFORE_FILED', 'Payment cannot precede the filing', 'paidOn');
  const amount = parseMoney(filing.amount);
  const bank = input.paymentAccountCode ?? ACCOUNTS.bank;
  const entry =
    amount === ZERO
      ? null
      : await postEntry(
          tx,
          organizationId,
          {
            date: input.paidOn,
            description: `ชำระภาษี ${form} ${monthText(m)} · tax payment${input.reference ? ` ${input.reference}` : ''}`,
            lines: [
              { accountCode: payableAccount(form), debit: amount, credit: ZERO },
              { accountCode: bank, debit: ZERO, credit: amount },
            ],
          },
          userId,
        );
  // A paid PP36: its receipt is the tax invoice of that VAT, claimable in the month paid (decision 0200).
  const claim =
    form === 'PP36' && entry
      ? await postEntry(
          tx,
          organizationId,
          {
            date: input.paidOn,
            description: `ใช้สิทธิภาษีซื้อ ภ.พ.36 ${monthText(m)} · PP36 VAT claimable`,
            lines: pp36ClaimLines(amount),
          },
          userId,
        )
      : null;
  return updateFiling(tx, organizationId, filing.id, {
    paidOn: input.paidOn,
    paymentReference: input.reference ?? null,
    paymentAccountCode: entry ? bank : null,
    paymentEntryId: entry?.id ?? null,
    vatClaimEntryId: claim?.id ?? null,
  });
}
