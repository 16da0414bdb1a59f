// The obligations of tax months (decisions 0180, 0200, 0225): PP30 every month (the worksheet's box 11 until
// it is closed), PND1, PND3, PND53, social security and PP36 from what their payable accounts gathered in the
// month, each with its due date and state.
import type { Database, Transaction } from '@banchee/db';
import {
  INPUT_VAT_ACCOUNTS,
  obligationState,
  PAYROLL_ACCOUNTS,
  parseMoney,
  TAX_OBLIGATION_FORMS,
  taxDueDate,
  taxMonthEnd,
  WHT_PAYABLE_ACCOUNTS,
  ZERO,
  type CalendarDate,
  type Money,
  type ObligationState,
  type TaxObligationForm,
} from '@banchee/domain';
import { getPp30 } from './pp30.service.ts';
import { accountNetDebit, listFilings, type TaxFilingRow } from './tax-filings.queries.ts';
import { monthStart, type TaxMonth } from './tax-months.ts';

type Db = Database | Transaction;

const PP30_PAYABLE = '27120';

/** A return on the desk; the ones other than PP30 are owed from what a payable account gathered in the month. */
export type DeskForm = TaxObligationForm;
export type WithheldForm = Exclude<DeskForm, 'PP30'>;

/** Liability account a return's payment debits: 27120 VAT, 27210 / 27230 / 27240 WHT, 27300 social security. */
export function payableAccount(form: DeskForm): string {
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
