// The output (sales) tax report of a month (decision 0146): the month's sales documents whose tax point makes
// them tax documents — a tax invoice, a receipt/tax invoice (a service invoice's receipt, decision 0091), a cash
// sale with a taxable line, a credit or debit note adjusting due VAT — read through the documents module's one
// tax-point rule, so the report, the print and the posting cannot disagree.
import { organizations, eq, type Database, type Transaction } from '@banchee/db';
import {
  buildVatReport,
  HEAD_OFFICE_BRANCH,
  parseMoney,
  sumMoney,
  taxMonthEnd,
  ZERO,
  type Money,
  type TaxPoint,
  type VatReport,
  type VatReportSource,
} from '@banchee/domain';
import {
  awaitsItsSale,
  isActiveStatus,
  isOutputTaxDocument,
  readForTaxPoints,
  taxPointFrom,
  type TaxReportDocument,
} from '../documents/index.ts';

type Db = Database | Transaction;

/** The sales documents that may be tax documents. */
const TAX_DOCUMENT_KINDS = ['INV', 'CA', 'RE', 'CN', 'DN'];

export interface TaxOperator {
  readonly name: string;
  readonly taxId: string | null;
  readonly branch: string;
  readonly address: string | null;
  readonly postcode: string | null;
  /** The sub-district geocode of the organisation's structured address (decision 0240). */
  readonly subDistrictCode: string | null;
}

export interface OutputTaxReport {
  readonly year: number;
  readonly month: number;
  readonly operator: TaxOperator;
  readonly report: VatReport;
  /** Exempt sales on active documents that are not tax invoices (PP30 boxes 1 and 3). */
  readonly exemptSalesWithoutTaxInvoice: Money;
}

function baseOf(row: TaxReportDocument, code: string): Money {
  return sumMoney(row.taxBreakdown.filter((t) => t.vatType === code).map((t) => parseMoney(t.base)));
}

function sourceOf(row: TaxReportDocument): VatReportSource {
  return {
    documentId: row.id,
    kind: row.kind as VatReportSource['kind'],
    number: row.number,
    date: row.date,
    voided: !isActiveStatus(row.status),
    counterpartyName: row.contactName ?? '',
    counterpartyTaxId: row.contactTaxId ?? '',
    counterpartyBranch: row.contactTaxId ? (row.contactBranch ?? HEAD_OFFICE_BRANCH) : '',
    standardBase: baseOf(row, 'VAT7'),
    zeroRatedBase: baseOf(row, 'VAT0'),
    exemptBase: baseOf(row, 'EXEMPT'),
    vat: parseMoney(row.vatAmount),
  };
}

export async function operatorOf(db: Db, organizationId: string): Promise<TaxOperator> {
  const [org] = await db
    .select({
      name: organizations.name,
      taxId: organizations.taxId,
      branch: organizations.branchCode,
      address: organizations.address,
      postcode: organizations.zipCode,
      subDistrictCode: organizations.addressSubDistrictCode,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return {
    name: org?.name ?? '',
    taxId: org?.taxId ?? null,
    branch: org?.branch ?? HEAD_OFFICE_BRANCH,
    address: org?.address ?? null,
    postcode: org?.postcode ?? null,
    subDistrictCode: org?.subDistrictCode ?? null,
  };
}

/**
 * The month's sales documents that may be tax documents (invoices, cash sales, receipts, notes), each with its
 * tax point. The documents and what their tax points read (the invoices receipts settle and notes adjust,
 * with those invoices' receipts and notes) are read in two rounds of statements sent side by side, and the
 * tax points computed from what was read: a few statements for the month instead of several per document
 * (decisions 0215, 0216).
 */
export async function monthTaxPoints(
  db: Db,
  organizationId: string,
  year: number,
  month: number,
): Promise<{ readonly row: TaxReportDocument; readonly point: TaxPoint }[]> {
  const { rows, reads } = await readForTaxPoints(db, {
    organizationId,
    kinds: TAX_DOCUMENT_KINDS,
    from: `${year}-${String(month).padStart(2, '0')}-01`,
    to: taxMonthEnd(year, month),
  });
  const points: { row: TaxReportDocument; point: TaxPoint }[] = [];
  for (const row of rows) points.push({ row, point: await taxPointFrom(reads, row) });
  return points;
}

export async function getOutputTaxReport(
  db: Db,
  organizationId: string,
  year: number,
  month: number,
): Promise<OutputTaxReport> {
  const sources: VatReportSource[] = [];
  let exemptOutside = ZERO;
  for (const { row, point } of await monthTaxPoints(db, organizationId, year, month)) {
    // A cash sale awaiting payment has posted nothing: not a sale of the month yet (decision 0226).
    if (awaitsItsSale(row)) continue;
    const isNote = row.kind === 'CN' || row.kind === 'DN';
    if (isOutputTaxDocument(row, point)) {
      sources.push(sourceOf(row));
    } else if (isActiveStatus(row.status) && (row.kind === 'INV' || row.kind === 'CA' || isNote)) {
      // Exempt-only sales are still sales of the month (box 1, box 3); notes adjust them with their sign.
      exemptOutside += (row.kind === 'CN' ? -1n : 1n) * baseOf(row, 'EXEMPT');
    }
  }
  return {
    year,
    month,
    operator: await operatorOf(db, organizationId),
    report: buildVatReport(sources),
    exemptSalesWithoutTaxInvoice: exemptOutside,
  };
}
