// Building a settling document (the 'settlement' role of the kind registry, and the cumulative billing note):
// a receipt collecting invoices or billing notes, a payment slip paying receiving inventory or expenses, a
// cumulative billing note billing invoices — each settled document's outstanding balance, its WHT share, and
// the links to store. The settled documents are locked FOR UPDATE.
import {
  allocate,
  allowedActions,
  createActionsFrom,
  parseMoney,
  prorate,
  sumMoney,
  toMoneyString,
  type DocumentAction,
  type Money,
  type DocumentKind,
} from '@banchee/domain';
import { conflict, validationFailed } from './documents.errors.ts';
import { isActiveStatus, rulesOf } from './documents.kinds.ts';
import { collectableBalance } from './documents.progress.ts';
import { findChildLinks, findDocument, findParentLinks, type DocumentRow } from './documents.queries.ts';
import { type HeaderTotalsColumns, type LineDraft, type LineTotalsColumns } from './documents.totals.ts';
import { taxPointOf, undueVatOnReceipt } from './documents.tax-point.ts';
import { amountDueOf, whtPayerColumn, withholdingOfBills } from './documents.withholding.ts';
import type { Transaction } from '@banchee/db';
import {
  headerFromSource,
  type BuildContext,
  type BuiltDocument,
  type LinkDraft,
} from './documents.sources.ts';

/**
 * The source actions (spec §4) a settling document needs on each document it collects, bills or pays: the
 * create actions of the source's life cycle that make this kind — the cumulative ones for several documents,
 * the partial or cumulative ones for a partial amount, any but the partial ones otherwise. A kind without
 * cumulative or partial actions (the payment slip) takes its plain action in every case.
 */
function settlementActions(
  kind: DocumentKind,
  sourceKind: DocumentKind,
  cumulative: boolean,
  partial: boolean,
): DocumentAction[] {
  const making = createActionsFrom(sourceKind).filter(({ definition }) => definition.targetKind === kind);
  const code = (prefix: string) =>
    making.filter(({ definition }) => definition.createCode.startsWith(prefix));
  const cumulatives = code('CUMULATIVE_');
  const chosen = cumulative
    ? cumulatives
    : partial
      ? [...code('PARTIAL_'), ...cumulatives]
      : making.filter(({ definition }) => !definition.createCode.startsWith('PARTIAL_'));
  return (chosen.length > 0 ? chosen : making).map(({ action }) => action);
}

interface Settlement {
  target: DocumentRow;
  amount: Money;
  vat: Money;
  wht: Money;
  /** A services invoice whose undue VAT falls due with this receipt (the receipt is its tax invoice). */
  undue?: boolean;
  /** Settled by a receipt/tax invoice but taxed on its own tax invoice already: no VAT of this receipt's. */
  taxedBefore?: boolean;
}

export async function buildSettlement(ctx: BuildContext): Promise<BuiltDocument> {
  const { tx, organizationId, kind, input } = ctx;
  const rules = rulesOf(kind);
  const cumulative = input.cumulativeInvoices !== undefined;
  const path = cumulative ? 'cumulativeInvoices' : 'selectedInvoice';
  const ids = input.cumulativeInvoices ?? (input.selectedInvoice ? [input.selectedInvoice] : []);
  if (new Set(ids).size !== ids.length) throw validationFailed(path, 'A document may be listed once');
  const partial = input.partialAmount !== undefined;
  if (partial && ids.length !== 1) {
    throw validationFailed('partialAmount', 'A partial amount applies to one document (selectedInvoice)');
  }
  if (partial && parseMoney(input.partialAmount) <= 0n) {
    throw validationFailed('partialAmount', 'A payment must be more than 0.00');
  }
  // Lock in id order so that two requests over overlapping invoices cannot deadlock.
  const locked = new Map<string, DocumentRow>();
  for (const id of [...ids].sort()) {
    const row = await findDocument(tx, organizationId, id, { forUpdate: true });
    if (row) locked.set(id, row);
  }
  const targets = ids.map((id, index) => {
    const target = locked.get(id);
    const at = cumulative ? `${path}.${index}` : path;
    if (!target || !(rules.settles as readonly string[]).includes(target.kind)) {
      throw validationFailed(at, `No such ${rules.settles.map((k) => rulesOf(k).label).join(' or ')}`);
    }
    const needed = settlementActions(kind, target.kind, cumulative, partial);
    const offered = allowedActions(target.kind, target.status);
    if (!needed.some((action) => offered.includes(action))) {
      throw conflict(
        target.kind,
        'INVALID_TRANSITION',
        `${target.number} in status ${target.status} does not allow ${needed[0]?.toLowerCase() ?? ''}`,
        { status: target.status, allowedActions: offered },
      );
    }
    return target;
  });
  const first = targets[0];
  if (!first) throw validationFailed(path, 'Name at least one document');
  const customerOf = (d: DocumentRow) => d.contactId ?? `name:${d.contactName ?? ''}`;
  if (targets.some((t) => customerOf(t) !== customerOf(first))) {
    throw conflict(kind, 'MIXED_CUSTOMERS', `Every document must belong to the same ${rules.party}`);
  }

  // What each target still owes; a receipt from a cumulative billing note settles the note's invoices.
  const settlements: Settlement[] = [];
  const links: LinkDraft[] = [];
  for (const target of targets) {
    const balance = collectableBalance(target, await findChildLinks(tx, organizationId, target.id)).balance;
    const amount = partial ? parseMoney(input.partialAmount) : balance;
    if (amount <= 0n || balance <= 0n) {
      throw conflict(target.kind, 'NOTHING_DUE', `${target.number} has nothing left to collect`, {
        balance: toMoneyString(balance),
      });
    }
    if (amount > balance) {
      throw conflict(
        kind,
        'OVER_SETTLED',
        `${toMoneyString(amount)} exceeds the balance of ${target.number}`,
        {
          requested: toMoneyString(amount),
          balance: toMoneyString(balance),
        },
      );
    }
    const grand = parseMoney(target.grandTotal);
    const share = (figure: string) => (grand === 0n ? 0n : prorate(parseMoney(figure), amount, grand));
    // Kind-specific law: a services invoice's undue VAT falls due with this receipt (it carries exactly what it
    // posts); other documents' VAT is shared pro rata.
    const undue = target.kind === 'INV' && (await taxPointOf(tx, target)).vat === 'undue';
    const vat = undue ? await undueVatOnReceipt(tx, target, amount) : share(target.vatAmount);
    settlements.push({ target, amount, vat, wht: share(target.whtAmount), undue });
  }
  const payerColumn = whtPayerColumn(kind, input.whtPayer);
  if (rules.effects.includes('withholdingCertificates')) {
    // A supplier payment withholds what its bills' lines say, grouped as its 50 ทวิ certificates (0170).
    const withholding = await withholdingOfBills(
      tx,
      settlements.map((s) => ({ bill: s.target, amount: s.amount })),
      payerColumn.whtPayer,
    );
    settlements.forEach((s) => {
      s.wht = withholding.byBill.get(s.target.id) ?? 0n;
    });
    if (input.whtAmount !== undefined && parseMoney(input.whtAmount) !== withholding.totalTax) {
      throw validationFailed(
        'whtAmount',
        `The WHT of the bills' lines is ${toMoneyString(withholding.totalTax)}: change the WHT percent on the bill`,
      );
    }
  } else if (input.whtAmount !== undefined) {
    const shares = allocate(
      parseMoney(input.whtAmount),
      settlements.map((s) => s.amount),
    );
    settlements.forEach((s, i) => {
      s.wht = shares[i] ?? 0n;
    });
  }
  // A receipt that is the tax point of undue services VAT is their tax invoice: a goods tax invoice it also
  // settles had its VAT due and printed at issue, so that VAT is not this receipt's (issue #10 §1, decision
  // 0091): the receipt carries, prints and posts only the VAT that falls due with it.
  if (kind === 'RE' && settlements.some((s) => s.undue)) {
    for (const s of settlements.filter((x) => !x.undue)) {
      s.vat = 0n;
      s.taxedBefore = true;
    }
  }
  const totalAmount = sumMoney(settlements.map((s) => s.amount));
  const totalVat = sumMoney(settlements.map((s) => s.vat));
  // What the VAT is computed on: the settled amounts that carry VAT here, less that VAT.
  const taxedHere = sumMoney(settlements.filter((s) => !s.taxedBefore).map((s) => s.amount));
  const totalWht = sumMoney(settlements.map((s) => s.wht));
  if (totalWht > totalAmount) throw validationFailed('whtAmount', 'Withholding tax cannot exceed the amount');

  // A settlement (receipt, payment slip) is linked as RECEIPT; a cumulative billing note as CUMULATIVE.
  const linkType = rules.role === 'settlement' ? 'RECEIPT' : 'CUMULATIVE';
  const lines: LineDraft[] = [];
  const lineColumns: LineTotalsColumns[] = [];
  for (const s of settlements) {
    links.push({
      parentId: s.target.id,
      linkType,
      amount: toMoneyString(s.amount),
      whtAmount: toMoneyString(s.wht),
    });
    const invoiceLinks =
      rules.role === 'settlement' && s.target.isCumulative
        ? await findParentLinksOfType(tx, organizationId, s.target.id, 'CUMULATIVE')
        : [];
    // The invoices of a cumulative billing note are settled with it, each by its own balance, and share its
    // WHT in proportion. They must still owe what the note billed (none paid or adjusted on its own since).
    const owedInvoices: { id: string; owed: Money }[] = [];
    for (const invoiceId of invoiceLinks) {
      const invoice = await findDocument(tx, organizationId, invoiceId, { forUpdate: true });
      if (!invoice || !isActiveStatus(invoice.status)) continue;
      const owed = collectableBalance(invoice, await findChildLinks(tx, organizationId, invoice.id)).balance;
      if (owed > 0n) owedInvoices.push({ id: invoice.id, owed });
    }
    if (invoiceLinks.length > 0 && sumMoney(owedInvoices.map((i) => i.owed)) !== s.amount) {
      throw conflict(
        kind,
        'BILLING_NOTE_OUT_OF_DATE',
        `The invoices of ${s.target.number} were paid or adjusted since it was made: collect the invoices instead`,
        { billed: toMoneyString(s.amount) },
      );
    }
    const invoiceWht =
      owedInvoices.length === 0
        ? []
        : allocate(
            s.wht,
            owedInvoices.map((i) => i.owed),
          );
    owedInvoices.forEach((invoice, i) => {
      links.push({
        parentId: invoice.id,
        linkType: 'RECEIPT',
        amount: toMoneyString(invoice.owed),
        whtAmount: toMoneyString(invoiceWht[i] ?? 0n),
      });
    });
    lines.push({
      lineKind: 'item',
      itemId: null,
      itemType: 'PRODUCT',
      name: `${s.target.number}`,
      saleDescription: `${rulesOf(s.target.kind).label} ${s.target.number} dated ${s.target.date}`,
      quantity: '1',
      mainUnit: null,
      salePrice: toMoneyString(s.amount),
      discountAmount: null,
      discountPercent: null,
      vatType: settledVatType(s),
      whtPercent: null,
      sourceLineId: null,
      sourceDocumentId: s.target.id,
    });
    lineColumns.push({
      total: toMoneyString(s.amount),
      totalAfterDiscount: toMoneyString(s.amount),
      taxAmount: toMoneyString(s.vat),
      whtAmount: toMoneyString(s.wht),
      grandTotal: toMoneyString(s.amount),
    });
  }

  // Settled amounts include the VAT of the documents they settle: the settling document is in VAT-inclusive
  // terms and shows the VAT share it carries (a service receipt is the tax invoice, thai-tax-reference §1.4).
  const header = await headerFromSource(ctx, first, 'vat_inclusive');
  const net = totalAmount - totalVat;
  const vatBase = taxedHere - totalVat;
  const vatType =
    totalVat > 0n ? 'VAT7' : settlements.some((x) => settledVatType(x) === 'VAT0') ? 'VAT0' : 'NONVAT';
  const computedHeader: HeaderTotalsColumns = {
    subtotal: toMoneyString(totalAmount),
    discountTotal: '0.00',
    depositDeducted: '0.00',
    amountAfterDiscount: toMoneyString(totalAmount),
    vatBase: toMoneyString(vatType === 'NONVAT' ? 0n : vatBase),
    vatAmount: toMoneyString(totalVat),
    netTotal: toMoneyString(net),
    grandTotal: toMoneyString(totalAmount),
    whtAmount: toMoneyString(totalWht),
    // The payer bearing the WHT pays the supplier in full (gross-up, decision 0171).
    amountDue: toMoneyString(amountDueOf(payerColumn, totalAmount, totalWht)),
    taxBreakdown: [
      { vatType, base: toMoneyString(vatBase), vat: toMoneyString(totalVat) },
      ...(taxedHere === totalAmount
        ? []
        : [{ vatType: 'NONVAT' as const, base: toMoneyString(totalAmount - taxedHere), vat: '0.00' }]),
    ],
  };
  return {
    header,
    lines,
    computed: { header: computedHeader, lines: lineColumns },
    links,
    source: {
      isCumulative: cumulative,
      partialAmount: partial ? toMoneyString(totalAmount) : null,
      ...payerColumn,
    },
  };
}

/** The VAT code of a settlement line: standard-rated when it carries VAT, zero-rated when the settled
 *  document is (its receipt/tax invoice prints "ภาษีมูลค่าเพิ่ม 0%"), else exempt. */
function settledVatType(s: Settlement): 'VAT7' | 'VAT0' | 'EXEMPT' {
  // A goods tax invoice settled with a receipt/tax invoice of services keeps its standard rate; its VAT was
  // charged on its own tax invoice, so the line carries no VAT here (taxAmount 0).
  if (s.vat > 0n || s.taxedBefore) return 'VAT7';
  return s.target.taxBreakdown.some((t) => t.vatType === 'VAT0') ? 'VAT0' : 'EXEMPT';
}

async function findParentLinksOfType(
  tx: Transaction,
  organizationId: string,
  childId: string,
  linkType: 'CUMULATIVE',
): Promise<string[]> {
  return (await findParentLinks(tx, organizationId, childId))
    .filter((l) => l.link.linkType === linkType)
    .map((l) => l.link.parentId);
}
