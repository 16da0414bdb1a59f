// What a transaction already knows of documents (issue 9 item 10, decision 0207): every row, line list, link list
// and history it read or wrote through documents.queries.ts / documents.stored.ts, kept for the rest of the
// transaction so that the steps of one write (build, checks, the parents' derived status, the posting, the
// answer) never ask the database twice. Only a transaction remembers (a plain database handle serves many
// requests); every write to documents, lines, links or history goes through those two files, which update or
// forget what it changes — so what is remembered is what a re-read in the same transaction would return (the
// documents a write depends on are locked FOR UPDATE by it, so no other transaction changes them meanwhile).
import { PgTransaction } from '@banchee/db/pg-core';
import type { Db, DocumentRow, EventRow, LineRow, LinkRow, LinkWithDocument } from './documents.queries.ts';

export interface KnownDocument {
  readonly organizationId: string;
  row?: DocumentRow;
  /** The row was read FOR UPDATE (or written) by this transaction: it holds the row lock. */
  locked?: boolean;
  lines?: LineRow[];
  events?: EventRow[];
  /** The status the last manual history event left (null: none); undefined when not known. */
  lastManualStatus?: string | null;
  /** Links where this document is the child, with each parent (by parent number). */
  parents?: LinkWithDocument[];
  /** Links where this document is the parent, with each child (in the order they were made). */
  children?: LinkWithDocument[];
}

const knownByTransaction = new WeakMap<object, Map<string, KnownDocument>>();

function known(db: Db): Map<string, KnownDocument> | undefined {
  return knownByTransaction.get(db);
}

/** What this transaction knows of document `id` of the organisation (undefined outside a transaction). */
export function knownOf(db: Db, organizationId: string, id: string): KnownDocument | undefined {
  const entry = known(db)?.get(id);
  return entry?.organizationId === organizationId ? entry : undefined;
}

/** Adds to what the transaction knows of document `id` (nothing outside a transaction). */
export function remember(
  db: Db,
  organizationId: string,
  id: string,
  facts: Omit<KnownDocument, 'organizationId'>,
): void {
  if (!(db instanceof PgTransaction)) return;
  let map = known(db);
  if (!map) knownByTransaction.set(db, (map = new Map<string, KnownDocument>()));
  const entry = map.get(id);
  if (entry && entry.organizationId !== organizationId) return;
  map.set(id, { ...(entry ?? { organizationId }), ...facts });
}

/** The columns a link shows of the document at its other end. */
export function linkedColumns(row: DocumentRow): LinkWithDocument['document'] {
  const { id, kind, number, status, date, grandTotal, netTotal, vatAmount, partialType } = row;
  return { id, kind, number, status, date, grandTotal, netTotal, vatAmount, partialType };
}

/** Children in the order findChildLinks reads them: made first, then by number. */
function childOrder(a: LinkWithDocument, b: LinkWithDocument): number {
  const time = a.link.createdAt.getTime() - b.link.createdAt.getTime();
  if (time !== 0) return time;
  return a.document.number < b.document.number ? -1 : a.document.number > b.document.number ? 1 : 0;
}

/**
 * Links just inserted by this transaction: each parent's known children gain the child, and the child's
 * parents become known when every parent is (else they are read when asked for).
 */
export function rememberLinks(db: Db, child: DocumentRow, links: readonly LinkRow[]): void {
  const map = known(db);
  if (!map) return;
  const parents: LinkWithDocument[] = [];
  let allKnown = true;
  for (const link of links) {
    const parent = knownOf(db, child.organizationId, link.parentId);
    if (parent?.row) parents.push({ link, document: linkedColumns(parent.row) });
    else allKnown = false;
    if (parent?.children) {
      parent.children = [...parent.children, { link, document: linkedColumns(child) }].sort(childOrder);
    }
  }
  const entry = knownOf(db, child.organizationId, child.id);
  if (!entry) return;
  if (allKnown) {
    entry.parents = [...(entry.parents ?? []), ...parents].sort((a, b) =>
      a.document.number < b.document.number ? -1 : a.document.number > b.document.number ? 1 : 0,
    );
  } else delete entry.parents;
}

/**
 * A document row as this transaction just wrote it (UPDATE … RETURNING): remembered as locked, and the link
 * lists of its neighbours show its new columns. Its history is forgotten (a write may come with an event).
 */
export function rememberRow(db: Db, row: DocumentRow): void {
  const map = known(db);
  if (!map) return;
  const entry = knownOf(db, row.organizationId, row.id);
  if (entry) {
    entry.row = row;
    entry.locked = true;
    delete entry.events;
  } else remember(db, row.organizationId, row.id, { row, locked: true });
  const columns = linkedColumns(row);
  for (const other of map.values()) {
    for (const side of ['parents', 'children'] as const) {
      const list = other[side];
      if (list?.some((l) => l.document.id === row.id)) {
        other[side] = list.map((l) => (l.document.id === row.id ? { ...l, document: columns } : l));
      }
    }
  }
}

/**
 * Forgets documents `ids` wholly, and every link list that shows one of them at its other end (the next read
 * asks the database).
 */
export function forget(db: Db, ...ids: string[]): void {
  const map = known(db);
  if (!map || ids.length === 0) return;
  const gone = new Set(ids);
  for (const id of ids) map.delete(id);
  for (const entry of map.values()) {
    if (entry.parents?.some((l) => gone.has(l.document.id))) delete entry.parents;
    if (entry.children?.some((l) => gone.has(l.document.id))) delete entry.children;
  }
}

/** Forgets some facts of document `id` (its row and the rest stay): e.g. its history after an event. */
export function forgetParts(
  db: Db,
  id: string,
  parts: readonly ('lines' | 'events' | 'lastManualStatus' | 'parents' | 'children')[],
): void {
  const entry = known(db)?.get(id);
  if (entry) for (const part of parts) delete entry[part];
}
