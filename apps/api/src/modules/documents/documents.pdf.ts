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
import type { PrintableDocument, PrintableLine, PrintablePayment, PrintLanguage } from '../../pdf/index.ts';
import { printedImages } from '../organizations/organization-images.service.ts';
import { findBankAccount, type BankAccountRef } from './documents.payment.ts';
import type { Db, OrganizationRow } from './documents.queries.ts';

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

/**
 * An invoice is a tax invoice when it carries VAT and sells goods: a service invoice before payment is not
 * one (thai-tax-reference §1.4 — the receipt becomes the tax invoice); a cash sale with VAT always is.
 */
function isTaxInvoice(doc: SalesDocument): boolean {
  const carriesVat = doc.vatEnabled && doc.priceType !== 'no_vat';
  if (doc.kind === 'CA') return carriesVat;
  return carriesVat && doc.items.some((line) => line.item_type === 'PRODUCT');
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

/** "ชำระโดย: โอนเงิน", with the bank and account it went into (no method recorded: "-"). */
function printablePayment(doc: SalesDocument, extras: PrintExtras): PrintablePayment {
  const language = extras.language ?? 'th';
  const method = PAYMENT_METHODS.find((m) => m === doc.paymentMethod);
  const bank = BANKS.find((b) => b.code === extras.bankAccount?.bankCode);
  const account = extras.bankAccount;
  return {
    method: method ? PAYMENT_METHOD_WORDS[method][language] : (doc.paymentMethod ?? '-'),
    date: doc.collected_at,
    bankName: bank ? (language === 'th' ? bank.nameTh : bank.nameEn) : doc.paymentBank,
    bankAccount: account ? [account.accountNumber, account.accountName].filter(Boolean).join(' ') : undefined,
    chequeNumber: doc.chequeNumber,
    chequeDate: doc.chequeDate,
    reference: doc.paymentReference,
    amount: doc.totals.amountDue,
  };
}

export function toPrintableDocument(
  doc: SalesDocument,
  organization: OrganizationRow,
  extras: PrintExtras = {},
): PrintableDocument {
  const t = doc.totals;
  const afterDiscount = toMoneyString(parseMoney(t.subtotal) - parseMoney(t.discount));
  const adjusted = doc.links.parents.find((p) => p.linkType === 'CREDIT_NOTE' || p.linkType === 'DEBIT_NOTE');
  const reason = REASONS.find((r) => r.code === doc.reason);
  const sign = doc.kind === 'CN' ? -1n : 1n;
  const original = parseMoney(doc.originalAmount ?? '0');
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
    lines: printableLines(doc),
    totals: {
      subtotal: t.subtotal,
      discount: positive(t.discount),
      amountAfterDiscount: afterDiscount,
      depositDeducted: positive(t.depositDeducted),
      vatBase: t.vatBase,
      vatRate: t.taxes.some((tax) => tax.vatType === 'VAT7') ? '7' : undefined,
      vat: t.vat,
      grandTotal: t.grand_total,
      withholdingTax: positive(t.whtAmount),
      amountDue: t.amountDue,
      priceType: doc.priceType === 'vat_inclusive' ? 'INCLUSIVE' : 'EXCLUSIVE',
    },
    remarks: doc.remarks,
    notes: doc.notes,
    salesName: doc.salesName,
    adjustment:
      adjusted && (doc.kind === 'CN' || doc.kind === 'DN')
        ? {
            originalDocumentNumber: adjusted.number,
            originalDocumentDate: adjusted.date,
            originalValue: toMoneyString(original),
            correctValue: toMoneyString(original + sign * difference),
            difference: toMoneyString(difference),
            reason: [reason?.nameTh ?? doc.reason ?? '', doc.reasonDescription].filter(Boolean).join(': '),
          }
        : undefined,
    payment: doc.kind === 'RE' || doc.kind === 'CA' ? printablePayment(doc, extras) : undefined,
    isTaxInvoice: isTaxInvoice(doc),
  };
}

/** The bank account a document was paid into and the organisation's printed images. */
export async function printExtrasOf(
  db: Db,
  doc: SalesDocument,
  language: PrintLanguage,
): Promise<PrintExtras> {
  const bankAccount =
    doc.paymentAccountId === undefined
      ? undefined
      : await findBankAccount(db, doc.organizationId, doc.paymentAccountId, { includeDeleted: true });
  return { language, bankAccount, images: await printedImages(db, doc.organizationId) };
}
