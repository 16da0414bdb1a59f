// The new document a transaction has just stored (issue 9 item 10): one statement writes it with its lines,
// links and first history event, and what came back is remembered for the rest of the transaction
// (documents.known.ts), so the parents' status, the posting, the tax point and the answer do not read it again.
import {
  and,
  documentEvents,
  documentLines,
  documentLinks,
  documents,
  eq,
  executeText,
  insertRows,
  preparedName,
  sql,
  StatementText,
  tableReader,
  type Transaction,
} from '@banchee/db';
import type {
  DocumentInsert,
  DocumentRow,
  EventInsert,
  LineInsert,
  LinkInsert,
} from './documents.queries.ts';
import { remember, rememberLinks, rememberRow } from './documents.known.ts';
import { counterUpsert, numberSql, type NumberSeries } from '../numbering/index.ts';

/** The stored rows of the statement's CTEs, each under its prefix (d., e., l., k.). */
const stored = {
  document: tableReader(documents, 'd.', 'd'),
  event: tableReader(documentEvents, 'e.', 'e'),
  line: tableReader(documentLines, 'l.', 'l'),
  link: tableReader(documentLinks, 'k.', 'k'),
};

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
  const statement = new StatementText();
  const counter = statement.fragment(counterUpsert(organizationId, values.series, date));
  const number = `(SELECT ${statement.fragment(numberSql(values.series, date, sql`last_number`))} FROM n)`;
  const nothing = (table: string) => `SELECT * FROM ${table} WHERE false`;
  const insertDocument = insertRows(statement, documents, [values.document], { number });
  const insertEvent = insertRows(statement, documentEvents, [values.event]);
  const insertLines =
    values.lines.length > 0 ? insertRows(statement, documentLines, values.lines) : nothing('document_lines');
  const insertLinks =
    values.links.length > 0 ? insertRows(statement, documentLinks, values.links) : nothing('document_links');
  // One row per line, each carrying the document and the event, and the links beside the first line (or
  // beside no line): the shapes side by side, by prefix, read by their column readers (no per-field mapping).
  const text = `WITH n AS (${counter}), d AS (${insertDocument}), e AS (${insertEvent}), l AS (${insertLines}),
      k AS (${insertLinks})
    SELECT ${statement.fragment(stored.document.select)}, ${statement.fragment(stored.event.select)},
      ${statement.fragment(stored.line.select)}, ${statement.fragment(stored.link.select)}
    FROM d JOIN e ON true LEFT JOIN l ON true LEFT JOIN k ON coalesce(l.position, 0) = 0
    ORDER BY l.position`;
  const { rows } = await executeText(tx, text, statement.params, preparedName('document', text));
  const first = rows[0];
  if (!first) throw new Error('the document just stored came back empty');
  const document = stored.document.read(first);
  const event = stored.event.read(first);
  const lines = [
    ...new Map(rows.filter((r) => r['l.id'] !== null).map((r) => [r['l.id'], stored.line.read(r)])).values(),
  ];
  const links = rows.filter((r) => r['k.id'] !== null).map((r) => stored.link.read(r));
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
