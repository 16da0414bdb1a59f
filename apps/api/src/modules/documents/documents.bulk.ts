// Reads of many documents at once (issue 9, decisions 0207, 0215, 0216): their lines and their links, named by
// a list of ids or by a condition on the organisation's documents, one statement per part whatever their
// number, decoded by column readers (@banchee/db rows.ts) — whole rows for what a transaction remembers
// (documents.queries.ts), chosen columns for a month's tax points (documents.prefetch.ts). Every statement
// filters on the organisation (architecture §3.2).
import {
  columnsReader,
  documentLines,
  documentLinks,
  documents,
  sql,
  tableReader,
  type ColumnsReader,
  type SQL,
} from '@banchee/db';
import type { PgColumn } from '@banchee/db/pg-core';
import type { Db, LineRow, LinkRow, LinkWithDocument } from './documents.queries.ts';

/** The columns a link shows of the document at its other end. */
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

/** `column = ANY(ids)` as one array parameter (`=` for one id). */
function inList(column: PgColumn, ids: readonly string[]): SQL {
  return ids.length === 1 ? sql`${column} = ${ids[0]}` : sql`${column} = ANY(${uuidArray(ids)})`;
}

/** `column` is one of `ids`: in the list, or among the organisation's documents meeting the condition. */
function anyOf(organizationId: string, column: PgColumn, ids: DocumentIds): SQL {
  return 'where' in ids ? sql`${column} IN (${idsWhere(organizationId, ids.where)})` : inList(column, ids);
}

/** The ids as rows `q(id)`, each once: the list unnested, or the documents' ids. */
function idRows(organizationId: string, ids: DocumentIds): SQL {
  return 'where' in ids
    ? sql`(${idsWhere(organizationId, ids.where)}) AS q(id)`
    : sql`unnest(${uuidArray([...new Set(ids)])}) AS q(id)`;
}

/** The condition on the organisation's documents that selects `ids`. */
export function documentsOf(ids: DocumentIds): SQL {
  return 'where' in ids ? ids.where : inList(documents.id, ids);
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
    WHERE ${documentLinks.organizationId} = ${organizationId} AND ${anyOf(organizationId, own, ids)}
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
