// The draft of spec §3 as the server turns it into a storable header and lines: payment terms by the date
// rules of spec §4 (domain), the contact snapshot (address-book contact, overridden by the draft's contact
// block), and lines with their item type. Totals are not computed here (documents.totals.ts does, with the
// domain).
import type { CreateDocumentInput, DocumentLineInput, UpdateDocumentInput } from '@banchee/contracts';
import {
  addDays,
  changeCreditDays,
  changeDueDate,
  changePaymentType,
  compareDates,
  type PaymentTerms,
} from '@banchee/domain';
import { assertActiveProjects } from '../projects/index.ts';
import { validationFailed } from './documents.errors.ts';
import { paymentColumnsOf, paymentColumnsOfRow, type PaymentColumns } from './documents.payment.ts';
import type { Db, DocumentRow, LineRow } from './documents.queries.ts';
import { findContact, findItemTypes, findWarehouseIds, warehouseExists } from './documents.related.ts';
import type { LineDraft, PriceType } from './documents.totals.ts';

/** The header columns a draft sets (everything but identity, number, status and computed totals). */
export interface HeaderDraft extends PaymentColumns {
  date: string;
  dueDate: string;
  creditDays: number;
  paymentType: 'credit' | 'cash';
  referenceNo: string | null;
  reference: string | null;
  projectId: string | null;
  detail: string | null;
  warehouseId: string | null;
  remarks: string | null;
  notes: string | null;
  salesName: string | null;
  priceType: PriceType;
  vatEnabled: boolean;
  discountAmount: string | null;
  discountPercent: string | null;
  contactId: string | null;
  contactName: string | null;
  contactAddress: string | null;
  contactZipCode: string | null;
  contactTaxId: string | null;
  contactBranch: string | null;
  /** Receiving inventory and expenses: the supplier's tax invoice. */
  supplierTaxInvoiceNo?: string | null;
  supplierTaxInvoiceDate?: string | null;
}

/** Today in Thailand (UTC+7, no daylight saving): the default document date of spec §3. */
export function bangkokToday(now: number = Date.now()): string {
  return new Date(now + 7 * 3600_000).toISOString().slice(0, 10);
}

type DraftInput = CreateDocumentInput | UpdateDocumentInput;

/**
 * Payment terms by the spec §4 date rules: credit — dueDate = date + creditDays (default 30), or creditDays =
 * dueDate − date when a due date is given; cash — creditDays 0 and dueDate = date. A due date before the
 * issue date is refused here (the form moves the issue date back; an API caller must send consistent dates).
 */
export function paymentTermsOf(input: DraftInput, fallback: PaymentTerms): PaymentTerms {
  let terms: PaymentTerms = input.date
    ? { ...fallback, date: input.date, dueDate: addDays(input.date, Number(fallback.creditDays) || 0) }
    : fallback;
  if (input.paymentType === 'credit' && terms.paymentType === 'cash')
    terms = changePaymentType(terms, 'credit');
  if (input.creditDays !== undefined) terms = changeCreditDays(terms, String(input.creditDays));
  if (input.dueDate !== undefined && (input.paymentType ?? terms.paymentType) === 'credit') {
    if (compareDates(input.dueDate, terms.date) < 0) {
      throw validationFailed('dueDate', 'The due date cannot be before the document date');
    }
    terms = changeDueDate(terms, input.dueDate);
  }
  if (input.paymentType === 'cash') terms = changePaymentType(terms, 'cash');
  return terms;
}

const orNull = <T>(value: T | undefined): T | null => (value === undefined || value === '' ? null : value);

/** The header of a new document from the draft, with `defaults` (e.g. the quotation's) under it. */
export async function headerFromDraft(
  db: Db,
  organizationId: string,
  input: DraftInput,
  defaults: Partial<HeaderDraft>,
  today: string,
): Promise<HeaderDraft> {
  const date = input.date ?? today;
  const creditDays = defaults.creditDays ?? 30;
  const terms = paymentTermsOf(input, {
    paymentType: defaults.paymentType ?? 'credit',
    date,
    dueDate: addDays(date, defaults.paymentType === 'cash' ? 0 : creditDays),
    creditDays: String(defaults.paymentType === 'cash' ? 0 : creditDays),
  });
  if (input.warehouseId && !(await warehouseExists(db, organizationId, input.warehouseId))) {
    throw validationFailed('warehouseId', 'No such warehouse in this organisation');
  }
  const contact = await contactSnapshot(db, organizationId, input, defaults);
  return {
    date: terms.date,
    dueDate: terms.dueDate,
    creditDays: Number(terms.creditDays),
    paymentType: terms.paymentType,
    referenceNo: orNull(input.reference_no) ?? defaults.referenceNo ?? null,
    reference: orNull(input.reference) ?? defaults.reference ?? null,
    projectId: await projectOf(db, organizationId, input, defaults),
    detail: orNull(input.detail) ?? defaults.detail ?? null,
    warehouseId: input.warehouseId ?? defaults.warehouseId ?? null,
    remarks: orNull(input.remarks) ?? defaults.remarks ?? null,
    notes: orNull(input.notes) ?? defaults.notes ?? null,
    salesName: orNull(input.salesName) ?? defaults.salesName ?? null,
    priceType: input.priceType ?? defaults.priceType ?? 'vat_exclusive',
    vatEnabled: input.vatEnabled ?? defaults.vatEnabled ?? true,
    // The document discount is one figure: a draft that gives either form replaces both.
    ...(input.discountAmount !== undefined || input.discountPercent !== undefined
      ? { discountAmount: input.discountAmount ?? null, discountPercent: input.discountPercent ?? null }
      : {
          discountAmount: defaults.discountAmount ?? null,
          discountPercent: defaults.discountPercent ?? null,
        }),
    ...contact,
    supplierTaxInvoiceNo: orNull(input.supplierTaxInvoiceNo) ?? defaults.supplierTaxInvoiceNo ?? null,
    supplierTaxInvoiceDate: input.supplierTaxInvoiceDate ?? defaults.supplierTaxInvoiceDate ?? null,
    ...(await paymentColumnsOf(db, organizationId, input, defaults)),
  };
}

/**
 * The document's project (decision 0202): the one chosen, else the one it had (an update) or inherits (made from
 * another document); none with noProject. A new choice must be an active project of the organisation
 * (VALIDATION.FAILED at projectId, code PROJECT.NOT_ACTIVE — another organisation's project is unknown here);
 * the project a document already carries stays, also once it is made inactive.
 */
async function projectOf(
  db: Db,
  organizationId: string,
  input: DraftInput,
  defaults: Partial<HeaderDraft>,
): Promise<string | null> {
  if (input.noProject) {
    if (input.projectId) {
      throw validationFailed('noProject', 'Name a project or none, not both');
    }
    return null;
  }
  if (input.projectId && input.projectId !== defaults.projectId) {
    await assertActiveProjects(db, organizationId, [{ path: 'projectId', projectId: input.projectId }]);
  }
  return input.projectId ?? defaults.projectId ?? null;
}

type ContactColumns = Pick<
  HeaderDraft,
  'contactId' | 'contactName' | 'contactAddress' | 'contactZipCode' | 'contactTaxId' | 'contactBranch'
>;

/** The customer as printed: the address-book contact, field by field overridden by the draft's block. */
async function contactSnapshot(
  db: Db,
  organizationId: string,
  input: DraftInput,
  defaults: Partial<HeaderDraft>,
): Promise<ContactColumns> {
  let base: ContactColumns = {
    contactId: defaults.contactId ?? null,
    contactName: defaults.contactName ?? null,
    contactAddress: defaults.contactAddress ?? null,
    contactZipCode: defaults.contactZipCode ?? null,
    contactTaxId: defaults.contactTaxId ?? null,
    contactBranch: defaults.contactBranch ?? null,
  };
  const picked =
    typeof input.selectedContact === 'string' ? input.selectedContact : input.selectedContact?.id;
  const contactId = input.contactId ?? picked;
  if (contactId) {
    const contact = await findContact(db, organizationId, contactId);
    if (!contact) {
      throw validationFailed(
        input.contactId ? 'contactId' : 'selectedContact',
        'No such contact in this organisation',
      );
    }
    base = {
      contactId: contact.id,
      contactName: contact.contactName,
      contactAddress: contact.address,
      contactZipCode: contact.zipCode,
      contactTaxId: contact.taxId,
      contactBranch: contact.branch,
    };
  }
  const block = input.contact;
  return {
    contactId: base.contactId,
    contactName: orNull(block?.contact_name) ?? base.contactName,
    contactAddress: orNull(block?.address) ?? base.contactAddress,
    contactZipCode: block?.zipCode ?? base.contactZipCode,
    contactTaxId: block?.taxId ?? base.contactTaxId,
    contactBranch: block?.branch ?? base.contactBranch,
  };
}

/** The draft's lines as stored lines; an item id must be one of the organisation's items (its type is kept). */
export async function linesFromDraft(
  db: Db,
  organizationId: string,
  items: readonly DocumentLineInput[],
): Promise<LineDraft[]> {
  const ids = [...new Set(items.flatMap((item) => (item.item_id ? [item.item_id] : [])))];
  const types = await findItemTypes(db, organizationId, ids);
  const warehouseIds = [...new Set(items.flatMap((item) => (item.warehouse_id ? [item.warehouse_id] : [])))];
  const known = await findWarehouseIds(db, organizationId, warehouseIds);
  return items.map((item, index) => {
    if (item.item_id && !types.has(item.item_id)) {
      throw validationFailed(`items.${index}.item_id`, 'No such item in this organisation');
    }
    if (item.warehouse_id && !known.has(item.warehouse_id)) {
      throw validationFailed(`items.${index}.warehouse_id`, 'No such warehouse in this organisation');
    }
    return {
      lineKind: 'item',
      itemId: item.item_id ?? null,
      itemType: item.item_type ?? (item.item_id ? types.get(item.item_id) : undefined) ?? 'PRODUCT',
      name: item.name,
      saleDescription: orNull(item.sale_description),
      quantity: item.quantity,
      mainUnit: orNull(item.main_unit),
      salePrice: item.sale_price,
      discountAmount: item.discount_amount ?? null,
      discountPercent: item.discount_percent ?? null,
      vatType: item.vat_type ?? 'VAT7',
      whtPercent: item.wht_percent ?? null,
      sourceLineId: null,
      sourceDocumentId: null,
      accountCode: item.account_code ?? null,
      whtIncomeType: item.wht_income_type ?? null,
      warehouseId: item.warehouse_id ?? null,
    };
  });
}

/** The header fields of a stored document, as defaults for a document made from it. */
export function headerDefaultsOf(document: DocumentRow): Partial<HeaderDraft> {
  return {
    creditDays: document.creditDays ?? 30,
    paymentType: document.paymentType,
    referenceNo: document.referenceNo,
    reference: document.reference,
    projectId: document.projectId,
    detail: document.detail,
    warehouseId: document.warehouseId,
    remarks: document.remarks,
    notes: document.notes,
    salesName: document.salesName,
    priceType: document.priceType,
    vatEnabled: document.vatEnabled,
    discountAmount: document.discountAmount,
    discountPercent: document.discountPercent,
    ...paymentColumnsOfRow(document),
    contactId: document.contactId,
    contactName: document.contactName,
    contactAddress: document.contactAddress,
    contactZipCode: document.contactZipCode,
    contactTaxId: document.contactTaxId,
    contactBranch: document.contactBranch,
  };
}

/** A stored line as a draft line (to recompute totals or copy it into another document). */
export function lineDraftOf(line: LineRow): LineDraft {
  return {
    lineKind: line.lineKind,
    itemId: line.itemId,
    itemType: line.itemType,
    name: line.name,
    saleDescription: line.saleDescription,
    quantity: line.quantity,
    mainUnit: line.mainUnit,
    salePrice: line.salePrice,
    discountAmount: line.discountAmount,
    discountPercent: line.discountPercent,
    vatType: line.vatType,
    whtPercent: line.whtPercent,
    sourceLineId: line.sourceLineId,
    sourceDocumentId: line.sourceDocumentId,
    accountCode: line.accountCode,
    whtIncomeType: line.whtIncomeType,
    warehouseId: line.warehouseId,
  };
}
