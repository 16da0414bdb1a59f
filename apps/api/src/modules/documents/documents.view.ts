// Stored rows → the wire shapes of packages/contracts/src/documents.ts. Field names are the spec's; empty,
// null and undefined fields are left out of answers (spec §5, docs/ARCHITECTURE.md "API shapes").
import type { SalesDocument, SalesDocumentSummary } from '@banchee/contracts';
import { computeDocumentFlags, parseMoney, toMoneyString } from '@banchee/domain';
import type { DocumentRow, EventRow, LineRow, LinkWithDocument } from './documents.queries.ts';

/** null and '' become undefined, so JSON leaves the field out. */
function opt<T>(value: T | null | undefined): T | undefined {
  return value === null || value === '' ? undefined : value;
}

/** A money column that is zero is left out; otherwise its two-place text ("-0.25"). */
function nonZeroMoney(value: string): string | undefined {
  const amount = parseMoney(value);
  return amount === 0n ? undefined : toMoneyString(amount);
}

/** Percent columns come back as "30.0000": shown with two places unless a finer figure was given. */
function percentText(value: string | null): string | undefined {
  if (value === null) return undefined;
  const [whole = '0', fraction = ''] = value.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return `${whole}.${trimmed.padEnd(2, '0')}`;
}

export function summaryView(row: DocumentRow): SalesDocumentSummary {
  return {
    id: row.id,
    organizationId: row.organizationId,
    kind: row.kind,
    number: row.number,
    status: row.status,
    date: row.date,
    dueDate: opt(row.dueDate),
    reference_no: opt(row.referenceNo),
    contactId: opt(row.contactId),
    contact_name: opt(row.contactName),
    net_total: row.netTotal,
    vat_amount: row.vatAmount,
    grand_total: row.grandTotal,
    createdAt: row.createdAt.toISOString(),
  };
}

function lineView(line: LineRow): SalesDocument['items'][number] {
  return {
    id: line.id,
    item_id: opt(line.itemId),
    item_type: line.itemType,
    name: line.name,
    sale_description: opt(line.saleDescription),
    quantity: line.quantity,
    main_unit: opt(line.mainUnit),
    sale_price: line.salePrice,
    discount_amount: opt(line.discountAmount),
    discount_percent: percentText(line.discountPercent),
    vat_type: line.vatType,
    wht_percent: percentText(line.whtPercent),
    wht_income_type: opt(line.whtIncomeType),
    warehouse_id: opt(line.warehouseId),
    total: line.total,
    total_after_discount: line.totalAfterDiscount,
    tax_amount: line.taxAmount,
    wht_amount: line.whtAmount,
    grand_total: line.grandTotal,
    quotation_line_id: opt(line.sourceLineId),
    source_document_id: opt(line.sourceDocumentId),
    account_code: opt(line.accountCode),
  };
}

function linkView(entry: LinkWithDocument): SalesDocument['links']['parents'][number] {
  return {
    id: entry.document.id,
    kind: entry.document.kind,
    number: entry.document.number,
    status: entry.document.status,
    date: entry.document.date,
    grand_total: entry.document.grandTotal,
    linkType: entry.link.linkType,
    partialType: opt(entry.link.partialType),
    percent: percentText(entry.link.percent),
    amount: entry.link.amount,
    whtAmount: entry.link.whtAmount === '0.00' ? undefined : entry.link.whtAmount,
  };
}

function eventView(event: EventRow): SalesDocument['history'][number] {
  return {
    action: event.action,
    fromStatus: opt(event.fromStatus),
    toStatus: event.toStatus,
    userId: opt(event.userId),
    at: event.createdAt.toISOString(),
    details: opt(event.details),
  };
}

export interface DocumentParts {
  row: DocumentRow;
  lines: readonly LineRow[];
  parents: readonly LinkWithDocument[];
  children: readonly LinkWithDocument[];
  events: readonly EventRow[];
  allowedActions: readonly string[];
  progress?: SalesDocument['progress'];
  /** The document's tax point (documents.tax-point.ts taxPointOf). */
  taxPoint: SalesDocument['taxPoint'];
}

export function documentView(parts: DocumentParts): SalesDocument {
  const { row } = parts;
  const flags = computeDocumentFlags(
    parts.lines.map((line) => ({
      discountAmount: line.discountAmount,
      discountPercent: line.discountPercent,
      whtAmount: line.whtAmount,
      whtPercent: line.whtPercent,
    })),
  );
  const contact = {
    contact_name: opt(row.contactName),
    address: opt(row.contactAddress),
    zipCode: opt(row.contactZipCode),
    taxId: opt(row.contactTaxId),
    branch: opt(row.contactBranch),
  };
  const hasContact = Object.values(contact).some((value) => value !== undefined);
  return {
    ...summaryView(row),
    reference: opt(row.reference),
    projectId: opt(row.projectId),
    detail: opt(row.detail),
    warehouseId: opt(row.warehouseId),
    priceType: row.priceType,
    vatEnabled: row.vatEnabled,
    discountAmount: opt(row.discountAmount),
    discountPercent: percentText(row.discountPercent),
    paymentType: row.paymentType,
    creditDays: opt(row.creditDays),
    currency: row.currency,
    contact: hasContact ? contact : undefined,
    remarks: opt(row.remarks),
    notes: opt(row.notes),
    salesName: opt(row.salesName),
    totals: {
      subtotal: row.subtotal,
      discount: row.discountTotal,
      depositDeducted: row.depositDeducted,
      amountAfterDiscount: row.amountAfterDiscount,
      vatBase: row.vatBase,
      vat: row.vatAmount,
      net_total: row.netTotal,
      grand_total: row.grandTotal,
      whtAmount: row.whtAmount,
      amountDue: row.amountDue,
      taxes: row.taxBreakdown.map((t) => ({ vatType: t.vatType, base: t.base, vat: t.vat })),
    },
    parentQuotationId: opt(row.parentQuotationId),
    partialType: opt(row.partialType),
    partialPercent: percentText(row.partialPercent),
    partialAmount: opt(row.partialAmount),
    isDeposit: row.isDeposit,
    depositValue: opt(row.depositValue),
    isCumulative: row.isCumulative,
    reason: opt(row.reasonCode),
    reasonDescription: opt(row.reasonDescription),
    supplierTaxInvoiceNo: opt(row.supplierTaxInvoiceNo),
    supplierTaxInvoiceDate: opt(row.supplierTaxInvoiceDate),
    originalAmount: opt(row.originalAmount),
    paymentMethod: opt(row.paymentMethod),
    paymentBank: opt(row.paymentBank),
    paymentReference: opt(row.paymentReference),
    paymentAccountId: opt(row.paymentAccountId),
    chequeNumber: opt(row.chequeNumber),
    chequeDate: opt(row.chequeDate),
    bankFee: nonZeroMoney(row.bankFee),
    roundingAmount: nonZeroMoney(row.roundingAmount),
    customerCreditAmount: nonZeroMoney(row.customerCreditAmount),
    collected_at: opt(row.collectedAt),
    issueAsTaxInvoice: opt(row.issueAsTaxInvoice),
    taxPoint: parts.taxPoint,
    showItemDiscount: flags.showItemDiscount,
    showItemWHT: flags.showItemWHT,
    items: parts.lines.map(lineView),
    links: { parents: parts.parents.map(linkView), children: parts.children.map(linkView) },
    history: parts.events.map(eventView),
    allowedActions: [...parts.allowedActions],
    progress: parts.progress,
    whtPayer: opt(row.whtPayer),
    updatedAt: row.updatedAt.toISOString(),
  };
}
