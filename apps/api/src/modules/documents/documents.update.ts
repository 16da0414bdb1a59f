// Editing a document while its status allows: the header, and the lines when the figures are its own (not
// made from another document), in one transaction with the posting redone.
import type { SalesDocument, UpdateDocumentInput } from '@banchee/contracts';
import { newId, type Database } from '@banchee/db';
import { allowedActions, type DocumentKind } from '@banchee/domain';
import { conflict, notFound, validationFailed } from './documents.errors.ts';
import {
  bangkokToday,
  headerDefaultsOf,
  headerFromDraft,
  lineDraftOf,
  linesFromDraft,
} from './documents.drafts.ts';
import { assertNoAssetsFromLines } from './documents.assets.ts';
import { assertPeriodOpen, assertSettlementDates } from './documents.invariants.ts';
import { isActiveStatus, rulesOf } from './documents.kinds.ts';
import { postingsOnUpdate } from './documents.postings.ts';
import {
  deleteLines,
  findChildLinks,
  findDocument,
  findLines,
  findParentLinks,
  insertEvent,
  insertLines,
  updateDocumentRow,
} from './documents.queries.ts';
import { computeColumns } from './documents.sources.ts';
import { assertPartyRules } from './documents.party.ts';
import { assertLineBooks, withItemAccounts } from './documents.line-books.ts';
import { applyTaxInvoiceChoice, assertTaxInvoiceParticulars } from './documents.tax-point.ts';
import { assertVatDateOpen } from './documents.vat-month.ts';
import { readDocument, type Actor } from './documents.read.ts';
import { assertNotRefunded } from './documents.status.ts';
import { editedWhtPayer } from './documents.withholding.ts';

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
    if (touchesFigures || header.date !== row.date) await assertNoAssetsFromLines(tx, row);
    await assertPeriodOpen(tx, organizationId, { current: row.date, next: header.date });
    await assertSettlementDates(
      tx,
      organizationId,
      header.date,
      parents.map((p) => p.link),
    );
    const values: Parameters<typeof updateDocumentRow>[3] = { ...header };
    if (parents.length > 0) {
      await assertPartyRules(tx, organizationId, kind, header, []);
      assertLineBooks(kind, header.warehouseId, (await findLines(tx, organizationId, id)).map(lineDraftOf));
    }
    if (parents.length === 0) {
      const stored = await findLines(tx, organizationId, id);
      const lines = input.items
        ? await withItemAccounts(
            tx,
            organizationId,
            kind,
            await linesFromDraft(tx, organizationId, input.items),
          )
        : stored.map(lineDraftOf);
      if (lines.length === 0) throw validationFailed('items', 'A document needs at least one line');
      await assertPartyRules(tx, organizationId, kind, header, lines);
      assertLineBooks(kind, header.warehouseId, lines);
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
    Object.assign(
      values,
      editedWhtPayer(row, input.whtPayer, {
        grandTotal: values.grandTotal ?? row.grandTotal,
        whtAmount: values.whtAmount ?? row.whtAmount,
      }),
    );
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
    if (updated) await assertVatDateOpen(tx, updated, row);
    if (updated) await postingsOnUpdate(tx, actor, updated, bangkokToday());
    return readDocument(tx, organizationId, kind, id);
  });
}
