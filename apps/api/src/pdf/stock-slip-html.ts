// The frame of the stock prints — the inter-warehouse transfer slip (decision 0192) and the stock count sheet
// (decision 0206): the organisation, the title, the number and date (Buddhist or Common Era), a few labelled
// facts, a table of products with its totals, a note, and signature lines; a voided record carries a void mark.
// Thai or English, like the sales documents (decision 0206); A4, fonts inlined. Each print maps its record onto
// a StockSlip and names its labels in both languages.
import { html, multiline, unsafeRaw, type SafeHtml } from './html.ts';
import { printDate, printTaxId } from './print-format.ts';
import { getSarabunFontFaceCss, PRINT_FONT_FAMILY } from './sarabun-font.ts';

export type PrintLanguage = 'th' | 'en';

export interface StockSlipColumn {
  readonly label: string;
  /** Right-aligned (figures). */
  readonly num?: boolean;
}

export interface StockSlip {
  readonly language: PrintLanguage;
  readonly title: string;
  readonly organization: {
    readonly name: string;
    readonly address?: string | undefined;
    readonly taxId?: string | undefined;
  };
  readonly number: string;
  /** The facts under the title, label → value (the number and date come first, given by the frame). */
  readonly facts: readonly (readonly [string, string])[];
  readonly columns: readonly StockSlipColumn[];
  /** Cells already printed (figures formatted), one array per product. */
  readonly rows: readonly (readonly string[])[];
  /** Footer rows: label (spanning the other columns) → figure in the last column. */
  readonly totals: readonly (readonly [string, string])[];
  readonly note?: string | undefined;
  readonly signatures: readonly string[];
  readonly voided: boolean;
}

/** The words every stock print shares, in both languages. */
export const SLIP_WORDS = {
  th: {
    number: 'เลขที่',
    date: 'วันที่',
    taxId: 'เลขประจำตัวผู้เสียภาษี',
    note: 'หมายเหตุ',
    status: 'สถานะ',
    void: 'ยกเลิก',
    voidOn: (date: string) => `ยกเลิก วันที่ ${date}`,
    index: 'ลำดับ',
    code: 'รหัสสินค้า',
    name: 'ชื่อสินค้า',
  },
  en: {
    number: 'No.',
    date: 'Date',
    taxId: 'Tax ID',
    note: 'Note',
    status: 'Status',
    void: 'VOID',
    voidOn: (date: string) => `Void on ${date}`,
    index: 'No.',
    code: 'Code',
    name: 'Product',
  },
} as const;

const STYLES = `
@page { size: A4; margin: 14mm 12mm; }
* { box-sizing: border-box; }
body { font-family: '${PRINT_FONT_FAMILY}', sans-serif; font-size: 11pt; color: #111; margin: 0; }
.head { display: flex; justify-content: space-between; align-items: flex-start; gap: 8mm; }
.org-name { font-size: 14pt; font-weight: 700; }
.title { font-size: 16pt; font-weight: 700; text-align: right; }
.meta { margin-top: 6mm; display: grid; grid-template-columns: 30mm 1fr 30mm 1fr; gap: 1.5mm 3mm; }
.meta .label { color: #444; }
table { width: 100%; border-collapse: collapse; margin-top: 6mm; }
th, td { border: 0.3mm solid #999; padding: 1.5mm 2mm; vertical-align: top; }
th { background: #f0f0f0; font-weight: 700; }
td.num, th.num { text-align: right; white-space: nowrap; }
tfoot td { font-weight: 700; }
.note { margin-top: 5mm; }
.signs { margin-top: 18mm; display: flex; justify-content: space-around; text-align: center; }
.sign-line { border-top: 0.3mm dotted #333; width: 50mm; margin: 0 auto 1.5mm; }
.void-mark { position: fixed; top: 40%; left: 0; right: 0; text-align: center; font-size: 60pt; color: rgba(200, 0, 0, 0.25);
  transform: rotate(-20deg); font-weight: 700; }
`;

function fact(label: string, value: string): SafeHtml {
  return html`<div class="label">${label}</div>
    <div>${value}</div>`;
}

/** A date as printed: DD/MM/YYYY in the Buddhist or the Common Era. */
export const slipDate = (iso: string, buddhistEra: boolean) => printDate(iso, buddhistEra);

/** The complete HTML page of a stock print. */
export function renderStockSlipHtml(slip: StockSlip): string {
  const words = SLIP_WORDS[slip.language];
  const last = slip.columns.length - 1;
  const head = slip.columns.map((c) => html`<th class="${c.num ? 'num' : ''}">${c.label}</th>`);
  const rows = slip.rows.map(
    (cells) =>
      html`<tr>
        ${cells.map((cell, i) => html`<td class="${slip.columns[i]?.num ? 'num' : ''}">${cell}</td>`)}
      </tr>`,
  );
  const totals = slip.totals.map(
    ([label, figure]) =>
      html`<tr>
        <td colspan="${String(last)}" class="num">${label}</td>
        <td class="num">${figure}</td>
      </tr>`,
  );
  return html`<!doctype html>
    <html lang="${slip.language}">
      <head>
        <meta charset="utf-8" />
        <meta
          http-equiv="Content-Security-Policy"
          content="default-src 'none'; font-src data:; img-src data:; style-src 'unsafe-inline'"
        />
        <title>${slip.title} ${slip.number}</title>
        <style>
          ${unsafeRaw(getSarabunFontFaceCss())}
        </style>
        <style>
          ${unsafeRaw(STYLES)}
        </style>
      </head>
      <body>
        ${slip.voided ? html`<div class="void-mark">${words.void}</div>` : null}
        <div class="head">
          <div>
            <div class="org-name">${slip.organization.name}</div>
            ${slip.organization.address ? html`<div>${multiline(slip.organization.address)}</div>` : null}
            ${
              slip.organization.taxId
                ? html`<div>${words.taxId} ${printTaxId(slip.organization.taxId)}</div>`
                : null
            }
          </div>
          <div class="title">${slip.title}</div>
        </div>
        <div class="meta">${slip.facts.map(([label, value]) => fact(label, value))}</div>
        <table>
          <thead>
            <tr>
              ${head}
            </tr>
          </thead>
          <tbody>
            ${rows}
          </tbody>
          <tfoot>
            ${totals}
          </tfoot>
        </table>
        ${slip.note ? html`<div class="note">${words.note}: ${multiline(slip.note)}</div>` : null}
        <div class="signs">
          ${slip.signatures.map(
            (who) =>
              html`<div>
                <div class="sign-line"></div>
                ${who}
              </div>`,
          )}
        </div>
      </body>
    </html>`.value;
}
