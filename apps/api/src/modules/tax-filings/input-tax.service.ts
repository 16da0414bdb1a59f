// The input (purchase) tax report of a tax month (thai-tax-reference §3.2; decision 0176): one row per supplier
// tax invoice claimed in the month — by default the month its VAT became due, or the month the user chose — in
// the RD layout the output report uses (the same domain builder, pages and totals). PP30 boxes 6 and 7 read it.
import type { Database, Transaction } from '@banchee/db';
import { buildVatReport, ZERO, type VatReportSource } from '@banchee/domain';
import { claimedInMonth } from './input-vat.service.ts';
import type { VatReportOfMonth } from './output-tax.export.ts';
import { operatorOf } from './output-tax.service.ts';

type Db = Database | Transaction;

export interface InputTaxReport extends VatReportOfMonth {
  /** Per document id: our RI / EXP number and whether the claim is late. */
  readonly extras: ReadonlyMap<string, { readonly documentNumber: string; readonly late: boolean }>;
}

export async function getInputTaxReport(
  db: Db,
  organizationId: string,
  year: number,
  month: number,
): Promise<InputTaxReport> {
  const invoices = await claimedInMonth(db, organizationId, { year, month });
  const sources: VatReportSource[] = invoices.map((inv) => ({
    documentId: inv.documentId,
    kind: inv.kind,
    number: inv.taxInvoiceNumber ?? inv.number,
    date: inv.taxInvoiceDate ?? inv.dueDate ?? inv.date,
    voided: false,
    counterpartyName: inv.supplierName,
    counterpartyTaxId: inv.supplierTaxId,
    counterpartyBranch: inv.supplierBranch,
    standardBase: inv.base,
    zeroRatedBase: ZERO,
    exemptBase: ZERO,
    vat: inv.vat,
  }));
  return {
    year,
    month,
    operator: await operatorOf(db, organizationId),
    report: buildVatReport(sources),
    extras: new Map(invoices.map((inv) => [inv.documentId, { documentNumber: inv.number, late: inv.late }])),
  };
}
