// The request bodies the document editor sends (spec §5: empty fields dropped), built from the draft of
// model/draft.ts, and the way back: field paths of a refusal ("items.2.sale_price") to the line on screen.
import type { FieldErrors } from '../../../lib/form-errors';
import { compactPayload } from '../../../lib/payload';
import { isBlankLine, safeDecimal, type DocumentDraft, type DraftLine, type DraftSource } from './draft';
import { factsOf, usesCustomerCredit, withholdsOnPayment, type EditorKind } from './kinds';

type Body = Record<string, unknown>;

function positive(value: string): boolean {
  return safeDecimal(value) !== '0' && /[1-9]/.test(safeDecimal(value));
}

/** A percent above 0 wins over an amount (domain rule); send only the one that counts. */
function oneDiscount(percent: string, amount: string): { percent: string; amount: string } {
  if (positive(percent)) return { percent, amount: '' };
  return { percent: '', amount: positive(amount) ? amount : '' };
}

function linePayload(line: DraftLine, options: { withSource: boolean }): Body {
  const discount = oneDiscount(line.discount_percent, line.discount_amount);
  return compactPayload({
    item_id: line.item_id,
    item_type: line.item_type,
    name: line.name.trim(),
    sale_description: line.description,
    quantity: line.quantity.trim().replace(/,/g, ''),
    main_unit: line.main_unit,
    sale_price: line.price.trim().replace(/,/g, ''),
    discount_percent: discount.percent,
    discount_amount: discount.amount,
    vat_type: line.vat_type,
    wht_percent: positive(line.wht_percent) ? line.wht_percent : '',
    // Purchase lines with WHT: the 50 ทวิ income row ('' leaves the server's default, row 5).
    wht_income_type: positive(line.wht_percent) ? line.wht_income_type : '',
    quotation_line_id: options.withSource ? line.quotation_line_id : '',
    // Purchase lines only; empty on every other kind and dropped.
    account_code: line.account_code,
    // Goods lines in another warehouse than the document's ('' = the document's, dropped).
    warehouse_id: line.warehouse_id,
  });
}

/** Header fields every kind and every source accepts. creditDays is dropped when not numeric (spec §5). */
function headerPayload(draft: DocumentDraft): Body {
  return {
    reference_no: draft.reference_no,
    date: draft.date,
    dueDate: draft.paymentType === 'credit' ? draft.dueDate : '',
    creditDays: /^\d+$/.test(draft.creditDays.trim()) ? Number(draft.creditDays.trim()) : undefined,
    paymentType: draft.paymentType,
    contactId: draft.contactId,
    contact: {
      contact_name: draft.contact.contact_name,
      address: draft.contact.address,
      zipCode: draft.contact.zipCode,
      taxId: draft.contact.taxId.replace(/[\s-]/g, ''),
      branch: draft.contact.branch,
    },
    remarks: draft.remarks,
    notes: draft.notes,
    salesName: draft.salesName,
    // Kinds that name a warehouse (the editor shows it); '' is dropped.
    warehouseId: draft.warehouseId,
    // Empty for kinds without payment fields; compactPayload drops them.
    ...draft.payment,
    // Purchase bills only (the contract's names); empty elsewhere and dropped.
    supplierTaxInvoiceNo: draft.supplierTaxInvoiceNo.trim(),
    supplierTaxInvoiceDate: draft.supplierTaxInvoiceDate,
  };
}

/**
 * The project (decision 0202): its id, or — when the picker was cleared — noProject, but only where the server
 * would otherwise keep one (`kept`: the document's own project on an update, the parent's on a new document).
 */
function projectPayload(draft: DocumentDraft, kept: string): Body {
  if (draft.projectId !== '') return { projectId: draft.projectId };
  return kept !== '' ? { noProject: true } : {};
}

/** The project a new document made from `source` would inherit (its parent's), '' for none. */
function inheritedProject(source: DraftSource): string {
  switch (source.type) {
    case 'quotation':
      return source.quotation.projectId ?? '';
    case 'settlement':
    case 'adjustment':
      return source.target.projectId ?? '';
    default:
      return '';
  }
}

/** Price terms, document discount and lines: only for documents whose figures are their own. */
function figuresPayload(draft: DocumentDraft): Body {
  const discount = oneDiscount(draft.discountPercent, draft.discountAmount);
  return {
    priceType: draft.priceType,
    vatEnabled: draft.vatEnabled,
    discountPercent: discount.percent,
    discountAmount: discount.amount,
    items: draft.items
      .filter((line) => !isBlankLine(line))
      .map((line) => linePayload(line, { withSource: false })),
  };
}

/** Supplier payments and the bills they pay (the registry's certificate-issuing kinds): who bears the WHT. */
function payerPayload(kind: EditorKind, draft: DocumentDraft): Body {
  return withholdsOnPayment(kind) ? { whtPayer: draft.whtPayer } : {};
}

/** POST /{resource}: the draft, plus what the document is made from. */
export function createPayload(
  kind: EditorKind,
  organizationId: string,
  draft: DocumentDraft,
  source: DraftSource,
): Body {
  const body: Body = {
    organizationId,
    ...headerPayload(draft),
    ...payerPayload(kind, draft),
    ...(factsOf(kind).carriesProject ? projectPayload(draft, inheritedProject(source)) : {}),
  };
  switch (source.type) {
    case 'plain':
    case 'existing':
      Object.assign(body, figuresPayload(draft));
      break;
    case 'quotation':
      body.parentQuotationId = source.quotation.id;
      if (source.mode === 'deposit') {
        Object.assign(body, {
          isDeposit: true,
          depositType: draft.depositType,
          depositValue: draft.depositValue.trim(),
        });
      } else if (source.mode === 'partial' && source.partialType) {
        body.partialType = source.partialType;
        if (source.partialType === 'PERCENTAGE') body.partialPercent = draft.partialPercent.trim();
        if (source.partialType === 'AMOUNT') body.partialAmount = draft.partialAmount.trim();
        if (source.partialType === 'QUANTITY') {
          body.items = draft.items
            .filter((line) => line.quotation_line_id !== '' && positive(line.quantity))
            .map((line) => linePayload(line, { withSource: true }));
        }
      }
      break;
    case 'settlement': {
      const ids = [source.target.id, ...draft.extraTargets.map((target) => target.id)];
      if (ids.length > 1) Object.assign(body, { isCumulative: true, cumulativeInvoices: ids });
      else body.selectedInvoice = source.target.id;
      if (factsOf(kind).role === 'settlement') {
        // A receipt for less than the balance is a partial receipt (spec §4 "Partial Receipt").
        if (ids.length === 1 && draft.partialAmount.trim() !== '')
          body.partialAmount = draft.partialAmount.trim();
        // The tax a customer withheld is typed on the receipt; the tax we withhold on a payment slip is the
        // bills' lines' (the server computes it per income type and rate, decision 0170): not sent.
        if (!withholdsOnPayment(kind) && draft.whtAmount.trim() !== '')
          body.whtAmount = draft.whtAmount.trim();
        // The customer's credit a new receipt uses (decision 0188); the server checks it again.
        if (usesCustomerCredit(kind) && draft.customerCreditAmount.trim() !== '')
          body.customerCreditAmount = draft.customerCreditAmount.trim().replace(/,/g, '');
        body.collected_at = draft.collected_at;
      }
      break;
    }
    case 'adjustment':
      Object.assign(body, {
        selectedInvoice: source.target.id,
        reason: draft.reason,
        reasonDescription: draft.reasonDescription,
        items: figuresPayload(draft).items,
      });
      break;
  }
  return compactPayload(body);
}

/**
 * PUT /{resource}/{id}: the header, and the figures only when they are the document's own. `storedProjectId`:
 * the project the document has now ('' for none), taken off when the picker was cleared.
 */
export function updatePayload(
  kind: EditorKind,
  draft: DocumentDraft,
  figures: boolean,
  storedProjectId = '',
): Body {
  return compactPayload({
    ...headerPayload(draft),
    ...payerPayload(kind, draft),
    ...projectPayload(draft, storedProjectId),
    ...(figures ? figuresPayload(draft) : {}),
  });
}

/**
 * The draft lines a request carries, in order: validation errors name them by index ("items.2.name"), and
 * the editor shows each message on the line it belongs to.
 */
export function sentLines(draft: DocumentDraft, source: DraftSource): DraftLine[] {
  if (source.type === 'quotation') {
    return source.mode === 'partial' && source.partialType === 'QUANTITY'
      ? draft.items.filter((line) => line.quotation_line_id !== '' && positive(line.quantity))
      : [];
  }
  if (source.type === 'settlement') return [];
  return draft.items.filter((line) => !isBlankLine(line));
}

/** Wire names of line fields whose name in the draft differs. */
const DRAFT_LINE_FIELD: Record<string, keyof DraftLine> = {
  sale_price: 'price',
  sale_description: 'description',
};

/** Maps "items.2.sale_price" (request order, wire names) to "lines.<key>.price" (the line on screen). */
export function errorsOnScreen(errors: FieldErrors, lines: readonly DraftLine[]): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^items\.(\d+)\.(.+)$/.exec(path);
    const line = match ? lines[Number(match[1])] : undefined;
    if (line && match) {
      const field = match[2] ?? '';
      mapped[`lines.${line.key}.${DRAFT_LINE_FIELD[field] ?? field}`] = message;
    } else mapped[path] = message;
  }
  return mapped;
}
