// Tax filings on the wire: Money as two-place decimal strings, empty fields left out (spec §5).
import type {
  ExpiredInputVat,
  OutputTaxReport as OutputTaxWire,
  Pp30Worksheet,
  TaxFiling,
  TaxObligation,
} from '@banchee/contracts';
import { taxDueDate, toMoneyString, type Pp30Boxes, type VatReportTotals } from '@banchee/domain';
import type { PurchaseTaxInvoice } from './input-vat.service.ts';
import type { OutputTaxReport } from './output-tax.service.ts';
import type { TaxFilingRow } from './tax-filings.queries.ts';
import { boxesText, monthText, type Obligation, type Pp30Figures } from './tax-filings.service.ts';

const s = toMoneyString;

function totalsJson(t: VatReportTotals) {
  return {
    value: s(t.value),
    vat: s(t.vat),
    standardBase: s(t.standardBase),
    zeroRatedBase: s(t.zeroRatedBase),
    exemptBase: s(t.exemptBase),
  };
}

export function outputTaxJson(r: OutputTaxReport): OutputTaxWire {
  return {
    month: monthText(r),
    operator: {
      name: r.operator.name,
      ...(r.operator.taxId ? { taxId: r.operator.taxId } : {}),
      branch: r.operator.branch,
      ...(r.operator.address ? { address: r.operator.address } : {}),
    },
    rows: r.report.rows.map((row) => ({
      line: row.line,
      documentId: row.documentId,
      kind: row.kind,
      number: row.number,
      date: row.date,
      voided: row.voided,
      counterpartyName: row.counterpartyName,
      counterpartyTaxId: row.counterpartyTaxId,
      counterpartyBranch: row.counterpartyBranch,
      value: s(row.value),
      vat: s(row.vat),
      standardBase: s(row.standardBase),
      zeroRatedBase: s(row.zeroRatedBase),
      exemptBase: s(row.exemptBase),
    })),
    pages: r.report.pages.map((p) => ({
      page: p.page,
      lines: p.rows.map((row) => row.line),
      totals: totalsJson(p.totals),
    })),
    totals: totalsJson(r.report.totals),
    exemptSalesWithoutTaxInvoice: s(r.exemptSalesWithoutTaxInvoice),
  };
}

export function filingJson(f: TaxFilingRow): TaxFiling {
  return {
    id: f.id,
    form: f.form,
    month: monthText({ year: f.taxYear, month: f.taxMonth }),
    channel: f.channel,
    amount: f.amount,
    ...(f.boxes ? { boxes: f.boxes as Record<keyof Pp30Boxes, string> } : {}),
    ...(f.excessChoice ? { excessChoice: f.excessChoice } : {}),
    carriedForward: f.carriedForward,
    refund: f.refund,
    ...(f.closeEntryId ? { closeEntryId: f.closeEntryId } : {}),
    ...(f.filedOn ? { filedOn: f.filedOn } : {}),
    ...(f.filingReference ? { filingReference: f.filingReference } : {}),
    ...(f.paidOn ? { paidOn: f.paidOn } : {}),
    ...(f.paymentReference ? { paymentReference: f.paymentReference } : {}),
    ...(f.paymentAccountCode ? { paymentAccountCode: f.paymentAccountCode } : {}),
    ...(f.paymentEntryId ? { paymentEntryId: f.paymentEntryId } : {}),
    ...(f.vatClaimEntryId ? { vatClaimEntryId: f.vatClaimEntryId } : {}),
  };
}

export function pp30Json(p: Pp30Figures): Pp30Worksheet {
  return {
    month: monthText(p.month),
    boxes: boxesText(p.boxes),
    inputSource: 'PURCHASE_REPORT',
    ledger: { outputVat: s(p.ledger.outputVat), inputVat: s(p.ledger.inputVat) },
    reconciliation: {
      outputDifference: s(p.reconciliation.outputDifference),
      inputDifference: s(p.reconciliation.inputDifference),
      reconciled: p.reconciliation.reconciled,
    },
    dueDates: {
      paper: taxDueDate('PP30', p.month.year, p.month.month, 'PAPER'),
      efiling: taxDueDate('PP30', p.month.year, p.month.month, 'EFILING'),
    },
    closed: p.filing !== undefined,
    ...(p.filing ? { filing: filingJson(p.filing) } : {}),
    ...(p.earlierOpenMonth ? { earlierOpenMonth: monthText(p.earlierOpenMonth) } : {}),
  };
}

export function expiredInputVatJson(inv: PurchaseTaxInvoice): ExpiredInputVat {
  return {
    documentId: inv.documentId,
    part: inv.part,
    kind: inv.kind,
    number: inv.number,
    supplierName: inv.supplierName,
    ...(inv.taxInvoiceNumber ? { taxInvoiceNumber: inv.taxInvoiceNumber } : {}),
    ...(inv.taxInvoiceDate ? { taxInvoiceDate: inv.taxInvoiceDate } : {}),
    vat: s(inv.vat),
    lastClaimMonth: inv.window ? monthText(inv.window.last) : '',
  };
}

export function obligationJson(o: Obligation & { organizationName: string }): TaxObligation {
  return {
    organizationId: o.organizationId,
    organizationName: o.organizationName,
    form: o.form,
    month: monthText(o.month),
    dueDate: o.dueDate,
    amount: s(o.amount),
    state: o.state,
    available: o.available,
    ...(o.filing ? { filing: filingJson(o.filing) } : {}),
  };
}
