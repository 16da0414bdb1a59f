// Posting to the ledger: the one way journal entries get written (manual JVs, sales/purchase documents, opening
// balances, year-end closing) and reversed. Other modules call postEntry / reverseEntry inside their own
// transaction.
//
// MONEY IN THIS FILE is the domain's Money: bigint satang (1070.00 THB = 107000n), never a float and never a
// string. Each line has exactly one positive side (debit or credit); the other is 0n.
// Dates are ISO calendar dates ('2026-11-21'). Every entry gets a JV number (JV + YYYYMMDD + 4 digits) from the
// gapless per-organisation, per-day counter the documents use (document_counters, prefix 'JV').
// The checks an entry passes before it is written are in journals.checks.ts.
import { sql, type JournalEntryKind, type Transaction } from '@banchee/db';
import { isCalendarDate, type CalendarDate, type Money } from '@banchee/domain';
import { JOURNAL_SERIES } from '../numbering/index.ts';
import { insertEntryWithLines, type EntryRow } from './journals.store.ts';
import { LedgerError } from './ledger-errors.ts';
import {
  checkAccounts,
  checkContacts,
  checkDateOpen,
  checkProjects,
  checkSource,
  validateShape,
} from './journals.checks.ts';
import { getJournalEntry, type JournalEntryDetail } from './journals.queries.ts';

export const JOURNAL_PREFIX = JOURNAL_SERIES.prefix;

export interface PostingLine {
  readonly accountCode: string;
  /** satang; exactly one of debit and credit is positive. */
  readonly debit: Money;
  readonly credit: Money;
  readonly contactId?: string | null | undefined;
  readonly description?: string | null | undefined;
  /** The project the line counts towards (decision 0155). */
  readonly projectId?: string | null | undefined;
}

export interface PostingSource {
  readonly documentId: string;
  /** The document kind code (INV, RE, CN…). */
  readonly kind: string;
  /** The document number as printed (INV202611210001). */
  readonly number: string;
}

export interface PostEntryInput {
  readonly date: CalendarDate;
  readonly description: string;
  readonly source?: PostingSource | null | undefined;
  readonly lines: readonly PostingLine[];
}

export interface ReverseEntryInput {
  /** The day of the correction (a void is dated the day it happens). */
  readonly date: CalendarDate;
  readonly reason: string;
}

/** What the internal writer needs beyond the public input; only this module family sets these. */
interface EntryOptions {
  readonly kind: JournalEntryKind;
  readonly createdBy?: string | null | undefined;
  readonly reversesEntryId?: string | undefined;
  readonly reversalReason?: string | undefined;
  readonly isClosing?: boolean;
  readonly closesFiscalYear?: number | undefined;
  /** Reversals and closing entries may touch deactivated accounts: they only undo or move history. */
  readonly allowInactiveAccounts?: boolean;
  /**
   * The caller read or stored the source document and the contacts of the lines in this transaction (a
   * document posting): their existence is not asked again (the foreign keys still guard it).
   */
  readonly sourceVouched?: boolean;
}

/**
 * Posts a balanced entry from a document (kind DOCUMENT when `source` is given) or a manual JV (MANUAL).
 * Refuses, with LedgerError codes: the domain's entry rules (LEDGER.EMPTY_ENTRY, LEDGER.NEGATIVE_AMOUNT,
 * LEDGER.TWO_SIDED_LINE, LEDGER.ZERO_LINE, LEDGER.UNBALANCED), an unknown account (LEDGER.UNKNOWN_ACCOUNT), a
 * header account (LEDGER.ACCOUNT_NOT_POSTABLE), a deactivated one (LEDGER.ACCOUNT_INACTIVE), an unknown contact
 * (LEDGER.UNKNOWN_CONTACT), a date on or before the lock date (LEDGER.PERIOD_LOCKED) or before the conversion
 * date (LEDGER.BEFORE_CONVERSION_DATE). Returns the stored entry with its lines.
 */
export async function postEntry(
  tx: Transaction,
  organizationId: string,
  input: PostEntryInput,
  createdBy?: string | null,
): Promise<JournalEntryDetail> {
  return writeEntry(tx, organizationId, input, { kind: input.source ? 'DOCUMENT' : 'MANUAL', createdBy });
}

/**
 * Posts the mirror of an entry (every debit becomes a credit) dated `date` (or the entry's own date when `date`
 * is earlier), linked to it. An entry is reversed
 * at most once (LEDGER.ALREADY_REVERSED); a reversal or a closing entry is not reversed this way
 * (LEDGER.NOT_REVERSIBLE; closing entries are undone by reopening the year). Returns the reversal.
 */
export async function reverseEntry(
  tx: Transaction,
  organizationId: string,
  entryId: string,
  input: ReverseEntryInput,
  createdBy?: string | null,
): Promise<JournalEntryDetail> {
  const original = await lockEntryForReversal(tx, organizationId, entryId);
  if (original.kind === 'REVERSAL' || original.kind === 'CLOSING') {
    throw new LedgerError('LEDGER.NOT_REVERSIBLE', `A ${original.kind} entry cannot be reversed`);
  }
  return writeReversal(tx, organizationId, original, input, createdBy);
}

/** Reverses a closing entry (used by reopening a year). */
export async function reverseClosingEntry(
  tx: Transaction,
  organizationId: string,
  entryId: string,
  input: ReverseEntryInput,
  createdBy?: string | null,
): Promise<JournalEntryDetail> {
  const original = await lockEntryForReversal(tx, organizationId, entryId);
  return writeReversal(tx, organizationId, original, input, createdBy);
}

async function lockEntryForReversal(
  tx: Transaction,
  organizationId: string,
  entryId: string,
): Promise<JournalEntryDetail> {
  // Serialises two concurrent reversals of one entry; the partial unique index is the final guard.
  await tx.execute(
    sql`SELECT 1 FROM journal_entries WHERE organization_id = ${organizationId} AND id = ${entryId} FOR KEY SHARE`,
  );
  const original = await getJournalEntry(tx, organizationId, entryId);
  if (!original) throw new LedgerError('JOURNAL.NOT_FOUND', 'No such journal entry.');
  if (original.reversedBy) {
    throw new LedgerError(
      'LEDGER.ALREADY_REVERSED',
      `Entry ${original.number} is already reversed by ${original.reversedBy.number}`,
    );
  }
  return original;
}

async function writeReversal(
  tx: Transaction,
  organizationId: string,
  original: JournalEntryDetail,
  input: ReverseEntryInput,
  createdBy: string | null | undefined,
): Promise<JournalEntryDetail> {
  // An entry cannot be undone before it happened: voiding a document dated in the future reverses it on its own
  // date, so no report ever shows the reversal without the entry.
  const date = isCalendarDate(input.date) && input.date < original.date ? original.date : input.date;
  return writeEntry(
    tx,
    organizationId,
    {
      date,
      description: `Reversal of ${original.number}: ${input.reason}`,
      source: original.source,
      lines: original.lines.map((line) => ({
        accountCode: line.accountCode,
        debit: line.credit,
        credit: line.debit,
        contactId: line.contactId,
        description: line.description,
        projectId: line.projectId,
      })),
    },
    {
      kind: 'REVERSAL',
      createdBy,
      reversesEntryId: original.id,
      reversalReason: input.reason,
      isClosing: original.isClosing,
      allowInactiveAccounts: true,
    },
  );
}

/** Posts an entry of any kind after every check; the common path of all writers above and in periods. */
export async function writeEntry(
  tx: Transaction,
  organizationId: string,
  input: PostEntryInput,
  options: EntryOptions,
): Promise<JournalEntryDetail> {
  const { id } = await storeEntry(tx, organizationId, input, options);
  const stored = await getJournalEntry(tx, organizationId, id);
  if (!stored) throw new Error('journal entry vanished inside its own transaction');
  return stored;
}

/** A document's own entry: described and numbered by the document (its number read as stored). */
export interface DocumentEntryInput {
  readonly date: CalendarDate;
  /** The kind's name; the description is this and the document's number (ใบกำกับภาษี INV202611270001). */
  readonly label: string;
  readonly source: { readonly documentId: string; readonly kind: string };
  readonly lines: readonly PostingLine[];
}

/**
 * The entry of a sales or purchase document the caller has read or is storing in this transaction, checked and
 * ready to store: by postDocumentEntry, or in the document's own statement (documents.stored.ts, decision 0221).
 * The caller vouches for the document and the lines' contacts (it read or stores them; the foreign keys still
 * guard them).
 */
export async function documentEntry(
  tx: Transaction,
  organizationId: string,
  input: DocumentEntryInput,
  createdBy?: string | null,
): Promise<EntryRow> {
  return checkedEntry(
    tx,
    organizationId,
    // The description the statement stores is the label and the number (EntryRow.ofDocument).
    { date: input.date, description: input.label, lines: input.lines },
    { kind: 'DOCUMENT', createdBy, sourceVouched: true },
    { ...input.source, label: input.label },
  );
}

/**
 * Posts a document's entry (documentEntry) without reading it back (issue 9 item 10: the document's answer does
 * not show it): its id and number.
 */
export async function postDocumentEntry(
  tx: Transaction,
  organizationId: string,
  input: DocumentEntryInput,
  createdBy?: string | null,
): Promise<{ id: string; number: string }> {
  return insertChecked(tx, await documentEntry(tx, organizationId, input, createdBy));
}

/**
 * The checks, then the entry in one statement with its number and lines (journals.store.ts): the accounts are
 * checked by that statement, and read again only to name the one that refused it.
 */
async function storeEntry(
  tx: Transaction,
  organizationId: string,
  input: PostEntryInput,
  options: EntryOptions,
): Promise<{ id: string; number: string }> {
  return insertChecked(tx, await checkedEntry(tx, organizationId, input, options));
}

async function insertChecked(tx: Transaction, entry: EntryRow): Promise<{ id: string; number: string }> {
  const stored = await insertEntryWithLines(tx, entry);
  if (stored) return stored;
  return refusedEntry(tx, entry);
}

/**
 * An entry its statement refused (it stored nothing): throws the LedgerError naming the account at fault, read
 * again (the statement only counts the accounts that pass).
 */
export async function refusedEntry(tx: Transaction, entry: EntryRow): Promise<never> {
  await checkAccounts(tx, entry.organizationId, entry.lines, entry.allowInactiveAccounts);
  throw new Error('the entry was refused but every account passed the check');
}

/** The checks an entry passes before its statement, and the row that statement stores. */
async function checkedEntry(
  tx: Transaction,
  organizationId: string,
  input: PostEntryInput,
  options: EntryOptions,
  ofDocument?: EntryRow['ofDocument'],
): Promise<EntryRow> {
  validateShape(input);
  await checkDateOpen(tx, organizationId, input.date);
  if (!options.sourceVouched) await checkContacts(tx, organizationId, input.lines);
  // A reversal keeps the project of the line it reverses, even one deactivated since.
  if (options.kind !== 'REVERSAL') await checkProjects(tx, organizationId, input.lines);
  if (input.source && !options.sourceVouched) await checkSource(tx, organizationId, input.source);
  return {
    organizationId,
    date: input.date,
    kind: options.kind,
    description: input.description,
    source: input.source,
    ofDocument,
    reversesEntryId: options.reversesEntryId,
    reversalReason: options.reversalReason,
    isClosing: options.isClosing,
    closesFiscalYear: options.closesFiscalYear,
    createdBy: options.createdBy,
    allowInactiveAccounts: options.allowInactiveAccounts ?? false,
    lines: input.lines,
  };
}
