// Use cases of the monthly tax filings (issue #12; decisions 0147, 0148): the PP30 worksheet from the output tax
// report and the ledger, closing a VAT month (the §11 k entry through the journals posting service, locked
// periods refused), the obligations of a month (PP30, PND1, PND3, PND53, social security and PP36; decisions
// 0180, 0200), marking a return filed and paid (Dr 27120 / 27210 / 27230 / 27240 / 27300 / 27113 · Cr bank; a
// paid PP36 also Dr 11610 · Cr 11611).
import type { Database, Transaction } from '@banchee/db';
import {
  ACCOUNTS,
  INPUT_VAT_ACCOUNTS,
  PAYROLL_ACCOUNTS,
  pp36ClaimLines,
  TAX_OBLIGATION_FORMS,
  computePp30,
  monthKey,
  monthOfDate,
  monthOfKey,
  obligationState,
  reconcileVat,
  taxDueDate,
  taxMonthEnd,
  toMoneyString,
  vatCloseEntry,
  WHT_PAYABLE_ACCOUNTS,
  ZERO,
  parseMoney,
  type CalendarDate,
  type Money,
  type ObligationState,
  type Pp30Boxes,
  type TaxObligationForm,
  type VatExcessChoice,
} from '@banchee/domain';
import { AppError } from '../../http/errors.ts';
import { checkDateOpen, postEntry } from '../journals/index.ts';
import { getInputTaxReport, type InputTaxReport } from './input-tax.service.ts';
import { getOutputTaxReport, type OutputTaxReport } from './output-tax.service.ts';
import {
  accountNetDebit,
  findFiling,
  firstVatDate,
  insertFiling,
  listFilings,
  openingInputVat,
  updateFiling,
  vatBalanceBeforeClose,
  type TaxFilingRow,
} from './tax-filings.queries.ts';

type Db = Database | Transaction;
export interface TaxMonth {
  readonly year: number;
  readonly month: number;
}

const PP30_PAYABLE = '27120';
const pad = (n: number) => String(n).padStart(2, '0');
export const monthText = (m: TaxMonth) => `${m.year}-${pad(m.month)}`;
const monthStart = (m: TaxMonth): CalendarDate => `${monthText(m)}-01`;
const previousMonth = (m: TaxMonth): TaxMonth =>
  m.month === 1 ? { year: m.year - 1, month: 12 } : { year: m.year, month: m.month - 1 };

export function filingError(
  code: string,
  message: string,
  path?: string,
  params?: Record<string, string>,
): AppError {
  return new AppError(
    `TAX_FILING.${code}`,
    message,
    path === undefined ? {} : { details: [{ path, message, ...(params ? { params } : {}) }] },
  );
}

/** Boxes 1–12 as decimal strings (stored on the filing, answered on the wire). */
export function boxesText(boxes: Pp30Boxes): Record<keyof Pp30Boxes, string> {
  const out = {} as Record<keyof Pp30Boxes, string>;
  for (const key of Object.keys(boxes) as (keyof Pp30Boxes)[]) out[key] = toMoneyString(boxes[key]);
  return out;
}

export interface Pp30Figures {
  readonly month: TaxMonth;
  readonly output: OutputTaxReport;
  readonly input: InputTaxReport;
  readonly boxes: Pp30Boxes;
  /** 27111 credit balance and 11610 debit balance less box 10 at the month end, as the month's close finds
   *  them: earlier closes counted, this month's own close left out (decision 0225). */
  readonly ledger: { readonly outputVat: Money; readonly inputVat: Money };
  readonly reconciliation: ReturnType<typeof reconcileVat>;
  readonly filing: TaxFilingRow | undefined;
  /** The earliest earlier month with VAT in the ledger whose PP30 is not closed: close it first (0225). */
  readonly earlierOpenMonth: TaxMonth | undefined;
}

/**
 * Box 10: what last month's closed PP30 carried forward, plus the opening VAT position when the books start in
 * the month (the 11610 of the opening balances entry: the excess the last return filed elsewhere carried).
 */
async function carriedForwardInto(db: Db, organizationId: string, m: TaxMonth): Promise<Money> {
  const prev = previousMonth(m);
  const filing = await findFiling(db, organizationId, 'PP30', prev.year, prev.month);
  const opening = await openingInputVat(db, organizationId, monthStart(m), taxMonthEnd(m.year, m.month));
  return (filing ? parseMoney(filing.carriedForward) : ZERO) + opening;
}

/**
 * The earliest month before m whose VAT is not closed, counting from the first month any VAT reached the
 * ledger (27111 or 11610): PP30 is filed every month, so months are closed in order (decision 0225). Undefined
 * when every such month is closed.
 */
export async function earlierOpenVatMonth(
  db: Db,
  organizationId: string,
  m: TaxMonth,
): Promise<TaxMonth | undefined> {
  const first = await firstVatDate(db, organizationId);
  if (first === null || first >= monthStart(m)) return undefined;
  const from = monthOfDate(first);
  const filings = await listFilings(db, organizationId, from, previousMonth(m));
  const closed = new Set(
    filings.filter((f) => f.form === 'PP30').map((f) => monthKey({ year: f.taxYear, month: f.taxMonth })),
  );
  for (let key = monthKey(from); key < monthKey(m); key += 1) if (!closed.has(key)) return monthOfKey(key);
  return undefined;
}

/**
 * The worksheet: boxes 1–5 from the output tax report, boxes 6 and 7 from the input tax report (the invoices
 * claimed in the month), box 10 from last month's close. The ledger side is what the close entry clears:
 * 27111's balance and 11610's balance less box 10 at the month end; a difference is shown, never hidden.
 */
export async function getPp30(db: Db, organizationId: string, m: TaxMonth): Promise<Pp30Figures> {
  const end = taxMonthEnd(m.year, m.month);
  const output = await getOutputTaxReport(db, organizationId, m.year, m.month);
  const carried = await carriedForwardInto(db, organizationId, m);
  const input = await getInputTaxReport(db, organizationId, m.year, m.month);
  const totals = output.report.totals;
  const boxes = computePp30({
    standardRatedSales: totals.standardBase,
    zeroRatedSales: totals.zeroRatedBase,
    exemptSales: totals.exemptBase + output.exemptSalesWithoutTaxInvoice,
    outputVat: totals.vat,
    claimedPurchases: input.report.totals.standardBase,
    inputVat: input.report.totals.vat,
    carriedForward: carried,
  });
  const start = monthStart(m);
  const balance = (account: string) => vatBalanceBeforeClose(db, organizationId, account, start, end);
  const ledger = {
    outputVat: -(await balance(ACCOUNTS.outputVat)),
    inputVat: (await balance(ACCOUNTS.inputVat)) - carried,
  };
  return {
    month: m,
    output,
    input,
    boxes,
    ledger,
    reconciliation: reconcileVat(boxes, ledger),
    filing: await findFiling(db, organizationId, 'PP30', m.year, m.month),
    earlierOpenMonth: await earlierOpenVatMonth(db, organizationId, m),
  };
}

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

/** A return on the desk; the ones other than PP30 are owed from what a payable account gathered in the month. */
export type DeskForm = TaxObligationForm;
export type WithheldForm = Exclude<DeskForm, 'PP30'>;

/** Liability account a return's payment debits: 27120 VAT, 27210 / 27230 / 27240 WHT, 27300 social security. */
function payableAccount(form: DeskForm): string {
  if (form === 'PP30') return PP30_PAYABLE;
  if (form === 'SSO') return PAYROLL_ACCOUNTS.socialSecurityPayable;
  if (form === 'PP36') return INPUT_VAT_ACCOUNTS.selfAssessedPayable;
  return WHT_PAYABLE_ACCOUNTS[form];
}

/**
 * What a month owes on a PND1 / PND3 / PND53, social-security or PP36 return: the month's credits less debits of
 * its payable account (27210 from approved payroll runs, dated the pay date, so by the month paid; 27300 with
 * both shares of social security; 27113 the VAT self-assessed on services from abroad, decision 0200), the
 * filings' own payment entries left out.
 */
export async function withheldInMonth(
  db: Db,
  organizationId: string,
  form: WithheldForm,
  m: TaxMonth,
): Promise<Money> {
  const net = await accountNetDebit(
    db,
    organizationId,
    payableAccount(form),
    monthStart(m),
    taxMonthEnd(m.year, m.month),
  );
  return -net > ZERO ? -net : ZERO;
}

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

export interface Obligation {
  readonly organizationId: string;
  readonly form: TaxObligationForm;
  readonly month: TaxMonth;
  readonly dueDate: CalendarDate;
  readonly amount: Money;
  readonly state: ObligationState;
  readonly available: boolean;
  readonly filing: TaxFilingRow | undefined;
}

/** PP30 to pay before the month is closed: the worksheet's box 11, what the close will post (decision 0225). */
async function pp30Estimate(db: Db, organizationId: string, m: TaxMonth): Promise<Money> {
  return (await getPp30(db, organizationId, m)).boxes.box11;
}

/** Every obligation of the months from..to with figures: PP30 every month; PND1, PND3, PND53, social
 *  security and PP36 when the month owes something or was filed. */
export async function obligationsOf(
  db: Db,
  organizationId: string,
  from: TaxMonth,
  to: TaxMonth,
  today: CalendarDate,
): Promise<Obligation[]> {
  const filings = await listFilings(db, organizationId, from, to);
  const out: Obligation[] = [];
  for (
    let m = from;
    m.year * 100 + m.month <= to.year * 100 + to.month;
    m = m.month === 12 ? { year: m.year + 1, month: 1 } : { year: m.year, month: m.month + 1 }
  ) {
    for (const form of TAX_OBLIGATION_FORMS) {
      const filing = filings.find((f) => f.form === form && f.taxYear === m.year && f.taxMonth === m.month);
      const amount = filing
        ? parseMoney(filing.amount)
        : form === 'PP30'
          ? await pp30Estimate(db, organizationId, m)
          : await withheldInMonth(db, organizationId, form, m);
      // Nothing withheld or contributed in the month and nothing filed: no such return is due (PP30 is filed
      // every month).
      if (form !== 'PP30' && !filing && amount === ZERO) continue;
      const dueDate = taxDueDate(form, m.year, m.month, filing?.channel ?? 'EFILING');
      const state = obligationState({
        monthEnd: taxMonthEnd(m.year, m.month),
        dueDate,
        today,
        filedOn: filing?.filedOn ?? null,
        paidOn: filing?.paidOn ?? null,
        amount,
      });
      out.push({ organizationId, form, month: m, dueDate, amount, state, available: true, filing });
    }
  }
  return out;
}
