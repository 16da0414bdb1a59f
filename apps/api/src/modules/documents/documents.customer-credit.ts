// Customer credit used by a later receipt (issue #10 §3, decision 0188). A customer's open credit is what their
// credit notes after payment left in 21510 (their own entries, reversals included), less the refunds that paid
// it out (decision 0166), less what their active receipts used. A receipt names the amount it uses
// (customerCreditAmount): that part is paid from 21510 instead of the money account (domain customerCreditUsed).
// Every check runs under a lock on the customer's contact row, which refunds take too, so two receipts (or a
// receipt and a refund) cannot spend the same credit.
import type { CustomerCreditBalance } from '@banchee/contracts';
import { ACCOUNTS, checkCustomerCreditUse, parseMoney, toMoneyString, type Money } from '@banchee/domain';
import { sql, type Transaction } from '@banchee/db';
import { AppError } from '../../http/errors.ts';
import { validationFailed } from './documents.errors.ts';
import { updateDocumentRow, type Db, type DocumentRow } from './documents.queries.ts';

interface Exclude {
  /** A receipt not counted among the users of credit (the one being checked). */
  readonly receiptId?: string;
  /** A credit note not counted among the sources of credit (the one being voided). */
  readonly creditNoteId?: string;
}

/** The customer's credit: left by credit notes, refunded, used by receipts, and what is still open. */
export async function customerCreditBalance(
  db: Db,
  organizationId: string,
  contactId: string,
  exclude: Exclude = {},
): Promise<CustomerCreditBalance> {
  const { rows } = await db.execute<{ credit: string; refunded: string; used: string }>(sql`
    SELECT
      (SELECT coalesce(sum(l.credit - l.debit), 0) FROM journal_lines l
         JOIN journal_entries e ON e.organization_id = l.organization_id AND e.id = l.entry_id
        WHERE e.organization_id = ${organizationId} AND e.source_kind = 'CN'
          AND l.account_code = ${ACCOUNTS.customerDeposits} AND l.contact_id::text = ${contactId}
          AND e.source_document_id::text <> ${exclude.creditNoteId ?? ''})::numeric(18, 2)::text AS credit,
      (SELECT coalesce(sum(amount), 0) FROM customer_refunds
        WHERE organization_id = ${organizationId} AND contact_id::text = ${contactId}
          AND status = 'ISSUED')::numeric(18, 2)::text AS refunded,
      (SELECT coalesce(sum(customer_credit_amount), 0) FROM documents
        WHERE organization_id = ${organizationId} AND contact_id::text = ${contactId} AND kind = 'RE'
          AND status <> 'VOID' AND id::text <> ${exclude.receiptId ?? ''})::numeric(18, 2)::text AS used`);
  const row = rows[0];
  const credit = parseMoney(row?.credit ?? '0');
  const refunded = parseMoney(row?.refunded ?? '0');
  const used = parseMoney(row?.used ?? '0');
  return {
    contact_id: contactId,
    credit: toMoneyString(credit),
    refunded: toMoneyString(refunded),
    used: toMoneyString(used),
    available: toMoneyString(credit - refunded - used),
  };
}

/** Locks the customer's contact row: every spender of their credit takes this lock first. */
export async function lockCustomer(
  tx: Transaction,
  organizationId: string,
  contactId: string,
): Promise<void> {
  await tx.execute(sql`
    SELECT id FROM contacts WHERE organization_id = ${organizationId} AND id::text = ${contactId} FOR UPDATE`);
}

/** What a receipt would otherwise bring in: settled − WHT − fee + rounding. */
function moneyDueOf(row: DocumentRow): Money {
  return (
    parseMoney(row.grandTotal) -
    parseMoney(row.whtAmount) -
    parseMoney(row.bankFee) +
    parseMoney(row.roundingAmount)
  );
}

function refusal(code: string, message: string, details: Record<string, string> | undefined) {
  return new AppError(code, message, {
    details: [{ path: 'customerCreditAmount', message, code, params: details }],
  });
}

/** Checks `requested` against the customer's open credit (without `row`'s own use) and the money due. */
async function assertUsable(tx: Transaction, row: DocumentRow, requested: Money): Promise<void> {
  if (row.contactId === null) {
    throw validationFailed('customerCreditAmount', 'Customer credit needs a customer from the contacts');
  }
  await lockCustomer(tx, row.organizationId, row.contactId);
  const balance = await customerCreditBalance(tx, row.organizationId, row.contactId, { receiptId: row.id });
  const verdict = checkCustomerCreditUse(requested, parseMoney(balance.available), moneyDueOf(row));
  if (!verdict.ok) {
    const { code, message, details } = verdict.error;
    throw refusal(code, message, details as Record<string, string> | undefined);
  }
}

/** A new receipt that uses customer credit: checked, then stored on the row before it posts. */
export async function applyCustomerCredit(
  tx: Transaction,
  row: DocumentRow,
  requested: string | undefined,
): Promise<DocumentRow> {
  const amount = parseMoney(requested ?? '0');
  if (amount === 0n) return row;
  if (row.kind !== 'RE') {
    throw validationFailed('customerCreditAmount', 'Only a receipt uses customer credit');
  }
  await assertUsable(tx, row, amount);
  const customerCreditAmount = toMoneyString(amount);
  await updateDocumentRow(tx, row.organizationId, row.id, { customerCreditAmount });
  return { ...row, customerCreditAmount };
}

/**
 * Before a life-cycle change: a voided receipt brought back uses its credit again (refused when it is no
 * longer open); a credit note voided takes its credit away (refused when receipts used it: void them first).
 */
export async function assertCreditStillCovered(
  tx: Transaction,
  row: DocumentRow,
  change: 'revive' | 'void',
): Promise<void> {
  if (change === 'revive' && row.kind === 'RE' && parseMoney(row.customerCreditAmount) > 0n) {
    await assertUsable(tx, row, parseMoney(row.customerCreditAmount));
  }
  if (change === 'void' && row.kind === 'CN' && row.contactId !== null) {
    await lockCustomer(tx, row.organizationId, row.contactId);
    const without = await customerCreditBalance(tx, row.organizationId, row.contactId, {
      creditNoteId: row.id,
    });
    if (parseMoney(without.available) < 0n) {
      throw new AppError(
        'CREDIT_NOTE.CREDIT_USED',
        `${row.number}'s customer credit is used by receipts: void them first`,
        { details: [{ path: 'action', message: 'credit used', code: 'CREDIT_NOTE.CREDIT_USED' }] },
      );
    }
  }
}
