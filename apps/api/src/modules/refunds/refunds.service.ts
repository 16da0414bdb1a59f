// Use cases of customer refunds (issue #10 §3, decision 0166): pay back the customer credit a credit note left
// after its invoice was paid. One transaction each: the credit note is locked, the amount checked against its
// open credit (domain checkRefundAmount), a number taken (RF + date + running number, the documents'
// counters), the entry posted (domain postCustomerRefund: Dr 21510 · Cr cash/bank, fee Dr 53033) with the
// credit note as its source, and the refund stored. A void reverses the entry, dated the day it happens.
import type {
  CreateRefundRequest,
  CustomerCredit,
  ListRefundsQuery,
  Refund,
  RefundList,
} from '@banchee/contracts';
import {
  ACCOUNTS,
  checkNotBeforeSource,
  checkRefundAmount,
  parseMoney,
  postCustomerRefund,
  toMoneyString,
} from '@banchee/domain';
import { newId, type Database } from '@banchee/db';
import { AppError, notFound, validationError } from '../../http/errors.ts';
import { compact, iso } from '../../http/serialize.ts';
import { bangkokToday, customerCreditBalance, lockCustomer } from '../documents/index.ts';
import { allocateNumber, documentSeries } from '../numbering/index.ts';
import { findBankAccount } from '../documents/index.ts';
import { postEntry, reverseEntry } from '../journals/index.ts';
import * as queries from './refunds.queries.ts';

export const REFUND_PREFIX = 'RF';

export interface RefundActor {
  readonly userId: string;
  readonly organizationId: string;
}

const missing = () => notFound('REFUND', 'refund');
const creditNoteMissing = () => notFound('CREDIT_NOTE', 'credit note');

export function toRefund(row: queries.RefundRow, creditNoteNumber: string): Refund {
  return compact({
    id: row.id,
    organizationId: row.organizationId,
    number: row.number,
    date: row.refundDate,
    credit_note_id: row.creditNoteId,
    credit_note_number: creditNoteNumber,
    contact_id: row.contactId,
    amount: toMoneyString(parseMoney(row.amount)),
    bank_fee: toMoneyString(parseMoney(row.bankFee)),
    payment_method: row.paymentMethod as Refund['payment_method'],
    payment_account_id: row.paymentAccountId,
    cheque_number: row.chequeNumber,
    cheque_date: row.chequeDate,
    reference: row.reference,
    remarks: row.remarks,
    status: row.status,
    journal_entry_id: row.journalEntryId,
    created_at: iso(row.createdAt),
  });
}

/** The credit a credit note left, what its active refunds paid and what is still open. */
export async function creditOfNote(
  db: Database,
  organizationId: string,
  creditNoteId: string,
): Promise<CustomerCredit> {
  const numbers = await queries.creditNoteNumbers(db, organizationId, [creditNoteId]);
  const number = numbers.get(creditNoteId);
  if (number === undefined) throw creditNoteMissing();
  const credit = parseMoney(await queries.customerCreditOf(db, organizationId, creditNoteId));
  const refunded = parseMoney(await queries.refundedOf(db, organizationId, creditNoteId));
  const available = credit - refunded > 0n ? credit - refunded : 0n;
  return {
    credit_note_id: creditNoteId,
    credit_note_number: number,
    customer_credit: toMoneyString(credit),
    refunded: toMoneyString(refunded),
    available: toMoneyString(available),
  };
}

/** Cash leaves 11111; any other method the named bank account's GL account (11121 when none is named). */
async function paymentAccountOf(db: Database, organizationId: string, input: CreateRefundRequest) {
  if (input.paymentAccountId) {
    const account = await findBankAccount(db, organizationId, input.paymentAccountId);
    if (!account) {
      throw validationError([
        { path: 'paymentAccountId', message: 'No such bank account of this organisation' },
      ]);
    }
    return input.paymentMethod === 'CASH' ? ACCOUNTS.cashOnHand : account.glAccountCode;
  }
  return input.paymentMethod === 'CASH' ? ACCOUNTS.cashOnHand : ACCOUNTS.bank;
}

export async function createRefund(
  db: Database,
  actor: RefundActor,
  input: CreateRefundRequest,
): Promise<Refund> {
  const { organizationId } = actor;
  if (input.paymentMethod === 'CHEQUE' && !(input.chequeNumber && input.chequeDate)) {
    throw validationError([
      {
        path: input.chequeNumber ? 'chequeDate' : 'chequeNumber',
        message: 'A cheque needs its number and date',
      },
    ]);
  }
  const paymentAccount = await paymentAccountOf(db, organizationId, input);
  return db.transaction(async (tx) => {
    const note = await queries.lockCreditNote(tx, organizationId, input.creditNoteId);
    if (!note) throw creditNoteMissing();
    if (note.status === 'VOID') {
      throw new AppError('REFUND.CREDIT_NOTE_VOID', `${note.number} is void: it leaves no credit to refund`);
    }
    const order = checkNotBeforeSource(input.date, { number: note.number, date: note.date });
    if (!order.ok) {
      const { code, message } = order.error;
      throw validationError([
        { path: 'date', message, code, params: { number: note.number, date: note.date } },
      ]);
    }
    const credit = parseMoney(await queries.customerCreditOf(tx, organizationId, note.id));
    const refunded = parseMoney(await queries.refundedOf(tx, organizationId, note.id));
    const amount = parseMoney(input.amount);
    // Receipts may have used the customer's credit since (decision 0188): never refund more than is still open
    // for the customer, under the lock receipts take too.
    let open = credit - refunded;
    if (note.contactId !== null) {
      await lockCustomer(tx, organizationId, note.contactId);
      const customer = parseMoney(
        (await customerCreditBalance(tx, organizationId, note.contactId)).available,
      );
      if (customer < open) open = customer;
    }
    const verdict = checkRefundAmount(amount, open);
    if (!verdict.ok) {
      const { code, message, details } = verdict.error;
      throw new AppError(code, message, {
        details: [{ path: 'amount', message, code, params: details as Record<string, string> | undefined }],
      });
    }
    const number = await allocateNumber(tx, organizationId, documentSeries(REFUND_PREFIX), input.date);
    const bankFee = parseMoney(input.bankFee ?? '0');
    const entry = await postEntry(
      tx,
      organizationId,
      {
        date: input.date,
        description: `คืนเงินลูกค้า ${number} ตามใบลดหนี้ ${note.number}`,
        source: { documentId: note.id, kind: REFUND_PREFIX, number },
        lines: postCustomerRefund({ amount, paymentAccount, bankFee }).map((line) => ({
          ...line,
          contactId: line.accountCode === ACCOUNTS.customerDeposits ? note.contactId : null,
        })),
      },
      actor.userId,
    );
    const row = await queries.insertRefund(tx, {
      organizationId,
      id: newId(),
      number,
      refundDate: input.date,
      creditNoteId: note.id,
      contactId: note.contactId,
      amount: toMoneyString(amount),
      paymentMethod: input.paymentMethod,
      paymentAccountId: input.paymentAccountId ?? null,
      chequeNumber: input.chequeNumber ?? null,
      chequeDate: input.chequeDate ?? null,
      reference: input.reference ?? null,
      bankFee: toMoneyString(bankFee),
      remarks: input.remarks ?? null,
      journalEntryId: entry.id,
      createdBy: actor.userId,
    });
    return toRefund(row, note.number);
  });
}

export async function getRefund(db: Database, organizationId: string, id: string): Promise<Refund> {
  const row = await queries.findRefund(db, organizationId, id);
  if (!row) throw missing();
  const numbers = await queries.creditNoteNumbers(db, organizationId, [row.creditNoteId]);
  return toRefund(row, numbers.get(row.creditNoteId) ?? '');
}

export async function listRefunds(
  db: Database,
  organizationId: string,
  query: ListRefundsQuery,
): Promise<RefundList> {
  const page = await queries.listRefunds(db, organizationId, query.search, query.page, query.limit);
  const numbers = await queries.creditNoteNumbers(db, organizationId, [
    ...new Set(page.rows.map((r) => r.creditNoteId)),
  ]);
  return {
    data: page.rows.map((row) => toRefund(row, numbers.get(row.creditNoteId) ?? '')),
    pagination: page.pagination,
  };
}

/** VOID: the refund's entry is reversed (dated today, or the refund's date when later); refused twice. */
export async function voidRefund(db: Database, actor: RefundActor, id: string): Promise<Refund> {
  const { organizationId } = actor;
  return db.transaction(async (tx) => {
    const row = await queries.findRefund(tx, organizationId, id, true);
    if (!row) throw missing();
    if (row.status === 'VOID') {
      throw new AppError('REFUND.INVALID_TRANSITION', `${row.number} is already void`);
    }
    await reverseEntry(
      tx,
      organizationId,
      row.journalEntryId,
      { date: bangkokToday(), reason: `ยกเลิกการคืนเงิน ${row.number}` },
      actor.userId,
    );
    const updated = await queries.markVoid(tx, organizationId, id);
    const numbers = await queries.creditNoteNumbers(tx, organizationId, [row.creditNoteId]);
    return toRefund(updated, numbers.get(row.creditNoteId) ?? '');
  });
}
