// The ledger: Drizzle mirror of migrations/0003_ledger.sql (chart of accounts, ledger settings, journal entries,
// lines and their monthly balance summary), plus the default Thai SME chart every new organisation starts with
// (seed-data/ CSV). The SQL file is the source of truth for the tables; this file gives queries their types.
import { readFileSync } from 'node:fs';
import {
  bigint,
  boolean,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';
import { newId } from '../ids.ts';
import { organizations, users } from './platform.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const isoDate = (name: string) => date(name, { mode: 'string' });
const amount = (name: string) => numeric(name, { precision: 18, scale: 2 });

export const accountTypes = ['asset', 'liability', 'equity', 'revenue', 'expense'] as const;
export type AccountType = (typeof accountTypes)[number];
export const normalBalances = ['debit', 'credit'] as const;
export type NormalBalance = (typeof normalBalances)[number];
export const journalEntryKinds = ['MANUAL', 'DOCUMENT', 'REVERSAL', 'OPENING', 'CLOSING'] as const;
export type JournalEntryKind = (typeof journalEntryKinds)[number];

export const accounts = pgTable(
  'accounts',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    code: text('code').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    accountGroup: smallint('account_group').notNull(),
    accountType: text('account_type', { enum: accountTypes }).notNull(),
    normalBalance: text('normal_balance', { enum: normalBalances }).notNull(),
    isPostable: boolean('is_postable').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    parentCode: text('parent_code'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    unique('accounts_code_key').on(t.organizationId, t.code),
  ],
);

export const ledgerSettings = pgTable('ledger_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  lockDate: isoDate('lock_date'),
  conversionDate: isoDate('conversion_date'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const journalEntries = pgTable(
  'journal_entries',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    id: uuid('id').notNull(),
    number: text('number').notNull(),
    entryDate: isoDate('entry_date').notNull(),
    kind: text('kind', { enum: journalEntryKinds }).notNull(),
    description: text('description').notNull().default(''),
    sourceDocumentId: uuid('source_document_id'),
    sourceKind: text('source_kind'),
    sourceNumber: text('source_number'),
    reversesEntryId: uuid('reverses_entry_id'),
    reversalReason: text('reversal_reason'),
    isClosing: boolean('is_closing').notNull().default(false),
    closesFiscalYear: integer('closes_fiscal_year'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    unique('journal_entries_number_key').on(t.organizationId, t.number),
  ],
);

export const journalLines = pgTable(
  'journal_lines',
  {
    organizationId: uuid('organization_id').notNull(),
    id: uuid('id').notNull(),
    entryId: uuid('entry_id').notNull(),
    lineNo: smallint('line_no').notNull(),
    accountCode: text('account_code').notNull(),
    // entryDate, entryNumber, isClosing: filled from the entry by a trigger; sent anyway so the insert type stays honest.
    entryDate: isoDate('entry_date').notNull(),
    entryNumber: text('entry_number').notNull(),
    isClosing: boolean('is_closing').notNull().default(false),
    debit: amount('debit').notNull().default('0'),
    credit: amount('credit').notNull().default('0'),
    contactId: uuid('contact_id'),
    description: text('description'),
    /** The project the line counts towards (migration 0021); documents' entries take the document's instead. */
    projectId: uuid('project_id'),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    unique('journal_lines_line_key').on(t.organizationId, t.entryId, t.lineNo),
  ],
);

/** Monthly sums per account kept by a trigger on journal_lines (read-only for the application). */
export const journalBalances = pgTable(
  'journal_balances',
  {
    organizationId: uuid('organization_id').notNull(),
    accountCode: text('account_code').notNull(),
    periodMonth: isoDate('period_month').notNull(),
    isClosing: boolean('is_closing').notNull(),
    debit: numeric('debit').notNull(),
    credit: numeric('credit').notNull(),
    lineCount: bigint('line_count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.accountCode, t.periodMonth, t.isClosing] })],
);

// ---------------------------------------------------------------- the default chart

/** One row of seed-data/chart-of-accounts-th.csv (thai-tax-reference §10). */
export interface ChartTemplateAccount {
  readonly code: string;
  readonly nameTh: string;
  readonly nameEn: string;
  readonly group: number;
  readonly type: AccountType;
  readonly normalBalance: NormalBalance;
  readonly postable: boolean;
  /** The header account above it, derived from the codes (see parentCodeOf). */
  readonly parentCode: string | null;
}

export const CHART_TEMPLATE_PATH = new URL('../../seed-data/chart-of-accounts-th.csv', import.meta.url);

/** Splits one CSV record; fields may be double-quoted (names with commas), "" is an escaped quote. */
function splitCsvRecord(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields;
}

/**
 * The header account a code sits under: for a sub-account 'XXXXX.YY' its 5-digit account when that is a header;
 * otherwise the header whose code, without trailing zeros, is the longest proper prefix of the code
 * (11111 → 11110 → 11100 → 11000 → 10000; 27120 → 27100 because 2711 is not its prefix). Null for a root.
 */
export function parentCodeOf(code: string, headerCodes: ReadonlySet<string>): string | null {
  const [main = code, sub] = code.split('.');
  if (sub !== undefined && headerCodes.has(main)) return main;
  let best: string | null = null;
  let bestLength = -1;
  for (const header of headerCodes) {
    if (header === code) continue;
    const stem = header.replace(/0+$/, '');
    if (main.startsWith(stem) && stem.length > bestLength) {
      best = header;
      bestLength = stem.length;
    }
  }
  return best;
}

/** Parses the chart CSV text (header row first) into template accounts with their parents. */
export function parseChartCsv(text: string): ChartTemplateAccount[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const rows = lines.slice(1).map((line) => {
    const [code = '', nameTh = '', nameEn = '', group = '', type = '', normal = '', postable = ''] =
      splitCsvRecord(line);
    if (!(accountTypes as readonly string[]).includes(type))
      throw new Error(`chart CSV: bad type in ${line}`);
    if (normal !== 'debit' && normal !== 'credit')
      throw new Error(`chart CSV: bad normal balance in ${line}`);
    const normalBalance: NormalBalance = normal;
    return {
      code,
      nameTh,
      nameEn,
      group: Number(group),
      type: type as AccountType,
      normalBalance,
      postable: postable === 'true',
    };
  });
  const headers = new Set(rows.filter((row) => !row.postable).map((row) => row.code));
  return rows.map((row) => ({ ...row, parentCode: parentCodeOf(row.code, headers) }));
}

let template: ChartTemplateAccount[] | undefined;

/** The default chart (read once; the file ships inside packages/db). */
export function defaultChartOfAccounts(): readonly ChartTemplateAccount[] {
  template ??= parseChartCsv(readFileSync(CHART_TEMPLATE_PATH, 'utf8'));
  return template;
}

/**
 * Gives a new organisation the default chart of accounts (305 accounts: 247 postable, 58 headers). Call it inside the transaction that
 * creates the organisation. Idempotent: codes the organisation already has are left alone. Parents come first in
 * the file, so the self-referencing parent foreign key is satisfied row by row.
 */
export async function seedChartOfAccounts(db: Database, organizationId: string): Promise<void> {
  const rows = defaultChartOfAccounts().map((account) => ({
    organizationId,
    id: newId(),
    code: account.code,
    nameTh: account.nameTh,
    nameEn: account.nameEn,
    accountGroup: account.group,
    accountType: account.type,
    normalBalance: account.normalBalance,
    isPostable: account.postable,
    parentCode: account.parentCode,
  }));
  await db
    .insert(accounts)
    .values(rows)
    .onConflictDoNothing({ target: [accounts.organizationId, accounts.code] });
}
