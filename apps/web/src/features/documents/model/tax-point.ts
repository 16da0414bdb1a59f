// The tax point of the document being edited, by the same domain rule the API posts and prints with
// (salesTaxPoint, decisions 0090 and 0091): the legal title shown on screen, whether "issue as tax invoice"
// is open to the user (an invoice of taxable services only), and the buyer particulars a tax invoice must
// carry (s.86/4: name and address; for a buyer with a tax id, its head office or branch), checked before
// saving. The server decides in the end; this is what the person sees while typing.
// The kind codes below are Thai VAT law about particular kinds, not role or side (left as branches on
// purpose, issue 11 §1): only an invoice has the 'issue as tax invoice' choice (decision 0090), a billing
// note is never a tax invoice, and an invoice or cash sale recomputes its tax point from its own lines.
import type { SalesDocument } from '@banchee/contracts';
import {
  purchaseTaxPoint,
  salesTaxPoint,
  type TaxPoint,
  type TaxPointDocumentKind,
  type TaxPointLine,
} from '@banchee/domain';
import { isBlankLine, type DocumentDraft, type DraftSource } from './draft';
import { factsOf, type EditorKind } from './kinds';

interface LineLike {
  readonly item_type: string;
  readonly vat_type: string;
}

function taxPointLines(lines: readonly LineLike[], vatApplied: boolean): TaxPointLine[] {
  return lines.map((line) => ({
    itemType: line.item_type === 'SERVICE' ? 'services' : 'goods',
    taxCode: !vatApplied
      ? 'NONVAT'
      : line.vat_type === 'VAT0' || line.vat_type === 'EXEMPT'
        ? line.vat_type
        : 'VAT7',
  }));
}

const vatAppliedOf = (d: { vatEnabled: boolean; priceType: string }) =>
  d.vatEnabled && d.priceType !== 'no_vat';

/** The tax point the draft will have once saved (the open document's own answer when its figures are fixed). */
export function draftTaxPoint(
  kind: EditorKind,
  draft: DocumentDraft,
  source: DraftSource,
  ownFigures: boolean,
): TaxPoint {
  // Purchase documents are not tax documents the organisation issues: their title is the kind's name.
  if (factsOf(kind).side === 'purchases') return purchaseTaxPoint(kind);
  return salesDraftTaxPoint(kind as TaxPointDocumentKind, draft, source, ownFigures);
}

function salesDraftTaxPoint(
  kind: TaxPointDocumentKind,
  draft: DocumentDraft,
  source: DraftSource,
  ownFigures: boolean,
): TaxPoint {
  switch (source.type) {
    case 'settlement': {
      const target = source.target;
      const settlesUndueVat =
        target.taxPoint.vat === 'undue' ||
        (target.kind === 'BL' &&
          !target.isCumulative &&
          salesTaxPoint({ kind: 'CA', lines: taxPointLines(target.items, vatAppliedOf(target)) })
            .isTaxInvoice);
      return salesTaxPoint({ kind, lines: [], settlesUndueVat });
    }
    case 'adjustment':
      return salesTaxPoint({ kind, lines: [], adjustsUndueVat: source.target.taxPoint.vat === 'undue' });
    case 'quotation':
      return salesTaxPoint({
        kind,
        lines: taxPointLines(source.quotation.items, vatAppliedOf(source.quotation)),
        issueAsTaxInvoice: draft.issueAsTaxInvoice,
      });
    case 'existing':
      if (!ownFigures || (kind !== 'INV' && kind !== 'CA')) return existingTaxPoint(source.document, draft);
      break;
    case 'plain':
      break;
  }
  const lines = draft.items.filter((line) => !isBlankLine(line));
  return salesTaxPoint({
    kind,
    lines: taxPointLines(lines, vatAppliedOf(draft)),
    issueAsTaxInvoice: draft.issueAsTaxInvoice,
  });
}

/** A stored document keeps its answer, except an invoice whose "issue as tax invoice" is being changed. */
function existingTaxPoint(document: SalesDocument, draft: DocumentDraft): TaxPoint {
  if (document.kind !== 'INV' || document.taxPoint.choice !== 'open') return document.taxPoint;
  return salesTaxPoint({
    kind: 'INV',
    lines: taxPointLines(document.items, vatAppliedOf(document)),
    issueAsTaxInvoice: draft.issueAsTaxInvoice,
  });
}

export type ParticularPath = 'contact.contact_name' | 'contact.address' | 'contact.branch';

/** The buyer particulars a tax invoice lacks (the same rule as the API's TAX_INVOICE_PARTICULARS refusal). */
export function missingParticulars(draft: DocumentDraft, taxPoint: TaxPoint): ParticularPath[] {
  if (!taxPoint.isTaxInvoice) return [];
  const { contact } = draft;
  const missing: ParticularPath[] = [];
  if (contact.contact_name.trim() === '') missing.push('contact.contact_name');
  if (contact.address.trim() === '') missing.push('contact.address');
  if (contact.taxId.trim() !== '' && contact.branch.trim() === '') missing.push('contact.branch');
  return missing;
}

/**
 * The "issue as tax invoice" field of a request: sent for invoices only, and false only while the choice is
 * open (an invoice with taxable goods is a tax invoice whatever the draft says).
 */
export function withTaxInvoiceChoice<T extends Record<string, unknown>>(
  kind: EditorKind,
  taxPoint: TaxPoint,
  draft: DocumentDraft,
  body: T,
): T {
  if (kind !== 'INV' || taxPoint.choice !== 'open') return body;
  return { ...body, issueAsTaxInvoice: draft.issueAsTaxInvoice };
}

/** The API's refusal of a tax invoice without the buyer's particulars (e.g. INVOICE.TAX_INVOICE_PARTICULARS). */
export function isParticularsRefusal(code: string): boolean {
  return code.endsWith('.TAX_INVOICE_PARTICULARS');
}
