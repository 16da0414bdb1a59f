// The print template of documents (the sales kinds QT, BL, INV, CA, RE, CN, DN and the purchase kinds PO, RI,
// EXP, PS): a PrintableDocument → one self-contained HTML page laid out for A4, with the particulars of a full
// tax invoice (thai-tax-reference §1.5) and of credit and debit notes (§1.7), original/copy marks for document
// sets, Buddhist Era dates, baht text, PromptPay QR. The party box reads the kind registry (customer/supplier).
import { DOCUMENT_REGISTRY } from '@banchee/domain';
import { html, multiline, unsafeRaw } from './html.ts';
import type { SafeHtml } from './html.ts';
import { isZeroMoney, printBranch, printDate, printMoney, printTaxId } from './print-format.ts';
import type {
  PrintableDocument,
  PrintableDocumentKind,
  PrintCopy,
  PrintLanguage,
  PrintOptions,
} from './printable-document.ts';
import { createPromptPayQr } from './promptpay-qr.ts';
import { LABELS, documentTitle } from './document-labels.ts';
import type { DocumentTitle, SalesDocumentLabels } from './document-labels.ts';
import { getSarabunFontFaceCss, PRINT_FONT_FAMILY } from './sarabun-font.ts';
import {
  renderItems,
  renderTotals,
  renderAdjustmentTotals,
  renderAmountInWords,
} from './document-html-figures.ts';
import { STYLES } from './document-styles.ts';

export interface SalesDocumentLayout {
  /**
   * Pages of one copy. With copy 'both' the page footer needs it for "หน้า x/y" (CSS knows the total of the whole
   * file only); when absent, a two-copy document prints "หน้า x" alone.
   */
  readonly pagesPerCopy?: number;
}

/** Whether the document is a tax invoice: as the tax point says, by default INV and CA are and others not. */
export function isTaxInvoiceDocument(doc: PrintableDocument): boolean {
  // Kind-specific law: without the API's tax point, invoices and cash sales are tax invoices (s.86/4).
  return doc.isTaxInvoice ?? (doc.kind === 'INV' || doc.kind === 'CA');
}

/** The legal title: the tax point's (domain salesTaxPoint, via the API), else by kind and tax-invoice status. */
function titleOf(doc: PrintableDocument): DocumentTitle {
  return doc.title ?? documentTitle(doc.kind, isTaxInvoiceDocument(doc));
}

/** Kinds that ask the customer to pay, and so may carry a PromptPay QR (receipts and credit notes do not). */
const PAYABLE_KINDS: ReadonlySet<PrintableDocumentKind> = new Set(['QT', 'BL', 'INV', 'DN']);

type CopyMark = 'original' | 'copy';

function copiesOf(copy: PrintCopy): readonly CopyMark[] {
  return copy === 'both' ? ['original', 'copy'] : [copy];
}

/** The complete HTML document for printing `doc`: fonts inlined, no external resources, A4 @page rules. */
export function renderSalesDocumentHtml(
  doc: PrintableDocument,
  options: PrintOptions = {},
  layout: SalesDocumentLayout = {},
): string {
  const language: PrintLanguage = options.language ?? 'th';
  const buddhistEra = options.buddhistEra ?? language === 'th';
  const labels = LABELS[language];
  const copies = copiesOf(options.copy ?? 'original');
  const context: RenderContext = {
    doc,
    labels,
    language,
    buddhistEra,
    taxInvoice: isTaxInvoiceDocument(doc),
  };
  const pageTotal =
    copies.length === 1
      ? 'counter(pages)'
      : layout.pagesPerCopy === undefined
        ? undefined
        : cssString(String(layout.pagesPerCopy));
  const sheets = copies.map((mark, index) => renderSheet(context, mark, index));
  const pageRules = copies.map((mark, index) => pageRule(context, mark, index, pageTotal)).join('\n');
  const title = titleOf(doc);
  return html`<!doctype html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <meta
          http-equiv="Content-Security-Policy"
          content="default-src 'none'; font-src data:; img-src data:; style-src 'unsafe-inline'"
        />
        <title>${title[language]} ${doc.number}</title>
        <style>
          ${unsafeRaw(getSarabunFontFaceCss())}
        </style>
        <style>
          ${unsafeRaw(STYLES)}
          ${unsafeRaw(pageRules)}
        </style>
      </head>
      <body>
        ${sheets}
      </body>
    </html>`.value;
}

export interface RenderContext {
  readonly doc: PrintableDocument;
  readonly labels: SalesDocumentLabels;
  readonly language: PrintLanguage;
  readonly buddhistEra: boolean;
  readonly taxInvoice: boolean;
}

/** A CSS string literal (for `content:`), escaping quotes and backslashes. */
function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/\n/g, ' ')}"`;
}

/**
 * One named page per copy, each with its own page counter, so that "หน้า 1/2" restarts on the copy. The footer
 * lives in the page margin boxes (supported by Chromium since 131): it repeats on every page without any script.
 */
function pageRule(
  context: RenderContext,
  mark: CopyMark,
  index: number,
  pageTotal: string | undefined,
): string {
  const { labels, doc } = context;
  const counter = `copy-page-${index}`;
  const pageNumber = `${cssString(`${labels.page} `)} counter(${counter})${pageTotal === undefined ? '' : ` "/" ${pageTotal}`}`;
  const title = titleOf(doc)[context.language];
  const left = cssString(`${title} ${doc.number} · ${copyMarkText(context, mark).join(' ')}`);
  return `@page copy-${index} {
  counter-increment: ${counter};
  @bottom-left { content: ${left}; ${MARGIN_BOX_STYLE} text-align: left; }
  @bottom-right { content: ${pageNumber}; ${MARGIN_BOX_STYLE} text-align: right; }
}`;
}

const MARGIN_BOX_STYLE = `font-family: '${PRINT_FONT_FAMILY}'; font-size: 8pt; color: #555; vertical-align: top; padding-top: 3mm;`;

/**
 * The words of the copy mark. A tax invoice's copy must say "สำเนาใบกำกับภาษี" (DG Notification No. 182), in
 * Thai on English documents too; other documents say ต้นฉบับ / สำเนา (Original / Copy).
 */
function copyMarkText(context: RenderContext, mark: CopyMark): readonly string[] {
  const { labels, language } = context;
  if (mark === 'original') return [labels.original];
  if (context.taxInvoice)
    return language === 'th' ? ['สำเนาใบกำกับภาษี'] : ['สำเนาใบกำกับภาษี', labels.taxInvoiceCopyNote];
  return [labels.copy];
}

function renderSheet(context: RenderContext, mark: CopyMark, index: number): SafeHtml {
  const { doc } = context;
  const isAdjustment = DOCUMENT_REGISTRY[doc.kind].role === 'adjustment';
  return html`<section class="sheet" style="page: copy-${index}">
    ${renderHead(context, mark)}
    <div class="parties">${renderBuyer(context)}${renderMeta(context)}</div>
    ${isAdjustment ? renderAdjustmentReference(context) : null} ${renderSettles(context)}
    ${renderItems(context)}
    <div class="closing">
      <div class="summary">
        <div class="summary-left">
          ${renderAmountInWords(context)}${renderPayment(context)}${renderRemarks(context)}
        </div>
        <div class="summary-right">
          ${isAdjustment ? renderAdjustmentTotals(context) : renderTotals(context)}
        </div>
      </div>
      <div class="sign-row">${renderPromptPay(context)}${renderSignatures(context)}</div>
    </div>
  </section>`;
}

function renderHead(context: RenderContext, mark: CopyMark): SafeHtml {
  const { doc, labels, language } = context;
  const { seller } = doc;
  const title = titleOf(doc);
  const [primary, secondary] = language === 'th' ? [title.th, title.en] : [title.en, title.th];
  const contact = [
    seller.phone ? `${labels.phone} ${seller.phone}` : undefined,
    seller.email ? `${labels.email} ${seller.email}` : undefined,
  ].filter((part) => part !== undefined);
  // A combined document (delivery note / invoice / receipt with the tax invoice) is a document set: every
  // sheet of it says so, because the tax invoice is not necessarily the first sheet of the set (DG No. 182).
  const setNote = context.taxInvoice
    ? html`<div class="set-note">
        เอกสารออกเป็นชุด${language === 'en' ? html` <span class="en">(${labels.issuedAsSetNote})</span>` : null}
      </div>`
    : null;
  const [markMain, markSub] = copyMarkText(context, mark);
  return html`<header class="doc-head">
    <div class="seller">
      ${seller.logo ? html`<img class="logo" src="${seller.logo}" alt="" />` : null}
      <div class="seller-name">${seller.name}</div>
      <div class="address">${multiline(seller.address)}</div>
      <div>
        ${labels.taxId} <span class="nowrap">${printTaxId(seller.taxId)}</span>
        <span class="branch">${printBranch(seller.branch, labels)}</span>
      </div>
      ${contact.length > 0 ? html`<div>${contact.join('  ')}</div>` : null}
    </div>
    <div class="title-box">
      <div class="copy-mark copy-${mark}">
        ${markMain}${markSub ? html`<span class="copy-sub">${markSub}</span>` : null}
      </div>
      <h1 class="title">${breakAfterSlashes(primary)}</h1>
      <div class="title-sub">${breakAfterSlashes(secondary)}</div>
      ${setNote}
    </div>
  </header>`;
}

/**
 * A combined title may wrap only after a slash, never inside a word: "ใบส่งของ/ใบแจ้งหนี้/" then "ใบกำกับภาษี", not
 * "…ใบกำกับ" then "ภาษี" (the legal words must stay whole).
 */
function breakAfterSlashes(title: string): SafeHtml {
  const parts = title.split('/');
  return html`${parts.map(
    (part, index) =>
      html`<span class="nowrap">${part}${index < parts.length - 1 ? '/' : ''}</span
        >${index < parts.length - 1 ? unsafeRaw('<wbr>') : null}`,
  )}`;
}

function renderBuyer(context: RenderContext): SafeHtml {
  const { doc, labels } = context;
  const { buyer } = doc;
  const address = [buyer.address, buyer.zipCode]
    .filter((part) => part !== undefined && part !== '')
    .join(' ');
  const contact = [
    buyer.contactPerson ? `${labels.contactPerson} ${buyer.contactPerson}` : undefined,
    buyer.phone ? `${labels.phone} ${buyer.phone}` : undefined,
    buyer.email ? `${labels.email} ${buyer.email}` : undefined,
  ].filter((part) => part !== undefined);
  const taxLine =
    buyer.taxId || buyer.branch
      ? html`<div>
          ${buyer.taxId ? html`${labels.taxId} <span class="nowrap">${printTaxId(buyer.taxId)}</span> ` : null}${buyer.branch ? html`<span class="branch">${printBranch(buyer.branch, labels)}</span>` : null}
        </div>`
      : null;
  return html`<div class="box buyer">
    <div class="box-label">
      ${DOCUMENT_REGISTRY[doc.kind].party === 'supplier' ? labels.supplier : labels.customer}
    </div>
    <div class="buyer-name">${buyer.name}</div>
    ${address ? html`<div class="address">${multiline(address)}</div>` : null} ${taxLine}
    ${contact.length > 0 ? html`<div>${contact.join('  ')}</div>` : null}
  </div>`;
}

function renderMeta(context: RenderContext): SafeHtml {
  const { doc, labels, buddhistEra } = context;
  const rows: [string, string][] = [
    [labels.number, doc.number],
    [labels.date, printDate(doc.date, buddhistEra)],
  ];
  if (doc.dueDate)
    // Kind-specific: a quotation's date is how long its offer stands; every other document's is when it is due.
    rows.push([doc.kind === 'QT' ? labels.validUntil : labels.dueDate, printDate(doc.dueDate, buddhistEra)]);
  if (doc.reference) rows.push([labels.reference, doc.reference]);
  if (doc.salesName) rows.push([labels.salesName, doc.salesName]);
  return html`<div class="box meta">
    <table>
      ${rows.map(
        ([label, value]) =>
          html`<tr>
            <th>${label}</th>
            <td>${value}</td>
          </tr>`,
      )}
    </table>
  </div>`;
}

function renderAdjustmentReference(context: RenderContext): SafeHtml {
  const { doc, labels, buddhistEra } = context;
  const adjustment = doc.adjustment;
  if (adjustment === undefined)
    throw new Error(`A ${doc.kind} needs its adjustment particulars to be printed`);
  return html`<div class="box adjustment-ref">
    <div>
      ${adjustment.citesInvoice ? labels.adjustment.originalPlainInvoice : labels.adjustment.originalInvoice}
      <strong>${adjustment.originalDocumentNumber}</strong> ${labels.adjustment.originalDate}
      <strong>${printDate(adjustment.originalDocumentDate, buddhistEra)}</strong>
    </div>
    <div>${labels.adjustment.reason}: ${adjustment.reason}</div>
  </div>`;
}

/** Receipts: the documents settled, by title, number and date, and what this receipt collects of each. */
function renderSettles(context: RenderContext): SafeHtml | null {
  const { doc, labels, language, buddhistEra } = context;
  if (doc.settles === undefined || doc.settles.length === 0) return null;
  return html`<div class="box settles">
    <span class="box-label">${labels.settles}</span>
    ${doc.settles.map(
      (s) =>
        html`<div>
          ${s.title[language]} <strong>${s.number}</strong> ${labels.dated} ${printDate(s.date, buddhistEra)}
          ${
            printMoney(s.amount) === printMoney(s.total)
              ? null
              : html`— ${labels.settledPart(printMoney(s.amount), printMoney(s.total))}`
          }
        </div>`,
    )}
  </div>`;
}

function renderPayment(context: RenderContext): SafeHtml | null {
  const { doc, labels, buddhistEra } = context;
  const payment = doc.payment;
  if (payment === undefined) return null;
  const cheque = [
    payment.chequeNumber ? ` ${labels.chequeNumber} ${payment.chequeNumber}` : '',
    payment.chequeDate ? ` ${labels.chequeDate} ${printDate(payment.chequeDate, buddhistEra)}` : '',
  ].join('');
  const parts: SafeHtml[] = [
    html`<span>${labels.payment}: <strong>${payment.method}${cheque}</strong></span>`,
  ];
  if (payment.bankName) parts.push(html`<span>${labels.bank}: ${payment.bankName}</span>`);
  if (payment.bankAccount) parts.push(html`<span>${labels.bankAccount}: ${payment.bankAccount}</span>`);
  if (payment.reference) parts.push(html`<span>${labels.paymentReference}: ${payment.reference}</span>`);
  if (payment.date)
    parts.push(html`<span>${labels.paymentDate}: ${printDate(payment.date, buddhistEra)}</span>`);
  if (payment.amount) parts.push(html`<span>${labels.paymentAmount}: ${printMoney(payment.amount)}</span>`);
  return html`<div class="payment">${parts}</div>`;
}

function renderRemarks(context: RenderContext): SafeHtml {
  const { doc, labels } = context;
  return html`${
    doc.remarks
      ? html`<div class="remarks">
          <div class="remarks-label">${labels.remarks}</div>
          <div>${multiline(doc.remarks)}</div>
        </div>`
      : null
  }${
    doc.notes
      ? html`<div class="remarks">
          <div class="remarks-label">${labels.notes}</div>
          <div>${multiline(doc.notes)}</div>
        </div>`
      : null
  }`;
}

function renderPromptPay(context: RenderContext): SafeHtml | null {
  const { doc, labels } = context;
  const target = doc.seller.promptPayId?.trim();
  if (!target || !PAYABLE_KINDS.has(doc.kind) || isZeroMoney(doc.totals.amountDue)) return null;
  if (doc.totals.amountDue.trim().startsWith('-')) return null;
  const qr = createPromptPayQr(target, doc.totals.amountDue);
  const image = `data:image/svg+xml;base64,${Buffer.from(qr.svg, 'utf8').toString('base64')}`;
  return html`<div class="promptpay">
    <img src="${image}" alt="PromptPay QR" />
    <div class="promptpay-text">
      <strong>${labels.promptPay}</strong
      >${context.language === 'th' ? ' PromptPay' : ''}<br />${target}<br />${labels.promptPayScan}
      <strong>${printMoney(doc.totals.amountDue)}</strong>
    </div>
  </div>`;
}

function renderSignatures(context: RenderContext): SafeHtml {
  const { doc, labels } = context;
  const [customerSide, sellerSide] = labels.signatures[doc.kind];
  const box = (label: string, caption: string | undefined, images: SafeHtml | null = null): SafeHtml =>
    html`<div class="sign-box">
      <div class="sign-for">${caption ?? ''}</div>
      <div class="sign-line">${images}</div>
      <div class="sign-label">${label}</div>
      <div class="sign-date">${labels.signatureDate} ......../......../............</div>
    </div>`;
  const { signature, stamp } = doc.seller;
  const sellerImages =
    signature || stamp
      ? html`${stamp ? html`<img class="stamp" src="${stamp}" alt="" />` : null}${
          signature ? html`<img class="signature" src="${signature}" alt="" />` : null
        }`
      : null;
  return html`${box(customerSide, undefined)}${box(sellerSide, labels.forCompany(doc.seller.name), sellerImages)}`;
}

/**
 * A4 with 12 mm side margins and room at the bottom for the footer margin boxes. Sizes are in pt/mm, never px, so
 * the layout is the paper's. Thai needs a taller line (1.45) so that tone marks above vowels never touch the line
 * above; Chromium breaks Thai lines at word boundaries by itself (ICU dictionary), `overflow-wrap: anywhere` only
 * rescues long unbroken strings such as product codes.
 */
