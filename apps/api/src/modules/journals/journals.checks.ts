// The checks an entry passes before it is written (journals.service.ts runs them in order): its shape by the
// domain's rules, the lock and conversion dates of the ledger settings, and that its accounts, contacts,
// projects and source document exist in the organisation. Each refusal is a LedgerError with the path of the
// offending field (date, lines.N.accountCode, lines.N.contactId, lines.N.projectId, source).
import { sql, type Database, type Transaction } from '@banchee/db';
import { isCalendarDate, validateJournalLines, type CalendarDate } from '@banchee/domain';
import { assertActiveProjects } from '../projects/index.ts';
import type { PostEntryInput, PostingLine, PostingSource } from './journals.service.ts';
import { LedgerError } from './ledger-errors.ts';

/** The date, then the domain's entry rules (two or more one-sided, positive lines whose debits equal credits). */
export function validateShape(input: PostEntryInput): void {
  if (!isCalendarDate(input.date)) {
    throw new LedgerError('LEDGER.INVALID_DATE', `Not a calendar date: "${input.date}"`, 'date');
  }
  const verdict = validateJournalLines(input.lines);
  if (!verdict.ok) {
    const index = verdict.error.details?.index;
    throw new LedgerError(
      verdict.error.code,
      verdict.error.message,
      typeof index === 'number' ? `lines.${index}` : 'lines',
    );
  }
}

export interface LedgerSettingsRow extends Record<string, unknown> {
  lock_date: string | null;
  conversion_date: string | null;
  /** The last day of the latest month whose PP30 is recorded (VAT months close in order, decision 0225). */
  vat_closed_through: string | null;
}

/** The last day of the organisation's latest closed VAT month, as a subquery of the settings' statement. */
const vatClosedThrough = (organizationId: unknown) => sql`(
  SELECT (make_date(f.tax_year, f.tax_month, 1) + interval '1 month' - interval '1 day')::date::text
  FROM tax_filings f WHERE f.organization_id = ${organizationId} AND f.form = 'PP30'
  ORDER BY f.tax_year DESC, f.tax_month DESC LIMIT 1) AS vat_closed_through`;

/**
 * The settings a transaction read FOR SHARE: the row cannot change under it until it ends, so later share reads
 * of the same transaction (the document's lock check, then its posting's) take them from here. A transaction
 * that reads them FOR UPDATE (it changes them) never uses this.
 */
const sharedSettings = new WeakMap<Database, { organizationId: string; row: LedgerSettingsRow } | 'off'>();

/** Keeps settings just read FOR SHARE for the rest of the transaction, unless it changes them ('off'). */
function keepShared(tx: Database, organizationId: string, row: LedgerSettingsRow): void {
  if (sharedSettings.get(tx) !== 'off') sharedSettings.set(tx, { organizationId, row });
}

/** The lock and conversion dates and the last closed VAT month; FOR SHARE so a concurrent lock-date change
 *  waits for this posting. */
export async function readLedgerSettings(
  tx: Database,
  organizationId: string,
  lockMode: 'share' | 'update' | 'none' = 'none',
): Promise<LedgerSettingsRow> {
  const known = sharedSettings.get(tx);
  if (lockMode === 'update') sharedSettings.set(tx, 'off');
  else if (lockMode === 'share' && known && known !== 'off' && known.organizationId === organizationId) {
    return known.row;
  }
  const lock = lockMode === 'share' ? sql`FOR SHARE` : lockMode === 'update' ? sql`FOR UPDATE` : sql``;
  const { rows } = await tx.execute<LedgerSettingsRow>(sql`
    SELECT s.lock_date::text AS lock_date, s.conversion_date::text AS conversion_date,
      ${vatClosedThrough(organizationId)}
    FROM (SELECT 1) one
    LEFT JOIN LATERAL (SELECT lock_date, conversion_date FROM ledger_settings
                       WHERE organization_id = ${organizationId} ${lock}) s ON true`);
  const row = rows[0] ?? { lock_date: null, conversion_date: null, vat_closed_through: null };
  // Without a settings row nothing is locked: reading again would not lock anything either.
  if (lockMode === 'share') keepShared(tx, organizationId, row);
  return row;
}

/**
 * Whether `userId` is a member of the organisation, with its ledger settings read FOR SHARE in the same statement
 * and kept for the transaction as readLedgerSettings(…, 'share') keeps them: a document write's first question,
 * one round trip instead of two (issue 9 item 10). Nothing is kept for a non-member.
 */
export async function isMemberReadingLedgerSettings(
  tx: Database,
  organizationId: string,
  userId: string,
): Promise<boolean> {
  const { rows } = await tx.execute<LedgerSettingsRow>(sql`
    SELECT s.lock_date::text AS lock_date, s.conversion_date::text AS conversion_date,
      ${vatClosedThrough(sql`m.organization_id`)}
    FROM organization_members m
    LEFT JOIN LATERAL (SELECT lock_date, conversion_date FROM ledger_settings
                       WHERE organization_id = m.organization_id FOR SHARE) s ON true
    WHERE m.organization_id = ${organizationId} AND m.user_id = ${userId}`);
  const row = rows[0];
  if (!row) return false;
  keepShared(tx, organizationId, row);
  return true;
}

export async function checkDateOpen(
  tx: Transaction,
  organizationId: string,
  date: CalendarDate,
): Promise<void> {
  const settings = await readLedgerSettings(tx, organizationId, 'share');
  if (settings.lock_date !== null && date <= settings.lock_date) {
    throw new LedgerError(
      'LEDGER.PERIOD_LOCKED',
      `The books are locked up to and including ${settings.lock_date}`,
      'date',
    );
  }
  if (settings.conversion_date !== null && date < settings.conversion_date) {
    throw new LedgerError(
      'LEDGER.BEFORE_CONVERSION_DATE',
      `Nothing can be dated before the conversion date ${settings.conversion_date}`,
      'date',
    );
  }
}

interface AccountCheckRow extends Record<string, unknown> {
  code: string;
  is_postable: boolean;
  is_active: boolean;
}

export async function checkAccounts(
  tx: Transaction,
  organizationId: string,
  lines: readonly PostingLine[],
  allowInactive: boolean,
): Promise<void> {
  const codes = [...new Set(lines.map((line) => line.accountCode))];
  const { rows } = await tx.execute<AccountCheckRow>(sql`
    SELECT code, is_postable, is_active FROM accounts
    WHERE organization_id = ${organizationId} AND code IN (${sql.join(
      codes.map((code) => sql`${code}`),
      sql`, `,
    )})`);
  const byCode = new Map(rows.map((row) => [row.code, row]));
  lines.forEach((line, index) => {
    const account = byCode.get(line.accountCode);
    const path = `lines.${index}.accountCode`;
    if (!account) {
      throw new LedgerError('LEDGER.UNKNOWN_ACCOUNT', `Unknown account ${line.accountCode}`, path);
    }
    if (!account.is_postable) {
      throw new LedgerError(
        'LEDGER.ACCOUNT_NOT_POSTABLE',
        `Account ${line.accountCode} is a header and takes no postings`,
        path,
      );
    }
    if (!account.is_active && !allowInactive) {
      throw new LedgerError('LEDGER.ACCOUNT_INACTIVE', `Account ${line.accountCode} is deactivated`, path);
    }
  });
}

export async function checkContacts(
  tx: Transaction,
  organizationId: string,
  lines: readonly PostingLine[],
): Promise<void> {
  const ids = [...new Set(lines.flatMap((line) => (line.contactId ? [line.contactId] : [])))];
  if (ids.length === 0) return;
  const { rows } = await tx.execute<{ id: string }>(sql`
    SELECT id::text AS id FROM contacts WHERE organization_id = ${organizationId}
      AND id::text IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  const found = new Set(rows.map((row) => row.id));
  lines.forEach((line, index) => {
    if (line.contactId && !found.has(line.contactId)) {
      throw new LedgerError('LEDGER.UNKNOWN_CONTACT', 'Unknown contact', `lines.${index}.contactId`);
    }
  });
}

/** Every project named on a line is a live, active project of the organisation (path lines.N.projectId). */
export function checkProjects(
  tx: Transaction,
  organizationId: string,
  lines: readonly PostingLine[],
): Promise<void> {
  return assertActiveProjects(
    tx,
    organizationId,
    lines.flatMap((line, index) =>
      line.projectId ? [{ path: `lines.${index}.projectId`, projectId: line.projectId }] : [],
    ),
  );
}

export async function checkSource(
  tx: Transaction,
  organizationId: string,
  source: PostingSource,
): Promise<void> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    SELECT id::text AS id FROM documents
    WHERE organization_id = ${organizationId} AND id::text = ${source.documentId}`);
  if (rows.length === 0) {
    throw new LedgerError('LEDGER.UNKNOWN_SOURCE_DOCUMENT', 'The source document does not exist', 'source');
  }
}
