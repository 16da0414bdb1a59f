// Reading journal entries: one entry with its lines and links (source document, reversal pair), and the
// paginated journal list / journal book. Every function takes the organisation id and filters on it.
import { isUuid, sql, type Database, type JournalEntryKind, type SQL } from '@banchee/db';
import { parseMoney, sumMoney, type CalendarDate, type Money } from '@banchee/domain';

export interface JournalLineDetail {
  readonly lineNo: number;
  readonly accountCode: string;
  readonly accountNameTh: string;
  readonly accountNameEn: string;
  readonly debit: Money;
  readonly credit: Money;
  readonly contactId: string | null;
  readonly contactName: string | null;
  readonly description: string | null;
  readonly projectId: string | null;
  readonly projectName: string | null;
}

export interface EntryLink {
  readonly id: string;
  readonly number: string;
  readonly date: CalendarDate;
}

export interface JournalEntryDetail {
  readonly id: string;
  readonly number: string;
  readonly date: CalendarDate;
  readonly kind: JournalEntryKind;
  readonly description: string;
  readonly source: { readonly documentId: string; readonly kind: string; readonly number: string } | null;
  /** The entry this one reverses (kind REVERSAL). */
  readonly reverses: EntryLink | null;
  /** The entry that reversed this one. */
  readonly reversedBy: EntryLink | null;
  readonly reversalReason: string | null;
  readonly isClosing: boolean;
  readonly closesFiscalYear: number | null;
  readonly createdAt: string;
  readonly totalDebit: Money;
  readonly totalCredit: Money;
  readonly lines: readonly JournalLineDetail[];
}

interface EntryRow extends Record<string, unknown> {
  id: string;
  number: string;
  entry_date: string;
  kind: JournalEntryKind;
  description: string;
  source_document_id: string | null;
  source_kind: string | null;
  source_number: string | null;
  reverses_id: string | null;
  reverses_number: string | null;
  reverses_date: string | null;
  reversed_by_id: string | null;
  reversed_by_number: string | null;
  reversed_by_date: string | null;
  reversal_reason: string | null;
  is_closing: boolean;
  closes_fiscal_year: number | null;
  created_at: string;
}

interface LineRow extends Record<string, unknown> {
  entry_id: string;
  line_no: number;
  account_code: string;
  name_th: string;
  name_en: string;
  debit: string;
  credit: string;
  contact_id: string | null;
  contact_name: string | null;
  description: string | null;
  project_id: string | null;
  project_name: string | null;
}

const entryColumns = sql`
  e.id::text AS id, e.number, e.entry_date::text AS entry_date, e.kind, e.description,
  e.source_document_id::text AS source_document_id, e.source_kind, e.source_number,
  r.id::text AS reverses_id, r.number AS reverses_number, r.entry_date::text AS reverses_date,
  rb.id::text AS reversed_by_id, rb.number AS reversed_by_number, rb.entry_date::text AS reversed_by_date,
  e.reversal_reason, e.is_closing, e.closes_fiscal_year, to_char(e.created_at AT TIME ZONE 'UTC',
  'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

const entryJoins = sql`
  LEFT JOIN journal_entries r ON r.organization_id = e.organization_id AND r.id = e.reverses_entry_id
  LEFT JOIN journal_entries rb ON rb.organization_id = e.organization_id AND rb.reverses_entry_id = e.id`;

async function linesOf(
  db: Database,
  organizationId: string,
  entryIds: readonly string[],
): Promise<LineRow[]> {
  if (entryIds.length === 0) return [];
  const { rows } = await db.execute<LineRow>(sql`
    SELECT l.entry_id::text AS entry_id, l.line_no, l.account_code, a.name_th, a.name_en,
           l.debit::text AS debit, l.credit::text AS credit, l.contact_id::text AS contact_id,
           c.contact_name, l.description, l.project_id::text AS project_id, p.name AS project_name
    FROM journal_lines l
    JOIN accounts a ON a.organization_id = l.organization_id AND a.code = l.account_code
    LEFT JOIN contacts c ON c.organization_id = l.organization_id AND c.id = l.contact_id
    LEFT JOIN projects p ON p.organization_id = l.organization_id AND p.id = l.project_id
    WHERE l.organization_id = ${organizationId}
      AND l.entry_id IN (${sql.join(
        entryIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
    ORDER BY l.entry_id, l.line_no`);
  return rows;
}

function toDetail(row: EntryRow, lines: readonly LineRow[]): JournalEntryDetail {
  const detailLines = lines.map((line): JournalLineDetail => ({
    lineNo: Number(line.line_no),
    accountCode: line.account_code,
    accountNameTh: line.name_th,
    accountNameEn: line.name_en,
    debit: parseMoney(line.debit),
    credit: parseMoney(line.credit),
    contactId: line.contact_id,
    contactName: line.contact_name,
    description: line.description,
    projectId: line.project_id,
    projectName: line.project_name,
  }));
  return {
    id: row.id,
    number: row.number,
    date: row.entry_date,
    kind: row.kind,
    description: row.description,
    source:
      row.source_document_id && row.source_kind && row.source_number
        ? { documentId: row.source_document_id, kind: row.source_kind, number: row.source_number }
        : null,
    reverses:
      row.reverses_id && row.reverses_number && row.reverses_date
        ? { id: row.reverses_id, number: row.reverses_number, date: row.reverses_date }
        : null,
    reversedBy:
      row.reversed_by_id && row.reversed_by_number && row.reversed_by_date
        ? { id: row.reversed_by_id, number: row.reversed_by_number, date: row.reversed_by_date }
        : null,
    reversalReason: row.reversal_reason,
    isClosing: row.is_closing,
    closesFiscalYear: row.closes_fiscal_year === null ? null : Number(row.closes_fiscal_year),
    createdAt: row.created_at,
    totalDebit: sumMoney(detailLines.map((line) => line.debit)),
    totalCredit: sumMoney(detailLines.map((line) => line.credit)),
    lines: detailLines,
  };
}

/** One entry with lines and links, or undefined when it is not this organisation's (or not an id at all). */
export async function getJournalEntry(
  db: Database,
  organizationId: string,
  entryId: string,
): Promise<JournalEntryDetail | undefined> {
  if (!isUuid(entryId)) return undefined;
  const { rows } = await db.execute<EntryRow>(sql`
    SELECT ${entryColumns} FROM journal_entries e ${entryJoins}
    WHERE e.organization_id = ${organizationId} AND e.id = ${entryId}`);
  const row = rows[0];
  if (!row) return undefined;
  return toDetail(row, await linesOf(db, organizationId, [row.id]));
}

export interface JournalListFilter {
  readonly page: number;
  readonly limit: number;
  readonly search?: string | undefined;
  readonly from?: CalendarDate | undefined;
  readonly to?: CalendarDate | undefined;
  readonly kind?: JournalEntryKind | undefined;
  /** Newest first for the journal list; oldest first for the journal book. */
  readonly order: 'newest' | 'oldest';
}

export interface JournalPage {
  readonly data: readonly JournalEntryDetail[];
  readonly total: number;
}

/**
 * Entries of a date range with their lines, paginated. `search` matches the JV number, the description and the
 * source document number.
 */
export async function listJournalEntries(
  db: Database,
  organizationId: string,
  filter: JournalListFilter,
): Promise<JournalPage> {
  const conditions: SQL[] = [sql`e.organization_id = ${organizationId}`];
  if (filter.from) conditions.push(sql`e.entry_date >= ${filter.from}`);
  if (filter.to) conditions.push(sql`e.entry_date <= ${filter.to}`);
  if (filter.kind) conditions.push(sql`e.kind = ${filter.kind}`);
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conditions.push(
      sql`(e.number ILIKE ${pattern} OR e.description ILIKE ${pattern} OR e.source_number ILIKE ${pattern})`,
    );
  }
  const where = sql.join(conditions, sql` AND `);
  const order =
    filter.order === 'newest' ? sql`e.entry_date DESC, e.number DESC` : sql`e.entry_date ASC, e.number ASC`;
  const countResult = await db.execute<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM journal_entries e WHERE ${where}`,
  );
  const { rows } = await db.execute<EntryRow>(sql`
    SELECT ${entryColumns} FROM journal_entries e ${entryJoins}
    WHERE ${where} ORDER BY ${order}
    LIMIT ${filter.limit} OFFSET ${(filter.page - 1) * filter.limit}`);
  const lines = await linesOf(
    db,
    organizationId,
    rows.map((row) => row.id),
  );
  const byEntry = new Map<string, LineRow[]>();
  for (const line of lines) {
    const list = byEntry.get(line.entry_id) ?? [];
    list.push(line);
    byEntry.set(line.entry_id, list);
  }
  return {
    data: rows.map((row) => toDetail(row, byEntry.get(row.id) ?? [])),
    total: Number(countResult.rows[0]?.total ?? 0),
  };
}
