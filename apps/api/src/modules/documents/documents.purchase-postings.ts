// Where purchase documents meet the ledger (issue 11 §2, thai-tax-reference §11 (i)(j)(k)), by the posting-rule
// names of the kind registry:
//
//   receiving inventory / expense   purchaseBill: Dr inventory (goods: 11510, or for the products a receiving
//                                   inventory brings into a warehouse the warehouse's 115xx account, decision
//                                   0211) or the line's expense account ·
//   (on create)                     Dr 11610 input VAT (goods) or 11611 undue input VAT (services, until paid) ·
//                                   Cr 21210 AP grand total
//   payment slip (on create)        supplierPayment, per bill paid: Dr 21210 · Cr money account (net of WHT) ·
//                                   Cr 27230 (PND3, individual) / 27240 (PND53, juristic) WHT · Dr 11610 ·
//                                   Cr 11611 for the services VAT the payment makes claimable; the fee once
//   RI / EXP "Paid" at once         the same payment lines for the bill itself (purchasePaidAtOnceLines)
//
// The payee's return comes from the supplier's tax id (domain withholdingReturnOfTaxId).
import type { Transaction } from '@banchee/db';
import {
  balancesByAccount,
  journalLinesFromSigned,
  parseMoney,
  paymentCharges,
  postPurchaseBill,
  postSupplierPayment,
  prorate,
  purchaseLineAccount,
  withholdingReturnOfTaxId,
  ACCOUNTS,
  type JournalLine,
  type Money,
  type PaymentOptions,
  type PurchasePostingLineInfo,
  type PurchasePostingInput,
} from '@banchee/domain';
import { inventoryAccountOf } from '../stock/index.ts';
import { findDocument, findLines, findParentLinks, type Db, type DocumentRow } from './documents.queries.ts';
import { stockWarehouseOf } from './documents.stock.ts';
import { paymentOptionsOf } from './documents.payment.ts';
import { lineDraftOf } from './documents.drafts.ts';
import { computeTotals } from './documents.totals.ts';
import { bearsWht, paidAtOnceWht } from './documents.withholding.ts';

/**
 * A purchase bill's figures and, per line, goods or services and the account the user chose; the products a
 * receiving inventory brings into its warehouse are debited to that warehouse's inventory account.
 */
export async function purchasePostingInputOf(db: Db, bill: DocumentRow): Promise<PurchasePostingInput> {
  const lines = await findLines(db, bill.organizationId, bill.id);
  const accounts = new Map<string, string>();
  const lineInfo: PurchasePostingLineInfo[] = [];
  for (const line of lines) {
    const warehouseId = stockWarehouseOf(bill, line);
    let account = line.accountCode;
    if (warehouseId !== null) {
      account = accounts.get(warehouseId) ?? (await inventoryAccountOf(db, bill.organizationId, warehouseId));
      accounts.set(warehouseId, account);
    }
    lineInfo.push({ itemType: line.itemType === 'SERVICE' ? 'services' : 'goods', account });
  }
  return { totals: computeTotals(bill, lines.map(lineDraftOf)), lineInfo };
}

/** Per line id of a purchase bill, the account its bill debited with its amount before VAT (postPurchaseBill's). */
export async function purchaseLineAccounts(db: Db, bill: DocumentRow): Promise<Map<string, string>> {
  const [lines, input] = [
    await findLines(db, bill.organizationId, bill.id),
    await purchasePostingInputOf(db, bill),
  ];
  return new Map(lines.map((line, i) => [line.id, purchaseLineAccount(input.lineInfo?.[i] ?? {})]));
}

/** The undue input VAT (11611) of a bill: the VAT of its services lines, claimable when they are paid. */
export function undueInputVatOf(input: PurchasePostingInput): Money {
  return input.totals.lines.reduce(
    (sum, line, i) => (input.lineInfo?.[i]?.itemType === 'services' ? sum + line.tax : sum),
    0n,
  );
}

/**
 * The lines of paying `amount` (of grand total, before WHT) of `bill`, WHT `wht`, through `options`; the WHT is
 * withheld from the supplier, or borne by the payer (gross-up: `payer` says so, decision 0171).
 */
async function paymentOfBill(
  db: Db,
  bill: DocumentRow,
  amount: Money,
  wht: Money,
  options: PaymentOptions,
  payer: Pick<DocumentRow, 'whtPayer'>,
): Promise<JournalLine[]> {
  const input = await purchasePostingInputOf(db, bill);
  const grand = input.totals.grandTotal;
  const undue = undueInputVatOf(input);
  return postSupplierPayment({
    amount,
    whtWithheld: wht,
    whtReturn: withholdingReturnOfTaxId(bill.contactTaxId),
    // The services VAT becomes claimable in proportion to what is paid (the last payment takes the rest).
    vatBecomingDue: grand === 0n ? 0n : prorate(undue, amount, grand),
    paymentAccount: options.paymentAccount ?? ACCOUNTS.bank,
    whtBorne: bearsWht(payer),
  });
}

/** A payment slip: every bill it pays, then its fee once, netted per account. */
async function paymentSlipLines(tx: Transaction, slip: DocumentRow): Promise<JournalLine[]> {
  const options = await paymentOptionsOf(tx, slip);
  const lines: JournalLine[] = [];
  for (const { link } of await findParentLinks(tx, slip.organizationId, slip.id)) {
    if (link.linkType !== 'RECEIPT') continue;
    const bill = await findDocument(tx, slip.organizationId, link.parentId);
    if (!bill) continue;
    lines.push(
      ...(await paymentOfBill(tx, bill, parseMoney(link.amount), parseMoney(link.whtAmount), options, slip)),
    );
  }
  if (lines.length === 0) return lines;
  lines.push(...journalLinesFromSigned(paymentCharges({ ...options, rounding: 0n })));
  return journalLinesFromSigned([...balancesByAccount(lines)]);
}

/**
 * A receiving inventory or expense paid at once ("Paid"): its whole grand total, less the WHT of its lines as
 * its certificates group it (documents.withholding.ts), or plus the tax borne when the payer bears it.
 */
export async function purchasePaidAtOnceLines(tx: Transaction, bill: DocumentRow): Promise<JournalLine[]> {
  const options = await paymentOptionsOf(tx, bill);
  const input = await purchasePostingInputOf(tx, bill);
  const lines = [
    ...(await paymentOfBill(tx, bill, input.totals.grandTotal, await paidAtOnceWht(tx, bill), options, bill)),
    ...journalLinesFromSigned(paymentCharges({ ...options, rounding: 0n })),
  ];
  return journalLinesFromSigned([...balancesByAccount(lines)]);
}

export const PURCHASE_POSTING_RULES = {
  purchaseBill: async (tx: Transaction, bill: DocumentRow) =>
    postPurchaseBill(await purchasePostingInputOf(tx, bill)),
  supplierPayment: paymentSlipLines,
} as const;
