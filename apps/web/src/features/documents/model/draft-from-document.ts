// A stored document as a draft of model/draft.ts: an open document to edit or show (its own figures), and
// a new document made from a parent (a quotation or order, the bill a settlement pays, the invoice a note
// adjusts) with the parent's party, price terms and lines, dated today (spec §4 date rules).
import type { SalesDocument } from '@banchee/contracts';
import {
  DOCUMENT_DEFAULTS,
  changeCreditDays,
  changePaymentType,
  computeDocumentFlags,
  defaultPaymentTerms,
  type PaymentTerms,
} from '@banchee/domain';
import {
  EMPTY_PAYMENT,
  newDraft,
  newLineKey,
  trimZeros,
  type DocumentDraft,
  type DraftContact,
  type DraftLine,
  type DraftPayment,
} from './draft';

/** "30.00" → "30": percent fields show without trailing zeros so they match the option list's values. */
function percentField(value: string | undefined): string {
  if (!value) return '';
  return value;
}

export function lineFromDocument(line: SalesDocument['items'][number]): DraftLine {
  return {
    key: newLineKey(),
    item_id: line.item_id ?? '',
    item_type: line.item_type,
    name: line.name,
    description: line.sale_description ?? '',
    quantity: trimZeros(line.quantity),
    main_unit: line.main_unit ?? '',
    price: trimZeros(line.sale_price),
    discount_amount: line.discount_amount && line.discount_amount !== '0.00' ? line.discount_amount : '',
    discount_percent: percentField(line.discount_percent),
    wht_percent: percentField(line.wht_percent),
    vat_type: line.vat_type,
    quotation_line_id: '',
    // Purchase lines: the account the line was booked to (an expense account, read back and shown).
    account_code: line.account_code ?? '',
    wht_income_type: line.wht_income_type ?? '',
    warehouse_id: line.warehouse_id ?? '',
  };
}

function contactOf(document: SalesDocument): DraftContact {
  return {
    contact_name: document.contact?.contact_name ?? document.contact_name ?? '',
    address: document.contact?.address ?? '',
    zipCode: document.contact?.zipCode ?? '',
    taxId: document.contact?.taxId ?? '',
    branch: document.contact?.branch ?? '',
  };
}

/** An open document as a draft (its own figures, for editing or display). */
export function draftFromDocument(document: SalesDocument): DocumentDraft {
  const items = document.items.map(lineFromDocument);
  const flags = computeDocumentFlags(
    document.items.map((line) => ({
      discountAmount: line.discount_amount,
      discountPercent: line.discount_percent,
      whtAmount: line.wht_amount,
      whtPercent: line.wht_percent,
    })),
  );
  return {
    ...newDraft(document.date),
    reference_no: document.reference_no ?? '',
    date: document.date,
    dueDate: document.dueDate ?? document.date,
    creditDays: String(document.creditDays ?? 0),
    paymentType: document.paymentType,
    priceType: document.priceType,
    vatEnabled: document.vatEnabled,
    discountAmount:
      document.discountAmount && document.discountAmount !== '0.00' ? document.discountAmount : '',
    discountPercent: percentField(document.discountPercent),
    showItemDiscount: flags.showItemDiscount,
    showItemWHT: flags.showItemWHT,
    contactId: document.contactId ?? '',
    contact: contactOf(document),
    remarks: document.remarks ?? '',
    notes: document.notes ?? '',
    salesName: document.salesName ?? '',
    warehouseId: document.warehouseId ?? '',
    items,
    partialPercent: document.partialPercent ?? '',
    partialAmount: document.partialAmount ?? '',
    depositValue: document.depositValue ?? '',
    reason: document.reason ?? '',
    reasonDescription: document.reasonDescription ?? '',
    collected_at: document.collected_at ?? '',
    customerCreditAmount: document.customerCreditAmount ?? '',
    projectId: document.projectId ?? '',
    issueAsTaxInvoice: document.issueAsTaxInvoice ?? false,
    supplierTaxInvoiceNo: document.supplierTaxInvoiceNo ?? '',
    supplierTaxInvoiceDate: document.supplierTaxInvoiceDate ?? '',
    whtPayer: document.whtPayer ?? 'TAX_AT_SOURCE',
    payment: paymentOfDocument(document),
  };
}

/** How a stored document says its money moved, as the payment fields of a draft or a payment dialog. */
export function paymentOfDocument(document: SalesDocument): DraftPayment {
  return {
    paymentMethod: document.paymentMethod ?? '',
    paymentAccountId: document.paymentAccountId ?? '',
    paymentReference: document.paymentReference ?? '',
    chequeNumber: document.chequeNumber ?? '',
    chequeDate: document.chequeDate ?? '',
    bankFee: document.bankFee ?? '',
    roundingAmount: document.roundingAmount ?? '',
  };
}

/**
 * A new document made from `parent` (a quotation, the invoice a receipt settles, the invoice a note adjusts):
 * the parent's customer, price terms, salesperson and remarks, its lines, dated today with the parent's
 * credit period (spec §4 date rules).
 */
export function draftFromParent(parent: SalesDocument, today: string, salesName: string): DocumentDraft {
  const base = draftFromDocument(parent);
  let terms: PaymentTerms = defaultPaymentTerms(today);
  if (parent.paymentType === 'cash') terms = changePaymentType(terms, 'cash');
  else terms = changeCreditDays(terms, String(parent.creditDays ?? DOCUMENT_DEFAULTS.creditDays));
  return {
    ...base,
    ...terms,
    salesName: base.salesName || salesName,
    items: parent.items.map((line) => ({ ...lineFromDocument(line), quotation_line_id: line.id })),
    partialPercent: '',
    partialAmount: '',
    depositValue: '',
    reason: '',
    reasonDescription: '',
    collected_at: '',
    customerCreditAmount: '',
    payment: { ...EMPTY_PAYMENT },
    // The supplier's tax invoice belongs to the bill it was recorded on (a payment slip records none).
    supplierTaxInvoiceNo: '',
    supplierTaxInvoiceDate: '',
  };
}
