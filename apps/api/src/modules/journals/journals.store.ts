// Storing a journal entry in ONE statement (issue 9 item 10, decision 0207): the accounts' check, the JV number
// from the gapless counter, the entry and its lines as data-modifying CTEs. The counter moves and the rows are
// written only when every account is known, postable and (unless allowed) active; otherwise nothing is written
// and the caller reads the accounts again to say which one is wrong. The lines' trigger
// (ledger_copy_entry_fields) sees the entry of the same statement: the lines' insert selects from it.
// The same CTEs also ride in a new document's own statement (documents.stored.ts, decision 0221): its entry
// then takes the document's number from the document's CTE.
import {
  executeText,
  newId,
  preparedName,
  sql,
  StatementText,
  type JournalEntryKind,
  type Transaction,
} from '@banchee/db';
import { toMoneyString, type CalendarDate } from '@banchee/domain';
import { counterUpsert, JOURNAL_SERIES, numberSql } from '../numbering/index.ts';
import type { PostingLine } from './journals.service.ts';

export interface EntryRow {
  readonly organizationId: string;
  readonly date: CalendarDate;
  readonly kind: JournalEntryKind;
  readonly description: string;
  readonly source?: { documentId: string; kind: string; number: string } | null | undefined;
  /**
   * A document's own entry (kind DOCUMENT): its source is the document, whose number the statement reads as
   * stored, and its description is `label number` (ใบกำกับภาษี INV202611270001). Instead of `source`.
   */
  readonly ofDocument?: { documentId: string; kind: string; label: string } | undefined;
  readonly reversesEntryId?: string | null | undefined;
  readonly reversalReason?: string | null | undefined;
  readonly isClosing?: boolean | undefined;
  readonly closesFiscalYear?: number | null | undefined;
  readonly createdBy?: string | null | undefined;
  readonly allowInactiveAccounts: boolean;
  readonly lines: readonly PostingLine[];
}

/**
 * The entry's CTEs (jn: the JV counter, je: the entry, jl: its lines) appended to `s`, for a WITH list; `je`
 * returns the entry's id and number. `documentNumber` is the SQL of the source document's number when it is
 * stored by the same statement (`(SELECT number FROM d)`); otherwise the entry reads it from documents.
 */
export function entryCtes(s: StatementText, entry: EntryRow, documentNumber?: string): string {
  const { organizationId, date } = entry;
  const codes = [...new Set(entry.lines.map((line) => line.accountCode))];
  const isClosing = entry.isClosing ?? false;
  const organization = s.param(organizationId);
  const accountsOk = sql`(SELECT count(*) = ${codes.length}::int FROM accounts
    WHERE organization_id = ${organizationId}::uuid
      AND code IN (${sql.join(
        codes.map((code) => sql`${code}::text`),
        sql`, `,
      )})
      AND is_postable AND (is_active OR ${entry.allowInactiveAccounts}::boolean))`;
  const counter = s.fragment(counterUpsert(organizationId, JOURNAL_SERIES, date, accountsOk));
  const number = s.fragment(numberSql(JOURNAL_SERIES, date, sql`jn.last_number`));
  const own = entry.ofDocument;
  const source = own
    ? { documentId: s.param(own.documentId), kind: s.param(own.kind) }
    : {
        documentId: s.param(entry.source?.documentId ?? null),
        kind: s.param(entry.source?.kind ?? null),
      };
  const sourceNumber = own
    ? (documentNumber ??
      `(SELECT number FROM documents WHERE organization_id = ${organization}::uuid
          AND id = ${source.documentId}::uuid)`)
    : `${s.param(entry.source?.number ?? null)}::text`;
  // The source number is read once (src), for the source and the description both.
  const description = own
    ? `${s.param(own.label)}::text || ' ' || src.number`
    : `${s.param(entry.description)}::text`;
  const values = entry.lines
    .map(
      (line, index) =>
        `(${s.param(newId())}::uuid, ${s.param(index + 1)}::smallint, ${s.param(line.accountCode)}::text,
          ${s.param(toMoneyString(line.debit))}::numeric, ${s.param(toMoneyString(line.credit))}::numeric,
          ${s.param(line.contactId ?? null)}::uuid, ${s.param(line.description ?? null)}::text,
          ${s.param(line.projectId ?? null)}::uuid)`,
    )
    .join(', ');
  return `jn AS (${counter}),
    je AS (
      INSERT INTO journal_entries (organization_id, id, number, entry_date, kind, description,
        source_document_id, source_kind, source_number, reverses_entry_id, reversal_reason, is_closing,
        closes_fiscal_year, created_by)
      SELECT ${organization}::uuid, ${s.param(newId())}::uuid, ${number}, ${s.param(date)}::date,
        ${s.param(entry.kind)}::text, ${description},
        ${source.documentId}::uuid, ${source.kind}::text,
        src.number, ${s.param(entry.reversesEntryId ?? null)}::uuid,
        ${s.param(entry.reversalReason ?? null)}::text, ${s.param(isClosing)}::boolean,
        ${s.param(entry.closesFiscalYear ?? null)}::int, ${s.param(entry.createdBy ?? null)}::uuid
      FROM jn, (SELECT ${sourceNumber} AS number) src
      RETURNING id, number, entry_date, is_closing
    ),
    jl AS (
      INSERT INTO journal_lines (organization_id, id, entry_id, line_no, account_code, entry_date, entry_number,
        is_closing, debit, credit, contact_id, description, project_id)
      SELECT ${organization}::uuid, v.id, je.id, v.line_no, v.account_code, je.entry_date, je.number,
        je.is_closing, v.debit, v.credit, v.contact_id, v.description, v.project_id
      FROM je, (VALUES ${values}) AS v(id, line_no, account_code, debit, credit, contact_id, description, project_id)
      RETURNING 1
    )`;
}

/** The stored entry's id and number, or undefined when an account refused it (nothing was written). */
export async function insertEntryWithLines(
  tx: Transaction,
  entry: EntryRow,
): Promise<{ id: string; number: string } | undefined> {
  const s = new StatementText();
  const text = `WITH ${entryCtes(s, entry)}
    SELECT je.id, je.number, (SELECT count(*) FROM jl) AS lines FROM je`;
  const { rows } = await executeText<{ id: string; number: string }>(
    tx,
    text,
    s.params,
    preparedName('entry', text),
  );
  const stored = rows[0];
  return stored ? { id: stored.id, number: stored.number } : undefined;
}
