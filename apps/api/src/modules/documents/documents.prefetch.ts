// Reading many documents at once into what a transaction knows (documents.known.ts). A report that walks a
// month of documents through the per-document reads (the tax point of each: its lines, the invoice a receipt
// settles or a note adjusts, that invoice's receipts and notes) would otherwise send several statements per
// document; after rememberDocuments those reads are answered from memory. The statements order each part as
// the per-document reads do (documents.queries.ts), so what is remembered is exactly what they would return.
import { and, documents, eq } from '@banchee/db';
import { PgTransaction } from '@banchee/db/pg-core';
import { knownOf, remember } from './documents.known.ts';
import {
  anyOf,
  findLinesOfDocuments,
  linksOfDocuments,
  type Db,
  type DocumentRow,
} from './documents.queries.ts';

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
  if (unread.length > 0) {
    const rows = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.organizationId, organizationId), anyOf(documents.id, unread)));
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
    for (const [id, links] of await linksOfDocuments(tx, organizationId, missing, side)) {
      remember(tx, organizationId, id, { [key]: links });
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
  const rows = await rememberDocuments(tx, organizationId, ids);
  const settling = rows.filter((row) => row.kind === 'RE' || row.kind === 'CN' || row.kind === 'DN');
  await rememberDocuments(
    tx,
    organizationId,
    settling.map((row) => row.id),
    { parents: true },
  );
  const settledOrAdjusted = settling
    .flatMap((row) => knownOf(tx, organizationId, row.id)?.parents ?? [])
    .map((parent) => parent.link.parentId);
  await rememberDocuments(tx, organizationId, settledOrAdjusted, { children: true });
  return rows;
}
