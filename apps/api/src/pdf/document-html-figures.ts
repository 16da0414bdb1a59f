// The figures of a printed document: the item table, the totals (or an adjustment's before/after totals) and
// the amount in Thai words. Part of the print template (document-html.ts); no arithmetic on money here.
import { bahtText } from '@banchee/domain';
import { html, multiline } from './html.ts';
import type { SafeHtml } from './html.ts';
import { isZeroMoney, printDate, printMoney, printQuantity } from './print-format.ts';
import { LABELS } from './document-labels.ts';
import type { SalesDocumentLabels } from './document-labels.ts';
import type { RenderContext } from './document-html.ts';

export function renderItems(context: RenderContext): SafeHtml {
  const { doc, labels, language } = context;
  // The discount column only when a line has one: the description keeps the width otherwise.
  const showDiscount = doc.lines.some((line) => !isZeroMoney(line.discount));
  const caption = (key: keyof SalesDocumentLabels['columns']): SafeHtml =>
    language === 'th'
      ? html`${labels.columns[key]}<span class="caption-en">${LABELS.en.columns[key]}</span>`
      : html`${labels.columns[key]}`;
  const rows = doc.lines.map(
    (line, index) =>
      html`<tr>
        <td class="c-no">${index + 1}</td>
        <td class="c-desc">
          <div class="item-name">${line.name}</div>
          ${line.description ? html`<div class="item-desc">${multiline(line.description)}</div>` : null}
        </td>
        <td class="num">${printQuantity(line.quantity)}</td>
        <td class="c-unit">${line.unit ?? ''}</td>
        <td class="num">${printQuantity(line.unitPrice)}</td>
        ${showDiscount ? html`<td class="num">${isZeroMoney(line.discount) ? '' : printMoney(line.discount ?? '0')}</td>` : null}
        <td class="num">${printMoney(line.amount)}</td>
      </tr>`,
  );
  return html`<table class="items${showDiscount ? ' with-discount' : ''}">
    <colgroup>
      <col class="w-no" />
      <col />
      <col class="w-qty" />
      <col class="w-unit" />
      <col class="w-price" />
      ${showDiscount ? html`<col class="w-disc" />` : null}
      <col class="w-amount" />
    </colgroup>
    <thead>
      <tr>
        <th>${caption('no')}</th>
        <th class="c-desc">${caption('description')}</th>
        <th class="num">${caption('quantity')}</th>
        <th>${caption('unit')}</th>
        <th class="num">${caption('unitPrice')}</th>
        ${showDiscount ? html`<th class="num">${caption('discount')}</th>` : null}
        <th class="num">${caption('amount')}</th>
      </tr>
    </thead>
    <tbody>
      ${rows}
    </tbody>
  </table>`;
}

function totalRow(label: string, amount: string, className = ''): SafeHtml {
  return html`<tr class="${className}">
    <th>${label}</th>
    <td class="num">${printMoney(amount)}</td>
  </tr>`;
}

export function renderTotals(context: RenderContext): SafeHtml {
  const { doc, labels } = context;
  const { totals } = doc;
  const rows: SafeHtml[] = [totalRow(labels.totals.subtotal, totals.subtotal)];
  if (!isZeroMoney(totals.discount)) {
    rows.push(totalRow(labels.totals.discount, totals.discount ?? '0'));
    rows.push(totalRow(labels.totals.amountAfterDiscount, totals.amountAfterDiscount));
  }
  if (!isZeroMoney(totals.depositDeducted)) {
    const from = (totals.depositDocuments ?? [])
      .map((d) => `${d.number} ${labels.dated} ${printDate(d.date, context.buddhistEra)}`)
      .join(', ');
    const label = from ? labels.totals.depositDeductedFrom(from) : labels.totals.depositDeducted;
    rows.push(totalRow(label, totals.depositDeducted ?? '0'));
  }
  // VAT is shown separately from the value (s.86/4(6)) whenever the document carries VAT at all.
  if (totals.vatRate !== undefined || !isZeroMoney(totals.vat)) {
    rows.push(totalRow(labels.totals.vatBase, totals.vatBase));
    rows.push(totalRow(labels.totals.vat(totals.vatRate), totals.vat));
  }
  rows.push(totalRow(labels.totals.grandTotal, totals.grandTotal, 'grand'));
  if (!isZeroMoney(totals.withholdingTax)) {
    rows.push(totalRow(labels.totals.withholdingTax, totals.withholdingTax ?? '0'));
  }
  if (!isZeroMoney(totals.customerCredit)) {
    rows.push(totalRow(labels.totals.customerCredit, totals.customerCredit ?? '0'));
  }
  if (!isZeroMoney(totals.withholdingTax) || printMoney(totals.amountDue) !== printMoney(totals.grandTotal)) {
    rows.push(totalRow(labels.totals.amountDue, totals.amountDue, 'due'));
  }
  const inclusive =
    totals.priceType === 'INCLUSIVE' ? html`<div class="vat-note">${labels.totals.vatIncluded}</div>` : null;
  return html`<table class="totals">
      ${rows}
    </table>
    ${inclusive}`;
}

export function renderAdjustmentTotals(context: RenderContext): SafeHtml {
  const { doc, labels } = context;
  const adjustment = doc.adjustment;
  if (adjustment === undefined)
    throw new Error(`A ${doc.kind} needs its adjustment particulars to be printed`);
  const earlier = (adjustment.earlierNotes ?? []).map((note) =>
    totalRow(
      labels.adjustment.earlierNote(note.kind, note.number, printDate(note.date, context.buddhistEra)),
      note.difference,
    ),
  );
  const originalLabel = adjustment.citesInvoice
    ? labels.adjustment.originalPlainValue
    : labels.adjustment.originalValue;
  return html`<table class="totals">
    ${totalRow(originalLabel, adjustment.originalValue)} ${earlier}
    ${totalRow(labels.adjustment.correctValue, adjustment.correctValue)}
    ${totalRow(labels.adjustment.difference, adjustment.difference)}
    ${totalRow(labels.adjustment.vatOnDifference(doc.totals.vatRate), doc.totals.vat)}
    ${totalRow(labels.adjustment.total, doc.totals.grandTotal, 'grand')}
  </table>`;
}

export function renderAmountInWords(context: RenderContext): SafeHtml {
  const { doc, labels } = context;
  return html`<div class="words">
    <span class="words-label">${labels.amountInWords}</span
    ><span class="words-text">(${bahtText(doc.totals.grandTotal)})</span>
  </div>`;
}
