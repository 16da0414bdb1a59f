// The print of an inter-warehouse transfer (ใบโอนสินค้าระหว่างคลัง, decision 0192): the organisation, the
// transfer's number and date (Buddhist Era unless the organisation prints Common Era), from and to warehouses,
// the products with quantity, unit, average unit cost and value, the total value, the note, and signatures of
// who sends and who receives. Thai, like the other prints; a voided transfer is marked ยกเลิก. A4, fonts inlined.
import { html, multiline, unsafeRaw, type SafeHtml } from './html.ts';
import { printDate, printMoney, printQuantity, printTaxId } from './print-format.ts';
import { getSarabunFontFaceCss, PRINT_FONT_FAMILY } from './sarabun-font.ts';

export interface PrintableStockTransfer {
  readonly organization: {
    readonly name: string;
    readonly address?: string | undefined;
    readonly taxId?: string | undefined;
  };
  readonly number: string;
  readonly date: string;
  readonly buddhistEra: boolean;
  readonly voided: boolean;
  readonly voidDate?: string | undefined;
  readonly from: string;
  readonly to: string;
  readonly note?: string | undefined;
  readonly items: readonly {
    readonly code?: string | undefined;
    readonly name: string;
    readonly unit?: string | undefined;
    readonly quantity: string;
    readonly unitCost: string;
    readonly value: string;
  }[];
  readonly totalValue: string;
}

const TITLE = 'ใบโอนสินค้าระหว่างคลัง';

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
.sign-line { border-top: 0.3mm dotted #333; width: 60mm; margin: 0 auto 1.5mm; }
.void-mark { position: fixed; top: 40%; left: 0; right: 0; text-align: center; font-size: 60pt; color: rgba(200, 0, 0, 0.25);
  transform: rotate(-20deg); font-weight: 700; }
`;

function meta(label: string, value: string): SafeHtml {
  return html`<div class="label">${label}</div>
    <div>${value}</div>`;
}

/** The complete HTML page of the transfer. */
export function renderStockTransferHtml(doc: PrintableStockTransfer): string {
  const date = (iso: string) => printDate(iso, doc.buddhistEra);
  const rows = doc.items.map(
    (item, index) =>
      html`<tr>
        <td class="num">${String(index + 1)}</td>
        <td>${item.code ?? ''}</td>
        <td>${item.name}</td>
        <td class="num">${printQuantity(item.quantity)}</td>
        <td>${item.unit ?? ''}</td>
        <td class="num">${printQuantity(item.unitCost)}</td>
        <td class="num">${printMoney(item.value)}</td>
      </tr>`,
  );
  return html`<!doctype html>
    <html lang="th">
      <head>
        <meta charset="utf-8" />
        <meta
          http-equiv="Content-Security-Policy"
          content="default-src 'none'; font-src data:; img-src data:; style-src 'unsafe-inline'"
        />
        <title>${TITLE} ${doc.number}</title>
        <style>
          ${unsafeRaw(getSarabunFontFaceCss())}
        </style>
        <style>
          ${unsafeRaw(STYLES)}
        </style>
      </head>
      <body>
        ${doc.voided ? html`<div class="void-mark">ยกเลิก</div>` : null}
        <div class="head">
          <div>
            <div class="org-name">${doc.organization.name}</div>
            ${doc.organization.address ? html`<div>${multiline(doc.organization.address)}</div>` : null}
            ${
              doc.organization.taxId
                ? html`<div>เลขประจำตัวผู้เสียภาษี ${printTaxId(doc.organization.taxId)}</div>`
                : null
            }
          </div>
          <div class="title">${TITLE}</div>
        </div>
        <div class="meta">
          ${meta('เลขที่', doc.number)} ${meta('วันที่', date(doc.date))} ${meta('จากคลัง', doc.from)}
          ${meta('ไปยังคลัง', doc.to)}
          ${doc.voided ? meta('สถานะ', `ยกเลิก${doc.voidDate ? ` วันที่ ${date(doc.voidDate)}` : ''}`) : null}
        </div>
        <table>
          <thead>
            <tr>
              <th class="num">ลำดับ</th>
              <th>รหัสสินค้า</th>
              <th>ชื่อสินค้า</th>
              <th class="num">จำนวน</th>
              <th>หน่วย</th>
              <th class="num">ต้นทุนต่อหน่วย</th>
              <th class="num">มูลค่า (บาท)</th>
            </tr>
          </thead>
          <tbody>
            ${rows}
          </tbody>
          <tfoot>
            <tr>
              <td colspan="6" class="num">มูลค่ารวม</td>
              <td class="num">${printMoney(doc.totalValue)}</td>
            </tr>
          </tfoot>
        </table>
        ${doc.note ? html`<div class="note">หมายเหตุ: ${multiline(doc.note)}</div>` : null}
        <div class="signs">
          <div>
            <div class="sign-line"></div>
            ผู้โอนสินค้า
          </div>
          <div>
            <div class="sign-line"></div>
            ผู้รับสินค้า
          </div>
        </div>
      </body>
    </html>`.value;
}
