// How a new document is built from what it is made of — the shared parts of the builders: the types they
// return, the totals of a header and lines, deposit lines, the header taken from a source document, and the
// plain draft. The builders by role: documents.from-order.ts (an order made into bills), documents.settlement.ts
// (receipts, payment slips, cumulative billing notes), documents.adjustment.ts (credit and debit notes). Each
// checks the source's life cycle allows it and returns header, lines, the computed totals and the links to store.
import type { CreateDocumentInput } from '@banchee/contracts';
import { type DocumentLineInput, type DocumentKind } from '@banchee/domain';
import { validationFailed } from './documents.errors.ts';
import { headerDefaultsOf, headerFromDraft, linesFromDraft, type HeaderDraft } from './documents.drafts.ts';
import { assertValidFigures } from './documents.invariants.ts';
import { type DocumentInsert, type DocumentRow, type LinkInsert } from './documents.queries.ts';
import {
  computeTotals,
  headerTotalsColumns,
  lineTotalsColumns,
  type HeaderTotalsColumns,
  type LineDraft,
  type LineItemType,
  type LineKind,
  type LineTotalsColumns,
} from './documents.totals.ts';
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
  | 'whtPayer'
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
  kind: DocumentKind;
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
export function depositLine(
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
export async function headerFromSource(
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
