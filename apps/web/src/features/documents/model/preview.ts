// What the editor shows in its totals panel and, for documents made from another one, in its lines: live
// figures computed with @banchee/domain from the draft (computeDocumentTotals, computePartial, computeDeposit),
// the settled balance of a receipt, or the stored figures of a document that can no longer change. The server
// recomputes everything on save; these are the same functions, so the figures agree.
import type { SalesDocument } from '@banchee/contracts';
import {
  computeDeposit,
  computeDocumentTotals,
  computePartial,
  formatDecimal,
  parseDecimal,
  parseMoney,
  prorate,
  QUANTITY_SCALE,
  sumMoney,
  type DocumentTotals,
  type DocumentTotalsInput,
  type Money,
  type PartialRequest,
} from '@banchee/domain';
import { safeDecimal, totalsInputOf, trimZeros, type DocumentDraft, type DraftSource } from './draft';

export interface TotalsView {
  readonly subtotal: Money;
  readonly discount: Money;
  readonly depositDeducted: Money;
  readonly amountAfterDiscount: Money;
  readonly netTotal: Money;
  readonly vatTotal: Money;
  /** "7" when VAT applies, null when the document carries none. */
  readonly vatRate: string | null;
  readonly grandTotal: Money;
  readonly whtTotal: Money;
  readonly amountPayable: Money;
}

/** A line shown read-only (figures fixed by the source document). */
export interface PreviewLine {
  readonly key: string;
  readonly name: string;
  readonly description: string;
  readonly quantity: string;
  readonly unit: string;
  readonly unitPrice: string;
  readonly amount: Money;
  readonly deduction: boolean;
  /** The quotation line a partial line bills (QUANTITY partials show amounts per quotation line). */
  readonly sourceLineId?: string;
}

export interface Preview {
  readonly totals: TotalsView;
  /** Null when the draft's own lines are edited and shown. */
  readonly lines: readonly PreviewLine[] | null;
  /** A domain refusal (over-billing …) the server would answer too: code, message and facts. */
  readonly problem: {
    readonly code: string;
    readonly message: string;
    readonly details?: Readonly<Record<string, unknown>>;
  } | null;
}

const ZERO_TOTALS: TotalsView = {
  subtotal: 0n,
  discount: 0n,
  depositDeducted: 0n,
  amountAfterDiscount: 0n,
  netTotal: 0n,
  vatTotal: 0n,
  vatRate: null,
  grandTotal: 0n,
  whtTotal: 0n,
  amountPayable: 0n,
};

export function totalsView(totals: DocumentTotals): TotalsView {
  const vat = totals.taxes.find((tax) => tax.code === 'VAT7');
  return {
    subtotal: totals.subtotal,
    discount: totals.discount,
    depositDeducted: totals.depositDeducted,
    amountAfterDiscount: totals.amountAfterDiscount,
    netTotal: totals.netTotal,
    vatTotal: totals.vatTotal,
    vatRate: totals.vatApplied ? (vat?.rate ?? '7').replace(/\.0+$/, '') : null,
    grandTotal: totals.grandTotal,
    whtTotal: totals.whtTotal,
    amountPayable: totals.amountPayable,
  };
}

/** The figures the server stored (read-only documents show exactly these). */
export function storedTotalsView(document: SalesDocument): TotalsView {
  const t = document.totals;
  const vatApplied = document.vatEnabled && document.priceType !== 'no_vat';
  return {
    subtotal: parseMoney(t.subtotal),
    discount: parseMoney(t.discount),
    depositDeducted: parseMoney(t.depositDeducted),
    amountAfterDiscount: parseMoney(t.amountAfterDiscount),
    netTotal: parseMoney(t.net_total),
    vatTotal: parseMoney(t.vat),
    vatRate: vatApplied ? '7' : null,
    grandTotal: parseMoney(t.grand_total),
    whtTotal: parseMoney(t.whtAmount),
    amountPayable: parseMoney(t.amountDue),
  };
}

/** A stored document's lines as the domain's totals input (quotations for partials and deposits). */
export function documentTotalsInput(document: SalesDocument): DocumentTotalsInput {
  return {
    priceType: document.priceType,
    vatEnabled: document.vatEnabled,
    discountAmount: document.discountAmount ?? null,
    discountPercent: document.discountPercent ?? null,
    date: document.date,
    lines: document.items.map((line) => ({
      quantity: line.quantity,
      unitPrice: line.sale_price,
      discountAmount: line.discount_amount ?? null,
      discountPercent: line.discount_percent ?? null,
      vatCode: line.vat_type,
      whtPercent: line.wht_percent ?? null,
    })),
  };
}

function storedLines(document: SalesDocument): PreviewLine[] {
  return document.items.map((line) => ({
    key: line.id,
    name: line.name,
    description: line.sale_description ?? '',
    quantity: line.quantity,
    unit: line.main_unit ?? '',
    unitPrice: line.sale_price,
    amount: parseMoney(line.total_after_discount),
    deduction: parseMoney(line.total) < 0n,
  }));
}

function quotationPreview(
  quotation: SalesDocument,
  mode: 'full' | 'partial' | 'deposit',
  draft: DocumentDraft,
  partialType: string | null,
): Preview {
  const input = documentTotalsInput(quotation);
  const whole = parseMoney(quotation.totals.amountAfterDiscount);
  const remaining = parseMoney(quotation.progress?.remainingAmount ?? quotation.totals.amountAfterDiscount);
  if (mode === 'full') {
    const totals = computeDocumentTotals({ ...input, date: draft.date });
    return { totals: totalsView(totals), lines: storedLines(quotation), problem: null };
  }
  if (mode === 'deposit') {
    const deposited = parseMoney(quotation.progress?.deposited ?? '0');
    const value = safeDecimal(draft.depositValue);
    const result = computeDeposit(
      input,
      deposited,
      draft.depositType === 'PERCENTAGE'
        ? { type: 'PERCENTAGE', percent: value }
        : { type: 'AMOUNT', amount: value },
      draft.date,
    );
    if (!result.ok) return { totals: ZERO_TOTALS, lines: [], problem: result.error };
    const lines = result.value.input.lines.map((line, index) => ({
      key: `deposit-${index}`,
      name: `${quotation.number}`,
      description: `${result.value.percent}%`,
      quantity: line.quantity,
      unit: '',
      unitPrice: line.unitPrice,
      amount: result.value.totals.lines[index]?.totalAfterDiscount ?? 0n,
      deduction: false,
    }));
    return { totals: totalsView(result.value.totals), lines, problem: null };
  }
  let request: PartialRequest;
  if (partialType === 'AMOUNT') request = { type: 'AMOUNT', amount: safeDecimal(draft.partialAmount) };
  else if (partialType === 'QUANTITY') {
    const byLine = new Map(draft.items.map((line) => [line.quotation_line_id, safeDecimal(line.quantity)]));
    request = { type: 'QUANTITY', quantities: quotation.items.map((line) => byLine.get(line.id) ?? '0') };
  } else request = { type: 'PERCENTAGE', percent: safeDecimal(draft.partialPercent) };
  const billedQuantities = quotation.items.map((line) => {
    const progress = quotation.progress?.remainingQuantities?.find((q) => q.lineId === line.id);
    if (!progress) return '0';
    const billed =
      parseDecimal(progress.ordered, QUANTITY_SCALE) - parseDecimal(progress.remaining, QUANTITY_SCALE);
    return formatDecimal(billed, QUANTITY_SCALE);
  });
  // After percentage partials only, the percentage that completes 100 takes exactly what remains (as on the
  // server): what they billed is 100 less the rest the API offers.
  const rest = quotation.progress?.rest;
  const billedPercent =
    rest?.partialType === 'PERCENTAGE' && rest.partialPercent
      ? formatDecimal(100n * 10_000n - parseDecimal(rest.partialPercent, 4), 4)
      : undefined;
  const result = computePartial(
    input,
    {
      amount: whole - remaining,
      quantities: billedQuantities,
      ...(billedPercent === undefined ? {} : { percent: billedPercent }),
    },
    request,
    draft.date,
  );
  if (!result.ok) return { totals: ZERO_TOTALS, lines: [], problem: result.error };
  const lines = result.value.input.lines.map((line, index) => {
    const from = quotation.items[line.sourceIndex];
    return {
      key: `partial-${index}`,
      name: from?.name ?? '',
      // A share of a line names that line's quantity and unit: "30.00% · 3 ชิ้น".
      description:
        partialType === 'QUANTITY' || !from
          ? (from?.sale_description ?? '')
          : `${result.value.percent}% · ${trimZeros(from.quantity)} ${from.main_unit ?? ''}`.trim(),
      quantity: line.quantity,
      unit: partialType === 'QUANTITY' ? (from?.main_unit ?? '') : '',
      unitPrice: line.unitPrice,
      amount: result.value.totals.lines[index]?.totalAfterDiscount ?? 0n,
      deduction: false,
      sourceLineId: from?.id,
    };
  });
  return { totals: totalsView(result.value.totals), lines, problem: null };
}

/** A receipt or cumulative billing note: each document's balance (or the partial amount), VAT pro rata. */
function settlementPreview(
  targets: readonly SalesDocument[],
  draft: DocumentDraft,
  partial: boolean,
): Preview {
  const rows = targets.map((target) => {
    const balance = parseMoney(target.progress?.balance ?? target.grand_total);
    const amount = partial && targets.length === 1 ? parseMoney(safeDecimal(draft.partialAmount)) : balance;
    const grand = parseMoney(target.grand_total);
    const vat = grand === 0n ? 0n : prorate(parseMoney(target.vat_amount), amount, grand);
    return { target, amount, vat };
  });
  const grandTotal = sumMoney(rows.map((row) => row.amount));
  const vatTotal = sumMoney(rows.map((row) => row.vat));
  const whtTotal = parseMoney(safeDecimal(draft.whtAmount));
  return {
    totals: {
      ...ZERO_TOTALS,
      subtotal: grandTotal,
      amountAfterDiscount: grandTotal,
      netTotal: grandTotal - vatTotal,
      vatTotal,
      vatRate: vatTotal > 0n ? '7' : null,
      grandTotal,
      whtTotal,
      amountPayable: grandTotal - whtTotal,
    },
    lines: rows.map((row) => ({
      key: row.target.id,
      name: row.target.number,
      description: row.target.date,
      quantity: '1',
      unit: '',
      unitPrice: formatDecimal(row.amount, 2),
      amount: row.amount,
      deduction: false,
    })),
    problem: null,
  };
}

/**
 * The preview for the editor. `editable` is false for a stored document that can no longer change (its
 * stored figures are shown); `extraTargets` are the further documents of a cumulative settlement.
 */
export function previewOf(
  source: DraftSource,
  draft: DocumentDraft,
  options: { editable: boolean; extraTargets?: readonly SalesDocument[] } = { editable: true },
): Preview {
  switch (source.type) {
    case 'existing':
      if (!options.editable || source.document.links.parents.length > 0) {
        return {
          totals: storedTotalsView(source.document),
          lines: storedLines(source.document),
          problem: null,
        };
      }
      return { totals: totalsView(computeDocumentTotals(totalsInputOf(draft))), lines: null, problem: null };
    case 'quotation':
      return quotationPreview(source.quotation, source.mode, draft, source.partialType);
    case 'settlement':
      return settlementPreview([source.target, ...(options.extraTargets ?? [])], draft, source.partial);
    case 'plain':
    case 'adjustment':
      return { totals: totalsView(computeDocumentTotals(totalsInputOf(draft))), lines: null, problem: null };
  }
}
