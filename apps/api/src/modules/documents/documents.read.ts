// Reading documents: the list of a kind, one document with its lines, links, history, progress and the
// actions offered now, and who acts (the Actor of every use case).
import type { ListDocumentsQuery, SalesDocument, SalesDocumentList } from '@banchee/contracts';
import { allowedActions, type DocumentKind } from '@banchee/domain';
import { notFound } from './documents.errors.ts';
import { lineDraftOf } from './documents.drafts.ts';
import { isActiveStatus, rulesOf } from './documents.kinds.ts';
import {
  balanceView,
  collectableBalance,
  paidBySettlements,
  quotationProgress,
  quotationProgressView,
} from './documents.progress.ts';
import {
  findChildLinks,
  findDocument,
  findEvents,
  findLines,
  findLinesOfDocuments,
  findParentLinks,
  listDocumentRows,
  type Db,
  type DocumentRow,
  type LinkWithDocument,
} from './documents.queries.ts';
import { taxPointOf } from './documents.tax-point.ts';
import { toTotalsInput } from './documents.totals.ts';
import { documentView, summaryView } from './documents.view.ts';
import { withCertificates } from './documents.withholding.ts';

/** Who acts, in which organisation (membership already checked by the route). */
export interface Actor {
  readonly userId: string;
  readonly organizationId: string;
}

export interface ServiceOptions {
  /** The day it is for the caller (default: today in Thailand). Tests pin it. */
  readonly today?: string;
  /**
   * Check the actor's membership as the write's first statement, inside its transaction (the route did not:
   * on PGlite every statement outside the transaction waits in the same queue again; decision 0207).
   */
  readonly checkMembership?: boolean;
}

export async function listDocuments(
  db: Db,
  organizationId: string,
  kind: DocumentKind,
  query: ListDocumentsQuery,
): Promise<SalesDocumentList> {
  const { rows, pagination } = await listDocumentRows(db, organizationId, { kind, ...query });
  return { data: rows.map(summaryView), pagination };
}

/**
 * Actions offered now: the life cycle's (spec §4, domain table), less the create actions whose source is
 * used up, and less VOID and RESET while active documents hang off this one (void those first) — except the
 * quotation's Reset in PARTIALS (spec §4): it takes the quotation back to AWAITING with its partials kept, so
 * the rest can be billed by any partial document (PARTIALS offers only "Add Partial Billing Note"). A purchase
 * bill that payment slips pay offers none of its own payment actions (PAID_BY_ITSELF).
 */
export function offeredActions(row: DocumentRow, children: readonly LinkWithDocument[]): string[] {
  const hasActiveChildren = children.some((c) => isActiveStatus(c.document.status));
  const resetKeepsChildren = row.kind === 'QT' && row.status === 'PARTIALS';
  const slipsPay = paidBySettlements(row.kind) && children.some(isActiveSettlement);
  return allowedActions(row.kind, row.status).filter(
    (action) =>
      !(hasActiveChildren && (action === 'VOID' || (action === 'RESET' && !resetKeepsChildren))) &&
      !(slipsPay && PAID_BY_ITSELF.includes(action)),
  );
}

/** An active payment slip (or receipt) settling the document. */
const isActiveSettlement = (child: LinkWithDocument) =>
  child.link.linkType === 'RECEIPT' && isActiveStatus(child.document.status);

/**
 * What a purchase bill does as its own payment, or undoes of itself: not offered while payment slips pay it
 * (decision 0236) — Paid would pay it twice, Edit Payment re-post a payment it never made, Got Receipt and
 * Reject or Reset leave the slips hanging. Void the slips first.
 */
const PAID_BY_ITSELF: readonly string[] = ['PAID', 'EDIT PAYMENT', 'GOT RECEIPT', 'REJECTED', 'RESET'];

/** The document with its lines, links, history, offered actions and progress; 404 when not of this kind. */
export async function readDocument(
  db: Db,
  organizationId: string,
  kind: DocumentKind,
  id: string,
): Promise<SalesDocument> {
  const row = await findDocument(db, organizationId, id);
  if (!row || row.kind !== kind) throw notFound(kind);
  // One query after the other: inside a transaction they share one connection.
  const lines = await findLines(db, organizationId, id);
  const parents = await findParentLinks(db, organizationId, id);
  const children = await findChildLinks(db, organizationId, id);
  const events = await findEvents(db, organizationId, id);
  let progress: SalesDocument['progress'];
  if (rulesOf(kind).role === 'order') {
    const activeIds = children.filter((c) => isActiveStatus(c.document.status)).map((c) => c.link.childId);
    const childLines = await findLinesOfDocuments(db, organizationId, activeIds);
    const quotationInput = toTotalsInput(row, lines.filter((l) => l.lineKind === 'item').map(lineDraftOf));
    progress = quotationProgressView(quotationProgress(row, children, childLines), lines, quotationInput);
  } else if (rulesOf(kind).showsBalance) {
    progress = balanceView(collectableBalance(row, children));
  }
  const view = documentView({
    row,
    lines,
    parents,
    children,
    events,
    allowedActions: offeredActions(row, children),
    progress,
    taxPoint: await taxPointOf(db, row),
  });
  return withCertificates(db, view);
}
