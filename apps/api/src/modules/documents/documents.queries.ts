// SQL of the documents module. Every function takes the organisation id and filters on it (architecture §3.2):
// a document of another organisation is simply not found. Rows come back with numeric columns as decimal
// strings (money never becomes a JS float).
import type { DocumentKind } from '@banchee/domain';
import {
  and,
  asc,
  desc,
  documentEvents,
  documentLines,
  documentLinks,
  documents,
  eq,
  getTableColumns,
  gte,
  ilike,
  lte,
  or,
  organizationMembers,
  sql,
  columnsReader,
  tableReader,
  type ColumnsReader,
  type Database,
  type SQL,
  type Transaction,
} from '@banchee/db';
import type { PgColumn } from '@banchee/db/pg-core';
import { forget, forgetParts, knownOf, remember, rememberRow } from './documents.known.ts';
import { selectPage, type Page } from '../../http/pagination.ts';
import { likePattern } from '../../http/serialize.ts';

export type Db = Database | Transaction;
export type DocumentRow = typeof documents.$inferSelect;
export type DocumentInsert = typeof documents.$inferInsert;
export type LineRow = typeof documentLines.$inferSelect;
export type LineInsert = typeof documentLines.$inferInsert;
export type LinkRow = typeof documentLinks.$inferSelect;
export type LinkInsert = typeof documentLinks.$inferInsert;
export type EventRow = typeof documentEvents.$inferSelect;
export type EventInsert = typeof documentEvents.$inferInsert;

/** A link with the document at its other end (for `links.parents` / `links.children` and balances). */
export interface LinkWithDocument {
  link: LinkRow;
  document: Pick<
    DocumentRow,
    'id' | 'kind' | 'number' | 'status' | 'date' | 'grandTotal' | 'netTotal' | 'vatAmount' | 'partialType'
  >;
}

export const linkedDocumentColumns = {
  id: documents.id,
  kind: documents.kind,
  number: documents.number,
  status: documents.status,
  date: documents.date,
  grandTotal: documents.grandTotal,
  netTotal: documents.netTotal,
  vatAmount: documents.vatAmount,
  partialType: documents.partialType,
};

/** Bulk reads decode rows with the columns' own decoders (@banchee/db rows.ts, decision 0216). */
const lineReader = tableReader(documentLines);
const linkReader = tableReader(documentLinks);
const linkedReader = columnsReader(linkedDocumentColumns, 'other.');

/**
 * Documents named in a bulk read: a list of ids, or a condition on the organisation's documents (a month's,
 * say, read by their dates rather than by thousands of ids sent back).
 */
export type DocumentIds = readonly string[] | { readonly where: SQL };

/** The organisation's documents meeting `where`, as a subquery of ids. */
function idsWhere(organizationId: string, where: SQL): SQL {
  return sql`SELECT ${documents.id} FROM ${documents} WHERE ${documents.organizationId} = ${organizationId} AND ${where}`;
}

/**
 * The ids as one uuid[] array parameter: a statement for thousands of documents binds one value instead of
 * one per id (an IN list of 2,000 parameters cost more to send and plan than to run). An array literal in
 * one text parameter (both drivers, no array serialisation); ids are uuids, so no element needs quoting —
 * anything else fails the cast and is refused by the database.
 */
function uuidArray(ids: readonly string[]): SQL {
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}

/** `column = ANY(ids)` (one array parameter), or `column IN (the documents' ids)`. */
export function anyOf(column: PgColumn, ids: DocumentIds, organizationId = ''): SQL {
  if ('where' in ids) return sql`${column} IN (${idsWhere(organizationId, ids.where)})`;
  return ids.length === 1 ? sql`${column} = ${ids[0]}` : sql`${column} = ANY(${uuidArray(ids)})`;
}

/** The ids as rows `q(id)`, each once: the list unnested, or the documents' ids. */
function idRows(organizationId: string, ids: DocumentIds): SQL {
  return 'where' in ids
    ? sql`(${idsWhere(organizationId, ids.where)}) AS q(id)`
    : sql`unnest(${uuidArray([...new Set(ids)])}) AS q(id)`;
}

const noIds = (ids: DocumentIds) => !('where' in ids) && ids.length === 0;

/** A group per listed id (a subquery's ids get one as their rows arrive). */
function groupsOf<T>(ids: DocumentIds): Map<string, T[]> {
  return new Map('where' in ids ? [] : ids.map((id) => [id, [] as T[]]));
}

function pushTo<T>(groups: Map<string, T[]>, id: string, item: T): void {
  const group = groups.get(id);
  if (group) group.push(item);
  else groups.set(id, [item]);
}

/**
 * One document of the organisation; `forUpdate` locks its row until the transaction ends (and learns the
 * status its last manual event left, which the derived status of a parent starts from). Inside a transaction
 * a document already read (locked, when asked) is not read again (documents.known.ts).
 */
export async function findDocument(
  db: Db,
  organizationId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<DocumentRow | undefined> {
  const known = knownOf(db, organizationId, id);
  if (known?.row && (known.locked || !options.forUpdate)) return known.row;
  const where = and(eq(documents.organizationId, organizationId), eq(documents.id, id));
  if (!options.forUpdate) {
    const [row] = await db.select().from(documents).where(where);
    if (row) remember(db, organizationId, id, { row });
    return row;
  }
  const [found] = await db
    .select({ row: getTableColumns(documents), lastManualStatus: lastManualStatusOf(organizationId, id) })
    .from(documents)
    .where(where)
    .for('update');
  if (found) {
    remember(db, organizationId, id, {
      row: found.row,
      locked: true,
      lastManualStatus: found.lastManualStatus,
    });
  }
  return found?.row;
}

/**
 * The organisation of document `id` among those `userId` belongs to, or undefined: a document of an
 * organisation the user is not a member of is not found (404), never shown.
 */
export async function findDocumentOrganizationForUser(
  db: Db,
  userId: string,
  id: string,
): Promise<string | undefined> {
  const rows = await db
    .select({ organizationId: documents.organizationId })
    .from(documents)
    .innerJoin(
      organizationMembers,
      and(
        eq(organizationMembers.organizationId, documents.organizationId),
        eq(organizationMembers.userId, userId),
      ),
    )
    .where(eq(documents.id, id));
  return rows[0]?.organizationId;
}

export async function findLines(db: Db, organizationId: string, documentId: string): Promise<LineRow[]> {
  return (await findLinesOfDocuments(db, organizationId, [documentId])).filter(
    (line) => line.documentId === documentId,
  );
}

/** The lines of several documents, by document id then position (those known to the transaction not read). */
export async function findLinesOfDocuments(
  db: Db,
  organizationId: string,
  documentIds: readonly string[],
): Promise<LineRow[]> {
  const unknown = documentIds.filter((id) => !knownOf(db, organizationId, id)?.lines);
  const byDocument = await linesByDocument(db, organizationId, unknown);
  for (const [id, lines] of byDocument) remember(db, organizationId, id, { lines });
  return [...new Set(documentIds)]
    .sort()
    .flatMap((id) => knownOf(db, organizationId, id)?.lines ?? byDocument.get(id) ?? []);
}

/**
 * The lines of the documents `ids`, grouped by document (each by position; none: an empty list): whole rows,
 * or the columns `reader` selects.
 */
export async function linesByDocument(
  db: Db,
  organizationId: string,
  ids: DocumentIds,
): Promise<Map<string, LineRow[]>>;
export async function linesByDocument<T extends { documentId: string }>(
  db: Db,
  organizationId: string,
  ids: DocumentIds,
  reader: ColumnsReader<T>,
): Promise<Map<string, T[]>>;
export async function linesByDocument(
  db: Db,
  organizationId: string,
  ids: DocumentIds,
  reader: ColumnsReader<{ documentId: string }> = lineReader,
): Promise<Map<string, { documentId: string }[]>> {
  const byDocument = groupsOf<{ documentId: string }>(ids);
  if (noIds(ids)) return byDocument;
  // One document's lines straight from the (organisation, document, position) index; a list's by one probe
  // of it per document: for many ids the planner would otherwise guess a scan of every line of the table
  // cheaper (decision 0216).
  const [only] = 'where' in ids || ids.length > 1 ? [] : ids;
  const { rows } = await db.execute(
    only === undefined
      ? sql`SELECT ${reader.select} FROM ${idRows(organizationId, ids)}
          CROSS JOIN LATERAL (SELECT * FROM ${documentLines}
            WHERE ${documentLines.organizationId} = ${organizationId} AND ${documentLines.documentId} = q.id
            ORDER BY ${documentLines.position}) AS ${documentLines}
          ORDER BY ${documentLines.documentId}, ${documentLines.position}`
      : sql`SELECT ${reader.select} FROM ${documentLines}
          WHERE ${documentLines.organizationId} = ${organizationId} AND ${documentLines.documentId} = ${only}
          ORDER BY ${documentLines.position}`,
  );
  for (const line of rows.map(reader.read)) pushTo(byDocument, line.documentId, line);
  return byDocument;
}

/** Links where `documentId` is on `side`, each with the document at the other end; in link order. */
async function findLinks(
  db: Db,
  organizationId: string,
  documentId: string,
  side: 'parent' | 'child',
): Promise<LinkWithDocument[]> {
  const key = side === 'parent' ? 'children' : 'parents';
  const known = knownOf(db, organizationId, documentId)?.[key];
  if (known) return known;
  const links = (await linksOfDocuments(db, organizationId, [documentId], side)).get(documentId) ?? [];
  remember(db, organizationId, documentId, { [key]: links });
  return links;
}

/** How a bulk read of links decodes each link and the document at its other end. */
export interface LinkReaders<L, D> {
  readonly link: ColumnsReader<L>;
  readonly document: ColumnsReader<D>;
}

const linkReaders: LinkReaders<LinkRow, LinkWithDocument['document']> = {
  link: linkReader,
  document: linkedReader,
};

/**
 * Links where the documents `ids` are on `side`, each with the document at the other end, grouped by id: a
 * parent's children in the order they were made, a child's parents by number. Whole rows, or the columns
 * `readers` select.
 */
export async function linksOfDocuments(
  db: Db,
  organizationId: string,
  ids: DocumentIds,
  side: 'parent' | 'child',
): Promise<Map<string, LinkWithDocument[]>>;
export async function linksOfDocuments<L extends Pick<LinkRow, 'parentId' | 'childId'>, D>(
  db: Db,
  organizationId: string,
  ids: DocumentIds,
  side: 'parent' | 'child',
  readers: LinkReaders<L, D>,
): Promise<Map<string, { link: L; document: D }[]>>;
export async function linksOfDocuments(
  db: Db,
  organizationId: string,
  ids: DocumentIds,
  side: 'parent' | 'child',
  readers: LinkReaders<Pick<LinkRow, 'parentId' | 'childId'>, unknown> = linkReaders,
): Promise<Map<string, { link: Pick<LinkRow, 'parentId' | 'childId'>; document: unknown }[]>> {
  const [own, other] =
    side === 'parent'
      ? [documentLinks.parentId, documentLinks.childId]
      : [documentLinks.childId, documentLinks.parentId];
  const grouped = groupsOf<{ link: Pick<LinkRow, 'parentId' | 'childId'>; document: unknown }>(ids);
  if (noIds(ids)) return grouped;
  const { rows } = await db.execute(sql`
    SELECT ${readers.link.select}, ${readers.document.select}
    FROM ${documentLinks} JOIN ${documents} ON ${documents.organizationId} = ${documentLinks.organizationId}
      AND ${documents.id} = ${other}
    WHERE ${documentLinks.organizationId} = ${organizationId} AND ${anyOf(own, ids, organizationId)}
    ORDER BY ${own}${side === 'parent' ? sql`, ${documentLinks.createdAt}` : sql``}, ${documents.number}`);
  for (const row of rows) {
    const link = readers.link.read(row);
    pushTo(grouped, side === 'parent' ? link.parentId : link.childId, {
      link,
      document: readers.document.read(row),
    });
  }
  return grouped;
}

/** Links where `documentId` is the parent, with each child document (in the order they were made). */
export function findChildLinks(
  db: Db,
  organizationId: string,
  documentId: string,
): Promise<LinkWithDocument[]> {
  return findLinks(db, organizationId, documentId, 'parent');
}

/** Links where `documentId` is the child, with each parent document (by number). */
export function findParentLinks(
  db: Db,
  organizationId: string,
  documentId: string,
): Promise<LinkWithDocument[]> {
  return findLinks(db, organizationId, documentId, 'child');
}

export async function findEvents(db: Db, organizationId: string, documentId: string): Promise<EventRow[]> {
  const known = knownOf(db, organizationId, documentId)?.events;
  if (known) return known;
  return db
    .select()
    .from(documentEvents)
    .where(and(eq(documentEvents.organizationId, organizationId), eq(documentEvents.documentId, documentId)))
    .orderBy(asc(documentEvents.createdAt), asc(documentEvents.id));
}

/**
 * The status the last manual action (create, approve, reset, void …) left: the base that automatic changes
 * caused by child documents (PARTIALS, RECEIPT CREATED …) are derived from and fall back to.
 */
export async function findLastManualStatus(
  db: Db,
  organizationId: string,
  documentId: string,
): Promise<string | undefined> {
  const known = knownOf(db, organizationId, documentId)?.lastManualStatus;
  if (known !== undefined) return known ?? undefined;
  const { rows } = await db.execute<{ status: string | null }>(
    sql`select ${lastManualStatusOf(organizationId, documentId)} as status`,
  );
  return rows[0]?.status ?? undefined;
}

function lastManualStatusOf(organizationId: string, documentId: string): SQL<string | null> {
  return sql<string | null>`(select ${documentEvents.toStatus} from ${documentEvents}
    where ${documentEvents.organizationId} = ${organizationId} and ${documentEvents.documentId} = ${documentId}
      and coalesce((${documentEvents.details} ->> 'auto')::boolean, false) = false
    order by ${documentEvents.createdAt} desc, ${documentEvents.id} desc limit 1)`;
}

export async function insertDocument(db: Db, row: DocumentInsert): Promise<void> {
  await db.insert(documents).values(row);
}

export async function updateDocumentRow(
  db: Db,
  organizationId: string,
  id: string,
  values: Partial<DocumentInsert>,
): Promise<void> {
  const [row] = await db
    .update(documents)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(documents.organizationId, organizationId), eq(documents.id, id)))
    .returning();
  if (row) rememberRow(db, row);
  else forget(db, id);
}

export async function insertLines(db: Db, rows: readonly LineInsert[]): Promise<void> {
  for (const row of rows) forgetParts(db, row.documentId, ['lines']);
  if (rows.length > 0) await db.insert(documentLines).values([...rows]);
}

export async function deleteLines(db: Db, organizationId: string, documentId: string): Promise<void> {
  forgetParts(db, documentId, ['lines']);
  await db
    .delete(documentLines)
    .where(and(eq(documentLines.organizationId, organizationId), eq(documentLines.documentId, documentId)));
}

export async function insertLinks(db: Db, rows: readonly LinkInsert[]): Promise<void> {
  for (const row of rows) {
    forgetParts(db, row.parentId, ['children']);
    forgetParts(db, row.childId, ['parents']);
  }
  if (rows.length > 0) await db.insert(documentLinks).values([...rows]);
}

export async function insertEvent(db: Db, row: EventInsert): Promise<void> {
  forgetParts(db, row.documentId, ['events', 'lastManualStatus']);
  await db.insert(documentEvents).values(row);
}

export interface ListFilter {
  kind: DocumentKind;
  page: number;
  limit: number;
  search?: string | undefined;
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * One page of an organisation's documents of one kind, newest first, with the (capped) total. The search is
 * served by the trigram indexes of migration 0007.
 */
export async function listDocumentRows(
  db: Db,
  organizationId: string,
  filter: ListFilter,
): Promise<Page<DocumentRow>> {
  const conditions: SQL[] = [eq(documents.organizationId, organizationId), eq(documents.kind, filter.kind)];
  if (filter.status) {
    // Statuses are compared in upper case (spec §4); PAYMENT_DUE is accepted for PAYMENT DUE in URLs.
    conditions.push(
      eq(
        documents.status,
        filter.status
          .trim()
          .replace(/[\s_]+/g, ' ')
          .toUpperCase(),
      ),
    );
  }
  if (filter.from) conditions.push(gte(documents.date, filter.from));
  if (filter.to) conditions.push(lte(documents.date, filter.to));
  if (filter.search) {
    // ILIKE with the user's text escaped: % and _ are literal characters, not wildcards.
    const pattern = likePattern(filter.search);
    const match = or(
      ilike(documents.number, pattern),
      ilike(documents.contactName, pattern),
      ilike(documents.referenceNo, pattern),
      ilike(documents.reference, pattern),
    );
    if (match) conditions.push(match);
  }
  return selectPage<DocumentRow>(
    db,
    documents,
    and(...conditions),
    [desc(documents.date), desc(documents.number)],
    filter.page,
    filter.limit,
  );
}
