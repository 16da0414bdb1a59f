// รายงานสินค้าและวัตถุดิบ on paper and in a spreadsheet (decision 0195), in the layout of the RD's form for
// traders (ประกาศอธิบดีกรมสรรพากร เกี่ยวกับภาษีมูลค่าเพิ่ม ฉบับที่ 89): a header with the report's name, the
// month and year in the Buddhist era, the operator's name, tax id and office (head office / branch), the
// warehouse and the product with its unit; then วัน เดือน ปี · เลขที่เอกสาร · ปริมาณรับ · ปริมาณจ่าย · คงเหลือ
// (with the value it stands at, moving average) · หมายเหตุ; the balance brought forward first, the month's totals
// and the balance carried forward last. One A4 landscape page per product.
import type { StockRdReport } from '@banchee/contracts';
import { formatThaiDate, THAI_MONTHS } from '@banchee/domain';
import ExcelJS from 'exceljs';
import { html } from '../../pdf/html.ts';
import { PRINT_FONT_FAMILY } from '../../pdf/index.ts';
import { printPage } from '../../pdf/print-page.ts';
import { printBranch, printMoney, printQuantity, printTaxId } from '../../pdf/print-format.ts';
import { LABELS } from '../../pdf/document-labels.ts';

export const STOCK_RD_TITLE = 'รายงานสินค้าและวัตถุดิบ';
export const STOCK_RD_HEADER = [
  'วัน เดือน ปี',
  'เลขที่เอกสาร',
  'ปริมาณรับ',
  'ปริมาณจ่าย',
  'ปริมาณคงเหลือ',
  'มูลค่าคงเหลือ (บาท)',
  'หมายเหตุ',
] as const;

type Product = StockRdReport['products'][number];

/** "เดือน มกราคม ปี พ.ศ. 2569" */
export function rdMonth(year: number, month: number): string {
  return `เดือน ${THAI_MONTHS[month - 1] ?? ''} ปี พ.ศ. ${year + 543}`;
}

function headLines(r: StockRdReport, p: Product): string[] {
  const o = r.operator;
  return [
    `ชื่อผู้ประกอบการ ${o.name}`,
    `เลขประจำตัวผู้เสียภาษีอากร ${o.taxId ? printTaxId(o.taxId) : '-'}   ${o.branch ? printBranch(o.branch, LABELS.th) : ''}`,
    `ชื่อสถานประกอบการ ${o.name} ${o.address}`.trim(),
    `คลังสินค้า ${r.warehouse}`,
    `ชื่อสินค้า/วัตถุดิบ ${p.code ? `${p.code} ` : ''}${p.name}   ปริมาณนับเป็น ${p.unit || 'หน่วย'}`,
  ];
}

export async function stockRdXlsx(r: StockRdReport): Promise<Uint8Array<ArrayBuffer>> {
  const book = new ExcelJS.Workbook();
  const used = new Set<string>();
  for (const p of r.products) {
    // Sheet names: at most 31 characters, unique, none of : \ / ? * [ ]
    let name = (p.code || p.name).replace(/[:\\/?*[\]]/g, ' ').slice(0, 28) || 'สินค้า';
    while (used.has(name)) name = `${name.slice(0, 26)}_${used.size}`;
    used.add(name);
    const sheet = book.addWorksheet(name);
    sheet.addRow([STOCK_RD_TITLE]).font = { bold: true, size: 14 };
    sheet.addRow([rdMonth(r.year, r.month)]);
    for (const line of headLines(r, p)) sheet.addRow([line]);
    sheet.addRow([...STOCK_RD_HEADER]).font = { bold: true };
    sheet.addRow(['', 'ยอดยกมา', '', '', Number(p.opening.quantity), Number(p.opening.value), '']);
    for (const row of p.rows) {
      sheet.addRow([
        formatThaiDate(row.date, 'numeric'),
        row.number,
        row.received === '' ? '' : Number(row.received),
        row.issued === '' ? '' : Number(row.issued),
        Number(row.balance),
        Number(row.balanceValue),
        row.remark,
      ]);
    }
    sheet.addRow([
      '',
      'รวม / ยอดยกไป',
      Number(p.totals.received),
      Number(p.totals.issued),
      Number(p.closing.quantity),
      Number(p.closing.value),
      '',
    ]).font = { bold: true };
    for (const column of [3, 4, 5]) sheet.getColumn(column).numFmt = '#,##0.####';
    sheet.getColumn(6).numFmt = '#,##0.00';
    [14, 20, 14, 14, 14, 18, 40].forEach((width, i) => (sheet.getColumn(i + 1).width = width));
  }
  if (r.products.length === 0) {
    const sheet = book.addWorksheet(STOCK_RD_TITLE);
    sheet.addRow([STOCK_RD_TITLE]).font = { bold: true, size: 14 };
    sheet.addRow([rdMonth(r.year, r.month)]);
    sheet.addRow([`คลังสินค้า ${r.warehouse}`]);
    sheet.addRow(['ไม่มีสินค้าเคลื่อนไหวหรือคงเหลือในเดือนนี้']);
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const q = (text: string) => (text === '' ? '' : printQuantity(text));

export function stockRdHtml(r: StockRdReport): string {
  const css = `
    @page { size: A4 landscape; margin: 10mm; }
    body { font-family: '${PRINT_FONT_FAMILY}', sans-serif; font-size: 9pt; color: #000; }
    section { page-break-after: always; } section:last-child { page-break-after: auto; }
    h1 { font-size: 14pt; text-align: center; margin: 0; } .month { text-align: center; margin: 1mm 0 2mm; }
    .head div { margin: 0.5mm 0; }
    table { width: 100%; border-collapse: collapse; margin-top: 2mm; } th, td { border: 0.5pt solid #000; padding: 1mm 1.5mm; }
    th { text-align: center; } td.n { text-align: right; white-space: nowrap; } tr.total td { font-weight: 700; }`;
  const page = (p: Product | null, index: number, count: number) =>
    html`<section>
      <h1>${STOCK_RD_TITLE}</h1>
      <div class="month">${rdMonth(r.year, r.month)} · แผ่นที่ ${index + 1} / ${count}</div>
      <div class="head">
        ${(p ? headLines(r, p) : [`ชื่อผู้ประกอบการ ${r.operator.name}`, `คลังสินค้า ${r.warehouse}`]).map(
          (line) => html`<div>${line}</div>`,
        )}
      </div>
      ${
        p
          ? html`<table>
              <thead>
                <tr>
                  ${STOCK_RD_HEADER.map((caption) => html`<th>${caption}</th>`)}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td></td>
                  <td>ยอดยกมา</td>
                  <td></td>
                  <td></td>
                  <td class="n">${printQuantity(p.opening.quantity)}</td>
                  <td class="n">${printMoney(p.opening.value)}</td>
                  <td></td>
                </tr>
                ${p.rows.map(
                  (row) =>
                    html`<tr>
                      <td>${formatThaiDate(row.date, 'numeric')}</td>
                      <td>${row.number}</td>
                      <td class="n">${q(row.received)}</td>
                      <td class="n">${q(row.issued)}</td>
                      <td class="n">${printQuantity(row.balance)}</td>
                      <td class="n">${printMoney(row.balanceValue)}</td>
                      <td>${row.remark}</td>
                    </tr>`,
                )}
                <tr class="total">
                  <td></td>
                  <td>รวม / ยอดยกไป</td>
                  <td class="n">${printQuantity(p.totals.received)}</td>
                  <td class="n">${printQuantity(p.totals.issued)}</td>
                  <td class="n">${printQuantity(p.closing.quantity)}</td>
                  <td class="n">${printMoney(p.closing.value)}</td>
                  <td></td>
                </tr>
              </tbody>
            </table>`
          : html`<p>ไม่มีสินค้าเคลื่อนไหวหรือคงเหลือในเดือนนี้</p>`
      }
    </section>`;
  const products = r.products.length === 0 ? [null] : r.products;
  return printPage(css, html` ${products.map((p, i) => page(p, i, products.length))} `);
}
