// Posting rules: sales documents (and supplier bills and payments) to balanced journal lines with the default
// chart codes (thai-tax-reference §11 a–j). Each rule takes the document's computed totals (computeDocumentTotals) and,
// per line, whether it is goods or services and an optional revenue account (spec §9 revenue options).
//
// VAT accounts come from the document's tax point (documents/tax-point.ts salesTaxPoint, the same rule that titles
// the printed document): a tax invoice's VAT is due → output VAT 27111; a services invoice not issued as a tax
// invoice leaves all its VAT undue → 27112, moved to 27111 by the receipt (§1.4, §11 b/d/e). Cash sales and
// deposits → 27111; credit and debit notes → 27112 while the invoice they adjust is still undue, else 27111.
// Deposit deduction lines (kind 'deposit_deduction') post their pre-VAT amount to 21510 customer deposits.
import { ACCOUNTS, WHT_PAYABLE_ACCOUNTS, type WhtReturn } from '../constants/accounts.ts';
import type { Money } from '../money/money.ts';
import {
  salesTaxPoint,
  undueVatLedger,
  type TaxPoint,
  type TaxPointDocumentKind,
  type TaxPointLine,
  type UndueVatEvent,
} from '../documents/tax-point.ts';
import type { DocumentTotals, LineTotals } from '../documents/totals.ts';
import { journalLinesFromSigned, type JournalLine } from './journal.ts';

export type ItemType = 'goods' | 'services';

export interface PostingLineInfo {
  /** Defaults to goods. */
  readonly itemType?: ItemType;
  /** Overrides the default revenue account of the line (41110 goods, 41210 services, 41300 on credit notes). */
  readonly revenueAccount?: string | null;
}

export interface SalesPostingInput {
  readonly totals: DocumentTotals;
  /** Index-aligned with totals.lines; a missing entry means goods with the default account. */
  readonly lineInfo?: readonly PostingLineInfo[];
}

export interface PaymentOptions {
  /**
   * Where the money went: 11121 bank (default), 11111 cash, an organisation bank account's own GL account
   * (11121.01…), 11130 payment gateway clearing.
   */
  readonly paymentAccount?: string;
  /** Fee the bank kept from the money received (Dr 53033 bank charges; the money account gets less). */
  readonly bankFee?: Money;
  /**
   * Rounding difference, signed: the customer paid this much more (positive, Cr 49080 rounding gain) or less
   * (negative, Dr 53094 rounding loss) than was due. Bounded by MAX_ROUNDING_DIFFERENCE at the edge.
   */
  readonly rounding?: Money;
}

export type Signed = readonly [string, Money];

function infoOf(input: SalesPostingInput, index: number): PostingLineInfo {
  return input.lineInfo?.[index] ?? {};
}

/** The tax point of a document with these totals and line info (its item lines; deductions follow it). */
export function taxPointOfPosting(
  kind: TaxPointDocumentKind,
  input: SalesPostingInput,
  options: { readonly issueAsTaxInvoice?: boolean | null; readonly adjustsUndueVat?: boolean } = {},
): TaxPoint {
  return salesTaxPoint({ kind, lines: postingTaxPointLines(input), ...options });
}

/** The item lines of a posting input as its tax point sees them (deposit deductions follow the document). */
export function postingTaxPointLines(input: SalesPostingInput): TaxPointLine[] {
  return input.totals.lines.flatMap((line, i) =>
    line.kind === 'item' ? [{ itemType: infoOf(input, i).itemType ?? 'goods', taxCode: line.taxCode }] : [],
  );
}

/** Output VAT 27111 when the tax point says the VAT is due, undue output VAT 27112 otherwise. */
function vatAccountOf(taxPoint: TaxPoint): string {
  return taxPoint.vat === 'undue' ? ACCOUNTS.undueOutputVat : ACCOUNTS.outputVat;
}

function defaultRevenueAccount(itemType: ItemType | undefined): string {
  return itemType === 'services' ? ACCOUNTS.salesServices : ACCOUNTS.salesGoods;
}

/** Account for a line's pre-VAT amount: deposits deducted → 21510; otherwise the chosen or default revenue. */
function lineAccount(line: LineTotals, info: PostingLineInfo, fallback: string): string {
  if (line.kind === 'deposit_deduction') return ACCOUNTS.customerDeposits;
  return info.revenueAccount ?? fallback;
}

/** Credit (negative) each line's pre-VAT amount to its account and its VAT to the account `vatAccountOf` picks. */
function revenueAndVat(
  input: SalesPostingInput,
  revenueFallback: (info: PostingLineInfo) => string,
  vatAccount: string,
  sign: 1n | -1n,
): Signed[] {
  return input.totals.lines.flatMap((line, i): Signed[] => {
    const info = infoOf(input, i);
    return [
      [lineAccount(line, info, revenueFallback(info)), sign * -line.preVat],
      [vatAccount, sign * -line.tax],
    ];
  });
}

/**
 * What a payment costs or gains besides the settled amount: the money account gets the bank fee less and the
 * rounding difference more · Dr 53033 fee · Dr 53094 rounding loss or Cr 49080 rounding gain. Balanced by
 * itself, so a receipt over several invoices adds it once.
 */
export function paymentCharges(options: PaymentOptions): Signed[] {
  const fee = options.bankFee ?? 0n;
  const rounding = options.rounding ?? 0n;
  return [
    [options.paymentAccount ?? ACCOUNTS.bank, rounding - fee],
    [ACCOUNTS.bankCharges, fee],
    [rounding < 0n ? ACCOUNTS.roundingLoss : ACCOUNTS.roundingGain, -rounding],
  ];
}

/**
 * Money received net of the tax the customer withheld: Dr payment account (gross − WHT − fee ± rounding) ·
 * Dr 11630 WHT · the fee and rounding of paymentCharges.
 */
function received(gross: Money, wht: Money, options: PaymentOptions): Signed[] {
  return [
    [options.paymentAccount ?? ACCOUNTS.bank, gross - wht],
    [ACCOUNTS.whtDeductedAtSource, wht],
    ...paymentCharges(options),
  ];
}

export interface InvoicePostingOptions {
  /** The user's "issue as tax invoice" choice (an invoice holding taxable services only; see salesTaxPoint). */
  readonly issueAsTaxInvoice?: boolean | null;
}

/** The VAT an invoice leaves undue in 27112 until the customer pays: all of it, or none when it is due. */
export function invoiceUndueVat(input: SalesPostingInput, options: InvoicePostingOptions = {}): Money {
  return taxPointOfPosting('INV', input, options).vat === 'undue' ? input.totals.vatTotal : 0n;
}

/**
 * (a)(b) Invoice on credit: Dr 11310 grand total · Cr revenue per line · Cr VAT: 27111 when the invoice is a tax
 * invoice, 27112 undue VAT when it is a services invoice not issued as one (salesTaxPoint). Deposit
 * deductions: Dr 21510 (§11 h); their VAT leaves the account the invoice's VAT goes to.
 */
export function postInvoice(input: SalesPostingInput, options: InvoicePostingOptions = {}): JournalLine[] {
  return journalLinesFromSigned([
    [ACCOUNTS.accountsReceivable, input.totals.grandTotal],
    ...revenueAndVat(
      input,
      (info) => defaultRevenueAccount(info.itemType),
      vatAccountOf(taxPointOfPosting('INV', input, options)),
      1n,
    ),
  ]);
}

/**
 * (c) Cash sale / receipt-tax invoice: Dr bank (grand total − WHT the customer withheld) · Dr 11630 WHT ·
 * Cr revenue · Cr 27111 all VAT. The WHT defaults to the document's WHT total.
 */
export function postCashSale(
  input: SalesPostingInput,
  options: PaymentOptions & { readonly whtWithheld?: Money } = {},
): JournalLine[] {
  return journalLinesFromSigned([
    ...received(input.totals.grandTotal, options.whtWithheld ?? input.totals.whtTotal, options),
    ...revenueAndVat(input, (info) => defaultRevenueAccount(info.itemType), ACCOUNTS.outputVat, 1n),
  ]);
}

export interface ReceiptPostingInput extends PaymentOptions {
  /** Amount of the receivable settled, including VAT and before WHT (e.g. 10,700.00). */
  readonly amount: Money;
  /** Tax the customer withheld and certified with a 50 Tawi (e.g. 300.00). */
  readonly whtWithheld?: Money;
  /** Undue output VAT that becomes due with this receipt (services; see undueVatDueOnReceipt). */
  readonly vatBecomingDue?: Money;
}

/**
 * (d)(e) Receipt against an invoice: Dr bank (amount − WHT) · Dr 11630 WHT · Cr 11310 amount; for services
 * also Dr 27112 · Cr 27111 for the VAT that falls due with the payment.
 */
export function postReceipt(input: ReceiptPostingInput): JournalLine[] {
  const vat = input.vatBecomingDue ?? 0n;
  return journalLinesFromSigned([
    ...received(input.amount, input.whtWithheld ?? 0n, input),
    [ACCOUNTS.accountsReceivable, -input.amount],
    [ACCOUNTS.undueOutputVat, vat],
    [ACCOUNTS.outputVat, -vat],
  ]);
}

/**
 * The part of an invoice's undue VAT that falls due when `received` (of its grand total) is paid, after
 * `receivedBefore` was collected by earlier receipts (undueVatLedger: cumulative share less what earlier
 * receipts moved; the whole rest when the invoice is paid in full).
 */
export function undueVatDueOnReceipt(
  invoice: SalesPostingInput,
  received: Money,
  receivedBefore: Money = 0n,
  options: InvoicePostingOptions = {},
): Money {
  const events: UndueVatEvent[] = [
    { type: 'receipt', amount: receivedBefore },
    { type: 'receipt', amount: received },
  ];
  const ledger = undueVatLedger(
    { grandTotal: invoice.totals.grandTotal, vat: invoiceUndueVat(invoice, options) },
    events,
  );
  return ledger.vat[1] ?? 0n;
}

export interface AdjustmentPostingOptions extends PaymentOptions {
  /** The adjusted invoice's VAT is still undue: the note adjusts 27112 instead of 27111. */
  readonly adjustsUndueVat?: boolean;
}

/**
 * (f) Credit note: Dr 41300 (or the line's chosen account) pre-VAT · Dr 27111 VAT (27112 against an invoice
 * whose VAT is still undue) · Cr 11310, or Cr bank when the amount is refunded. Against an invoice already
 * paid, `customerCredit` (what it credits beyond what was still owed, splitCreditNote) goes to Cr 21510
 * instead of 11310 (decision 0166).
 */
export function postCreditNote(
  input: SalesPostingInput,
  options: AdjustmentPostingOptions & {
    readonly settlement?: 'receivable' | 'refund';
    readonly customerCredit?: Money;
  } = {},
): JournalLine[] {
  const settlementAccount =
    options.settlement === 'refund' ? (options.paymentAccount ?? ACCOUNTS.bank) : ACCOUNTS.accountsReceivable;
  const credit = options.settlement === 'refund' ? 0n : (options.customerCredit ?? 0n);
  return journalLinesFromSigned([
    [settlementAccount, -(input.totals.grandTotal - credit)],
    [ACCOUNTS.customerDeposits, -credit],
    ...revenueAndVat(
      input,
      () => ACCOUNTS.salesReturns,
      vatAccountOf(taxPointOfPosting('CN', input, options)),
      -1n,
    ),
  ]);
}

/**
 * (g) Debit note: Dr 11310 · Cr revenue (41110 / 41210 or the chosen account) · Cr 27111 (27112 against an
 * invoice whose VAT is still undue).
 */
export function postDebitNote(
  input: SalesPostingInput,
  options: AdjustmentPostingOptions = {},
): JournalLine[] {
  return journalLinesFromSigned([
    [ACCOUNTS.accountsReceivable, input.totals.grandTotal],
    ...revenueAndVat(
      input,
      (info) => defaultRevenueAccount(info.itemType),
      vatAccountOf(taxPointOfPosting('DN', input, options)),
      1n,
    ),
  ]);
}

/**
 * (h) Deposit received with a tax invoice: Dr bank (grand total − WHT) · Dr 11630 WHT · Cr 21510 pre-VAT ·
 * Cr 27111 VAT. The final invoice deducts it with deposit_deduction lines, which postInvoice sends to Dr 21510.
 */
export function postDepositReceipt(
  input: SalesPostingInput,
  options: PaymentOptions & { readonly whtWithheld?: Money } = {},
): JournalLine[] {
  return journalLinesFromSigned([
    ...received(input.totals.grandTotal, options.whtWithheld ?? input.totals.whtTotal, options),
    ...input.totals.lines.flatMap((line): Signed[] => [
      [ACCOUNTS.customerDeposits, -line.preVat],
      [ACCOUNTS.outputVat, -line.tax],
    ]),
  ]);
}

/**
 * Perpetual inventory at delivery (§11 a): Dr 51118 COGS · Cr the warehouse's inventory account (11510 unless it
 * names another, decision 0211), at cost; reversed on a return.
 */
export function postCostOfGoodsSold(
  cost: Money,
  inventoryAccount: string = ACCOUNTS.inventory,
): JournalLine[] {
  return journalLinesFromSigned([
    [ACCOUNTS.costOfGoodsSold, cost],
    [inventoryAccount, -cost],
  ]);
}

/**
 * COGS corrections of goods arriving on negative cards (decision 0205), per inventory account (decision 0211):
 * + Dr 51118 · Cr the account, − the opposite; netted per account.
 */
export function postCostCorrections(corrections: ReadonlyMap<string, Money>): JournalLine[] {
  return journalLinesFromSigned(
    [...corrections].flatMap(([account, amount]): Signed[] => [
      [ACCOUNTS.costOfGoodsSold, amount],
      [account, -amount],
    ]),
  );
}

export interface PurchasePostingLineInfo {
  /** Defaults to goods. */
  readonly itemType?: ItemType;
  /** Debit account: defaults to 11510 inventory for goods and 53036 other services for services. */
  readonly account?: string | null;
}

export interface PurchasePostingInput {
  readonly totals: DocumentTotals;
  readonly lineInfo?: readonly PurchasePostingLineInfo[];
}

/** The account a purchase line's amount before VAT is debited to: its own, else 11510 (goods) or 53036 (services). */
export function purchaseLineAccount(info: PurchasePostingLineInfo): string {
  return info.account ?? (info.itemType === 'services' ? ACCOUNTS.otherServicesExpense : ACCOUNTS.inventory);
}

/**
 * (i)(j) Supplier bill (receiving inventory or expense): Dr inventory / expense per line (pre-VAT) ·
 * Dr 11610 input VAT for goods, or 11611 undue input VAT for services billed before payment (their tax point
 * is payment) · Cr 21210 grand total. With `taxInvoiceReceived` (paid on the spot, receipt/tax invoice in
 * hand) all VAT goes to 11610.
 */
export function postPurchaseBill(
  input: PurchasePostingInput,
  options: { readonly taxInvoiceReceived?: boolean } = {},
): JournalLine[] {
  return journalLinesFromSigned([
    ...input.totals.lines.flatMap((line, i): Signed[] => {
      const info = input.lineInfo?.[i] ?? {};
      const services = info.itemType === 'services';
      const account = purchaseLineAccount(info);
      const vatAccount = services && !options.taxInvoiceReceived ? ACCOUNTS.undueInputVat : ACCOUNTS.inputVat;
      return [
        [account, line.preVat],
        [vatAccount, line.tax],
      ];
    }),
    [ACCOUNTS.accountsPayable, -input.totals.grandTotal],
  ]);
}

export interface SupplierPaymentInput extends PaymentOptions {
  /** Amount of the payable settled (including VAT, before WHT). */
  readonly amount: Money;
  /** Tax we withheld from the supplier, remitted with `whtReturn` (PND3 individuals, PND53 companies). */
  readonly whtWithheld?: Money;
  readonly whtReturn?: WhtReturn;
  /** Undue input VAT that becomes claimable with the supplier's receipt/tax invoice. */
  readonly vatBecomingDue?: Money;
  /**
   * The payer bears the tax (gross-up, thai-tax-reference §2.3, §11 j): the supplier gets the whole amount and
   * the tax is an expense of the payer (Dr 53075) instead of being deducted from the payment.
   */
  readonly whtBorne?: boolean;
}

/**
 * (j)(k) Paying a supplier: Dr 21210 amount · Cr bank (amount − WHT) · Cr 272x0 WHT payable; and
 * Dr 11610 · Cr 11611 for the input VAT that becomes claimable.
 */
export function postSupplierPayment(input: SupplierPaymentInput): JournalLine[] {
  const wht = input.whtWithheld ?? 0n;
  const vat = input.vatBecomingDue ?? 0n;
  const borne = input.whtBorne === true;
  return journalLinesFromSigned([
    [ACCOUNTS.accountsPayable, input.amount],
    [input.paymentAccount ?? ACCOUNTS.bank, -(input.amount - (borne ? 0n : wht))],
    [ACCOUNTS.whtBorneByPayer, borne ? wht : 0n],
    [WHT_PAYABLE_ACCOUNTS[input.whtReturn ?? 'PND53'], -wht],
    [ACCOUNTS.inputVat, vat],
    [ACCOUNTS.undueInputVat, -vat],
  ]);
}
