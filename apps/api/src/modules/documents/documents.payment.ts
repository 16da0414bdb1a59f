// How the money of a receipt or cash sale came in (issue #10 §2, decisions 0095–0096): the payment columns a
// draft or the Receive Payment action sets, checked here (method of the domain's list, a bank account of the
// organisation, cheque number and date, a fee and a bounded rounding difference), and the posting options they
// give: cash → 11111, any other method → the named bank account's GL account (11121 when none is named, as
// before); the fee to 53033 and the rounding to 53094 / 49080 (domain paymentCharges).
import type { PaymentFieldsInput } from '@banchee/contracts';
import {
  ACCOUNTS,
  MAX_ROUNDING_DIFFERENCE,
  PAYMENT_METHODS,
  methodGoesToBank,
  parseMoney,
  toMoneyString,
  type PaymentMethod,
  type PaymentOptions,
} from '@banchee/domain';
import { organizationBankAccounts, and, eq, isNull } from '@banchee/db';
import { validationFailed } from './documents.errors.ts';
import { rulesOf } from './documents.kinds.ts';
import type { Db, DocumentRow } from './documents.queries.ts';

/** The payment columns of a document. */
export interface PaymentColumns {
  paymentMethod: string | null;
  paymentBank: string | null;
  paymentReference: string | null;
  collectedAt: string | null;
  paymentAccountId: string | null;
  chequeNumber: string | null;
  chequeDate: string | null;
  bankFee: string;
  roundingAmount: string;
}

export interface BankAccountRef {
  readonly id: string;
  readonly bankCode: string;
  readonly accountNumber: string;
  readonly accountName: string | null;
  readonly glAccountCode: string;
}

/** A bank account of the organisation; a deleted one only with includeDeleted (documents paid into it). */
export async function findBankAccount(
  db: Db,
  organizationId: string,
  id: string,
  options: { includeDeleted?: boolean } = {},
): Promise<BankAccountRef | undefined> {
  const [row] = await db
    .select({
      id: organizationBankAccounts.id,
      bankCode: organizationBankAccounts.bankCode,
      accountNumber: organizationBankAccounts.accountNumber,
      accountName: organizationBankAccounts.accountName,
      glAccountCode: organizationBankAccounts.glAccountCode,
    })
    .from(organizationBankAccounts)
    .where(
      and(
        eq(organizationBankAccounts.organizationId, organizationId),
        eq(organizationBankAccounts.id, id),
        options.includeDeleted ? undefined : isNull(organizationBankAccounts.deletedAt),
      ),
    );
  return row;
}

const orNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);

function isPaymentMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** The payment columns from the input over `defaults` (the stored document when editing). */
export async function paymentColumnsOf(
  db: Db,
  organizationId: string,
  input: PaymentFieldsInput,
  defaults: Partial<PaymentColumns>,
): Promise<PaymentColumns> {
  const method = orNull(input.paymentMethod) ?? defaults.paymentMethod ?? null;
  if (method !== null && !isPaymentMethod(method)) {
    throw validationFailed('paymentMethod', `Expected one of ${PAYMENT_METHODS.join(', ')}`);
  }
  // Cash goes to 11111: a bank account named with it is dropped rather than kept as a stale choice. Other
  // methods go to the bank account named, or to 11121 when none is (an organisation without bank accounts).
  const toBank = method === null || methodGoesToBank(method);
  const accountId = toBank ? (input.paymentAccountId ?? defaults.paymentAccountId ?? null) : null;
  if (accountId !== null && !(await findBankAccount(db, organizationId, accountId))) {
    throw validationFailed('paymentAccountId', 'No such bank account in this organisation');
  }
  const cheque = method === 'CHEQUE';
  const chequeNumber = cheque ? (orNull(input.chequeNumber) ?? defaults.chequeNumber ?? null) : null;
  const chequeDate = cheque ? (input.chequeDate ?? defaults.chequeDate ?? null) : null;
  if (cheque && chequeNumber === null) throw validationFailed('chequeNumber', 'A cheque needs its number');
  if (cheque && chequeDate === null) throw validationFailed('chequeDate', 'A cheque needs its date');
  const rounding =
    input.roundingAmount === undefined
      ? parseMoney(defaults.roundingAmount ?? '0')
      : parseMoney(input.roundingAmount.replace(/^\+/, ''));
  if (rounding > MAX_ROUNDING_DIFFERENCE || -rounding > MAX_ROUNDING_DIFFERENCE) {
    throw validationFailed(
      'roundingAmount',
      `A rounding difference is at most ${toMoneyString(MAX_ROUNDING_DIFFERENCE)} either way`,
    );
  }
  return {
    paymentMethod: method,
    paymentBank: orNull(input.paymentBank) ?? defaults.paymentBank ?? null,
    paymentReference: orNull(input.paymentReference) ?? defaults.paymentReference ?? null,
    collectedAt: input.collected_at ?? defaults.collectedAt ?? null,
    paymentAccountId: accountId,
    chequeNumber,
    chequeDate,
    bankFee: toMoneyString(
      input.bankFee === undefined ? parseMoney(defaults.bankFee ?? '0') : parseMoney(input.bankFee),
    ),
    roundingAmount: toMoneyString(rounding),
  };
}

/** The stored payment columns of a document (defaults for an edit or a document made from it). */
export function paymentColumnsOfRow(document: DocumentRow): PaymentColumns {
  return {
    paymentMethod: document.paymentMethod,
    paymentBank: document.paymentBank,
    paymentReference: document.paymentReference,
    collectedAt: document.collectedAt,
    paymentAccountId: document.paymentAccountId,
    chequeNumber: document.chequeNumber,
    chequeDate: document.chequeDate,
    bankFee: document.bankFee,
    roundingAmount: document.roundingAmount,
  };
}

/** Where a document's money went and what the payment cost: the domain's posting options. */
export async function paymentOptionsOf(db: Db, document: DocumentRow): Promise<PaymentOptions> {
  const account =
    document.paymentAccountId === null
      ? undefined
      : await findBankAccount(db, document.organizationId, document.paymentAccountId, {
          includeDeleted: true,
        });
  return {
    paymentAccount:
      document.paymentMethod === 'CASH' ? ACCOUNTS.cashOnHand : (account?.glAccountCode ?? ACCOUNTS.bank),
    bankFee: parseMoney(document.bankFee),
    rounding: parseMoney(document.roundingAmount),
  };
}

/**
 * A paying document as its payment is dated: a purchase bill paid at once on the day it was paid (collected_at,
 * decision 0235; its own date when none was given), any other on its own date.
 */
export function asPayment(document: DocumentRow): DocumentRow {
  const rules = rulesOf(document.kind);
  const bill = rules.side === 'purchases' && rules.role === 'bill';
  return bill && document.collectedAt ? { ...document, date: document.collectedAt } : document;
}
