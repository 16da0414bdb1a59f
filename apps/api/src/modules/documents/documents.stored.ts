// The new document a transaction has just stored (issue 9 item 10): one statement writes it with its lines,
// links and first history event, and what came back is remembered for the rest of the transaction
// (documents.known.ts), so the parents' status, the posting, the tax point and the answer do not read it again.
import {
  and,
  asc,
  documentEvents,
  documentLines,
  documentLinks,
  documents,
  eq,
  sql,
  type SQL,
  type Transaction,
} from '@banchee/db';
import type { PgColumn } from '@banchee/db/pg-core';
import type {
  DocumentInsert,
  DocumentRow,
  EventInsert,
  EventRow,
  LineInsert,
  LineRow,
  LinkInsert,
  LinkRow,
} from './documents.queries.ts';
import { remember, rememberLinks, rememberRow } from './documents.known.ts';
import { counterUpsert, numberSql, type NumberSeries } from '../numbering/index.ts';

/**
 * A new document with its number, lines, links and first history event in one statement (data-modifying CTEs:
 * the counter's upsert, then the rows), the rows coming back as stored (RETURNING). The counter row stays
 * locked until the transaction ends (gapless numbers), so taking it in the last statement before the posting
 * keeps that wait short: the document and what it is made of are remembered for the rest of
 * the transaction (documents.known.ts). The lines' lock-period trigger sees no document yet and lets them pass;
 * the document's own trigger checks its date.
 */
export async function storeNewDocument(
  tx: Transaction,
  values: {
    /** Without its number: the statement takes it from the series' counter (numbering.service.ts). */
    document: Omit<DocumentInsert, 'number'>;
    series: NumberSeries;
    lines: readonly LineInsert[];
    links: readonly LinkInsert[];
    event: EventInsert;
  },
): Promise<DocumentRow> {
  const { organizationId, date } = values.document;
  const n = tx
    .$with('n', { running: sql<number>`last_number` })
    .as(counterUpsert(organizationId, values.series, date));
  const number = sql<string>`(SELECT ${numberSql(values.series, date, sql`last_number`)} FROM n)`;
  const d = tx.$with('d').as(
    tx
      .insert(documents)
      .values({ ...values.document, number })
      .returning(),
  );
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
  const k = tx.$with('k').as(
    values.links.length > 0
      ? tx
          .insert(documentLinks)
          .values([...values.links])
          .returning()
      : tx
          .select()
          .from(documentLinks)
          .where(sql`false`),
  );
  // One row per line, each carrying the document and the event, and the links beside the first line (or
  // beside no line): the shapes side by side, by prefix.
  const rows = (await tx
    .with(n, d, e, l, k)
    .select({ ...prefixed(d, 'd.'), ...prefixed(e, 'e.'), ...prefixed(l, 'l.'), ...prefixed(k, 'k.') })
    .from(d)
    .innerJoin(e, sql`true`)
    .leftJoin(l, sql`true`)
    .leftJoin(k, sql`coalesce(${l.position}, 0) = 0`)
    .orderBy(asc(l.position))) as Record<string, unknown>[];
  const first = rows[0];
  if (!first) throw new Error('the document just stored came back empty');
  const document = unprefixed<DocumentRow>(first, 'd.');
  const event = unprefixed<EventRow>(first, 'e.');
  const lines = [
    ...new Map(
      rows.filter((r) => r['l.id'] !== null).map((r) => [r['l.id'], unprefixed<LineRow>(r, 'l.')]),
    ).values(),
  ];
  const links = rows.filter((r) => r['k.id'] !== null).map((r) => unprefixed<LinkRow>(r, 'k.'));
  remember(tx, document.organizationId, document.id, {
    row: document,
    locked: true,
    lines,
    events: [event],
    lastManualStatus: event.toStatus,
    ...(links.length === 0 ? { parents: [] } : {}),
    children: [],
  });
  rememberLinks(tx, document, links);
  return document;
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

/**
 * A document's new status with the history event that says why, in one statement (the UPDATE and the INSERT as
 * data-modifying CTEs); the row as it now is comes back and is remembered (documents.known.ts).
 */
export async function storeStatusChange(
  tx: Transaction,
  organizationId: string,
  id: string,
  status: string,
  event: EventInsert,
): Promise<DocumentRow> {
  const u = tx.$with('u').as(
    tx
      .update(documents)
      .set({ status, updatedAt: sql`now()` })
      .where(and(eq(documents.organizationId, organizationId), eq(documents.id, id)))
      .returning(),
  );
  const e = tx.$with('e').as(tx.insert(documentEvents).values(event).returning({ id: documentEvents.id }));
  const [row] = await tx.with(u, e).select().from(u);
  if (!row) throw new Error(`document ${id} vanished while its status changed`);
  rememberRow(tx, row);
  const auto = event.details?.['auto'] === true;
  if (!auto) remember(tx, organizationId, id, { lastManualStatus: event.toStatus });
  return row;
}
