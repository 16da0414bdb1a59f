// The input (purchase) tax report of a tax month (thai-tax-reference §3.2; decision 0176): one row per supplier
// tax invoice claimed in the month — by default the month its VAT became due, or the month the user chose — in
// the RD layout the output report uses (the same domain builder, pages and totals), and the VAT of services
// from abroad whose PP36 was paid in the month (decision 0200). PP30 boxes 6 and 7 read it.
import type { Database, Transaction } from '@banchee/db';
import { buildVatReport, ZERO, type VatReportSource } from '@banchee/domain';
import { paidPp36RowsOfMonth } from './foreign-input-tax.service.ts';
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
  // The VAT of services from abroad whose PP36 was paid this month: its receipt is the tax invoice (0200).
  const pp36 = await paidPp36RowsOfMonth(db, organizationId, { year, month });
  for (const row of pp36) {
    sources.push({
      documentId: row.documentId,
      kind: 'EXP',
      number: row.receipt,
      date: row.paidOn,
      voided: false,
      counterpartyName: row.supplierName,
      counterpartyTaxId: '',
      counterpartyBranch: '',
      standardBase: row.base,
      zeroRatedBase: ZERO,
      exemptBase: ZERO,
      vat: row.vat,
    });
  }
  const extras = new Map(
    invoices.map((inv) => [inv.documentId, { documentNumber: inv.number, late: inv.late }]),
  );
  for (const row of pp36) extras.set(row.documentId, { documentNumber: row.number, late: false });
  return {
    year,
    month,
    operator: await operatorOf(db, organizationId),
    report: buildVatReport(sources),
    extras,
  };
}
