// Input VAT on the wire: Money as two-place decimal strings, months as yyyy-mm, empty fields left out (spec §5).
import type { InputTaxReport as InputTaxWire, PurchaseTaxInvoice as InvoiceWire } from '@banchee/contracts';
import { toMoneyString as s, type TaxMonthRef } from '@banchee/domain';
import type { InputTaxReport } from './input-tax.service.ts';
import type { PurchaseTaxInvoice } from './input-vat.service.ts';
import { outputTaxJson } from './tax-filings.serialize.ts';

const monthText = (m: TaxMonthRef) => `${m.year}-${String(m.month).padStart(2, '0')}`;

export function inputTaxJson(r: InputTaxReport): InputTaxWire {
  // The shared part of both reports (operator, rows, pages, totals) is serialised once.
  const { exemptSalesWithoutTaxInvoice: _unused, ...shared } = outputTaxJson({
    ...r,
    exemptSalesWithoutTaxInvoice: 0n,
  });
  return {
    ...shared,
    rows: shared.rows.map((row) => ({
      ...row,
      documentNumber: r.extras.get(row.documentId)?.documentNumber ?? '',
      late: r.extras.get(row.documentId)?.late ?? false,
    })),
  };
}

export function purchaseTaxInvoiceJson(inv: PurchaseTaxInvoice): InvoiceWire {
  return {
    documentId: inv.documentId,
    part: inv.part,
    split: inv.split,
    kind: inv.kind,
    number: inv.number,
    date: inv.date,
    supplierName: inv.supplierName,
    ...(inv.supplierTaxId ? { supplierTaxId: inv.supplierTaxId } : {}),
    ...(inv.supplierBranch ? { supplierBranch: inv.supplierBranch } : {}),
    ...(inv.taxInvoiceNumber ? { taxInvoiceNumber: inv.taxInvoiceNumber } : {}),
    ...(inv.taxInvoiceDate ? { taxInvoiceDate: inv.taxInvoiceDate } : {}),
    base: s(inv.base),
    vat: s(inv.vat),
    ...(inv.dueDate ? { dueDate: inv.dueDate } : {}),
    ...(inv.window
      ? { window: { first: monthText(inv.window.first), last: monthText(inv.window.last) } }
      : {}),
    problems: [...inv.problems],
    state: inv.state,
    ...(inv.claimMonth ? { claimMonth: monthText(inv.claimMonth) } : {}),
    late: inv.late,
    chosen: inv.chosen,
  };
}
