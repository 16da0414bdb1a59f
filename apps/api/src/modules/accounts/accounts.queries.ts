// SQL of the chart of accounts: the organisation's accounts with their balances, one account, and whether an
// account has postings. Every function takes the organisation id and filters on it.
import { isUuid, sql, type AccountType, type Database, type NormalBalance } from '@banchee/db';
import { parseMoney, type CalendarDate, type Money } from '@banchee/domain';
import { rangeRows } from '../reports/index.ts';

/** "All postings": the as-of date when none is given. */
const LAST_DAY = '2999-12-31';

export interface AccountRecord {
  readonly id: string;
  readonly code: string;
  readonly nameTh: string;
  readonly nameEn: string;
  readonly group: number;
  readonly type: AccountType;
  readonly normalBalance: NormalBalance;
  readonly isPostable: boolean;
  readonly isActive: boolean;
  readonly parentCode: string | null;
}

export interface AccountWithActivity extends AccountRecord {
  /** Σ debit − Σ credit of the account's own lines (up to the as-of date), satang. */
  readonly netDebit: Money;
  readonly lineCount: number;
}

interface AccountRow extends Record<string, unknown> {
  id: string;
  code: string;
  name_th: string;
  name_en: string;
  account_group: number;
  account_type: AccountType;
  normal_balance: NormalBalance;
  is_postable: boolean;
  is_active: boolean;
  parent_code: string | null;
}

interface AccountActivityRow extends AccountRow {
  net_debit: string;
  line_count: number;
}

const accountColumns = sql`a.id::text AS id, a.code, a.name_th, a.name_en, a.account_group, a.account_type,
  a.normal_balance, a.is_postable, a.is_active, a.parent_code`;

function toRecord(row: AccountRow): AccountRecord {
  return {
    id: row.id,
    code: row.code,
    nameTh: row.name_th,
    nameEn: row.name_en,
    group: Number(row.account_group),
    type: row.account_type,
    normalBalance: row.normal_balance,
    isPostable: row.is_postable,
    isActive: row.is_active,
    parentCode: row.parent_code,
  };
}

/** Every account of the organisation in code order (as strings), with its own activity up to `asOf`. */
export async function listAccountsWithActivity(
  db: Database,
  organizationId: string,
  asOf?: CalendarDate,
): Promise<AccountWithActivity[]> {
  const { rows } = await db.execute<AccountActivityRow>(sql`
    SELECT ${accountColumns}, coalesce(b.net_debit, 0)::text AS net_debit, coalesce(b.line_count, 0)::int AS line_count
    FROM accounts a
    LEFT JOIN (
      SELECT account_code, sum(debit) - sum(credit) AS net_debit, sum(line_count) AS line_count
      FROM (${rangeRows(organizationId, null, asOf ?? LAST_DAY)}) r
      GROUP BY account_code
    ) b ON b.account_code = a.code
    WHERE a.organization_id = ${organizationId}
    ORDER BY a.code COLLATE "C"`);
  return rows.map((row) => ({
    ...toRecord(row),
    netDebit: parseMoney(row.net_debit),
    lineCount: Number(row.line_count),
  }));
}

export async function getAccount(
  db: Database,
  organizationId: string,
  accountId: string,
): Promise<AccountRecord | undefined> {
  if (!isUuid(accountId)) return undefined;
  const { rows } = await db.execute<AccountRow>(sql`
    SELECT ${accountColumns} FROM accounts a WHERE a.organization_id = ${organizationId} AND a.id = ${accountId}`);
  const row = rows[0];
  return row ? toRecord(row) : undefined;
}

export async function getAccountByCode(
  db: Database,
  organizationId: string,
  code: string,
): Promise<AccountRecord | undefined> {
  const { rows } = await db.execute<AccountRow>(sql`
    SELECT ${accountColumns} FROM accounts a WHERE a.organization_id = ${organizationId} AND a.code = ${code}`);
  const row = rows[0];
  return row ? toRecord(row) : undefined;
}

export async function listAccounts(db: Database, organizationId: string): Promise<AccountRecord[]> {
  const { rows } = await db.execute<AccountRow>(sql`
    SELECT ${accountColumns} FROM accounts a WHERE a.organization_id = ${organizationId}
    ORDER BY a.code COLLATE "C"`);
  return rows.map(toRecord);
}

/** Lines posted to the account (any date), and its balance; for delete and deactivate rules. */
export async function accountUsage(
  db: Database,
  organizationId: string,
  code: string,
): Promise<{ lineCount: number; netDebit: Money; childCount: number }> {
  const { rows } = await db.execute<{ line_count: number; net_debit: string; child_count: number }>(sql`
    SELECT (SELECT count(*) FROM journal_lines WHERE organization_id = ${organizationId}
              AND account_code = ${code})::int AS line_count,
           (SELECT coalesce(sum(debit) - sum(credit), 0) FROM journal_lines
              WHERE organization_id = ${organizationId} AND account_code = ${code})::text AS net_debit,
           (SELECT count(*) FROM accounts WHERE organization_id = ${organizationId}
              AND parent_code = ${code})::int AS child_count`);
  const row = rows[0];
  return {
    lineCount: Number(row?.line_count ?? 0),
    netDebit: parseMoney(row?.net_debit ?? '0'),
    childCount: Number(row?.child_count ?? 0),
  };
}
