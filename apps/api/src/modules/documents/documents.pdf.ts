// A stored sales document as the PDF module's view model (apps/api/src/pdf PrintableDocument): seller from
// the organisation, buyer from the document's contact snapshot, item lines, the stored totals (the template
// does no arithmetic), credit/debit-note particulars (s.86/9–10) and payment details. Deposit deduction lines
// are not printed as items: they show as the "deposit deducted" total.
import type { SalesDocument } from '@banchee/contracts';
import {
  BANKS,
  PAYMENT_METHOD_WORDS,
  PAYMENT_METHODS,
  CREDIT_NOTE_REASONS_PRODUCT,
  CREDIT_NOTE_REASONS_SERVICE,
  DEBIT_NOTE_REASONS,
  parseMoney,
  toMoneyString,
  type DocumentReason,
} from '@banchee/domain';
import type {
  PrintableDocument,
  PrintableLine,
  PrintablePayment,
  PrintableSettlement,
  PrintLanguage,
} from '../../pdf/index.ts';
import { printedImages } from '../organizations/index.ts';
import { isActiveStatus, rulesOf } from './documents.kinds.ts';
import { findBankAccount, type BankAccountRef } from './documents.payment.ts';
import type { Db } from './documents.queries.ts';
import type { OrganizationRow } from './documents.related.ts';
import { readDocument } from './documents.service.ts';

const REASONS: readonly DocumentReason[] = [
  ...CREDIT_NOTE_REASONS_PRODUCT,
  ...CREDIT_NOTE_REASONS_SERVICE,
  ...DEBIT_NOTE_REASONS,
];

const positive = (amount: string) => (parseMoney(amount) !== 0n ? amount : undefined);

function printableLines(doc: SalesDocument): PrintableLine[] {
  return doc.items
    .filter((line) => !line.total.startsWith('-'))
    .map((line) => ({
      name: line.name,
      description: line.sale_description,
      quantity: line.quantity,
      unit: line.main_unit,
      unitPrice: line.sale_price,
      discount: positive(toMoneyString(parseMoney(line.total) - parseMoney(line.total_after_discount))),
      amount: line.total_after_discount,
    }));
}

/** What a print needs besides the document: for a receipt, the documents it settles; for a note, the original. */
export interface PrintRelated {
  /** RE: the documents settled (RECEIPT parents, a cumulative billing note's invoices instead of the note). */
  readonly settled?: readonly SalesDocument[];
  /** CN, DN: the adjusted document and the notes made on it before this one. */
  readonly adjusted?: SalesDocument;
  readonly earlierNotes?: readonly SalesDocument[];
}

function settlementsOf(doc: SalesDocument, related: PrintRelated): PrintableSettlement[] {
  return (related.settled ?? []).map((settled) => {
    const link = doc.links.parents.find((p) => p.id === settled.id && p.linkType === 'RECEIPT');
    return {
      title: settled.taxPoint.title,
      number: settled.number,
      date: settled.date,
      amount: link?.amount ?? settled.grand_total,
      total: settled.grand_total,
    };
  });
}

/**
 * The lines a receipt prints. When it is the tax point (receipt/tax invoice) it carries the particulars of
 * the services it collects (s.86/4(5)): the item lines of each settled document whose VAT falls due with it;
 * any other settled document is one line "title number" with the amount collected.
 */
function receiptLines(doc: SalesDocument, related: PrintRelated, language: PrintLanguage): PrintableLine[] {
  return settlementsOf(doc, related).flatMap((settlement, index): PrintableLine[] => {
    const settled = related.settled?.[index];
    const carriesTaxPoint =
      settled !== undefined &&
      doc.taxPoint.isTaxInvoice &&
      (settled.taxPoint.vat === 'undue' || settled.kind === 'BL');
    if (carriesTaxPoint) return printableLines(settled);
    return [
      {
        name: `${settlement.title[language]} ${settlement.number}`,
        quantity: '1',
        unitPrice: settlement.amount,
        amount: settlement.amount,
      },
    ];
  });
}

/** What a print needs besides the document and the organisation row (issue #10 §2). */
export interface PrintExtras {
  /** Words of the payment method and the bank's name. Default 'th'. */
  readonly language?: PrintLanguage;
  /** The organisation's account the document was paid into. */
  readonly bankAccount?: Pick<BankAccountRef, 'bankCode' | 'accountNumber' | 'accountName'>;
  /** Logo, signature and stamp as data: URLs. */
  readonly images?: { readonly logo?: string; readonly signature?: string; readonly stamp?: string };
}

/**
 * Receipts that used customer credit (decision 0188) print it as a deduction: the money received is
 * grand total − WHT − credit (decision 0197). Other documents: no credit, the stored amount due.
 */
function creditAndDue(doc: SalesDocument): { customerCredit?: string; amountDue: string } {
  const credit = doc.kind === 'RE' ? parseMoney(doc.customerCreditAmount ?? '0') : 0n;
  if (credit === 0n) return { amountDue: doc.totals.amountDue };
  return {
    customerCredit: toMoneyString(credit),
    amountDue: toMoneyString(parseMoney(doc.totals.amountDue) - credit),
  };
}

/** "ชำระโดย: โอนเงิน", with the bank and account it went into (no method recorded: "-"). */
function printablePayment(doc: SalesDocument, extras: PrintExtras): PrintablePayment {
  const language = extras.language ?? 'th';
  const method = PAYMENT_METHODS.find((m) => m === doc.paymentMethod);
  // The bank of the account paid into, else a bank code of spec §9 recorded on the document.
  const bankCode = extras.bankAccount?.bankCode ?? doc.paymentBank?.trim().toUpperCase();
  const bank = BANKS.find((b) => b.code === bankCode);
  const account = extras.bankAccount;
  return {
    method: method ? PAYMENT_METHOD_WORDS[method][language] : (doc.paymentMethod ?? '-'),
    date: doc.collected_at,
    bankName: bank ? (language === 'th' ? bank.nameTh : bank.nameEn) : doc.paymentBank,
    bankAccount: account ? [account.accountNumber, account.accountName].filter(Boolean).join(' ') : undefined,
    chequeNumber: doc.chequeNumber,
    chequeDate: doc.chequeDate,
    reference: doc.paymentReference,
    amount: creditAndDue(doc).amountDue,
  };
}

export function toPrintableDocument(
  doc: SalesDocument,
  organization: OrganizationRow,
  related: PrintRelated = {},
  extras: PrintExtras = {},
): PrintableDocument {
  const language = extras.language ?? 'th';
  const isReceipt = doc.kind === 'RE' && related.settled !== undefined;
  const t = doc.totals;
  const afterDiscount = toMoneyString(parseMoney(t.subtotal) - parseMoney(t.discount));
  const adjusted = doc.links.parents.find((p) => p.linkType === 'CREDIT_NOTE' || p.linkType === 'DEBIT_NOTE');
  const reason = REASONS.find((r) => r.code === doc.reason);
  const sign = doc.kind === 'CN' ? -1n : 1n;
  // The value before this note (the original as corrected by earlier notes) is stored with the note; the
  // print shows the original document's own value and lists the earlier notes between the two.
  const beforeNote = parseMoney(doc.originalAmount ?? '0');
  const original = related.adjusted ? parseMoney(related.adjusted.totals.net_total) : beforeNote;
  const difference = parseMoney(t.net_total);
  return {
    kind: doc.kind,
    number: doc.number,
    date: doc.date,
    // Receipts, cash sales and credit notes are settled documents: nothing falls due on them.
    dueDate: ['RE', 'CA', 'CN'].includes(doc.kind) ? undefined : doc.dueDate,
    reference: doc.reference_no,
    seller: {
      name: organization.name,
      address: [organization.address, organization.zipCode].filter(Boolean).join(' '),
      taxId: organization.taxId ?? '',
      branch: organization.branchCode,
      phone: organization.phone ?? undefined,
      email: organization.email ?? undefined,
      promptPayId: organization.promptpayId ?? undefined,
      ...extras.images,
    },
    buyer: {
      name: doc.contact?.contact_name ?? '-',
      address: doc.contact?.address,
      zipCode: doc.contact?.zipCode,
      taxId: doc.contact?.taxId,
      branch: doc.contact?.branch,
    },
    lines: isReceipt ? receiptLines(doc, related, language) : printableLines(doc),
    settles: isReceipt ? settlementsOf(doc, related) : undefined,
    totals: {
      // A receipt is stored in VAT-inclusive terms; its print shows the value collected before VAT.
      subtotal: isReceipt ? t.net_total : t.subtotal,
      discount: positive(t.discount),
      amountAfterDiscount: afterDiscount,
      depositDeducted: positive(t.depositDeducted),
      depositDocuments: doc.links.parents
        .filter((p) => p.linkType === 'DEPOSIT_DEDUCTION')
        .map((p) => ({ number: p.number, date: p.date })),
      vatBase: t.vatBase,
      vatRate: vatRateOf(doc),
      vat: t.vat,
      grandTotal: t.grand_total,
      withholdingTax: positive(t.whtAmount),
      ...creditAndDue(doc),
      priceType: doc.priceType === 'vat_inclusive' && !isReceipt ? 'INCLUSIVE' : 'EXCLUSIVE',
    },
    remarks: doc.remarks,
    notes: doc.notes,
    salesName: doc.salesName,
    adjustment:
      adjusted && rulesOf(doc.kind).role === 'adjustment'
        ? {
            originalDocumentNumber: adjusted.number,
            originalDocumentDate: adjusted.date,
            originalValue: toMoneyString(original),
            correctValue: toMoneyString(beforeNote + sign * difference),
            difference: toMoneyString(difference),
            reason: [reason?.nameTh ?? doc.reason ?? '', doc.reasonDescription].filter(Boolean).join(': '),
            citesInvoice: doc.taxPoint.cites === 'invoice',
            earlierNotes: (related.earlierNotes ?? []).map((note) => ({
              kind: note.kind === 'CN' ? 'CN' : 'DN',
              number: note.number,
              date: note.date,
              difference: note.totals.net_total,
            })),
          }
        : undefined,
    payment: doc.kind === 'RE' || doc.kind === 'CA' ? printablePayment(doc, extras) : undefined,
    isTaxInvoice: doc.taxPoint.isTaxInvoice,
    title: doc.taxPoint.title,
  };
}

/** "7" with standard-rated lines, "0" for zero-rated ones only (printed "ภาษีมูลค่าเพิ่ม 0%  0.00"), else none. */
function vatRateOf(doc: SalesDocument): string | undefined {
  const codes = new Set(doc.totals.taxes.map((tax) => tax.vatType));
  if (codes.has('VAT7')) return '7';
  if (codes.has('VAT0')) return '0';
  return undefined;
}

/** The print of a stored document, with what it refers to read in the same organisation. */
export async function printableDocumentOf(
  db: Db,
  organizationId: string,
  doc: SalesDocument,
  organization: OrganizationRow,
  language: PrintLanguage,
): Promise<PrintableDocument> {
  const read = (link: SalesDocument['links']['parents'][number]) =>
    readDocument(db, organizationId, link.kind, link.id);
  const related: { -readonly [K in keyof PrintRelated]: PrintRelated[K] } = {};
  if (doc.kind === 'RE') {
    const settled = await Promise.all(doc.links.parents.filter((p) => p.linkType === 'RECEIPT').map(read));
    // A cumulative billing note is listed through its invoices (also settled by this receipt).
    related.settled = settled.filter((d) => !(d.kind === 'BL' && d.isCumulative));
  }
  const adjusting = doc.links.parents.find(
    (p) => p.linkType === 'CREDIT_NOTE' || p.linkType === 'DEBIT_NOTE',
  );
  if (adjusting && rulesOf(doc.kind).role === 'adjustment') {
    const adjusted = await read(adjusting);
    related.adjusted = adjusted;
    const notes = adjusted.links.children.filter(
      (c) => (c.linkType === 'CREDIT_NOTE' || c.linkType === 'DEBIT_NOTE') && isActiveStatus(c.status),
    );
    const position = notes.findIndex((c) => c.id === doc.id);
    related.earlierNotes = await Promise.all((position < 0 ? notes : notes.slice(0, position)).map(read));
  }
  return toPrintableDocument(doc, organization, related, await printExtrasOf(db, doc, language));
}

/** The bank account a document was paid into and the organisation's printed images. */
async function printExtrasOf(db: Db, doc: SalesDocument, language: PrintLanguage): Promise<PrintExtras> {
  const bankAccount =
    doc.paymentAccountId === undefined
      ? undefined
      : await findBankAccount(db, doc.organizationId, doc.paymentAccountId, { includeDeleted: true });
  return { language, bankAccount, images: await printedImages(db, doc.organizationId) };
}
