// English strings of the input-VAT screens (input tax report, manage purchase VAT, the desk's checks, foreign
// input tax), kept apart from en.ts so the input side grows in its own file; input-vat-th.ts has the same keys.
export const inputVatEn = {
  report: {
    title: 'Input tax report',
    subtitle: 'Purchase tax report in the Revenue Department layout, by the month the input tax is claimed',
    empty: 'No purchase tax invoice is claimed in this month.',
    number: 'Tax invoice no.',
    document: 'Our document',
    seller: 'Seller / service provider',
    late: 'Late claim',
  },
  manage: {
    title: 'Manage input VAT',
    subtitle:
      'Claim each purchase tax invoice in a tax month of its window (up to 6 months after the invoice month), or mark it not claimable',
    empty: 'No purchase tax invoice for this month.',
    document: 'Document',
    supplier: 'Supplier',
    taxInvoice: 'Supplier tax invoice',
    vat: 'VAT',
    state: 'State',
    claimMonth: 'Claim month',
    window: 'Window {{first}} – {{last}}',
    claim: 'Claim',
    notClaimable: 'Not claimable',
    reset: 'Back to default',
    saved: 'Saved',
    noInvoice: 'no number',
    parts: { GOODS: 'goods VAT (due at the bill)', SERVICES: 'services VAT (due when paid)' },
    states: {
      UNDUE: 'Undue (not paid)',
      CLAIMED: 'Claimed',
      BLOCKED: 'Fails a check',
      NOT_CLAIMABLE: 'Not claimable (cost)',
    },
    problems: {
      SUPPLIER_TAX_ID_MISSING: "Supplier's tax id missing",
      SUPPLIER_TAX_ID_INVALID: "Supplier's tax id fails its checksum",
      SUPPLIER_BRANCH_INVALID: 'Branch is not 5 digits',
      TAX_INVOICE_NUMBER_MISSING: 'Tax invoice number missing',
      TAX_INVOICE_DATE_MISSING: 'Tax invoice date missing',
      TAX_INVOICE_DATE_AFTER_DUE: 'Tax invoice dated after the month it became due',
    },
  },
  foreign: {
    title: 'Foreign input tax report',
    subtitle: 'VAT self-assessed on services bought from abroad (PP36), by month',
    pp36: 'PP36 of the month: {{amount}}, due {{date}}',
    marked: 'Self-assessed VAT',
    candidates: 'Expenses without Thai VAT: mark those bought from abroad',
    none: 'No expense of this month is marked as a service from abroad.',
    noCandidates: 'No other expense without Thai VAT this month.',
    document: 'Expense',
    supplier: 'Supplier',
    base: 'Amount paid',
    vat: 'VAT 7%',
    mark: 'Service from abroad',
    unmark: 'Undo',
    onDesk:
      'File and pay the PP36 on the monthly tax-filing desk. Once it is paid, its VAT is claimed as input tax in the month paid (the PP36 receipt is the tax invoice).',
  },
  checks: {
    title: 'Tax invoice checks',
    none: 'Every purchase tax invoice of this month passes its checks.',
    blocked: '{{count}} purchase tax invoice(s) do not count until fixed or marked not claimable:',
    manage: 'Manage input VAT',
    sales: '{{count}} sales tax invoice(s) lack a particular of s.86/4:',
    inputReport: 'Input tax report',
    missing: {
      seller: {
        name: "the organisation's name",
        address: "the organisation's address",
        taxId: "the organisation's tax id",
      },
      contact: {
        contact_name: "the buyer's name",
        address: "the buyer's address",
        branch: "the buyer's head office or branch",
      },
    },
  },
};
export type InputVatMessages = typeof inputVatEn;
