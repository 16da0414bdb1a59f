// What is left of a document once other documents hang off it: a quotation's remaining amount, percentage
// and quantities (partials, deposits), an invoice's or billing note's balance (receipts, credit and debit
// notes) — and the status those facts imply (PARTIALS, DEPOSITED, ISSUED, RECEIPT CREATED). Only active
// children count: a voided document gives back what it took. Pure functions over loaded rows.
import {
  PERCENT_SCALE,
  QUANTITY_SCALE,
  formatDecimal,
  parseDecimal,
  parseMoney,
  percentString,
  remainderRequest,
  sumMoney,
  toMoneyString,
  type DocumentTotalsInput,
  type Money,
  type PartialType,
  type PartialsSoFar,
} from '@banchee/domain';
import { isActiveStatus, rulesOf } from './documents.kinds.ts';
import type { DocumentRow, LineRow, LinkWithDocument } from './documents.queries.ts';

const activeLinks = (links: readonly LinkWithDocument[], ...types: string[]) =>
  links.filter((l) => isActiveStatus(l.document.status) && types.includes(l.link.linkType));

const sumAmounts = (links: readonly LinkWithDocument[]) =>
  sumMoney(links.map((l) => parseMoney(l.link.amount)));

export interface QuotationProgress {
  /** The quotation's amountAfterDiscount (its price terms): what partials are measured against. */
  readonly whole: Money;
  /** Taken by active full and partial documents. */
  readonly billed: Money;
  /** Taken by active deposit documents. */
  readonly deposited: Money;
  readonly remaining: Money;
  readonly remainingPercentage: string;
  /** Sum of the percentages of active PERCENTAGE partials, scale 4. */
  readonly billedPercentScaled: bigint;
  /** The partial types used so far by active partials. */
  readonly partialTypes: readonly PartialType[];
  readonly hasFull: boolean;
  readonly activeDepositIds: readonly string[];
  /** Quantity (scale 4) billed so far per quotation line id, by QUANTITY partials. */
  readonly billedQuantities: ReadonlyMap<string, bigint>;
  readonly activeChildren: number;
}

export function quotationProgress(
  quotation: Pick<DocumentRow, 'amountAfterDiscount'>,
  children: readonly LinkWithDocument[],
  childLines: readonly LineRow[],
): QuotationProgress {
  const whole = parseMoney(quotation.amountAfterDiscount);
  const billedLinks = activeLinks(children, 'FULL', 'PARTIAL');
  const depositLinks = activeLinks(children, 'DEPOSIT');
  const billed = sumAmounts(billedLinks);
  const partialTypes = [
    ...new Set(billedLinks.flatMap((l) => (l.link.partialType === null ? [] : [l.link.partialType]))),
  ];
  const quantityChildIds = new Set(
    billedLinks.filter((l) => l.link.partialType === 'QUANTITY').map((l) => l.link.childId),
  );
  const billedQuantities = new Map<string, bigint>();
  for (const line of childLines) {
    if (!quantityChildIds.has(line.documentId) || line.sourceLineId === null) continue;
    const previous = billedQuantities.get(line.sourceLineId) ?? 0n;
    billedQuantities.set(line.sourceLineId, previous + parseDecimal(line.quantity, QUANTITY_SCALE));
  }
  const remaining = whole - billed;
  return {
    whole,
    billed,
    deposited: sumAmounts(depositLinks),
    remaining,
    remainingPercentage: percentString(remaining, whole),
    billedPercentScaled: billedLinks
      .filter((l) => l.link.partialType === 'PERCENTAGE')
      .reduce((sum, l) => sum + parseDecimal(l.link.percent ?? '0', 4), 0n),
    partialTypes,
    hasFull: billedLinks.some((l) => l.link.linkType === 'FULL'),
    activeDepositIds: depositLinks.map((l) => l.link.childId),
    billedQuantities,
    activeChildren: activeLinks(children, 'FULL', 'PARTIAL', 'DEPOSIT').length,
  };
}

export interface CollectableBalance {
  readonly paid: Money;
  /** WHT the customer deducted on the receipts (part of `paid`: it settles the receivable). */
  readonly withheld: Money;
  readonly credited: Money;
  readonly debited: Money;
  /** grand total + debit notes − credit notes − received (negative: owed back to the customer). */
  readonly balance: Money;
}

/** Balance of an invoice, cash sale or billing note from its active receipts and credit/debit notes. */
export function collectableBalance(
  document: Pick<DocumentRow, 'grandTotal'>,
  children: readonly LinkWithDocument[],
): CollectableBalance {
  const receipts = activeLinks(children, 'RECEIPT');
  const paid = sumAmounts(receipts);
  const credited = sumAmounts(activeLinks(children, 'CREDIT_NOTE'));
  const debited = sumAmounts(activeLinks(children, 'DEBIT_NOTE'));
  return {
    paid,
    withheld: sumMoney(receipts.map((l) => parseMoney(l.link.whtAmount))),
    credited,
    debited,
    balance: parseMoney(document.grandTotal) + debited - credited - paid,
  };
}

/**
 * The status a parent document should show, given the status its last manual action left (`base`) and its
 * active children. Quotation: a full document or a fully billed set of partials → ISSUED, other partials →
 * PARTIALS, only deposits → DEPOSITED, nothing active → back to `base`. Invoice: paid in full by receipts →
 * RECEIPT CREATED, else `base`. Purchase bill: paid in full by payment slips → PAID, else `base`. Other kinds keep
 * their status.
 */
export function derivedStatus(
  kind: DocumentRow['kind'],
  base: string,
  facts: { quotation?: QuotationProgress; balance?: CollectableBalance },
): string {
  if (kind === 'QT' && facts.quotation) {
    const q = facts.quotation;
    if (q.activeChildren === 0) return base;
    if (q.hasFull || (q.billed > 0n && q.remaining <= 0n)) return 'ISSUED';
    if (q.billed > 0n) return 'PARTIALS';
    return 'DEPOSITED';
  }
  if (kind === 'INV' && facts.balance) {
    if (base === 'VOID') return base;
    const b = facts.balance;
    return b.paid > 0n && b.balance <= 0n ? 'RECEIPT CREATED' : base;
  }
  if (paidBySettlements(kind) && facts.balance) {
    // A purchase bill paid in full by its payment slips is PAID, as one paid at once (decision 0236).
    if (!isActiveStatus(base)) return base;
    const b = facts.balance;
    return b.paid > 0n && b.balance <= 0n ? 'PAID' : base;
  }
  return base;
}

/** A purchase bill (receiving inventory, expense): payment slips settle it and derive its PAID status. */
export function paidBySettlements(kind: DocumentRow['kind']): boolean {
  const rules = rulesOf(kind);
  return rules.side === 'purchases' && rules.role === 'bill';
}

/** What the quotation's active partials took, per quotation item line, for the domain's partial functions. */
export function partialsSoFar(progress: QuotationProgress, itemLines: readonly LineRow[]): PartialsSoFar {
  const byPercentage = progress.partialTypes.every((t) => t === 'PERCENTAGE');
  return {
    amount: progress.billed,
    types: progress.partialTypes,
    quantities: itemLines.map((l) =>
      formatDecimal(progress.billedQuantities.get(l.id) ?? 0n, QUANTITY_SCALE),
    ),
    ...(byPercentage ? { percent: formatDecimal(progress.billedPercentScaled, PERCENT_SCALE) } : {}),
  };
}

/**
 * The partial that bills exactly the rest of the quotation in the mode it was billed in (domain
 * remainderRequest), in the create request's terms: partialType with partialPercent, partialAmount or the
 * quantity of each quotation line. Absent before any partial and once nothing remains.
 */
function restView(quotationInput: DocumentTotalsInput, billed: PartialsSoFar, itemLines: readonly LineRow[]) {
  const rest = remainderRequest(quotationInput, billed);
  if (rest === null) return undefined;
  if (rest.type === 'PERCENTAGE') return { partialType: rest.type, partialPercent: rest.percent };
  if (rest.type === 'AMOUNT') return { partialType: rest.type, partialAmount: rest.amount };
  return {
    partialType: rest.type,
    items: itemLines.flatMap((line, i) => {
      const quantity = rest.quantities[i] ?? '0';
      return parseDecimal(quantity, QUANTITY_SCALE) > 0n ? [{ quotation_line_id: line.id, quantity }] : [];
    }),
  };
}

/** Wire form of a quotation's progress (spec §3 remainingAmount / remainingPercentage) and its rest. */
export function quotationProgressView(
  progress: QuotationProgress,
  lines: readonly LineRow[],
  quotationInput: DocumentTotalsInput,
) {
  const itemLines = lines.filter((line) => line.lineKind === 'item');
  return {
    rest: restView(quotationInput, partialsSoFar(progress, itemLines), itemLines),
    remainingAmount: toMoneyString(progress.remaining),
    remainingPercentage: progress.remainingPercentage,
    deposited: toMoneyString(progress.deposited),
    remainingQuantities: lines
      .filter((line) => line.lineKind === 'item')
      .map((line) => {
        const ordered = parseDecimal(line.quantity, QUANTITY_SCALE);
        return {
          lineId: line.id,
          ordered: formatDecimal(ordered, QUANTITY_SCALE),
          remaining: formatDecimal(ordered - (progress.billedQuantities.get(line.id) ?? 0n), QUANTITY_SCALE),
        };
      }),
  };
}

export function balanceView(balance: CollectableBalance) {
  return {
    paid: toMoneyString(balance.paid),
    credited: toMoneyString(balance.credited),
    debited: toMoneyString(balance.debited),
    // Credited beyond what was owed (decision 0166): the rest is customer credit, not a negative balance.
    balance: toMoneyString(balance.balance > 0n ? balance.balance : 0n),
  };
}
