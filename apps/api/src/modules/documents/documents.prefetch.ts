// Reading many documents at once into what a transaction knows (documents.known.ts). A report that walks a
// month of documents through the per-document reads (the tax point of each: its lines, the invoice a receipt
// settles or a note adjusts, that invoice's receipts and notes) would otherwise send several statements per
// document; after rememberDocuments those reads are answered from memory. The statements order each part as
// the per-document reads do (documents.queries.ts), so what is remembered is exactly what they would return.
import { and, documents, eq, inArray } from '@banchee/db';
import { PgTransaction } from '@banchee/db/pg-core';
import { knownOf, remember } from './documents.known.ts';
import { findLinesOfDocuments, linksOfDocuments, type Db, type DocumentRow } from './documents.queries.ts';

/** Ids per statement (well under PostgreSQL's 65,535 parameters). */
const CHUNK = 10_000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * Reads the documents `ids` of the organisation (rows and lines, and their parent or child links when asked)
 * into what the transaction `tx` knows, a few statements in all, and returns the rows found in the order of
 * `ids`. Parts already known are not read again. Outside a transaction nothing can be remembered: use a
 * transaction.
 */
export async function rememberDocuments(
  tx: Db,
  organizationId: string,
  ids: readonly string[],
  parts: { readonly parents?: boolean; readonly children?: boolean } = {},
): Promise<DocumentRow[]> {
  if (!(tx instanceof PgTransaction)) throw new Error('rememberDocuments needs a transaction');
  const unique = [...new Set(ids)];
  const unread = unique.filter((id) => !knownOf(tx, organizationId, id)?.row);
  for (const part of chunks(unread)) {
    const rows = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.organizationId, organizationId), inArray(documents.id, part)));
    for (const row of rows) remember(tx, organizationId, row.id, { row });
  }
  const found = unique.filter((id) => knownOf(tx, organizationId, id)?.row);
  await findLinesOfDocuments(tx, organizationId, found);
  for (const [side, key] of [
    ['child', 'parents'],
    ['parent', 'children'],
  ] as const) {
    if (!parts[key]) continue;
    const missing = found.filter((id) => !knownOf(tx, organizationId, id)?.[key]);
    for (const part of chunks(missing)) {
      for (const [id, links] of await linksOfDocuments(tx, organizationId, part, side)) {
        remember(tx, organizationId, id, { [key]: links });
      }
    }
  }
  return ids.flatMap((id) => knownOf(tx, organizationId, id)?.row ?? []);
}

/**
 * The documents `ids` with everything their tax points read (documents.tax-point.ts: their lines; for receipts
 * and notes the documents they settle or adjust, with those documents' lines, receipts and notes), remembered
 * by the transaction: taxPointOf then asks the database nothing for them. Returns the rows in the order of
 * `ids`.
 */
export async function rememberForTaxPoints(
  tx: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<DocumentRow[]> {
  const rows = await rememberDocuments(tx, organizationId, ids, { parents: true });
  const settledOrAdjusted = rows
    .filter((row) => row.kind === 'RE' || row.kind === 'CN' || row.kind === 'DN')
    .flatMap((row) => knownOf(tx, organizationId, row.id)?.parents ?? [])
    .map((parent) => parent.link.parentId);
  await rememberDocuments(tx, organizationId, settledOrAdjusted, { children: true });
  return rows;
}
