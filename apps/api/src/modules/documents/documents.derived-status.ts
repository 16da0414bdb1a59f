// The status of a parent (a quotation, an invoice, a purchase bill paid by payment slips) derived from its active
// children, stored with an automatic history event when it changes.
import { newId, type Transaction } from '@banchee/db';
import { isActiveStatus } from './documents.kinds.ts';
import {
  collectableBalance,
  derivedStatus,
  paidBySettlements,
  quotationProgress,
} from './documents.progress.ts';
import {
  findChildLinks,
  findDocument,
  findLastManualStatus,
  findLinesOfDocuments,
  type DocumentRow,
} from './documents.queries.ts';
import { storeStatusChange } from './documents.stored.ts';
import type { Actor } from './documents.read.ts';

/**
 * Re-derives the status of a parent from its active children (documents.progress.ts derivedStatus) and, when
 * it changes, stores it with an automatic history event naming the child that caused it.
 */
export async function refreshDerivedStatus(
  tx: Transaction,
  actor: Actor,
  documentId: string,
  cause: { cause: string; child: DocumentRow },
): Promise<void> {
  const { organizationId } = actor;
  const row = await findDocument(tx, organizationId, documentId, { forUpdate: true });
  if (!row || (row.kind !== 'QT' && row.kind !== 'INV' && !paidBySettlements(row.kind))) return;
  const base = (await findLastManualStatus(tx, organizationId, documentId)) ?? row.status;
  const children = await findChildLinks(tx, organizationId, documentId);
  let next: string;
  if (row.kind === 'QT') {
    const activeIds = children.filter((c) => isActiveStatus(c.document.status)).map((c) => c.link.childId);
    const progress = quotationProgress(
      row,
      children,
      await findLinesOfDocuments(tx, organizationId, activeIds),
    );
    next = derivedStatus('QT', base, { quotation: progress });
  } else {
    next = derivedStatus(row.kind, base, { balance: collectableBalance(row, children) });
  }
  if (next === row.status) return;
  await storeStatusChange(tx, organizationId, documentId, next, {
    organizationId,
    id: newId(),
    documentId,
    action: cause.cause,
    fromStatus: row.status,
    toStatus: next,
    userId: actor.userId,
    details: { auto: true, documentId: cause.child.id, number: cause.child.number, kind: cause.child.kind },
  });
}
