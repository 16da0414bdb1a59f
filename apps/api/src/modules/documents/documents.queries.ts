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
  type Database,
  type SQL,
  type Transaction,
} from '@banchee/db';
import { linesByDocument, linksOfDocuments } from './documents.bulk.ts';
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
