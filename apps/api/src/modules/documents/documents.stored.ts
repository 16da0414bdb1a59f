// The new document a transaction has just stored (issue 9 item 10): one statement writes it with its lines,
// links and first history event, and what came back is remembered for the rest of the transaction, so the
// posting, the tax point and the answer do not read it again. documents.queries.ts consults and clears it.
import {
  asc,
  documentEvents,
  documentLines,
  documentLinks,
  documents,
  sql,
  type SQL,
  type Transaction,
} from '@banchee/db';
import type { PgColumn } from '@banchee/db/pg-core';
import type {
  Db,
  DocumentInsert,
  DocumentRow,
  EventInsert,
  EventRow,
  LineInsert,
  LineRow,
  LinkInsert,
  LinkWithDocument,
} from './documents.queries.ts';

/**
 * What a transaction just stored of a new document (storeNewDocument), as the database returned it: the reads
 * that follow in the same transaction (the posting, the tax point, the answer) take it from here instead of
 * asking again. Keyed by the transaction object, so it ends with it; any write through this file to the
 * document, its lines, links or history forgets it (every write to those tables goes through this file).
 */
interface StoredDocument {
  row: DocumentRow;
  lines: LineRow[];
  events: EventRow[];
  /** Known when the document was stored without links (then it has no parents); otherwise read. */
  parents?: LinkWithDocument[];
  children: LinkWithDocument[];
}

const storedDocuments = new WeakMap<Db, Map<string, StoredDocument>>();

export function storedOf(db: Db, id: string): StoredDocument | undefined {
  return storedDocuments.get(db)?.get(id);
}

export function forget(db: Db, ...ids: string[]): void {
  const known = storedDocuments.get(db);
  if (known) for (const id of ids) known.delete(id);
}

/**
 * A new document with its lines, links and first history event in one statement (data-modifying CTEs), the
 * rows coming back as stored (RETURNING): the document and what it is made of are remembered for the rest of
 * the transaction (StoredDocument). The lines' lock-period trigger sees no document yet and lets them pass;
 * the document's own trigger checks its date.
 */
export async function storeNewDocument(
  tx: Transaction,
  values: {
    document: DocumentInsert;
    lines: readonly LineInsert[];
    links: readonly LinkInsert[];
    event: EventInsert;
  },
): Promise<DocumentRow> {
  const d = tx.$with('d').as(tx.insert(documents).values(values.document).returning());
  const e = tx.$with('e').as(tx.insert(documentEvents).values(values.event).returning());
  const l = tx.$with('l').as(
    values.lines.length > 0
      ? tx
          .insert(documentLines)
          .values([...values.lines])
          .returning()
      : tx
          .select()
          .from(documentLines)
          .where(sql`false`),
  );
  const ctes = [d, e, l];
  if (values.links.length > 0)
    ctes.push(
      tx.$with('k').as(
        tx
          .insert(documentLinks)
          .values([...values.links])
          .returning(),
      ) as never,
    );
  // One row per line, each carrying the document and the event: the three shapes side by side, by prefix.
  const rows = (await tx
    .with(...ctes)
    .select({ ...prefixed(d, 'd.'), ...prefixed(e, 'e.'), ...prefixed(l, 'l.') })
    .from(d)
    .innerJoin(e, sql`true`)
    .leftJoin(l, sql`true`)
    .orderBy(asc(l.position))) as Record<string, unknown>[];
  const first = rows[0];
  if (!first) throw new Error('the document just stored came back empty');
  const document = unprefixed<DocumentRow>(first, 'd.');
  const event = unprefixed<EventRow>(first, 'e.');
  const lines = rows.filter((r) => r['l.id'] !== null).map((r) => unprefixed<LineRow>(r, 'l.'));
  const stored: StoredDocument = {
    row: document,
    lines,
    events: [event],
    ...(values.links.length === 0 ? { parents: [] } : {}),
    children: [],
  };
  let known = storedDocuments.get(tx);
  if (!known) storedDocuments.set(tx, (known = new Map<string, StoredDocument>()));
  known.set(stored.row.id, stored);
  forget(tx, ...values.links.map((link) => link.parentId));
  return stored.row;
}

/** The columns of a CTE (or table) under `prefix` + their name, for a select of several side by side. */
function prefixed(source: object, prefix: string): Record<string, SQL.Aliased | PgColumn> {
  const fields = (source as { _: { selectedFields: Record<string, SQL.Aliased | PgColumn> } })._
    .selectedFields;
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [`${prefix}${key}`, field]));
}

function unprefixed<T>(row: Record<string, unknown>, prefix: string): T {
  return Object.fromEntries(
    Object.entries(row).flatMap(([key, value]) =>
      key.startsWith(prefix) ? [[key.slice(prefix.length), value]] : [],
    ),
  ) as T;
}
