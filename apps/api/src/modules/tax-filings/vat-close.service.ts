// Closing a VAT month (decisions 0147, 0225): the §11 k entry from the PP30 return, posted through the journals
// service, and the PP30 filing recorded with its boxes.
import type { Transaction } from '@banchee/db';
import {
  taxMonthEnd,
  toMoneyString,
  vatCloseEntry,
  type CalendarDate,
  type VatExcessChoice,
} from '@banchee/domain';
import { AppError } from '../../http/errors.ts';
import { checkDateOpen, postEntry } from '../journals/index.ts';
import { boxesText, getPp30 } from './pp30.service.ts';
import { findFiling, insertFiling, type TaxFilingRow } from './tax-filings.queries.ts';
import { filingError, monthText, type TaxMonth } from './tax-months.ts';

export interface CloseVatMonthInput {
  readonly excessChoice: VatExcessChoice;
  readonly channel: 'PAPER' | 'EFILING';
  readonly acceptDifference: boolean;
}

/**
 * Closes a VAT month: posts the §11 k entry dated the month end from the return — box 5 out of 27111, box 7
 * and box 10 out of 11610, box 11 into 27120 (or box 12 left in 11610 / refunded from 11620) — and records the
 * PP30 with its boxes (decision 0225). A difference accepted at close stays in 27111 / 11610, where the next
 * month's worksheet still shows it, never posted as tax payable. Refused when already closed, when the month has
 * not ended, when the month end is locked (LEDGER.PERIOD_LOCKED), while an earlier month's VAT is open
 * (TAX_FILING.EARLIER_MONTH_OPEN) and, unless accepted, when the report and the ledger differ
 * (TAX_FILING.NOT_RECONCILED with both differences).
 */
export async function closeVatMonth(
  tx: Transaction,
  organizationId: string,
  m: TaxMonth,
  input: CloseVatMonthInput,
  today: CalendarDate,
  userId: string,
): Promise<TaxFilingRow> {
  const end = taxMonthEnd(m.year, m.month);
  if (today <= end) throw filingError('MONTH_NOT_ENDED', `${monthText(m)} has not ended yet`, 'month');
  await checkDateOpen(tx, organizationId, end);
  if (await findFiling(tx, organizationId, 'PP30', m.year, m.month, true)) {
    throw filingError('ALREADY_CLOSED', `The VAT of ${monthText(m)} is already closed`, 'month');
  }
  const figures = await getPp30(tx, organizationId, m);
  const { reconciliation, earlierOpenMonth } = figures;
  if (earlierOpenMonth) {
    const open = monthText(earlierOpenMonth);
    throw filingError('EARLIER_MONTH_OPEN', `Close the VAT of ${open} first`, 'month', { month: open });
  }
  if (!reconciliation.reconciled && !input.acceptDifference) {
    throw new AppError('TAX_FILING.NOT_RECONCILED', 'The VAT reports and the ledger differ', {
      details: [
        {
          path: 'acceptDifference',
          message: 'Box 5 or 7 differs from the ledger',
          params: {
            outputDifference: toMoneyString(reconciliation.outputDifference),
            inputDifference: toMoneyString(reconciliation.inputDifference),
          },
        },
      ],
    });
  }
  const { box5, box7, box10 } = figures.boxes;
  const close = vatCloseEntry({ outputVat: box5, inputVat: box7, carriedForward: box10 }, input.excessChoice);
  const entry =
    close.lines.length === 0
      ? null
      : await postEntry(
          tx,
          organizationId,
          { date: end, description: `ปิดภาษีมูลค่าเพิ่ม ภ.พ.30 ${monthText(m)} · VAT close`, lines: close.lines },
          userId,
        );
  return insertFiling(tx, {
    organizationId,
    form: 'PP30',
    taxYear: m.year,
    taxMonth: m.month,
    channel: input.channel,
    amount: toMoneyString(close.payable),
    boxes: boxesText(figures.boxes),
    excessChoice: input.excessChoice,
    carriedForward: toMoneyString(close.carriedForward),
    refund: toMoneyString(close.refund),
    closeEntryId: entry?.id ?? null,
    closedAt: new Date(),
    createdBy: userId,
  });
}
