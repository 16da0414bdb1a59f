// Use cases of organisation bank accounts (issue #10 §2, decision 0095): list, create, read, replace and soft
// delete. Each account posts to its own GL account: a chosen postable account under 11120 (cash at banks), or
// by default a new sub-account 11121.01, 11121.02 … opened in the organisation's chart in the same
// transaction and named after the bank and the account number.
import type {
  BankAccount,
  BankAccountInput,
  BankAccountList,
  CreateBankAccountRequest,
} from '@banchee/contracts';
import {
  accounts,
  and,
  asc,
  eq,
  isNull,
  like,
  newId,
  organizationBankAccounts,
  type Database,
  type Transaction,
} from '@banchee/db';
import { BANKS, type Bank } from '@banchee/domain';
import { AppError, notFound, validationError } from '../../http/errors.ts';
import { requireMembership } from '../../http/organization-scope.ts';
import { compact, iso } from '../../http/serialize.ts';
import { createAccount } from '../accounts/index.ts';

type Row = typeof organizationBankAccounts.$inferSelect;

/** Sub-accounts of this account hold the organisation's bank accounts by default. */
const DEFAULT_PARENT_CODE = '11121';

function bankOf(code: string): Bank | undefined {
  return BANKS.find((bank) => bank.code === code);
}

export function toBankAccount(row: Row): BankAccount {
  const bank = bankOf(row.bankCode);
  return compact({
    id: row.id,
    organizationId: row.organizationId,
    bankCode: row.bankCode,
    bankNameTh: bank?.nameTh ?? row.bankCode,
    bankNameEn: bank?.nameEn ?? row.bankCode,
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    branchName: row.branchName,
    glAccountCode: row.glAccountCode,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  });
}

const live = (organizationId: string) =>
  and(
    eq(organizationBankAccounts.organizationId, organizationId),
    isNull(organizationBankAccounts.deletedAt),
  );

async function findLive(db: Database, organizationId: string, id: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(organizationBankAccounts)
    .where(and(live(organizationId), eq(organizationBankAccounts.id, id)));
  return row;
}

const missing = () => notFound('BANK_ACCOUNT', 'bank account');

export async function listBankAccounts(
  db: Database,
  userId: string,
  organizationId: string,
): Promise<BankAccountList> {
  await requireMembership(db, userId, organizationId);
  const rows = await db
    .select()
    .from(organizationBankAccounts)
    .where(live(organizationId))
    .orderBy(asc(organizationBankAccounts.createdAt), asc(organizationBankAccounts.id));
  return { data: rows.map(toBankAccount) };
}

export async function getBankAccount(db: Database, organizationId: string, id: string): Promise<BankAccount> {
  const row = await findLive(db, organizationId, id);
  if (!row) throw missing();
  return toBankAccount(row);
}

function requireBank(code: string): Bank {
  const bank = bankOf(code);
  if (!bank) {
    throw validationError([{ path: 'bankCode', message: 'not one of the bank codes of spec §9' }]);
  }
  return bank;
}

/** Refuses a second live account with the same bank and number. */
async function assertUnique(
  tx: Transaction,
  organizationId: string,
  input: BankAccountInput,
  exceptId?: string,
) {
  const rows = await tx
    .select({ id: organizationBankAccounts.id })
    .from(organizationBankAccounts)
    .where(
      and(
        live(organizationId),
        eq(organizationBankAccounts.bankCode, input.bankCode),
        eq(organizationBankAccounts.accountNumber, input.accountNumber),
      ),
    );
  if (rows.some((r) => r.id !== exceptId)) {
    throw new AppError('BANK_ACCOUNT.DUPLICATE', 'This organisation already has this bank account.');
  }
}

/** The chosen GL account: it must exist, be postable and active, and sit under 11120. */
async function checkGlAccount(tx: Transaction, organizationId: string, code: string): Promise<string> {
  const [account] = await tx
    .select({ isPostable: accounts.isPostable, isActive: accounts.isActive })
    .from(accounts)
    .where(and(eq(accounts.organizationId, organizationId), eq(accounts.code, code)));
  if (!account?.isPostable || !account.isActive) {
    throw validationError([
      { path: 'glAccountCode', message: 'not an active postable bank account of this chart' },
    ]);
  }
  return code;
}

/** Opens the next free 11121.NN (01–99) for a bank account, named after its bank and number. */
async function openGlAccount(
  tx: Transaction,
  organizationId: string,
  bank: Bank,
  accountNumber: string,
): Promise<string> {
  const taken = await tx
    .select({ code: accounts.code })
    .from(accounts)
    .where(and(eq(accounts.organizationId, organizationId), like(accounts.code, `${DEFAULT_PARENT_CODE}.%`)));
  const used = new Set(taken.map((a) => a.code));
  let code: string | undefined;
  for (let n = 1; n <= 99 && code === undefined; n += 1) {
    const candidate = `${DEFAULT_PARENT_CODE}.${String(n).padStart(2, '0')}`;
    if (!used.has(candidate)) code = candidate;
  }
  if (code === undefined) {
    throw new AppError('BANK_ACCOUNT.NO_FREE_CODE', 'Every 11121.NN code is used: choose a GL account.');
  }
  await createAccount(tx, organizationId, {
    code,
    nameTh: `เงินฝากธนาคาร - ${bank.nameTh} ${accountNumber}`,
    nameEn: `Bank - ${bank.nameEn} ${accountNumber}`,
    isPostable: true,
  });
  return code;
}

function columnsOf(input: BankAccountInput) {
  return {
    bankCode: input.bankCode,
    accountNumber: input.accountNumber,
    accountName: input.accountName ?? null,
    branchName: input.branchName ?? null,
  };
}

/** The caller has been checked as a member of organizationId by the route (before the idempotency key). */
export async function createBankAccount(db: Database, input: CreateBankAccountRequest): Promise<BankAccount> {
  const { organizationId } = input;
  const bank = requireBank(input.bankCode);
  return db.transaction(async (tx) => {
    await assertUnique(tx, organizationId, input);
    const glAccountCode = input.glAccountCode
      ? await checkGlAccount(tx, organizationId, input.glAccountCode)
      : await openGlAccount(tx, organizationId, bank, input.accountNumber);
    const [row] = await tx
      .insert(organizationBankAccounts)
      .values({ organizationId, id: newId(), ...columnsOf(input), glAccountCode })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toBankAccount(row);
  });
}

/** Replaces the details; without glAccountCode the account keeps posting where it did. */
export async function updateBankAccount(
  db: Database,
  organizationId: string,
  id: string,
  input: BankAccountInput,
): Promise<BankAccount> {
  requireBank(input.bankCode);
  return db.transaction(async (tx) => {
    if (!(await findLive(tx, organizationId, id))) throw missing();
    await assertUnique(tx, organizationId, input, id);
    const glAccountCode = input.glAccountCode
      ? { glAccountCode: await checkGlAccount(tx, organizationId, input.glAccountCode) }
      : {};
    const [row] = await tx
      .update(organizationBankAccounts)
      .set({ ...columnsOf(input), ...glAccountCode, updatedAt: new Date() })
      .where(and(live(organizationId), eq(organizationBankAccounts.id, id)))
      .returning();
    if (!row) throw missing();
    return toBankAccount(row);
  });
}

/** Soft delete: documents paid into it keep their link, and their postings keep its GL account. */
export async function deleteBankAccount(db: Database, organizationId: string, id: string): Promise<void> {
  const rows = await db
    .update(organizationBankAccounts)
    .set({ deletedAt: new Date() })
    .where(and(live(organizationId), eq(organizationBankAccounts.id, id)))
    .returning({ id: organizationBankAccounts.id });
  if (rows.length !== 1) throw missing();
}
