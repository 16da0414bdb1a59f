// Use cases of the sales documents, shared by every kind (kind-specific rules come from documents.kinds.ts):
// list, read, create (plain, from a quotation, settling invoices, adjusting an invoice), update while
// editable, and life-cycle actions. Each use case is one transaction: the number, the rows, the links, the
// parent's new status, the history and the ledger posting are stored together or not at all.
import type {
  CreateDocumentInput,
  ListDocumentsQuery,
  PaymentFieldsInput,
  SalesDocument,
  SalesDocumentList,
  UpdateDocumentInput,
} from '@banchee/contracts';
import { newId, type Database, type Transaction } from '@banchee/db';
import {
  ACTIONS,
  type DocumentAction,
  QUANTITY_SCALE,
  allowedActions,
  applyAction,
  parseAction,
  parseDecimal,
  type DocumentKind,
} from '@banchee/domain';
import { conflict, notFound, validationFailed } from './documents.errors.ts';
import {
  bangkokToday,
  headerDefaultsOf,
  headerFromDraft,
  lineDraftOf,
  linesFromDraft,
} from './documents.drafts.ts';
import { hasActiveRefund } from '../refunds/index.ts';
import { assertPeriodOpen, assertSettlementDates, assertVoidable } from './documents.invariants.ts';
import { isActiveStatus, rulesOf } from './documents.kinds.ts';
import { allocateNumber, documentSeries } from '../numbering/index.ts';
import { postingsOnCreate, postingsOnStatus, postingsOnUpdate } from './documents.postings.ts';
import {
  balanceView,
  collectableBalance,
  derivedStatus,
  quotationProgress,
  quotationProgressView,
} from './documents.progress.ts';
import {
  deleteLines,
  findChildLinks,
  findDocument,
  findEvents,
  findLastManualStatus,
  findLines,
  findLinesOfDocuments,
  findParentLinks,
  insertEvent,
  insertLines,
  listDocumentRows,
  updateDocumentRow,
  type Db,
  type DocumentRow,
  type LinkWithDocument,
} from './documents.queries.ts';
import { storeNewDocument } from './documents.stored.ts';
import { buildPlain, computeColumns, type BuildContext, type BuiltDocument } from './documents.sources.ts';
import { buildFromOrder } from './documents.from-order.ts';
import { assertPartyRules } from './documents.party.ts';
import { buildSettlement } from './documents.settlement.ts';
import { buildAdjustment } from './documents.adjustment.ts';
import { applyTaxInvoiceChoice, assertTaxInvoiceParticulars, taxPointOf } from './documents.tax-point.ts';
import { toTotalsInput } from './documents.totals.ts';
import { paymentColumnsOf, paymentColumnsOfRow } from './documents.payment.ts';
import { applyCustomerCredit, assertCreditStillCovered } from './documents.customer-credit.ts';
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
}

// ---------------------------------------------------------------- read

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
 * the rest can be billed by any partial document (PARTIALS offers only "Add Partial Billing Note").
 */
function offeredActions(row: DocumentRow, children: readonly LinkWithDocument[]): string[] {
  const hasActiveChildren = children.some((c) => isActiveStatus(c.document.status));
  const resetKeepsChildren = row.kind === 'QT' && row.status === 'PARTIALS';
  return allowedActions(row.kind, row.status).filter(
    (action) => !(hasActiveChildren && (action === 'VOID' || (action === 'RESET' && !resetKeepsChildren))),
  );
}

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

// ---------------------------------------------------------------- create

function chooseBuilder(kind: DocumentKind, input: CreateDocumentInput) {
  const rules = rulesOf(kind);
  const sources = (['parentQuotationId', 'cumulativeInvoices', 'selectedInvoice'] as const).filter(
    (key) => input[key] !== undefined,
  );
  if (sources.length > 1) {
    throw validationFailed(sources[1] ?? 'selectedInvoice', 'Make a document from one source at a time');
  }
  if (input.parentQuotationId) return buildFromOrder;
  if (input.partialType || input.isDeposit) {
    throw validationFailed('parentQuotationId', 'Partials and deposits are made from a quotation');
  }
  if (input.cumulativeInvoices || (input.selectedInvoice && rules.settles.length > 0)) {
    if (rules.settles.length === 0) {
      throw validationFailed('cumulativeInvoices', `A ${rules.label} does not settle other documents`);
    }
    return buildSettlement;
  }
  if (rules.adjusts.length > 0) {
    if (!input.selectedInvoice) {
      throw validationFailed('selectedInvoice', `A ${rules.label} is made against an invoice or cash sale`);
    }
    return buildAdjustment;
  }
  if (input.selectedInvoice) {
    throw validationFailed('selectedInvoice', `A ${rules.label} is not made from another document`);
  }
  if (input.partialAmount !== undefined) {
    throw validationFailed('partialAmount', 'A partial amount needs a source document');
  }
  return buildPlain;
}

async function storeBuilt(
  tx: Transaction,
  actor: Actor,
  kind: DocumentKind,
  built: BuiltDocument,
): Promise<DocumentRow> {
  const { organizationId } = actor;
  await assertPartyRules(tx, organizationId, kind, built.header, built.lines);
  const id = newId();
  const number = await allocateNumber(
    tx,
    organizationId,
    documentSeries(rulesOf(kind).prefix),
    built.header.date,
  );
  return storeNewDocument(tx, {
    document: {
      organizationId,
      id,
      kind,
      number,
      status: 'AWAITING',
      ...built.header,
      ...built.computed.header,
      ...built.source,
      createdBy: actor.userId,
    },
    lines: built.lines.map((line, position) => ({
      organizationId,
      id: newId(),
      documentId: id,
      position,
      ...line,
      ...built.computed.lines[position],
    })),
    links: built.links.map((link) => ({ organizationId, id: newId(), childId: id, ...link })),
    event: {
      organizationId,
      id: newId(),
      documentId: id,
      action: 'CREATE',
      fromStatus: null,
      toStatus: 'AWAITING',
      userId: actor.userId,
    },
  });
}

export async function createDocument(
  db: Database,
  actor: Actor,
  kind: DocumentKind,
  input: CreateDocumentInput,
  options: ServiceOptions = {},
): Promise<SalesDocument> {
  return db.transaction(async (tx) => {
    const build = chooseBuilder(kind, input);
    const context: BuildContext = {
      tx,
      organizationId: actor.organizationId,
      kind,
      input,
      today: options.today ?? bangkokToday(),
    };
    const built = await build(context);
    await assertPeriodOpen(tx, actor.organizationId, { next: built.header.date });
    await assertSettlementDates(tx, actor.organizationId, built.header.date, built.links);
    const row = await applyCustomerCredit(
      tx,
      await applyTaxInvoiceChoice(tx, await storeBuilt(tx, actor, kind, built), input.issueAsTaxInvoice),
      input.customerCreditAmount,
    );
    await assertTaxInvoiceParticulars(tx, row);
    for (const parentId of new Set(built.links.map((l) => l.parentId))) {
      await refreshDerivedStatus(tx, actor, parentId, { cause: 'CHILD_CREATED', child: row });
    }
    await postingsOnCreate(tx, actor, row);
    return readDocument(tx, actor.organizationId, kind, row.id);
  });
}

// ---------------------------------------------------------------- derived status of parents

/**
 * Re-derives the status of a parent from its active children (documents.progress.ts derivedStatus) and, when
 * it changes, stores it with an automatic history event naming the child that caused it.
 */
async function refreshDerivedStatus(
  tx: Transaction,
  actor: Actor,
  documentId: string,
  cause: { cause: string; child: DocumentRow },
): Promise<void> {
  const { organizationId } = actor;
  const row = await findDocument(tx, organizationId, documentId, { forUpdate: true });
  if (!row || (row.kind !== 'QT' && row.kind !== 'INV')) return;
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
    next = derivedStatus('INV', base, { balance: collectableBalance(row, children) });
  }
  if (next === row.status) return;
  await updateDocumentRow(tx, organizationId, documentId, { status: next });
  await insertEvent(tx, {
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

// ---------------------------------------------------------------- update

export async function updateDocument(
  db: Database,
  actor: Actor,
  kind: DocumentKind,
  id: string,
  input: UpdateDocumentInput,
): Promise<SalesDocument> {
  const { organizationId } = actor;
  return db.transaction(async (tx) => {
    const row = await findDocument(tx, organizationId, id, { forUpdate: true });
    if (!row || row.kind !== kind) throw notFound(kind);
    const rules = rulesOf(kind);
    if (!rules.editableStatuses.includes(row.status)) {
      throw conflict(kind, 'NOT_EDITABLE', `A ${rules.label} in status ${row.status} cannot be edited`, {
        status: row.status,
        allowedActions: allowedActions(kind, row.status),
      });
    }
    await assertNotRefunded(tx, row);
    const children = await findChildLinks(tx, organizationId, id);
    if (children.some((c) => isActiveStatus(c.document.status))) {
      throw conflict(kind, 'NOT_EDITABLE', 'Documents made from this one are active: void them first', {
        status: row.status,
      });
    }
    const parents = await findParentLinks(tx, organizationId, id);
    const touchesFigures =
      input.items !== undefined ||
      input.priceType !== undefined ||
      input.vatEnabled !== undefined ||
      input.discountAmount !== undefined ||
      input.discountPercent !== undefined;
    if (parents.length > 0 && touchesFigures) {
      throw conflict(
        kind,
        'NOT_EDITABLE',
        'The figures of a document made from another document come from it: void it and make a new one',
      );
    }
    const header = await headerFromDraft(tx, organizationId, input, headerDefaultsOf(row), row.date);
    await assertPeriodOpen(tx, organizationId, { current: row.date, next: header.date });
    await assertSettlementDates(
      tx,
      organizationId,
      header.date,
      parents.map((p) => p.link),
    );
    const values: Parameters<typeof updateDocumentRow>[3] = { ...header };
    if (parents.length > 0) await assertPartyRules(tx, organizationId, kind, header, []);
    if (parents.length === 0) {
      const stored = await findLines(tx, organizationId, id);
      const lines = input.items
        ? await linesFromDraft(tx, organizationId, input.items)
        : stored.map(lineDraftOf);
      if (lines.length === 0) throw validationFailed('items', 'A document needs at least one line');
      await assertPartyRules(tx, organizationId, kind, header, lines);
      const computed = computeColumns(header, lines);
      Object.assign(values, computed.header);
      if (input.items) {
        await deleteLines(tx, organizationId, id);
        await insertLines(
          tx,
          lines.map((line, position) => ({
            organizationId,
            id: newId(),
            documentId: id,
            position,
            ...line,
            ...computed.lines[position],
          })),
        );
      }
    }
    await updateDocumentRow(tx, organizationId, id, values);
    await insertEvent(tx, {
      organizationId,
      id: newId(),
      documentId: id,
      action: 'UPDATE',
      fromStatus: row.status,
      toStatus: row.status,
      userId: actor.userId,
    });
    const stored = await findDocument(tx, organizationId, id);
    const updated = stored && (await applyTaxInvoiceChoice(tx, stored, input.issueAsTaxInvoice));
    if (updated) await assertTaxInvoiceParticulars(tx, updated);
    if (updated) await postingsOnUpdate(tx, actor, updated, bangkokToday());
    return readDocument(tx, organizationId, kind, id);
  });
}

// ---------------------------------------------------------------- life-cycle actions

/** A credit note whose customer credit was refunded is neither voided nor edited: void the refund first (0166). */
async function assertNotRefunded(tx: Transaction, row: DocumentRow): Promise<void> {
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
    if (parsed === 'VOID') await assertVoidable(tx, row);
    if (parsed === 'VOID') await assertNotRefunded(tx, row);
    if (parsed === 'VOID') await assertCreditStillCovered(tx, row, 'void');
    else await assertPeriodOpen(tx, organizationId, { current: row.date, next: row.date });
    if (parsed === 'RESET' && row.status === 'VOID') {
      await assertRevivable(tx, organizationId, row);
      await assertCreditStillCovered(tx, row, 'revive');
    }
    await updateDocumentRow(tx, organizationId, id, {
      status: next,
      ...(row === found ? {} : paymentColumnsOfRow(row)),
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
