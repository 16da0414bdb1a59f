// Reading a month of documents at once for their tax points (decisions 0215, 0216). A report that walks a month
// through the per-document reads (the tax point of each: its lines, the invoice a receipt settles or a note
// adjusts, that invoice's receipts and notes) would send several statements per document. Here the month is
// read in two rounds of statements, and only the columns a tax point and the tax desk read (a bulk read spends
// its time decoding columns, not finding rows); the tax points then read from memory (TaxPointReads). The
// statements order each part as the per-document reads do (documents.queries.ts), so a tax point computed
// from memory is the one computed from the database.
import { columnsReader, documentLines, documentLinks, documents, sql, type SQL } from '@banchee/db';
import type { CalendarDate } from '@banchee/domain';
import { documentsOf, linesByDocument, linksOfDocuments, type DocumentIds } from './documents.bulk.ts';
import type { Db, DocumentRow } from './documents.queries.ts';
import {
  storedReads,
  type TaxPointDocument,
  type TaxPointLineRow,
  type TaxPointLink,
  type TaxPointReads,
  type TotalsLineRow,
} from './documents.tax-point.ts';

/** A month's document as the tax desk lists it: what its tax point reads, with the buyer and the figures. */
export type TaxReportDocument = TaxPointDocument &
  Pick<
    DocumentRow,
    | 'number'
    | 'contactName'
    | 'contactAddress'
    | 'contactTaxId'
    | 'contactBranch'
    | 'taxBreakdown'
    | 'vatAmount'
  >;

const documentColumns = {
  id: documents.id,
  organizationId: documents.organizationId,
  kind: documents.kind,
  status: documents.status,
  date: documents.date,
  issueAsTaxInvoice: documents.issueAsTaxInvoice,
  vatEnabled: documents.vatEnabled,
  priceType: documents.priceType,
  discountAmount: documents.discountAmount,
  discountPercent: documents.discountPercent,
  isDeposit: documents.isDeposit,
  isCumulative: documents.isCumulative,
  number: documents.number,
  contactName: documents.contactName,
  contactAddress: documents.contactAddress,
  contactTaxId: documents.contactTaxId,
  contactBranch: documents.contactBranch,
  taxBreakdown: documents.taxBreakdown,
  vatAmount: documents.vatAmount,
};
const documentReader = columnsReader(documentColumns);
const lineReader = columnsReader({
  documentId: documentLines.documentId,
  lineKind: documentLines.lineKind,
  itemType: documentLines.itemType,
  vatType: documentLines.vatType,
});
const totalsLineReader = columnsReader({
  documentId: documentLines.documentId,
  itemType: documentLines.itemType,
  lineKind: documentLines.lineKind,
  quantity: documentLines.quantity,
  salePrice: documentLines.salePrice,
  discountAmount: documentLines.discountAmount,
  discountPercent: documentLines.discountPercent,
  vatType: documentLines.vatType,
  whtPercent: documentLines.whtPercent,
});
const linkReaders = {
  link: columnsReader({
    linkType: documentLinks.linkType,
    parentId: documentLinks.parentId,
    childId: documentLinks.childId,
    amount: documentLinks.amount,
  }),
  document: columnsReader(
    { status: documents.status, grandTotal: documents.grandTotal, vatAmount: documents.vatAmount },
    'other.',
  ),
};

/** Which parts of which documents to read: rows, lines, links where they are the child / the parent. */
interface DocumentParts {
  readonly rows?: DocumentIds;
  readonly lines?: DocumentIds;
  readonly parents?: DocumentIds;
  readonly children?: DocumentIds;
  /** Lines with their amounts. */
  readonly totalsLines?: DocumentIds;
}

interface PartsRead {
  readonly rows: readonly TaxReportDocument[];
  readonly lines: Map<string, TaxPointLineRow[]>;
  readonly parents: Map<string, TaxPointLink[]>;
  readonly children: Map<string, TaxPointLink[]>;
  readonly totalsLines: Map<string, TotalsLineRow[]>;
}

/**
 * Reads the parts of documents named in `parts`, one statement per part, all four sent at once: on a PostgreSQL
 * server each gets a connection of the pool and they run side by side; PGlite runs them one after the other.
 * Rows come in the order of `order` (default: none).
 */
async function readParts(
  db: Db,
  organizationId: string,
  parts: DocumentParts,
  order: SQL = sql``,
): Promise<PartsRead> {
  const none: DocumentIds = [];
  const rows = parts.rows ?? none;
  const [read, lines, parents, children, totalsLines] = await Promise.all([
    !('where' in rows) && rows.length === 0
      ? []
      : db
          .execute(
            sql`SELECT ${documentReader.select} FROM ${documents}
              WHERE ${documents.organizationId} = ${organizationId}
                AND ${documentsOf(rows)} ${order}`,
          )
          .then(({ rows: raw }) => raw.map(documentReader.read)),
    linesByDocument(db, organizationId, parts.lines ?? none, lineReader),
    linksOfDocuments(db, organizationId, parts.parents ?? none, 'child', linkReaders),
    linksOfDocuments(db, organizationId, parts.children ?? none, 'parent', linkReaders),
    linesByDocument(db, organizationId, parts.totalsLines ?? none, totalsLineReader),
  ]);
  return { rows: read, lines, parents, children, totalsLines };
}

/**
 * The tax points' reads from what was read, the database's (storedReads) for anything not read (none, for
 * the parts readForTaxPoints asks).
 */
function readsFrom(db: Db, organizationId: string, read: readonly PartsRead[]): TaxPointReads {
  const rows = new Map(read.flatMap((part) => part.rows.map((row) => [row.id, row] as const)));
  const merged = <T>(maps: readonly ReadonlyMap<string, T>[]) => new Map(maps.flatMap((map) => [...map]));
  const lines = merged(read.map((part) => part.lines));
  const parents = merged(read.map((part) => part.parents));
  const children = merged(read.map((part) => part.children));
  const totalsLines = merged(read.map((part) => part.totalsLines));
  const stored = storedReads(db);
  const ours = (d: TaxPointDocument) => d.organizationId === organizationId;
  return {
    document: async (org, id) =>
      (org === organizationId ? rows.get(id) : undefined) ?? stored.document(org, id),
    lines: async (d) => (ours(d) ? lines.get(d.id) : undefined) ?? stored.lines(d),
    parents: async (d) => (ours(d) ? parents.get(d.id) : undefined) ?? stored.parents(d),
    children: async (d) => (ours(d) ? children.get(d.id) : undefined) ?? stored.children(d),
    totalsLines: async (d) => (ours(d) ? totalsLines.get(d.id) : undefined) ?? stored.totalsLines(d),
  };
}

/** Kinds whose tax point reads what they settle or adjust. */
const SETTLING: ReadonlySet<string> = new Set(['RE', 'CN', 'DN']);

/** The month's documents of the tax desk: of these kinds, dated from `from` to `to`. */
export interface TaxMonthSelection {
  readonly organizationId: string;
  readonly kinds: readonly string[];
  readonly from: CalendarDate;
  readonly to: CalendarDate;
}

/**
 * The month's documents as the tax desk lists them, by date and number, and the reads their tax points make
 * (documents.tax-point.ts: their lines; for receipts and notes the documents they settle or adjust, with those
 * documents' lines, receipts and notes), read in two rounds of statements: the month's rows, lines and
 * parents selected by date, then what those parents are.
 */
export async function readForTaxPoints(
  db: Db,
  month: TaxMonthSelection,
): Promise<{ readonly rows: TaxReportDocument[]; readonly reads: TaxPointReads }> {
  const { organizationId } = month;
  const of = (kinds: readonly string[]): DocumentIds => ({
    where: sql`${documents.kind} IN (${sql.join(
      kinds.map((kind) => sql`${kind}`),
      sql`, `,
    )}) AND ${documents.date} BETWEEN ${month.from} AND ${month.to}`,
  });
  const first = await readParts(
    db,
    organizationId,
    {
      rows: of(month.kinds),
      // A receipt's own lines play no part in its tax point.
      lines: of(month.kinds.filter((kind) => kind !== 'RE')),
      parents: of(month.kinds.filter((kind) => SETTLING.has(kind))),
    },
    sql`ORDER BY ${documents.date}, ${documents.number}`,
  );
  // A subquery's documents have a group only where rows came back: those with none have none.
  for (const row of first.rows) {
    if (row.kind !== 'RE' && !first.lines.has(row.id)) first.lines.set(row.id, []);
    if (SETTLING.has(row.kind) && !first.parents.has(row.id)) first.parents.set(row.id, []);
  }
  const settledOrAdjusted = [...first.parents.values()].flat().map((parent) => parent.link.parentId);
  // Those of the month itself were read in the first round (their rows and lines; their children were not).
  const monthIds = new Set(first.rows.map((row) => row.id));
  const notRead = settledOrAdjusted.filter((id) => !monthIds.has(id));
  // A note's undue-VAT walk reads the amounts of the invoice it adjusts.
  const adjusted = [...first.parents.values()]
    .flat()
    .filter((parent) => parent.link.linkType === 'CREDIT_NOTE' || parent.link.linkType === 'DEBIT_NOTE')
    .map((parent) => parent.link.parentId);
  const second = await readParts(db, organizationId, {
    rows: notRead,
    lines: notRead,
    children: settledOrAdjusted,
    totalsLines: adjusted,
  });
  return { rows: [...first.rows], reads: readsFrom(db, organizationId, [first, second]) };
}
