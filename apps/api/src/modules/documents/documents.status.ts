// Life-cycle actions (spec §4): the domain's table decides, the checks of voiding and reviving guard the
// parents, and the posting follows the new status — one transaction.
import type { PaymentFieldsInput, SalesDocument } from '@banchee/contracts';
import { newId, type Database, type Transaction } from '@banchee/db';
import {
  ACTIONS,
  type DocumentAction,
  QUANTITY_SCALE,
  applyAction,
  parseAction,
  parseDecimal,
  type DocumentKind,
} from '@banchee/domain';
import { conflict, notFound } from './documents.errors.ts';
import { bangkokToday } from './documents.drafts.ts';
import { hasActiveRefund } from '../refunds/index.ts';
import { assertBillPaymentDate, assertPeriodOpen, assertVoidable } from './documents.invariants.ts';
import { assertVatMonthOpen } from './documents.vat-month.ts';
import { isActiveStatus, rulesOf } from './documents.kinds.ts';
import { PAID_AT_ONCE_STATUSES, postingsOnStatus } from './documents.postings.ts';
import { collectableBalance, paidBySettlements, quotationProgress } from './documents.progress.ts';
import {
  findChildLinks,
  findDocument,
  findLines,
  findLinesOfDocuments,
  findParentLinks,
  insertEvent,
  updateDocumentRow,
  type DocumentRow,
} from './documents.queries.ts';
import { paymentColumnsOf, paymentColumnsOfRow } from './documents.payment.ts';
import { assertNoAssetsFromLines } from './documents.assets.ts';
import { assertCreditStillCovered } from './documents.customer-credit.ts';
import { offeredActions, readDocument, type Actor } from './documents.read.ts';
import { refreshDerivedStatus } from './documents.derived-status.ts';

/** A credit note whose customer credit was refunded is neither voided nor edited: void the refund first (0166). */
export async function assertNotRefunded(tx: Transaction, row: DocumentRow): Promise<void> {
  if (row.kind !== 'CN' || !(await hasActiveRefund(tx, row.organizationId, row.id))) return;
  throw conflict('CN', 'REFUNDED', `${row.number} has a refund of its credit: void the refund first`);
}

/**
 * A voided document coming back (RESET from VOID) takes again what it took from its parents: refuse when
 * that no longer fits (the quotation was billed since, the invoice was paid since, the parent was voided).
 */
async function assertRevivable(tx: Transaction, organizationId: string, row: DocumentRow): Promise<void> {
  const parents = await findParentLinks(tx, organizationId, row.id);
  for (const parent of parents) {
    const refuse = (message: string) =>
      conflict(row.kind, 'CANNOT_RESET', message, { parent: parent.document.number });
    if (!isActiveStatus(parent.document.status)) {
      throw refuse(`${parent.document.number} is ${parent.document.status}`);
    }
    const siblings = await findChildLinks(tx, organizationId, parent.link.parentId);
    // Count this document as active again while checking.
    const revived = siblings.map((s) =>
      s.link.childId === row.id ? { ...s, document: { ...s.document, status: 'AWAITING' } } : s,
    );
    const type = parent.link.linkType;
    if (type === 'FULL' || type === 'PARTIAL' || type === 'DEPOSIT') {
      const parentRow = await findDocument(tx, organizationId, parent.link.parentId);
      if (!parentRow) throw refuse('The quotation is gone');
      const activeIds = revived.filter((c) => isActiveStatus(c.document.status)).map((c) => c.link.childId);
      const progress = quotationProgress(
        parentRow,
        revived,
        await findLinesOfDocuments(tx, organizationId, activeIds),
      );
      const quotationLines = await findLines(tx, organizationId, parentRow.id);
      const overQuantity = quotationLines.some(
        (line) =>
          (progress.billedQuantities.get(line.id) ?? 0n) > parseDecimal(line.quantity, QUANTITY_SCALE),
      );
      if (progress.remaining < 0n || overQuantity || progress.deposited > progress.whole) {
        throw refuse(`${parent.document.number} has been billed since: this would over-bill it`);
      }
      if (parentRow.status === 'ISSUED' && type === 'DEPOSIT') {
        throw refuse(`${parent.document.number} has been billed in full since`);
      }
    } else if (type === 'RECEIPT' || type === 'CREDIT_NOTE') {
      const parentRow = await findDocument(tx, organizationId, parent.link.parentId);
      if (parentRow && collectableBalance(parentRow, revived).balance < 0n) {
        throw refuse(`${parent.document.number} has been settled since`);
      }
    } else if (type === 'DEPOSIT_DEDUCTION') {
      const deducting = revived.filter(
        (s) => s.link.linkType === 'DEPOSIT_DEDUCTION' && isActiveStatus(s.document.status),
      );
      if (deducting.length > 1) throw refuse(`The deposit ${parent.document.number} is deducted elsewhere`);
    }
  }
}

/** Whether `action` on a document of `kind` carries how the money moved (the payment fields of the request). */
function recordsPayment(kind: DocumentKind, action: DocumentAction | null): boolean {
  if (action === 'RECEIVE PAYMENT' || action === 'EDIT PAYMENT') return true;
  return rulesOf(kind).side === 'purchases' && action === 'PAID';
}

/** A purchase bill's Paid or Edit Payment: the bill pays itself, on the day of collected_at (decision 0235). */
function paysItself(kind: DocumentKind, action: DocumentAction | null): boolean {
  return paidBySettlements(kind) && (action === 'PAID' || action === 'EDIT PAYMENT');
}

export async function changeDocumentStatus(
  db: Database,
  actor: Actor,
  kind: DocumentKind,
  id: string,
  action: string,
  payment: PaymentFieldsInput = {},
): Promise<SalesDocument> {
  const { organizationId } = actor;
  return db.transaction(async (tx) => {
    const found = await findDocument(tx, organizationId, id, { forUpdate: true });
    // Receive Payment records how the money came in before the cash sale posts, Edit Payment changes it and
    // posts again (issue #10 §2); Paid and Edit Payment how a purchase bill was paid at once (issue 11 §2).
    const row =
      found && recordsPayment(found.kind, parseAction(action))
        ? { ...found, ...(await paymentColumnsOf(tx, organizationId, payment, paymentColumnsOfRow(found))) }
        : found;
    if (!row || row.kind !== kind) throw notFound(kind);
    const children = await findChildLinks(tx, organizationId, id);
    const offered = offeredActions(row, children);
    const parsed = parseAction(action);
    const refuse = (message: string) =>
      conflict(kind, 'INVALID_TRANSITION', message, { status: row.status, action, allowedActions: offered });
    if (parsed === null) throw refuse(`Unknown action ${action}`);
    if (ACTIONS[parsed].type === 'create') {
      throw refuse(`${ACTIONS[parsed].label} makes a new document: POST it to its resource`);
    }
    const result = applyAction(kind, row.status, parsed);
    if (!result.ok || !offered.includes(parsed)) {
      throw refuse(
        `${ACTIONS[parsed].label} is not allowed on a ${rulesOf(kind).label} in status ${row.status}`,
      );
    }
    const next = result.value;
    if (isActiveStatus(row.status) && !isActiveStatus(next)) await assertNoAssetsFromLines(tx, row);
    if (parsed === 'VOID') await assertVoidable(tx, row);
    await assertVatMonthOpen(tx, row, parsed);
    if (parsed === 'VOID') await assertNotRefunded(tx, row);
    if (parsed === 'VOID') await assertCreditStillCovered(tx, row, 'void');
    else await assertPeriodOpen(tx, organizationId, { current: row.date, next: row.date });
    if (paysItself(kind, parsed)) await assertBillPaymentDate(tx, row);
    if (parsed === 'RESET' && row.status === 'VOID') {
      await assertRevivable(tx, organizationId, row);
      await assertCreditStillCovered(tx, row, 'revive');
    }
    await updateDocumentRow(tx, organizationId, id, {
      status: next,
      ...(row === found ? {} : paymentColumnsOfRow(row)),
      // A purchase bill no longer paid at once keeps no day it was paid (migration 0055).
      ...(paidBySettlements(kind) && !PAID_AT_ONCE_STATUSES.includes(next) ? { collectedAt: null } : {}),
    });
    await insertEvent(tx, {
      organizationId,
      id: newId(),
      documentId: id,
      action: parsed,
      fromStatus: row.status,
      toStatus: next,
      userId: actor.userId,
    });
    const changed = { ...row, status: next };
    const wasActive = isActiveStatus(row.status);
    if (wasActive !== isActiveStatus(next)) {
      const parents = await findParentLinks(tx, organizationId, id);
      for (const parentId of new Set(parents.map((p) => p.link.parentId))) {
        await refreshDerivedStatus(tx, actor, parentId, {
          cause: wasActive ? 'CHILD_VOIDED' : 'CHILD_RESTORED',
          child: changed,
        });
      }
    }
    await postingsOnStatus(tx, actor, row, next, bangkokToday(), parsed);
    return readDocument(tx, organizationId, kind, id);
  });
}
