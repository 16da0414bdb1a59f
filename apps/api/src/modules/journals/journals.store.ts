// Storing a journal entry in ONE statement (issue 9 item 10, decision 0207): the accounts' check, the JV number
// from the gapless counter, the entry and its lines as data-modifying CTEs. The counter moves and the rows are
// written only when every account is known, postable and (unless allowed) active; otherwise nothing is written
// and the caller reads the accounts again to say which one is wrong. The lines' trigger
// (ledger_copy_entry_fields) sees the entry of the same statement: the lines' insert selects from it.
import { newId, sql, type JournalEntryKind, type Transaction } from '@banchee/db';
import { toMoneyString, type CalendarDate } from '@banchee/domain';
import { counterUpsert, JOURNAL_SERIES, numberSql } from '../numbering/index.ts';
import type { PostingLine } from './journals.service.ts';

export interface EntryRow {
  readonly organizationId: string;
  readonly date: CalendarDate;
  readonly kind: JournalEntryKind;
  readonly description: string;
  readonly source?: { documentId: string; kind: string; number: string } | null | undefined;
  readonly reversesEntryId?: string | null | undefined;
  readonly reversalReason?: string | null | undefined;
  readonly isClosing?: boolean | undefined;
  readonly closesFiscalYear?: number | null | undefined;
  readonly createdBy?: string | null | undefined;
  readonly allowInactiveAccounts: boolean;
  readonly lines: readonly PostingLine[];
}

/** The stored entry's id and number, or undefined when an account refused it (nothing was written). */
export async function insertEntryWithLines(
  tx: Transaction,
  entry: EntryRow,
): Promise<{ id: string; number: string } | undefined> {
  const { organizationId, date } = entry;
  const codes = [...new Set(entry.lines.map((line) => line.accountCode))];
  const entryId = newId();
  const isClosing = entry.isClosing ?? false;
  const accountsOk = sql`(SELECT count(*) = ${codes.length}::int FROM accounts
    WHERE organization_id = ${organizationId}::uuid
      AND code IN (${sql.join(
        codes.map((code) => sql`${code}::text`),
        sql`, `,
      )})
      AND is_postable AND (is_active OR ${entry.allowInactiveAccounts}::boolean))`;
  const values = sql.join(
    entry.lines.map(
      (line, index) =>
        sql`(${newId()}::uuid, ${index + 1}::smallint, ${line.accountCode}::text,
          ${toMoneyString(line.debit)}::numeric, ${toMoneyString(line.credit)}::numeric,
          ${line.contactId ?? null}::uuid, ${line.description ?? null}::text, ${line.projectId ?? null}::uuid)`,
    ),
    sql`, `,
  );
  const { rows } = await tx.execute<{ number: string }>(sql`
    WITH n AS (${counterUpsert(organizationId, JOURNAL_SERIES, date, accountsOk)}),
    e AS (
      INSERT INTO journal_entries (organization_id, id, number, entry_date, kind, description,
        source_document_id, source_kind, source_number, reverses_entry_id, reversal_reason, is_closing,
        closes_fiscal_year, created_by)
      SELECT ${organizationId}::uuid, ${entryId}::uuid, ${numberSql(JOURNAL_SERIES, date, sql`n.last_number`)},
        ${date}::date, ${entry.kind}::text, ${entry.description}::text, ${entry.source?.documentId ?? null}::uuid,
        ${entry.source?.kind ?? null}::text, ${entry.source?.number ?? null}::text,
        ${entry.reversesEntryId ?? null}::uuid, ${entry.reversalReason ?? null}::text, ${isClosing}::boolean,
        ${entry.closesFiscalYear ?? null}::int, ${entry.createdBy ?? null}::uuid
      FROM n
      RETURNING id, number, entry_date, is_closing
    ),
    l AS (
      INSERT INTO journal_lines (organization_id, id, entry_id, line_no, account_code, entry_date, entry_number,
        is_closing, debit, credit, contact_id, description, project_id)
      SELECT ${organizationId}::uuid, v.id, e.id, v.line_no, v.account_code, e.entry_date, e.number,
        e.is_closing, v.debit, v.credit, v.contact_id, v.description, v.project_id
      FROM e, (VALUES ${values}) AS v(id, line_no, account_code, debit, credit, contact_id, description, project_id)
      RETURNING 1
    )
    SELECT e.number, (SELECT count(*) FROM l) AS lines FROM e`);
  const stored = rows[0];
  return stored ? { id: entryId, number: stored.number } : undefined;
}
