// The purchase tax invoices of one bill (decisions 0176, 0177, 0245): its input VAT in up to two parts, each with
// its own tax point — the goods' at the bill (s.78: delivery, 11610 from the bill's entry), the services' at the
// payment (s.78/1: the supplier's receipt/tax invoice; 11611 until the bill is paid in full) — the checks its tax
// invoice passes, and the month each part is claimed in: by default its due month, or what the user chose (one
// claim row per bill and part). The ledger posts the same parts (documents.purchase-postings.ts), so each month's
// 11610 movement is what the input tax report claims.
import {
  checkPurchaseTaxInvoice,
  claimWindow,
  HEAD_OFFICE_BRANCH,
  monthKey,
  monthOfDate,
  parseMoney,
  sumMoney,
  ZERO,
  type CalendarDate,
  type ClaimWindow,
  type Money,
  type PurchaseTaxInvoiceProblem,
  type TaxMonthRef,
} from '@banchee/domain';
import type { InputVatClaimRow, PurchaseVatRow } from './input-vat.queries.ts';

export type InputVatState =
  /** Services VAT not paid yet (11611): nothing to claim. */
  | 'UNDUE'
  /** Counted in claimMonth (by default or by the user's choice). */
  | 'CLAIMED'
  /** Due, but its tax invoice fails a check: it does not count until fixed or marked not claimable. */
  | 'BLOCKED'
  | 'NOT_CLAIMABLE';

/** The goods' VAT of a bill (due at the bill) or its services' (due when paid). */
export type InputVatPart = 'GOODS' | 'SERVICES';

export interface PurchaseTaxInvoice {
  readonly documentId: string;
  readonly part: InputVatPart;
  /** The bill has both parts (each is placed on its own). */
  readonly split: boolean;
  readonly kind: 'RI' | 'EXP';
  readonly number: string;
  readonly date: CalendarDate;
  readonly supplierName: string;
  readonly supplierTaxId: string;
  readonly supplierBranch: string;
  readonly taxInvoiceNumber: string | null;
  readonly taxInvoiceDate: CalendarDate | null;
  /** Standard-rated value of the part (PP30 box 6) and its VAT. */
  readonly base: Money;
  readonly vat: Money;
  readonly dueDate: CalendarDate | null;
  readonly window: ClaimWindow | null;
  readonly problems: readonly PurchaseTaxInvoiceProblem[];
  readonly state: InputVatState;
  readonly claimMonth: TaxMonthRef | null;
  /** Claimed in a later month than its tax invoice's (a late claim). */
  readonly late: boolean;
  /** The user placed it (claim row); false: the default. */
  readonly chosen: boolean;
}

const PAID_STATUSES = ['PAID', 'GOT RECEIPT'];

/** The date the services VAT of the bill reached 11610 (paid in full), or null while it is undue. */
function servicesDueDate(row: PurchaseVatRow): CalendarDate | null {
  if (parseMoney(row.paid_by_slips) >= parseMoney(row.grand_total) && row.last_slip_date)
    return row.last_slip_date;
  if (PAID_STATUSES.includes(row.status)) return row.last_own_entry_date ?? row.date;
  return null;
}

interface Part {
  readonly part: InputVatPart;
  readonly base: Money;
  readonly vat: Money;
  readonly dueDate: CalendarDate | null;
}

/**
 * The parts of a bill's input VAT: goods only, services only, or both — the services' VAT and value from its
 * services lines, the goods' the rest of the bill's VAT and standard-rated value.
 */
export function partsOf(row: PurchaseVatRow): Part[] {
  const vat = parseMoney(row.vat_amount);
  const base = sumMoney(row.tax_breakdown.filter((t) => t.vatType === 'VAT7').map((t) => parseMoney(t.base)));
  const servicesVat = parseMoney(row.services_vat);
  if (servicesVat === ZERO) return [{ part: 'GOODS', base, vat, dueDate: row.date }];
  const services = { part: 'SERVICES' as const, dueDate: servicesDueDate(row) };
  if (servicesVat >= vat) return [{ ...services, base, vat }];
  const servicesBase = parseMoney(row.services_base);
  return [
    { part: 'GOODS', base: base - servicesBase, vat: vat - servicesVat, dueDate: row.date },
    { ...services, base: servicesBase, vat: servicesVat },
  ];
}

function invoiceOfPart(
  row: PurchaseVatRow,
  { part, base, vat, dueDate }: Part,
  split: boolean,
  claim: InputVatClaimRow | undefined,
): PurchaseTaxInvoice {
  const problems =
    dueDate === null
      ? []
      : checkPurchaseTaxInvoice({
          supplierTaxId: row.contact_tax_id,
          supplierBranch: row.contact_branch ?? (row.contact_tax_id ? HEAD_OFFICE_BRANCH : null),
          taxInvoiceNumber: row.supplier_tax_invoice_no,
          taxInvoiceDate: row.supplier_tax_invoice_date,
          dueDate,
        });
  const window = dueDate === null ? null : claimWindow(row.supplier_tax_invoice_date, dueDate);
  let state: InputVatState;
  let claimMonth: TaxMonthRef | null = null;
  if (dueDate === null) state = 'UNDUE';
  else if (claim?.status === 'NOT_CLAIMABLE') state = 'NOT_CLAIMABLE';
  else if (claim?.status === 'CLAIMED' && claim.claimYear !== null && claim.claimMonth !== null) {
    state = 'CLAIMED';
    claimMonth = { year: claim.claimYear, month: claim.claimMonth };
  } else if (problems.length > 0) state = 'BLOCKED';
  else {
    state = 'CLAIMED';
    claimMonth = monthOfDate(dueDate);
  }
  const invoiceMonth = monthOfDate(row.supplier_tax_invoice_date ?? dueDate ?? row.date);
  return {
    documentId: row.id,
    part,
    split,
    kind: row.kind,
    number: row.number,
    date: row.date,
    supplierName: row.contact_name ?? '',
    supplierTaxId: row.contact_tax_id ?? '',
    supplierBranch: row.contact_tax_id ? (row.contact_branch ?? HEAD_OFFICE_BRANCH) : '',
    taxInvoiceNumber: row.supplier_tax_invoice_no,
    taxInvoiceDate: row.supplier_tax_invoice_date,
    base,
    vat,
    dueDate,
    window,
    problems,
    state,
    claimMonth,
    late: claimMonth !== null && monthKey(claimMonth) > monthKey(invoiceMonth),
    chosen: claim !== undefined,
  };
}

/** The purchase tax invoices of one bill, each part with its claim row (if placed by hand). */
export function invoicesOf(row: PurchaseVatRow, claims: readonly InputVatClaimRow[]): PurchaseTaxInvoice[] {
  const parts = partsOf(row);
  const own = claims.filter((c) => c.documentId === row.id);
  // A bill of one part takes its one row whatever part it names (the bill's lines changed kind since).
  const claimOf = (part: InputVatPart) =>
    own.find((c) => c.part === part) ?? (parts.length === 1 ? own[0] : undefined);
  return parts.map((p) => invoiceOfPart(row, p, parts.length > 1, claimOf(p.part)));
}
