// Creating a document (one transaction): the builder its source chooses (plain, from an order, settling bills,
// adjusting one), the number, the rows and links, the parents' derived status, the posting.
import type { CreateDocumentInput, SalesDocument } from '@banchee/contracts';
import { newId, type Database } from '@banchee/db';
import { initialStatus, type DocumentKind } from '@banchee/domain';
import { validationFailed } from './documents.errors.ts';
import { bangkokToday } from './documents.drafts.ts';
import { assertPeriodOpen, assertSettlementDates } from './documents.invariants.ts';
import { rulesOf } from './documents.kinds.ts';
import { documentSeries } from '../numbering/index.ts';
import { entryOnCreate, postingsOnCreate, postsOnlyItsEntry } from './documents.postings.ts';
import {
  rememberUnstored,
  storeNewDocument,
  storePostedDocument,
  type NewDocument,
} from './documents.stored.ts';
import { buildPlain, type BuildContext, type BuiltDocument } from './documents.sources.ts';
import { buildFromOrder } from './documents.from-order.ts';
import { assertPartyRules } from './documents.party.ts';
import { assertLineBooks, withItemAccounts } from './documents.line-books.ts';
import { buildSettlement } from './documents.settlement.ts';
import { buildAdjustment } from './documents.adjustment.ts';
import { applyTaxInvoiceChoice, assertTaxInvoiceParticulars } from './documents.tax-point.ts';
import { assertVatDateOpen } from './documents.vat-month.ts';
import { applyCustomerCredit } from './documents.customer-credit.ts';
import { readDocument, type Actor, type ServiceOptions } from './documents.read.ts';
import { refreshDerivedStatus } from './documents.derived-status.ts';
import { withWhtPayer } from './documents.withholding.ts';
import { organizationNotFound } from '../../http/organization-scope.ts';
import { isMemberReadingLedgerSettings } from '../journals/index.ts';

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

/** The rows of a new document from what its builder made (storeNewDocument takes them). */
function newDocumentValues(actor: Actor, kind: DocumentKind, built: BuiltDocument): NewDocument {
  const { organizationId } = actor;
  const id = newId();
  return {
    series: documentSeries(rulesOf(kind).prefix),
    document: {
      organizationId,
      id,
      kind,
      status: initialStatus(kind),
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
      toStatus: initialStatus(kind),
      userId: actor.userId,
    },
  };
}

/**
 * Whether the document's entry is computed before it is stored and written by its own statement (decision
 * 0221): it links to no other document (nothing else changes with it), its posting writes nothing but the entry
 * (postsOnlyItsEntry), and no choice or credit is stored on it afterwards.
 */
function postsWithItsStatement(
  kind: DocumentKind,
  built: BuiltDocument,
  input: CreateDocumentInput,
): boolean {
  return (
    built.links.length === 0 &&
    postsOnlyItsEntry(kind, built.lines) &&
    input.issueAsTaxInvoice === undefined &&
    input.customerCreditAmount === undefined
  );
}

export async function createDocument(
  db: Database,
  actor: Actor,
  kind: DocumentKind,
  input: CreateDocumentInput,
  options: ServiceOptions = {},
): Promise<SalesDocument> {
  return db.transaction(async (tx) => {
    // Membership and the ledger settings the period check and the posting read, in one statement.
    if (
      options.checkMembership &&
      !(await isMemberReadingLedgerSettings(tx, actor.organizationId, actor.userId))
    ) {
      throw organizationNotFound();
    }
    const build = chooseBuilder(kind, input);
    const context: BuildContext = {
      tx,
      organizationId: actor.organizationId,
      kind,
      input,
      today: options.today ?? bangkokToday(),
    };
    const made = withWhtPayer(kind, input.whtPayer, await build(context));
    // A purchase line of an item that names no account takes the item's (decision 0247), before the checks.
    const built = { ...made, lines: await withItemAccounts(tx, actor.organizationId, kind, made.lines) };
    await assertPeriodOpen(tx, actor.organizationId, { next: built.header.date });
    await assertSettlementDates(tx, actor.organizationId, built.header.date, built.links);
    await assertPartyRules(tx, actor.organizationId, kind, built.header, built.lines);
    assertLineBooks(kind, built.header.warehouseId ?? null, built.lines);
    const values = newDocumentValues(actor, kind, built);
    if (postsWithItsStatement(kind, built, input)) {
      // The posting reads the document as it will be stored; the document and its entry are then one statement.
      const unstored = rememberUnstored(tx, values);
      await assertTaxInvoiceParticulars(tx, unstored.document.row);
      await assertVatDateOpen(tx, unstored.document.row);
      const entry = await entryOnCreate(tx, actor, unstored.document.row, built.lines);
      const row = await storePostedDocument(tx, values, unstored, entry);
      return readDocument(tx, actor.organizationId, kind, row.id);
    }
    const row = await applyCustomerCredit(
      tx,
      await applyTaxInvoiceChoice(tx, await storeNewDocument(tx, values), input.issueAsTaxInvoice),
      input.customerCreditAmount,
    );
    await assertTaxInvoiceParticulars(tx, row);
    await assertVatDateOpen(tx, row);
    for (const parentId of new Set(built.links.map((l) => l.parentId))) {
      await refreshDerivedStatus(tx, actor, parentId, { cause: 'CHILD_CREATED', child: row });
    }
    await postingsOnCreate(tx, actor, row);
    return readDocument(tx, actor.organizationId, kind, row.id);
  });
}
