// How a new document is built from what it is made of: a plain draft; a quotation (in full — deducting its
// deposits —, as a partial by percentage, amount or quantity, or as a deposit; figures from the domain's
// computePartial / computeDeposit / depositDeductionLines); invoices or billing notes it collects or bills
// (receipts, cumulative billing notes: settlement of their balances); or the invoice / cash sale a credit or
// debit note adjusts. Each builder checks the source's life cycle allows it and returns header, lines, the
// computed totals and the links to store. The caller holds the transaction; sources are locked FOR UPDATE so
// two concurrent documents cannot both take the same remaining amount.
import type { CreateDocumentInput, SalesDocumentKind } from '@banchee/contracts';
import {
  CREDIT_NOTE_REASONS_PRODUCT,
  CREDIT_NOTE_REASONS_SERVICE,
  DEBIT_NOTE_REASONS,
  QUANTITY_SCALE,
  allocate,
  allowedActionDefinitions,
  allowedActions,
  computeDeposit,
  computePartial,
  depositDeductionLines,
  formatDecimal,
  parseDecimal,
  parseMoney,
  prorate,
  sumMoney,
  toMoneyString,
  type DocumentAction,
  type DocumentLineInput,
  type DocumentReason,
  type Money,
  type PartialRequest,
  type PartialType,
} from '@banchee/domain';
import { conflict, fromDomain, validationFailed } from './documents.errors.ts';
import {
  headerDefaultsOf,
  headerFromDraft,
  lineDraftOf,
  linesFromDraft,
  type HeaderDraft,
} from './documents.drafts.ts';
import { assertCreditable, assertValidFigures } from './documents.invariants.ts';
import { isActiveStatus, rulesOf } from './documents.kinds.ts';
import { collectableBalance, partialsSoFar, quotationProgress } from './documents.progress.ts';
import {
  findChildLinks,
  findDocument,
  findLines,
  findLinesOfDocuments,
  findParentLinks,
  type DocumentInsert,
  type DocumentRow,
  type LineRow,
  type LinkInsert,
} from './documents.queries.ts';
import {
  computeTotals,
  headerTotalsColumns,
  lineTotalsColumns,
  toDomainLine,
  toTotalsInput,
  type HeaderTotalsColumns,
  type LineDraft,
  type LineItemType,
  type LineKind,
  type LineTotalsColumns,
} from './documents.totals.ts';
import { taxPointOf, undueVatOnReceipt } from './documents.tax-point.ts';
import type { Transaction } from '@banchee/db';

export type LinkDraft = Omit<LinkInsert, 'organizationId' | 'id' | 'childId'>;

/** Columns of the documents row that say what the document was made from. */
export type SourceColumns = Pick<
  DocumentInsert,
  | 'parentQuotationId'
  | 'partialType'
  | 'partialPercent'
  | 'partialAmount'
  | 'isDeposit'
  | 'depositValue'
  | 'isCumulative'
  | 'reasonCode'
  | 'reasonDescription'
  | 'originalAmount'
>;

export interface BuiltDocument {
  header: HeaderDraft;
  lines: LineDraft[];
  computed: { header: HeaderTotalsColumns; lines: LineTotalsColumns[] };
  links: LinkDraft[];
  source: SourceColumns;
}

export interface BuildContext {
  tx: Transaction;
  organizationId: string;
  kind: SalesDocumentKind;
  input: CreateDocumentInput;
  today: string;
}

/** Totals of a header and lines, by the domain, as stored columns. */
export function computeColumns(header: HeaderDraft, lines: readonly LineDraft[]) {
  assertValidFigures(header, lines);
  const totals = computeTotals(header, lines);
  return { header: headerTotalsColumns(totals), lines: totals.lines.map(lineTotalsColumns) };
}

/** A one-unit line of a deposit or of its deduction on the final document, from the domain's line. */
function depositLine(
  lineKind: LineKind,
  itemType: LineItemType,
  name: string,
  saleDescription: string,
  line: Pick<DocumentLineInput, 'quantity' | 'unitPrice' | 'vatCode' | 'whtPercent'>,
): LineDraft {
  return {
    lineKind,
    itemId: null,
    itemType,
    name,
    saleDescription,
    quantity: line.quantity,
    mainUnit: null,
    salePrice: line.unitPrice,
    discountAmount: null,
    discountPercent: null,
    vatType: line.vatCode ?? 'VAT7',
    whtPercent: line.whtPercent ?? null,
    sourceLineId: null,
    sourceDocumentId: null,
  };
}

/**
 * The header of a document made from `source`: the draft's fields over the source's, except the price terms,
 * which the source fixes (its price type unless told, its VAT switch, no document discount).
 */
async function headerFromSource(
  ctx: BuildContext,
  source: DocumentRow,
  priceType: HeaderDraft['priceType'] = source.priceType,
): Promise<HeaderDraft> {
  const draft = {
    ...ctx.input,
    priceType: undefined,
    vatEnabled: undefined,
    discountAmount: undefined,
    discountPercent: undefined,
  };
  const header = await headerFromDraft(
    ctx.tx,
    ctx.organizationId,
    draft,
    headerDefaultsOf(source),
    ctx.today,
  );
  header.priceType = priceType;
  header.vatEnabled = source.vatEnabled;
  header.discountAmount = null;
  header.discountPercent = null;
  return header;
}

// ---------------------------------------------------------------- plain draft

export async function buildPlain(ctx: BuildContext): Promise<BuiltDocument> {
  const items = ctx.input.items ?? [];
  if (items.length === 0) throw validationFailed('items', 'A document needs at least one line');
  const header = await headerFromDraft(ctx.tx, ctx.organizationId, ctx.input, {}, ctx.today);
  const lines = await linesFromDraft(ctx.tx, ctx.organizationId, items);
  return { header, lines, computed: computeColumns(header, lines), links: [], source: {} };
}

// ---------------------------------------------------------------- from a quotation

type QuotationMode = 'full' | 'partial' | 'deposit';

/**
 * The quotation's life cycle must offer a create action for this kind and mode (spec §4 second reading, as
 * the domain's transition table has it): e.g. PARTIALS offers only "Add Partial Billing Note".
 */
function assertQuotationAllows(
  quotation: DocumentRow,
  kind: SalesDocumentKind,
  mode: QuotationMode,
  partialType: PartialType | undefined,
): void {
  const offered = allowedActionDefinitions('QT', quotation.status).filter(
    (definition) => definition.type === 'create' && definition.targetKind === kind,
  );
  const match = offered.find((definition) => {
    if (definition.type !== 'create') return false;
    if (mode === 'deposit') return definition.deposit;
    if (mode === 'partial') return partialType !== undefined && definition.partialTypes.includes(partialType);
    return !definition.deposit && definition.partialTypes.length === 0;
  });
  if (!match) {
    const what =
      mode === 'partial' ? `a ${partialType ?? ''} partial` : mode === 'deposit' ? 'a deposit' : 'a full';
    throw conflict(
      'QT',
      'INVALID_TRANSITION',
      `A quotation in status ${quotation.status} does not allow ${what} ${rulesOf(kind).label}`,
      { status: quotation.status, allowedActions: allowedActions('QT', quotation.status) },
    );
  }
}

function partialFailure(error: {
  code: string;
  message: string;
  details?: Readonly<Record<string, unknown>>;
}) {
  // QUOTATION.INVALID_PARTIAL / PARTIAL_TYPE_NOT_ALLOWED / OVER_BILLED / NOTHING_TO_BILL: business refusals.
  return fromDomain(error);
}

/** "4.0000" → "4", "2.5000" → "2.5". */
const plainQuantity = (quantity: string) =>
  quantity.includes('.') ? quantity.replace(/0+$/, '').replace(/\.$/, '') : quantity;

/**
 * What a one-unit line of a percentage or amount partial stands for: its share of the quotation line with
 * that line's quantity and unit ("เรียกเก็บร้อยละ 30.00 ของ 3 ชิ้น ตามใบเสนอราคาเลขที่ QT…"), so the unit is
 * never lost. Printed on Thai documents, so the words are Thai.
 */
function shareDescription(share: string, from: LineRow | undefined, quotationNumber: string): string {
  const percent = `เรียกเก็บร้อยละ ${formatDecimal(parseDecimal(share, 2), 2)}`;
  if (!from) return `${percent} ของใบเสนอราคาเลขที่ ${quotationNumber}`;
  const unit = from.mainUnit ? ` ${from.mainUnit}` : '';
  return `${percent} ของ ${plainQuantity(from.quantity)}${unit} ตามใบเสนอราคาเลขที่ ${quotationNumber}`;
}

export async function buildFromQuotation(ctx: BuildContext): Promise<BuiltDocument> {
  const { tx, organizationId, kind, input } = ctx;
  const rules = rulesOf(kind);
  if (!rules.fromQuotation) {
    throw validationFailed('parentQuotationId', `A ${rules.label} cannot be made from a quotation`);
  }
  if (input.isDeposit && input.partialType) {
    throw validationFailed(
      'partialType',
      'A deposit is not a partial: send isDeposit or partialType, not both',
    );
  }
  const quotationId = input.parentQuotationId ?? '';
  const quotation = await findDocument(tx, organizationId, quotationId, { forUpdate: true });
  if (!quotation || quotation.kind !== 'QT') {
    throw validationFailed('parentQuotationId', 'No such quotation in this organisation');
  }
  const mode: QuotationMode = input.isDeposit ? 'deposit' : input.partialType ? 'partial' : 'full';
  assertQuotationAllows(quotation, kind, mode, input.partialType);

  const quotationLines = (await findLines(tx, organizationId, quotation.id)).filter(
    (l) => l.lineKind === 'item',
  );
  const children = await findChildLinks(tx, organizationId, quotation.id);
  const activeChildIds = children.filter((c) => isActiveStatus(c.document.status)).map((c) => c.link.childId);
  const progress = quotationProgress(
    quotation,
    children,
    await findLinesOfDocuments(tx, organizationId, activeChildIds),
  );
  const quotationInput = toTotalsInput(quotation, quotationLines.map(lineDraftOf));

  const header = await headerFromSource(ctx, quotation);
  const source: SourceColumns = { parentQuotationId: quotation.id };

  if (mode === 'deposit') {
    if (input.depositValue === undefined) throw validationFailed('depositValue', 'Give the deposit amount');
    const request =
      input.depositType === 'PERCENTAGE'
        ? ({ type: 'PERCENTAGE', percent: input.depositValue } as const)
        : ({ type: 'AMOUNT', amount: input.depositValue } as const);
    const result = computeDeposit(quotationInput, progress.deposited, request, header.date);
    if (!result.ok) throw partialFailure(result.error);
    const itemType = quotationLines[0]?.itemType ?? 'PRODUCT';
    const lines = result.value.input.lines.map((line) =>
      depositLine(
        'item',
        itemType,
        `เงินมัดจำตามใบเสนอราคา ${quotation.number}`,
        `เงินมัดจำร้อยละ ${formatDecimal(parseDecimal(result.value.percent, 2), 2)} ของใบเสนอราคาเลขที่ ${quotation.number}`,
        line,
      ),
    );
    return {
      header,
      lines,
      computed: computeColumns(header, lines),
      links: [
        {
          parentId: quotation.id,
          linkType: 'DEPOSIT',
          percent: result.value.percent,
          amount: toMoneyString(result.value.amount),
        },
      ],
      source: { ...source, isDeposit: true, depositValue: input.depositValue },
    };
  }

  if (mode === 'partial') {
    const partialType = input.partialType as PartialType;
    // Percentage and amount partials both take money and may follow each other; quantity partials track
    // quantities per line and cannot be mixed with them (the remaining quantities would mean nothing).
    const byQuantity = partialType === 'QUANTITY';
    const clash = progress.partialTypes.find((used) => (used === 'QUANTITY') !== byQuantity);
    if (clash) {
      throw conflict(
        'QT',
        'PARTIAL_TYPE_MISMATCH',
        `This quotation is billed by ${clash}; a ${partialType} partial cannot follow`,
        { partialType: clash },
      );
    }
    let request: PartialRequest;
    let percent: string | null = null;
    if (partialType === 'PERCENTAGE') {
      if (input.partialPercent === undefined)
        throw validationFailed('partialPercent', 'Give the percentage to bill');
      percent = input.partialPercent;
      request = { type: 'PERCENTAGE', percent: input.partialPercent };
    } else if (partialType === 'AMOUNT') {
      if (input.partialAmount === undefined)
        throw validationFailed('partialAmount', 'Give the amount to bill');
      request = { type: 'AMOUNT', amount: input.partialAmount };
    } else {
      const items = input.items ?? [];
      const byLine = new Map<string, bigint>();
      items.forEach((item, index) => {
        const lineId = item.quotation_line_id;
        if (!lineId || !quotationLines.some((l) => l.id === lineId)) {
          throw validationFailed(`items.${index}.quotation_line_id`, 'Name a line of the quotation');
        }
        if (byLine.has(lineId)) {
          throw validationFailed(`items.${index}.quotation_line_id`, 'Each quotation line may appear once');
        }
        byLine.set(lineId, parseDecimal(item.quantity, QUANTITY_SCALE));
      });
      if (byLine.size === 0) throw validationFailed('items', 'Give the quantities to bill');
      request = {
        type: 'QUANTITY',
        quantities: quotationLines.map((l) => formatDecimal(byLine.get(l.id) ?? 0n, QUANTITY_SCALE)),
      };
    }
    // The percentage that completes 100 takes exactly what remains (computePartial).
    const billed = partialsSoFar(progress, quotationLines);
    const result = computePartial(quotationInput, billed, request, header.date, {
      allowedTypes: rules.fromQuotation.partialTypes,
    });
    if (!result.ok) throw partialFailure(result.error);
    const share = percent ?? result.value.percent;
    const lines: LineDraft[] = result.value.input.lines.map((line) => {
      const from = quotationLines[line.sourceIndex];
      return {
        lineKind: 'item',
        itemId: from?.itemId ?? null,
        itemType: from?.itemType ?? 'PRODUCT',
        name: from?.name ?? '',
        saleDescription: byQuantity
          ? (from?.saleDescription ?? null)
          : shareDescription(share, from, quotation.number),
        quantity: line.quantity,
        mainUnit: byQuantity ? (from?.mainUnit ?? null) : null,
        salePrice: line.unitPrice,
        discountAmount: line.discountAmount ?? null,
        discountPercent: line.discountPercent ?? null,
        vatType: line.vatCode ?? 'VAT7',
        whtPercent: line.whtPercent ?? null,
        sourceLineId: from?.id ?? null,
        sourceDocumentId: null,
      };
    });
    header.discountAmount = result.value.input.discountAmount ?? null;
    header.discountPercent = result.value.input.discountPercent ?? null;
    return {
      header,
      lines,
      computed: computeColumns(header, lines),
      links: [
        {
          parentId: quotation.id,
          linkType: 'PARTIAL',
          partialType,
          percent: share,
          amount: toMoneyString(result.value.amount),
        },
      ],
      source: {
        ...source,
        partialType,
        partialPercent: share,
        partialAmount: toMoneyString(result.value.amount),
      },
    };
  }

  // Full: the quotation's lines and discount, less every active deposit taken on it (thai-tax-reference §11 h).
  if (progress.billed > 0n) {
    throw conflict('QT', 'OVER_BILLED', 'The quotation is already partly billed: continue with partials');
  }
  header.discountAmount = quotation.discountAmount;
  header.discountPercent = quotation.discountPercent;
  const lines: LineDraft[] = quotationLines.map((line) => ({ ...lineDraftOf(line), sourceLineId: line.id }));
  const links: LinkDraft[] = [
    { parentId: quotation.id, linkType: 'FULL', percent: '100.00', amount: quotation.amountAfterDiscount },
  ];
  if (progress.activeDepositIds.length > 0) {
    const depositLines = (await findLinesOfDocuments(tx, organizationId, progress.activeDepositIds)).filter(
      (l) => l.lineKind === 'item',
    );
    const deposits = children.filter((c) => progress.activeDepositIds.includes(c.link.childId));
    const numbers = deposits.map((d) => d.document.number).join(', ');
    // A deduction has the items' type: services when they all are (as the postings treat it), else goods.
    const itemType = lines.every((l) => l.itemType === 'SERVICE') ? 'SERVICE' : 'PRODUCT';
    for (const deduction of depositDeductionLines(depositLines.map((l) => toDomainLine(lineDraftOf(l))))) {
      lines.push(
        depositLine(
          'deposit_deduction',
          itemType,
          `หักเงินมัดจำ ${numbers}`,
          `Less deposit ${numbers}`,
          deduction,
        ),
      );
    }
    for (const deposit of deposits) {
      links.push({
        parentId: deposit.link.childId,
        linkType: 'DEPOSIT_DEDUCTION',
        amount: deposit.link.amount,
      });
    }
  }
  return { header, lines, computed: computeColumns(header, lines), links, source };
}

// ---------------------------------------------------------------- receipts and cumulative billing notes

/** The source actions (spec §4) a settling document needs on each document it collects or bills. */
function settlementActions(kind: SalesDocumentKind, cumulative: boolean, partial: boolean): DocumentAction[] {
  if (kind === 'BL') return ['CREATE CUMULATIVE BILLING NOTE'];
  if (cumulative) return ['CREATE CUMULATIVE RECEIPT'];
  if (partial) return ['PARTIAL RECEIPT', 'CREATE CUMULATIVE RECEIPT'];
  return ['CREATE RECEIPT', 'CREATE CUMULATIVE RECEIPT'];
}

interface Settlement {
  target: DocumentRow;
  amount: Money;
  vat: Money;
  wht: Money;
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
    const needed = settlementActions(kind, cumulative, partial);
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
    throw conflict(kind, 'MIXED_CUSTOMERS', 'Every document must belong to the same customer');
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
    // A services invoice's undue VAT falls due with this receipt: it carries exactly what it posts.
    const undue = target.kind === 'INV' && (await taxPointOf(tx, target)).vat === 'undue';
    const vat = undue ? await undueVatOnReceipt(tx, target, amount) : share(target.vatAmount);
    settlements.push({ target, amount, vat, wht: share(target.whtAmount) });
  }
  if (input.whtAmount !== undefined) {
    const shares = allocate(
      parseMoney(input.whtAmount),
      settlements.map((s) => s.amount),
    );
    settlements.forEach((s, i) => {
      s.wht = shares[i] ?? 0n;
    });
  }
  const totalAmount = sumMoney(settlements.map((s) => s.amount));
  const totalVat = sumMoney(settlements.map((s) => s.vat));
  const totalWht = sumMoney(settlements.map((s) => s.wht));
  if (totalWht > totalAmount) throw validationFailed('whtAmount', 'Withholding tax cannot exceed the amount');

  const linkType = kind === 'RE' ? 'RECEIPT' : 'CUMULATIVE';
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
      kind === 'RE' && s.target.kind === 'BL' && s.target.isCumulative
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
  const vatType =
    totalVat > 0n ? 'VAT7' : settlements.some((x) => settledVatType(x) === 'VAT0') ? 'VAT0' : 'NONVAT';
  const computedHeader: HeaderTotalsColumns = {
    subtotal: toMoneyString(totalAmount),
    discountTotal: '0.00',
    depositDeducted: '0.00',
    amountAfterDiscount: toMoneyString(totalAmount),
    vatBase: toMoneyString(vatType === 'NONVAT' ? 0n : net),
    vatAmount: toMoneyString(totalVat),
    netTotal: toMoneyString(net),
    grandTotal: toMoneyString(totalAmount),
    whtAmount: toMoneyString(totalWht),
    amountDue: toMoneyString(totalAmount - totalWht),
    taxBreakdown: [
      {
        vatType,
        base: toMoneyString(net),
        vat: toMoneyString(totalVat),
      },
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
    },
  };
}

/** The VAT code of a settlement line: standard-rated when it carries VAT, zero-rated when the settled
 *  document is (its receipt/tax invoice prints "ภาษีมูลค่าเพิ่ม 0%"), else exempt. */
function settledVatType(s: Settlement): 'VAT7' | 'VAT0' | 'EXEMPT' {
  if (s.vat > 0n) return 'VAT7';
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

// ---------------------------------------------------------------- credit and debit notes

const CREDIT_NOTE_REASONS: readonly DocumentReason[] = [
  ...CREDIT_NOTE_REASONS_PRODUCT,
  ...CREDIT_NOTE_REASONS_SERVICE,
];

export async function buildAdjustment(ctx: BuildContext): Promise<BuiltDocument> {
  const { tx, organizationId, kind, input } = ctx;
  const rules = rulesOf(kind);
  const target = await findDocument(tx, organizationId, input.selectedInvoice ?? '', { forUpdate: true });
  if (!target || !(rules.adjusts as readonly string[]).includes(target.kind)) {
    throw validationFailed('selectedInvoice', 'No such invoice or cash sale in this organisation');
  }
  if (!isActiveStatus(target.status)) {
    throw conflict(target.kind, 'INVALID_TRANSITION', `${target.number} is ${target.status}`, {
      status: target.status,
      allowedActions: allowedActions(target.kind, target.status),
    });
  }
  // The invoice's life cycle names the note actions; a cash sale's table has none, so any active one may be
  // adjusted (issue 5: "credit note and debit note against an invoice or cash sale").
  if (target.kind === 'INV') {
    const needed: DocumentAction =
      kind === 'CN' ? 'CREATE CREDIT NOTE/TAX INVOICE' : 'CREATE DEBIT NOTE/TAX INVOICE';
    const offered = allowedActions('INV', target.status);
    if (!offered.includes(needed)) {
      throw conflict(
        'INV',
        'INVALID_TRANSITION',
        `An invoice in status ${target.status} does not allow this`,
        {
          status: target.status,
          allowedActions: offered,
        },
      );
    }
  }
  const items = input.items ?? [];
  if (items.length === 0) throw validationFailed('items', 'Give the lines of the difference');
  const lines = await linesFromDraft(tx, organizationId, items);

  const reasons: readonly DocumentReason[] = kind === 'CN' ? CREDIT_NOTE_REASONS : DEBIT_NOTE_REASONS;
  if (!input.reason) throw validationFailed('reason', 'Choose a reason');
  const reason = reasons.find((r) => r.code === input.reason);
  if (!reason) {
    throw validationFailed('reason', `Unknown reason; one of ${reasons.map((r) => r.code).join(', ')}`);
  }
  if (!lines.some((line) => line.itemType === reason.itemType)) {
    throw validationFailed('reason', `This reason is for ${reason.itemType.toLowerCase()} lines`);
  }
  if (reason.requiresDescription && !input.reasonDescription) {
    throw validationFailed('reasonDescription', 'Describe the reason');
  }

  const header = await headerFromSource(ctx, target);
  const computed = computeColumns(header, lines);

  // The original value (s.86/9–10): the invoice's value before VAT as corrected by earlier active notes.
  const notes = (await findChildLinks(tx, organizationId, target.id)).filter((l) =>
    isActiveStatus(l.document.status),
  );
  const netOf = (type: string) =>
    sumMoney(notes.filter((l) => l.link.linkType === type).map((l) => parseMoney(l.document.netTotal)));
  const original = parseMoney(target.netTotal) + netOf('DEBIT_NOTE') - netOf('CREDIT_NOTE');
  const difference = parseMoney(computed.header.netTotal);
  if (kind === 'CN' && difference > original) {
    throw conflict(
      'CN',
      'EXCEEDS_ORIGINAL',
      `The credit ${toMoneyString(difference)} exceeds the value ${toMoneyString(original)}`,
      {
        originalAmount: toMoneyString(original),
        requested: toMoneyString(difference),
      },
    );
  }
  // With VAT, after earlier notes and payments: a credit note never pushes the balance below zero.
  const balance = collectableBalance(target, notes);
  assertCreditable(kind, parseMoney(computed.header.grandTotal), {
    grandTotal: parseMoney(target.grandTotal),
    debited: balance.debited,
    credited: balance.credited,
    paid: balance.paid,
    refunded: target.kind === 'CA',
  });
  return {
    header,
    lines,
    computed,
    links: [
      {
        parentId: target.id,
        linkType: kind === 'CN' ? 'CREDIT_NOTE' : 'DEBIT_NOTE',
        amount: computed.header.grandTotal,
      },
    ],
    source: {
      reasonCode: reason.code,
      reasonDescription: input.reasonDescription ?? null,
      originalAmount: toMoneyString(original),
    },
  };
}
