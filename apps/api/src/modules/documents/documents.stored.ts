// The new document a transaction has just stored (issue 9 item 10): one statement writes it with its lines,
// links and first history event, and what came back is remembered for the rest of the transaction
// (documents.known.ts), so the parents' status, the posting, the tax point and the answer do not read it again.
import {
  and,
  asInserted,
  differencesFromInserted,
  documentEvents,
  documentLines,
  documentLinks,
  documents,
  eq,
  executeAndCommit,
  executeText,
  insertRows,
  preparedName,
  sql,
  StatementText,
  tableReader,
  type RowAsInserted,
  type Transaction,
} from '@banchee/db';
import type {
  DocumentInsert,
  DocumentRow,
  EventInsert,
  LineInsert,
  LineRow,
  LinkInsert,
} from './documents.queries.ts';
import { remember, rememberLinks, rememberRow } from './documents.known.ts';
import { counterUpsert, numberSql, type NumberSeries } from '../numbering/index.ts';
import { entryCtes, refusedEntry, type EntryRow } from '../journals/index.ts';
import { findPgError } from '../../http/errors.ts';

/** A new document's rows as storeNewDocument takes them. */
export interface NewDocument {
  /** Without its number: the statement takes it from the series' counter (numbering.service.ts). */
  readonly document: Omit<DocumentInsert, 'number'>;
  readonly series: NumberSeries;
  readonly lines: readonly LineInsert[];
  readonly links: readonly LinkInsert[];
  readonly event: EventInsert;
}

/** A new document as it will be stored, known before its statement runs (rememberUnstored, storePostedDocument). */
export interface UnstoredDocument {
  readonly document: RowAsInserted<DocumentRow>;
  readonly lines: readonly RowAsInserted<LineRow>[];
}

/**
 * A new document remembered by the transaction as it will be stored, before it is (decision 0221): its entry is
 * computed from these rows by the posting rules, which read the document and its lines through
 * documents.queries.ts and so find them here. Its number and timestamps are not known yet: reading them throws
 * (asInserted). Only for a document without links, whose posting reads nothing of its own rows from the
 * database (documents.create.ts decides).
 */
export function rememberUnstored(tx: Transaction, values: NewDocument): UnstoredDocument {
  const document = asInserted<DocumentRow>(documents, values.document, ['number']);
  const lines = values.lines.map((line) => asInserted<LineRow>(documentLines, line));
  const row = document.row;
  remember(tx, row.organizationId, row.id, {
    row,
    locked: true,
    lines: lines.map((line) => line.row),
    parents: [],
    children: [],
  });
  return { document, lines };
}

/**
 * Throws when the stored rows differ from those the entry was computed from: never, as they are stored from
 * them (asInserted's values), unless a trigger rewrote them. It runs after the commit: the answer fails loudly.
 */
function assertStoredAsComputed(
  unstored: UnstoredDocument,
  document: DocumentRow,
  lines: readonly LineRow[],
): void {
  const differences = [
    ...differencesFromInserted(documents, unstored.document, document),
    ...unstored.lines.flatMap((line, i) =>
      differencesFromInserted(documentLines, line, lines[i] ?? {}).map((key) => `lines.${i}.${key}`),
    ),
  ];
  if (unstored.lines.length !== lines.length) differences.push('lines');
  if (differences.length > 0) {
    throw new Error(
      `document ${document.id} was stored unlike the rows it posted from: ${differences.join(', ')}`,
    );
  }
}

/** The stored rows of the statement's CTEs, each under its prefix (d., e., l., k.). */
const stored = {
  document: tableReader(documents, 'd.', 'd'),
  event: tableReader(documentEvents, 'e.', 'e'),
  line: tableReader(documentLines, 'l.', 'l'),
  link: tableReader(documentLinks, 'k.', 'k'),
};

/**
 * A new document's statement: its number, lines, links and first history event (data-modifying CTEs: the
 * counter's upsert, then the rows), and with `posted` its journal entry, the rows coming back as stored
 * (RETURNING). The lines' lock-period trigger sees no document yet and lets them pass; the document's own trigger
 * checks its date.
 */
function documentStatement(
  values: NewDocument,
  posted?: { unstored: UnstoredDocument; entry: EntryRow | undefined },
): { text: string; params: unknown[] } {
  const { organizationId, date } = values.document;
  const statement = new StatementText();
  const counter = statement.fragment(counterUpsert(organizationId, values.series, date));
  const number = `(SELECT ${statement.fragment(numberSql(values.series, date, sql`last_number`))} FROM n)`;
  const nothing = (table: string) => `SELECT * FROM ${table} WHERE false`;
  // A posted document stores the rows its entry was computed from (asInserted), exactly.
  const document = posted?.unstored.document.values ?? values.document;
  const lines = posted?.unstored.lines.map((line) => line.values) ?? values.lines;
  const insertDocument = insertRows(statement, documents, [document], { number });
  const insertEvent = insertRows(statement, documentEvents, [values.event]);
  const insertLines =
    lines.length > 0 ? insertRows(statement, documentLines, lines) : nothing('document_lines');
  const insertLinks =
    values.links.length > 0 ? insertRows(statement, documentLinks, values.links) : nothing('document_links');
  // The entry takes the document's number from its CTE; when the accounts' check in the entry's CTEs refuses
  // it, the statement refuses itself (migration 0049): the document is never stored without its entry.
  const entry = posted?.entry ? `, ${entryCtes(statement, posted.entry, '(SELECT number FROM d)')}` : '';
  const entryCheck = posted?.entry
    ? `, CASE WHEN EXISTS (SELECT 1 FROM je) THEN NULL
        ELSE statement_refused('the journal entry was refused') END AS "entry_refused"`
    : '';
  // One row per line, each carrying the document and the event, and the links beside the first line (or
  // beside no line): the shapes side by side, by prefix, read by their column readers (no per-field mapping).
  const text = `WITH n AS (${counter}), d AS (${insertDocument}), e AS (${insertEvent}), l AS (${insertLines}),
      k AS (${insertLinks})${entry}
    SELECT ${statement.fragment(stored.document.select)}, ${statement.fragment(stored.event.select)},
      ${statement.fragment(stored.line.select)}, ${statement.fragment(stored.link.select)}${entryCheck}
    FROM d JOIN e ON true LEFT JOIN l ON true LEFT JOIN k ON coalesce(l.position, 0) = 0
    ORDER BY l.position`;
  return { text, params: statement.params };
}

/** The stored rows of a document statement, remembered for the rest of the transaction (documents.known.ts). */
function rememberStored(tx: Transaction, rows: readonly Record<string, unknown>[]) {
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
  return { document, lines };
}

/**
 * A new document in one statement (documentStatement). The counter row stays locked until the transaction ends
 * (gapless numbers), so taking it in the last statement before the posting keeps that wait short: the document
 * and what it is made of are remembered for the rest of the transaction (documents.known.ts).
 */
export async function storeNewDocument(tx: Transaction, values: NewDocument): Promise<DocumentRow> {
  const { text, params } = documentStatement(values);
  const { rows } = await executeText(tx, text, params, preparedName('document', text));
  return rememberStored(tx, rows).document;
}

/**
 * A new document whose entry was computed before it is stored (rememberUnstored, then the posting rules), with
 * that entry, in one statement; its transaction commits right behind it (executeAndCommit, decision 0221): the
 * counters of its number and its JV number are held only while the server runs it. What the caller does after
 * this is no longer in the document's transaction: it may only read (the answer). Throws the LedgerError naming
 * the account when the entry was refused (nothing was stored).
 */
export async function storePostedDocument(
  tx: Transaction,
  values: NewDocument,
  unstored: UnstoredDocument,
  entry: EntryRow | undefined,
): Promise<DocumentRow> {
  const { text, params } = documentStatement(values, { unstored, entry });
  let rows: readonly Record<string, unknown>[];
  try {
    ({ rows } = await executeAndCommit(tx, text, params, preparedName('document', text)));
  } catch (error) {
    // The statement refusing itself (migration 0049): the entry's accounts, read again, say why.
    if (entry && findPgError(error)?.constraint === 'statement_refused') await refusedEntry(tx, entry);
    throw error;
  }
  const { document, lines } = rememberStored(tx, rows);
  assertStoredAsComputed(unstored, document, lines);
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
