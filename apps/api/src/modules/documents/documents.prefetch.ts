// Reading many documents at once into what a transaction knows (documents.known.ts). A report that walks a
// month of documents through the per-document reads (the tax point of each: its lines, the invoice a receipt
// settles or a note adjusts, that invoice's receipts and notes) would otherwise send several statements per
// document; after rememberParts those reads are answered from memory. The statements order each part as
// the per-document reads do (documents.queries.ts), so what is remembered is exactly what they would return.
import { and, documents, eq } from '@banchee/db';
import { PgTransaction } from '@banchee/db/pg-core';
import { remember } from './documents.known.ts';
import {
  anyOf,
  linesByDocument,
  linksOfDocuments,
  type Db,
  type DocumentRow,
  type LineRow,
  type LinkWithDocument,
} from './documents.queries.ts';

/** Which parts of which documents to read: rows, lines, links where they are the child / the parent. */
export interface DocumentParts {
  readonly rows?: readonly string[];
  readonly lines?: readonly string[];
  readonly parents?: readonly string[];
  readonly children?: readonly string[];
}

/** What readParts read, for rememberParts. */
export interface PartsRead {
  readonly rows: readonly DocumentRow[];
  readonly lines: ReadonlyMap<string, LineRow[]>;
  readonly parents: ReadonlyMap<string, LinkWithDocument[]>;
  readonly children: ReadonlyMap<string, LinkWithDocument[]>;
}

/**
 * Reads the parts of documents named in `parts`, one statement per part, all four sent at once: on a PostgreSQL
 * server each gets a connection of the pool and they run side by side (no transaction is held meanwhile, so
 * no reader waits for a connection another holds); PGlite runs them one after the other.
 */
export async function readParts(db: Db, organizationId: string, parts: DocumentParts): Promise<PartsRead> {
  const ids = (list: readonly string[] | undefined) => [...new Set(list ?? [])];
  const rowIds = ids(parts.rows);
  const [rows, lines, parents, children] = await Promise.all([
    rowIds.length === 0
      ? []
      : db
          .select()
          .from(documents)
          .where(and(eq(documents.organizationId, organizationId), anyOf(documents.id, rowIds))),
    linesByDocument(db, organizationId, ids(parts.lines)),
    linksOfDocuments(db, organizationId, ids(parts.parents), 'child'),
    linksOfDocuments(db, organizationId, ids(parts.children), 'parent'),
  ]);
  return { rows, lines, parents, children };
}

/** Remembers what readParts read in the transaction `tx` (documents.known.ts). */
export function rememberParts(tx: Db, organizationId: string, read: PartsRead): void {
  if (!(tx instanceof PgTransaction)) throw new Error('rememberParts needs a transaction');
  for (const row of read.rows) remember(tx, organizationId, row.id, { row });
  for (const [id, lines] of read.lines) remember(tx, organizationId, id, { lines });
  for (const [id, parents] of read.parents) remember(tx, organizationId, id, { parents });
  for (const [id, children] of read.children) remember(tx, organizationId, id, { children });
}

/**
 * Everything the tax points of `docs` (the month's sales documents, with their kinds) read
 * (documents.tax-point.ts: their lines; for receipts and notes the documents they settle or adjust, with those
 * documents' lines, receipts and notes), in two rounds of statements. Remembered by a transaction
 * (rememberParts), taxPointOf then asks the database nothing for them.
 */
export async function readForTaxPoints(
  db: Db,
  organizationId: string,
  docs: readonly { readonly id: string; readonly kind: string }[],
): Promise<{ readonly rows: DocumentRow[]; readonly parts: readonly PartsRead[] }> {
  const settling = docs.filter((d) => d.kind === 'RE' || d.kind === 'CN' || d.kind === 'DN');
  const first = await readParts(db, organizationId, {
    rows: docs.map((d) => d.id),
    // A receipt's own lines play no part in its tax point.
    lines: docs.filter((d) => d.kind !== 'RE').map((d) => d.id),
    parents: settling.map((d) => d.id),
  });
  const settledOrAdjusted = [...first.parents.values()].flat().map((parent) => parent.link.parentId);
  // Those of the month itself were read in the first round (their rows and lines; their children were not).
  const monthIds = new Set(docs.map((d) => d.id));
  const notRead = settledOrAdjusted.filter((id) => !monthIds.has(id));
  const second = await readParts(db, organizationId, {
    rows: notRead,
    lines: notRead,
    children: settledOrAdjusted,
  });
  const byId = new Map(first.rows.map((row) => [row.id, row]));
  return { rows: docs.flatMap((d) => byId.get(d.id) ?? []), parts: [first, second] };
}
