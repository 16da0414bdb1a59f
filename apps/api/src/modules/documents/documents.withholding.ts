// The withholding of a supplier payment (the registry's 'withholdingCertificates' effect; decisions 0170, 0171):
// a payment slip, or a receiving inventory / expense paid at once. One domain computation (paymentWithholding)
// gives the WHT each bill carries on the payment — what the slip stores on its links and posts to 27230 / 27240 —
// and the income lines of the 50 ทวิ the payment issues through the wth module, so they always agree.
import { type Transaction } from '@banchee/db';
import {
  parseMoney,
  paymentWithholding,
  toMoneyString,
  whtIncomeKindName,
  whtIncomeKindOfAccount,
  type DocumentKind,
  type Money,
  type PaidBillWithholding,
  type PaymentWithholding,
} from '@banchee/domain';
import { issuePaymentCertificates, paymentCertificates, voidPaymentCertificates } from '../wth/index.ts';
import type { SalesDocument } from '@banchee/contracts';
import { validationFailed } from './documents.errors.ts';
import { rulesOf } from './documents.kinds.ts';
import { lineDraftOf } from './documents.drafts.ts';
import { findDocument, findLines, findParentLinks, type Db, type DocumentRow } from './documents.queries.ts';
import { computeTotals, type HeaderTotalsColumns } from './documents.totals.ts';
import type { BuiltDocument } from './documents.sources.ts';

export type WhtPayer = 'TAX_AT_SOURCE' | 'PAID_ONE_TIME' | 'PAID_CONTINUOUSLY';

/** Kinds that pay a supplier and so may say who bears the WHT: the payment slip and the bills paid at once. */
function paysSupplier(kind: DocumentKind): boolean {
  const rules = rulesOf(kind);
  return rules.side === 'purchases' && (rules.role === 'bill' || rules.role === 'settlement');
}

/** The whtPayer column of a new document; 400 on a kind that pays no supplier. */
export function whtPayerColumn(kind: DocumentKind, whtPayer: WhtPayer | undefined): { whtPayer?: WhtPayer } {
  if (whtPayer === undefined) return {};
  if (!paysSupplier(kind)) {
    throw validationFailed('whtPayer', `A ${rulesOf(kind).label} pays no supplier: no WHT payer to choose`);
  }
  return { whtPayer };
}

type HasPayer = { readonly whtPayer?: WhtPayer | null | undefined };

const payerOf = (document: HasPayer): WhtPayer => document.whtPayer ?? 'TAX_AT_SOURCE';

/** Whether the payer bears the WHT of this payment (gross-up): the supplier is paid in full. */
export const bearsWht = (document: HasPayer): boolean => payerOf(document) !== 'TAX_AT_SOURCE';

/** What the supplier is paid: the grand total less the WHT, or all of it when the payer bears the WHT (0171). */
export function amountDueOf(document: HasPayer, grandTotal: Money, whtAmount: Money): Money {
  return bearsWht(document) ? grandTotal : grandTotal - whtAmount;
}

type Figures = Pick<HeaderTotalsColumns, 'grandTotal' | 'whtAmount' | 'amountDue'>;

/** `header` with the amount due of the payer `document` names (a bill's columns as computed, then paid in full). */
function withAmountDue<T extends Figures>(document: HasPayer, header: T): T {
  const due = amountDueOf(document, parseMoney(header.grandTotal), parseMoney(header.whtAmount));
  return { ...header, amountDue: toMoneyString(due) };
}

/**
 * A new document (not a settlement: a payment slip's builder computes its own withholding) with the WHT payer of
 * the request: 400 on a kind that pays no supplier; a bill whose WHT the payer bears is due in full.
 */
export function withWhtPayer(kind: DocumentKind, whtPayer: WhtPayer | undefined, built: BuiltDocument) {
  if (rulesOf(kind).role === 'settlement') return built;
  const column = whtPayerColumn(kind, whtPayer);
  if (column.whtPayer === undefined) return built;
  const header = withAmountDue(column, built.computed.header);
  return { ...built, source: { ...built.source, ...column }, computed: { ...built.computed, header } };
}

/**
 * The columns an edit sets for who bears the WHT: a bill's payer (the requested one, else the stored one) and
 * its amount due of `figures` (the bill's figures after the edit: a borne WHT stays borne when lines change).
 * A payment slip's payer is fixed when it is made (its figures and certificates come from it, decision 0171):
 * a different one is refused (400 whtPayer).
 */
export function editedWhtPayer(
  row: DocumentRow,
  requested: WhtPayer | undefined,
  figures: { readonly grandTotal: string; readonly whtAmount: string },
): { whtPayer?: WhtPayer; amountDue?: string } {
  if (rulesOf(row.kind).role === 'settlement') {
    if (requested === undefined || requested === payerOf(row)) return {};
    throw validationFailed(
      'whtPayer',
      'Who bears the WHT of a payment is set when it is made: void it and make a new one',
    );
  }
  const column = whtPayerColumn(row.kind, requested ?? row.whtPayer ?? undefined);
  if (column.whtPayer === undefined) return {};
  const due = amountDueOf(column, parseMoney(figures.grandTotal), parseMoney(figures.whtAmount));
  return { ...column, amountDue: toMoneyString(due) };
}

/** What a bill line's account says was paid for (ค่าเช่า of 53021 …; decision 0239), when it says. */
function kindOfAccount(accountCode: string | null): { details?: string } {
  const kind = whtIncomeKindOfAccount(accountCode);
  return kind ? { details: whtIncomeKindName(kind) } : {};
}

/** A bill's WHT bases (each line's pre-VAT amount, rate, income type and kind), `paid` of it paid now. */
async function billBasesOf(db: Db, bill: DocumentRow, paid: Money): Promise<PaidBillWithholding> {
  const lines = await findLines(db, bill.organizationId, bill.id);
  const totals = computeTotals(bill, lines.map(lineDraftOf));
  return {
    key: bill.id,
    paid,
    grandTotal: totals.grandTotal,
    bases: lines.flatMap((line, i) =>
      line.whtPercent === null || line.lineKind !== 'item'
        ? []
        : [
            {
              percent: line.whtPercent,
              base: totals.lines[i]?.preVat ?? 0n,
              ...(line.whtIncomeType ? { typeOfIncome: line.whtIncomeType } : {}),
              ...kindOfAccount(line.accountCode),
            },
          ],
    ),
  };
}

/** The withholding of paying `amounts` of `bills` (the payment slip builder's figures). */
export async function withholdingOfBills(
  db: Db,
  paid: readonly { bill: DocumentRow; amount: Money }[],
  payer: WhtPayer | undefined,
): Promise<PaymentWithholding> {
  const bills: PaidBillWithholding[] = [];
  for (const { bill, amount } of paid) bills.push(await billBasesOf(db, bill, amount));
  return paymentWithholding(bills, payer ?? 'TAX_AT_SOURCE');
}

/** The withholding of a stored payment: a slip's bills as its links say, or a bill paid at once in full. */
async function withholdingOfPayment(tx: Transaction, payment: DocumentRow): Promise<PaymentWithholding> {
  if (rulesOf(payment.kind).role === 'bill') {
    return withholdingOfBills(
      tx,
      [{ bill: payment, amount: parseMoney(payment.grandTotal) }],
      payerOf(payment),
    );
  }
  const paid: { bill: DocumentRow; amount: Money }[] = [];
  for (const { link } of await findParentLinks(tx, payment.organizationId, payment.id)) {
    if (link.linkType !== 'RECEIPT') continue;
    const bill = await findDocument(tx, payment.organizationId, link.parentId);
    if (bill) paid.push({ bill, amount: parseMoney(link.amount) });
  }
  return withholdingOfBills(tx, paid, payerOf(payment));
}

/** The WHT of a bill paid at once (what its payment entry withholds; equals its certificates' tax). */
export async function paidAtOnceWht(tx: Transaction, bill: DocumentRow): Promise<Money> {
  return (await withholdingOfPayment(tx, bill)).totalTax;
}

interface EffectActor {
  readonly organizationId: string;
  readonly userId: string;
}

/** Issues the 50 ทวิ certificates of a payment that withheld tax (none when it withheld nothing). */
export async function issueWithholdingCertificates(
  tx: Transaction,
  actor: EffectActor,
  payment: DocumentRow,
): Promise<void> {
  const withholding = await withholdingOfPayment(tx, payment);
  if (withholding.totalTax === 0n) return;
  await issuePaymentCertificates(tx, actor, payment, withholding.certificates, payerOf(payment));
}

/** The answer of a paying document with the certificates it issued (other kinds unchanged). */
export async function withCertificates(db: Db, view: SalesDocument): Promise<SalesDocument> {
  if (!rulesOf(view.kind).effects.includes('withholdingCertificates')) return view;
  return { ...view, whtCertificates: await paymentCertificates(db, view.organizationId, view.id) };
}

/** Voids the certificates a payment issued (voided, un-paid, or about to be issued again after a change). */
export async function voidWithholdingCertificates(
  tx: Transaction,
  actor: EffectActor,
  payment: DocumentRow,
): Promise<void> {
  await voidPaymentCertificates(tx, actor, payment.id);
}
