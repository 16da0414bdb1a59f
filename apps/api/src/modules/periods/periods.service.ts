// Period control: the lock date (nothing posted on or before it), year-end closing of revenue and expenses
// into retained earnings 32200 (reversible while the next year is open), and opening balances on the
// conversion date of an organisation that starts mid-life. Fiscal years are calendar years (decision 0052).
import { sql, type Database, type Transaction } from '@banchee/db';
import { isCalendarDate, sumMoney, type CalendarDate, type Money } from '@banchee/domain';
import type { JournalEntryDetail } from '../journals/index.ts';
import { readLedgerSettings, reverseClosingEntry, writeEntry, type PostingLine } from '../journals/index.ts';
import { LedgerError } from '../journals/index.ts';
import { queryProfitAndLoss } from '../reports/index.ts';

export const RETAINED_EARNINGS_ACCOUNT = '32200';

export interface ClosedYear {
  readonly fiscalYear: number;
  readonly entryId: string;
  readonly number: string;
}

export interface PeriodStatus {
  readonly lockDate: CalendarDate | null;
  readonly conversionDate: CalendarDate | null;
  /** Years whose closing entry stands (not reopened), oldest first. */
  readonly closedYears: readonly ClosedYear[];
  readonly openingEntry: {
    readonly entryId: string;
    readonly number: string;
    readonly date: CalendarDate;
  } | null;
}

export async function getPeriodStatus(db: Database, organizationId: string): Promise<PeriodStatus> {
  const settings = await readLedgerSettings(db, organizationId);
  const closedYears = await listClosedYears(db, organizationId);
  const opening = await activeOpeningEntry(db, organizationId);
  return {
    lockDate: settings.lock_date,
    conversionDate: settings.conversion_date,
    closedYears,
    openingEntry: opening,
  };
}

async function listClosedYears(db: Database, organizationId: string): Promise<ClosedYear[]> {
  const { rows } = await db.execute<{ fiscal_year: number; id: string; number: string }>(sql`
    SELECT e.closes_fiscal_year AS fiscal_year, e.id::text AS id, e.number FROM journal_entries e
    WHERE e.organization_id = ${organizationId} AND e.kind = 'CLOSING'
      AND NOT EXISTS (SELECT 1 FROM journal_entries r WHERE r.organization_id = e.organization_id
                        AND r.reverses_entry_id = e.id)
    ORDER BY e.closes_fiscal_year`);
  return rows.map((row) => ({ fiscalYear: Number(row.fiscal_year), entryId: row.id, number: row.number }));
}

async function activeOpeningEntry(
  db: Database,
  organizationId: string,
): Promise<{ entryId: string; number: string; date: CalendarDate } | null> {
  const { rows } = await db.execute<{ id: string; number: string; entry_date: string }>(sql`
    SELECT e.id::text AS id, e.number, e.entry_date::text AS entry_date FROM journal_entries e
    WHERE e.organization_id = ${organizationId} AND e.kind = 'OPENING'
      AND NOT EXISTS (SELECT 1 FROM journal_entries r WHERE r.organization_id = e.organization_id
                        AND r.reverses_entry_id = e.id)
    ORDER BY e.entry_date DESC LIMIT 1`);
  const row = rows[0];
  return row ? { entryId: row.id, number: row.number, date: row.entry_date } : null;
}

function requireDate(date: string): void {
  if (!isCalendarDate(date)) throw new LedgerError('LEDGER.INVALID_DATE', `Not a calendar date: "${date}"`);
}

/**
 * Takes the organisation's settings row lock (creating the row on first use): lock-date changes, closes and
 * opening balances of one organisation run one at a time, and postings (FOR SHARE) wait for them.
 */
async function lockSettings(tx: Transaction, organizationId: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO ledger_settings (organization_id) VALUES (${organizationId}) ON CONFLICT (organization_id) DO NOTHING`);
  await readLedgerSettings(tx, organizationId, 'update');
}

/**
 * Sets the lock date: the books are closed up to and including it. `null` unlocks. Moving it back is allowed
 * (an owner correcting a mistake); every posting checks it, and so does a database trigger.
 */
export async function setLockDate(
  tx: Transaction,
  organizationId: string,
  lockDate: CalendarDate | null,
): Promise<PeriodStatus> {
  if (lockDate !== null) requireDate(lockDate);
  await lockSettings(tx, organizationId);
  await tx.execute(sql`
    UPDATE ledger_settings SET lock_date = ${lockDate}, updated_at = now()
    WHERE organization_id = ${organizationId}`);
  return getPeriodStatus(tx, organizationId);
}

/**
 * Closes a calendar year: one CLOSING entry dated 31 December that brings every revenue and expense account's
 * activity of the year to zero, the net going to retained earnings 32200 (credit for a profit, debit for a
 * loss). Refused when the year is already closed, when a later year is closed, or when the year has no revenue
 * or expense activity.
 */
export async function closeFiscalYear(
  tx: Transaction,
  organizationId: string,
  fiscalYear: number,
  createdBy?: string | null,
): Promise<JournalEntryDetail> {
  await lockSettings(tx, organizationId);
  const closed = await listClosedYears(tx, organizationId);
  if (closed.some((year) => year.fiscalYear === fiscalYear)) {
    throw new LedgerError('PERIOD.YEAR_ALREADY_CLOSED', `${fiscalYear} is already closed`);
  }
  const later = closed.find((year) => year.fiscalYear > fiscalYear);
  if (later) {
    throw new LedgerError('PERIOD.LATER_YEAR_CLOSED', `${later.fiscalYear} is closed; reopen it first`);
  }
  const yearEnd = `${fiscalYear}-12-31`;
  const nets = (await queryProfitAndLoss(tx, organizationId, `${fiscalYear}-01-01`, yearEnd))
    .filter((net) => net.netDebit !== 0n)
    .sort((a, b) => (a.accountCode < b.accountCode ? -1 : 1));
  if (nets.length === 0) {
    throw new LedgerError('PERIOD.NOTHING_TO_CLOSE', `${fiscalYear} has no revenue or expense to close`);
  }
  const lines: PostingLine[] = nets.map((net) => zeroing(net.accountCode, net.netDebit));
  // What the P&L accounts held net on the debit side (a loss) is what retained earnings takes on the debit side.
  const lossNetDebit: Money = sumMoney(nets.map((net) => net.netDebit));
  if (lossNetDebit !== 0n) lines.push({ ...zeroing(RETAINED_EARNINGS_ACCOUNT, -lossNetDebit) });
  return writeEntry(
    tx,
    organizationId,
    { date: yearEnd, description: `Year-end closing ${fiscalYear}`, lines },
    {
      kind: 'CLOSING',
      createdBy,
      isClosing: true,
      closesFiscalYear: fiscalYear,
      allowInactiveAccounts: true,
    },
  );
}

/** The line that brings an account whose net is `netDebit` back to zero. */
function zeroing(accountCode: string, netDebit: Money): PostingLine {
  return netDebit > 0n
    ? { accountCode, debit: 0n, credit: netDebit }
    : { accountCode, debit: -netDebit, credit: 0n };
}

/**
 * Reopens a closed year by reversing its closing entry, dated the same 31 December (so the year's statements
 * read as before the close). Only while the next year is not closed, and not inside a locked period.
 */
export async function reopenFiscalYear(
  tx: Transaction,
  organizationId: string,
  fiscalYear: number,
  reason: string,
  createdBy?: string | null,
): Promise<JournalEntryDetail> {
  await lockSettings(tx, organizationId);
  const closed = await listClosedYears(tx, organizationId);
  const target = closed.find((year) => year.fiscalYear === fiscalYear);
  if (!target) throw new LedgerError('PERIOD.YEAR_NOT_CLOSED', `${fiscalYear} is not closed`);
  const later = closed.find((year) => year.fiscalYear > fiscalYear);
  if (later) {
    throw new LedgerError('PERIOD.LATER_YEAR_CLOSED', `${later.fiscalYear} is closed; reopen it first`);
  }
  return reverseClosingEntry(
    tx,
    organizationId,
    target.entryId,
    { date: `${fiscalYear}-12-31`, reason: reason || `Reopen ${fiscalYear}` },
    createdBy,
  );
}

export interface OpeningBalancesInput {
  /** The conversion date: the first day the books are kept here. */
  readonly date: CalendarDate;
  readonly lines: readonly PostingLine[];
}

/**
 * Posts the opening balances of an organisation that starts mid-life, as one balanced OPENING entry on the
 * conversion date, and records that date (nothing may be dated before it afterwards). Refused while another
 * opening entry stands (reverse it first) or when entries already exist before the date.
 */
export async function postOpeningBalances(
  tx: Transaction,
  organizationId: string,
  input: OpeningBalancesInput,
  createdBy?: string | null,
): Promise<JournalEntryDetail> {
  requireDate(input.date);
  await lockSettings(tx, organizationId);
  const existing = await activeOpeningEntry(tx, organizationId);
  if (existing) {
    throw new LedgerError(
      'PERIOD.OPENING_BALANCES_EXIST',
      `Opening balances ${existing.number} are already posted; reverse them first`,
    );
  }
  const { rows } = await tx.execute<{ earlier: number }>(sql`
    SELECT count(*)::int AS earlier FROM journal_entries
    WHERE organization_id = ${organizationId} AND entry_date < ${input.date}`);
  if (Number(rows[0]?.earlier ?? 0) > 0) {
    throw new LedgerError(
      'PERIOD.POSTINGS_BEFORE_CONVERSION',
      `Entries dated before ${input.date} exist; the conversion date must come first`,
    );
  }
  await tx.execute(sql`
    UPDATE ledger_settings SET conversion_date = ${input.date}, updated_at = now()
    WHERE organization_id = ${organizationId}`);
  return writeEntry(
    tx,
    organizationId,
    { date: input.date, description: 'Opening balances', lines: input.lines },
    { kind: 'OPENING', createdBy },
  );
}
