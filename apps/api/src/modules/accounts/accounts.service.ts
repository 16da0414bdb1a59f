// Chart of accounts use cases: the tree with balances and search, add, rename, (de)activate, and delete an
// account that never had postings. Balances are shown on the account's normal side (a positive figure is a
// debit balance on a debit-normal account and a credit balance on a credit-normal one), in satang.
import {
  accounts,
  and,
  eq,
  newId,
  parentCodeOf,
  sql,
  type Database,
  type NormalBalance,
  type Transaction,
} from '@banchee/db';
import type { CalendarDate, Money } from '@banchee/domain';
import { LedgerError } from '../journals/index.ts';
import {
  accountUsage,
  getAccount,
  getAccountByCode,
  listAccounts,
  listAccountsWithActivity,
  type AccountRecord,
} from './accounts.queries.ts';

const TYPE_OF_GROUP = ['asset', 'liability', 'equity', 'revenue', 'expense'] as const;

/** A balance on the account's normal side: Σdebit − Σcredit for debit-normal accounts, the opposite otherwise. */
export function onNormalSide(netDebit: Money, normalBalance: NormalBalance): Money {
  return normalBalance === 'debit' ? netDebit : -netDebit;
}

export interface AccountNode extends AccountRecord {
  /** On the account's normal side; a header's balance sums its descendants. */
  readonly balance: Money;
  /** Lines posted to this account itself (a header has none). */
  readonly lineCount: number;
  readonly children: AccountNode[];
}

export interface ChartQuery {
  readonly asOf?: CalendarDate | undefined;
  /** Matches a code prefix or a part of the Thai or English name; ancestors of matches are kept. */
  readonly search?: string | undefined;
  readonly includeInactive?: boolean;
}

/** The chart as a tree (five roots), each node with its balance as of `asOf` (all postings when absent). */
export async function getChartTree(
  db: Database,
  organizationId: string,
  query: ChartQuery = {},
): Promise<AccountNode[]> {
  const rows = await listAccountsWithActivity(db, organizationId, query.asOf);
  const byCode = new Map(rows.map((row) => [row.code, row]));
  // Raw net debit of each subtree, accumulated bottom-up: children come after parents in code order, so walking
  // the list backwards adds every child before its parent is read.
  const subtreeNet = new Map<string, Money>(rows.map((row) => [row.code, row.netDebit]));
  for (const row of [...rows].reverse()) {
    if (row.parentCode === null) continue;
    subtreeNet.set(row.parentCode, (subtreeNet.get(row.parentCode) ?? 0n) + (subtreeNet.get(row.code) ?? 0n));
  }

  const needle = query.search?.trim().toLowerCase() ?? '';
  const keep = new Set<string>();
  for (const row of rows) {
    if (!query.includeInactive && !row.isActive) continue;
    const matches =
      needle === '' ||
      row.code.startsWith(needle) ||
      row.nameTh.toLowerCase().includes(needle) ||
      row.nameEn.toLowerCase().includes(needle);
    if (!matches) continue;
    for (let code: string | null = row.code; code !== null; code = byCode.get(code)?.parentCode ?? null) {
      keep.add(code);
    }
  }

  const nodes = new Map<string, AccountNode>();
  const roots: AccountNode[] = [];
  for (const row of rows) {
    if (!keep.has(row.code)) continue;
    const node: AccountNode = {
      id: row.id,
      code: row.code,
      nameTh: row.nameTh,
      nameEn: row.nameEn,
      group: row.group,
      type: row.type,
      normalBalance: row.normalBalance,
      isPostable: row.isPostable,
      isActive: row.isActive,
      parentCode: row.parentCode,
      balance: onNormalSide(subtreeNet.get(row.code) ?? 0n, row.normalBalance),
      lineCount: row.lineCount,
      children: [],
    };
    nodes.set(row.code, node);
    const parent = row.parentCode === null ? undefined : nodes.get(row.parentCode);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export interface CreateAccountInput {
  readonly code: string;
  readonly nameTh: string;
  readonly nameEn: string;
  readonly isPostable: boolean;
  /** Defaults to the header the code falls under. */
  readonly parentCode?: string | undefined;
  /** Defaults to the group's side (assets and expenses debit); set it for a contra account. */
  readonly normalBalance?: NormalBalance | undefined;
}

export async function createAccount(
  tx: Transaction,
  organizationId: string,
  input: CreateAccountInput,
): Promise<AccountRecord> {
  if (await getAccountByCode(tx, organizationId, input.code)) {
    throw new LedgerError('ACCOUNT.ALREADY_EXISTS', `Account ${input.code} already exists`, 'code');
  }
  const group = Number(input.code.slice(0, 1));
  const type = TYPE_OF_GROUP[group - 1];
  if (type === undefined)
    throw new LedgerError('ACCOUNT.INVALID_PARENT', 'The code must start with 1–5', 'code');
  const all = await listAccounts(tx, organizationId);
  const headers = new Set(all.filter((account) => !account.isPostable).map((account) => account.code));
  const parentCode = input.parentCode ?? parentCodeOf(input.code, headers);
  if (parentCode !== null) {
    const parent = all.find((account) => account.code === parentCode);
    if (!parent || parent.isPostable || parent.group !== group) {
      throw new LedgerError(
        'ACCOUNT.INVALID_PARENT',
        `The parent must be a header account of group ${group}`,
        'parentCode',
      );
    }
  }
  const id = newId();
  await tx.insert(accounts).values({
    organizationId,
    id,
    code: input.code,
    nameTh: input.nameTh,
    nameEn: input.nameEn,
    accountGroup: group,
    accountType: type,
    normalBalance: input.normalBalance ?? (type === 'asset' || type === 'expense' ? 'debit' : 'credit'),
    isPostable: input.isPostable,
    parentCode,
  });
  const created = await getAccount(tx, organizationId, id);
  if (!created) throw new Error('account vanished inside its own transaction');
  return created;
}

export interface UpdateAccountInput {
  readonly nameTh?: string | undefined;
  readonly nameEn?: string | undefined;
  readonly isActive?: boolean | undefined;
}

/** Renames and (de)activates. The code, group and side never change: postings refer to them. */
export async function updateAccount(
  tx: Transaction,
  organizationId: string,
  accountId: string,
  input: UpdateAccountInput,
): Promise<AccountRecord> {
  const account = await requireAccount(tx, organizationId, accountId);
  if (input.isActive === false && account.isActive) {
    const usage = await accountUsage(tx, organizationId, account.code);
    if (usage.netDebit !== 0n) {
      throw new LedgerError('ACCOUNT.HAS_BALANCE', `Account ${account.code} still has a balance`, 'isActive');
    }
  }
  await tx
    .update(accounts)
    .set({
      ...(input.nameTh === undefined ? {} : { nameTh: input.nameTh }),
      ...(input.nameEn === undefined ? {} : { nameEn: input.nameEn }),
      ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(accounts.organizationId, organizationId), eq(accounts.id, accountId)));
  return requireAccount(tx, organizationId, accountId);
}

/** Deletes an account that never had a posting and has no child accounts. */
export async function deleteAccount(
  tx: Transaction,
  organizationId: string,
  accountId: string,
): Promise<void> {
  const account = await requireAccount(tx, organizationId, accountId);
  const usage = await accountUsage(tx, organizationId, account.code);
  if (usage.lineCount > 0) {
    throw new LedgerError(
      'ACCOUNT.HAS_POSTINGS',
      `Account ${account.code} has postings; deactivate it instead`,
    );
  }
  if (usage.childCount > 0) {
    throw new LedgerError('ACCOUNT.HAS_CHILDREN', `Account ${account.code} has child accounts`);
  }
  await tx
    .delete(accounts)
    .where(and(eq(accounts.organizationId, organizationId), eq(accounts.id, accountId)));
}

export async function requireAccount(
  db: Database,
  organizationId: string,
  accountId: string,
): Promise<AccountRecord> {
  const account = await getAccount(db, organizationId, accountId);
  if (!account) throw new LedgerError('ACCOUNT.NOT_FOUND', 'Account not found');
  return account;
}
