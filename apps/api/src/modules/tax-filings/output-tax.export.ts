// The output and input tax reports on paper and in files (thai-tax-reference §3.2): one layout for both sides
// (the title and the counterparty column change): CSV through the shared csv helper, XLSX (exceljs) with the RD
// columns, and the print in the RD layout (A4 landscape, header with the tax month in BE, the operator, page
// x / y, page totals and the grand total on the last page) through the shared Chromium.
import {
  formatMoney,
  formatThaiDate,
  formatThaiTaxMonth,
  formatTaxId,
  toMoneyString,
  type VatReport,
  type VatReportRow,
  type VatReportTotals,
} from '@banchee/domain';
import ExcelJS from 'exceljs';
import { csvDocument, csvNumber, csvText } from '../../http/csv.ts';
import { html } from '../../pdf/html.ts';
import { PRINT_FONT_FAMILY } from '../../pdf/index.ts';
import { printPage } from '../../pdf/print-page.ts';
import type { TaxOperator } from './output-tax.service.ts';

/** What the files and the print need of either report. */
export interface VatReportOfMonth {
  readonly year: number;
  readonly month: number;
  readonly operator: TaxOperator;
  readonly report: VatReport;
}

/** Sales (รายงานภาษีขาย) or purchases (รายงานภาษีซื้อ, the supplier's tax invoice date and number). */
export type VatReportSide = 'sales' | 'purchases';

const TITLE: Record<VatReportSide, string> = { sales: 'รายงานภาษีขาย', purchases: 'รายงานภาษีซื้อ' };

function headerOf(side: VatReportSide): string[] {
  return [
    'ลำดับ',
    'วันที่',
    'เลขที่',
    side === 'sales' ? 'ชื่อผู้ซื้อสินค้า/ผู้รับบริการ' : 'ชื่อผู้ขายสินค้า/ผู้ให้บริการ',
    'เลขประจำตัวผู้เสียภาษีอากร',
    'สถานประกอบการ',
    'มูลค่าสินค้าหรือบริการ',
    'จำนวนเงินภาษีมูลค่าเพิ่ม',
  ];
}

/** สำนักงานใหญ่ for 00000, สาขาที่ 00001 for a branch, empty for a buyer without a tax id. */
export function branchLabel(branch: string): string {
  if (branch === '') return '';
  return branch === '00000' ? 'สำนักงานใหญ่' : `สาขาที่ ${branch}`;
}

const rowName = (row: VatReportRow) =>
  row.voided ? `${row.counterpartyName} (ยกเลิก)` : row.counterpartyName;

export function vatReportCsv(r: VatReportOfMonth, side: VatReportSide = 'sales'): string {
  const rows = r.report.rows.map((row) => [
    csvNumber(String(row.line)),
    csvText(row.date),
    csvText(row.number),
    csvText(rowName(row)),
    csvText(row.counterpartyTaxId),
    csvText(row.counterpartyBranch),
    csvNumber(toMoneyString(row.value)),
    csvNumber(toMoneyString(row.vat)),
  ]);
  const t = r.report.totals;
  return csvDocument([
    headerOf(side).map(csvText),
    ...rows,
    [
      '',
      '',
      '',
      csvText('รวมทั้งสิ้น'),
      '',
      '',
      csvNumber(toMoneyString(t.value)),
      csvNumber(toMoneyString(t.vat)),
    ],
  ]);
}

const asNumber = (satang: bigint) => Number(toMoneyString(satang));

export async function vatReportXlsx(
  r: VatReportOfMonth,
  side: VatReportSide = 'sales',
): Promise<Uint8Array<ArrayBuffer>> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(TITLE[side]);
  sheet.addRow([TITLE[side]]);
  sheet.addRow([formatThaiTaxMonth(r.year, r.month)]);
  sheet.addRow([`ชื่อผู้ประกอบการ ${r.operator.name}`]);
  sheet.addRow([`เลขประจำตัวผู้เสียภาษีอากร ${r.operator.taxId ?? ''}`, branchLabel(r.operator.branch)]);
  sheet.addRow(headerOf(side)).font = { bold: true };
  for (const row of r.report.rows) {
    // Money goes in as numbers with two places, formatted; they come from exact decimal strings.
    sheet.addRow([
      row.line,
      row.date,
      row.number,
      rowName(row),
      row.counterpartyTaxId,
      row.counterpartyBranch,
      asNumber(row.value),
      asNumber(row.vat),
    ]);
  }
  const t = r.report.totals;
  sheet.addRow(['', '', '', 'รวมทั้งสิ้น', '', '', asNumber(t.value), asNumber(t.vat)]).font = { bold: true };
  sheet.getColumn(7).numFmt = '#,##0.00';
  sheet.getColumn(8).numFmt = '#,##0.00';
  [6, 12, 18, 36, 16, 14, 16, 16].forEach((width, i) => (sheet.getColumn(i + 1).width = width));
  return new Uint8Array(await book.xlsx.writeBuffer());
}

function totalsRow(label: string, t: VatReportTotals) {
  return html`<tr class="total">
    <td colspan="6">${label}</td>
    <td class="n">${formatMoney(t.value)}</td>
    <td class="n">${formatMoney(t.vat)}</td>
  </tr>`;
}

export function vatReportHtml(r: VatReportOfMonth, side: VatReportSide = 'sales'): string {
  const css = `
    @page { size: A4 landscape; margin: 10mm; }
    body { font-family: '${PRINT_FONT_FAMILY}', sans-serif; font-size: 9pt; color: #000; }
    section { page-break-after: always; } section:last-child { page-break-after: auto; }
    h1 { font-size: 14pt; text-align: center; margin: 0; } .head { display: flex; justify-content: space-between; margin: 2mm 0; }
    table { width: 100%; border-collapse: collapse; } th, td { border: 0.5pt solid #000; padding: 1mm 1.5mm; }
    th { text-align: center; } td.n { text-align: right; white-space: nowrap; } tr.total td { font-weight: 700; }`;
  const pages = r.report.pages;
  const o = r.operator;
  return printPage(
    css,
    html`
      ${pages.map(
        (page) =>
          html`<section>
            <h1>${TITLE[side]}</h1>
            <div class="head">
              <span>${formatThaiTaxMonth(r.year, r.month)}</span
              ><span>แผ่นที่ ${page.page} / ${pages.length}</span>
            </div>
            <div class="head">
              <span>ชื่อผู้ประกอบการ ${o.name}</span
              ><span>เลขประจำตัวผู้เสียภาษีอากร ${o.taxId ? formatTaxId(o.taxId) : '-'}</span>
            </div>
            <div class="head">
              <span>ชื่อสถานประกอบการ ${o.name} ${o.address ?? ''}</span><span>${branchLabel(o.branch)}</span>
            </div>
            <table>
              <thead>
                <tr>
                  ${headerOf(side).map((caption) => html`<th>${caption}</th>`)}
                </tr>
              </thead>
              <tbody>
                ${page.rows.map(
                  (row) =>
                    html`<tr>
                      <td class="n">${row.line}</td>
                      <td>${formatThaiDate(row.date, 'numeric')}</td>
                      <td>${row.number}</td>
                      <td>${rowName(row)}</td>
                      <td>${row.counterpartyTaxId ? formatTaxId(row.counterpartyTaxId) : ''}</td>
                      <td>${branchLabel(row.counterpartyBranch)}</td>
                      <td class="n">${formatMoney(row.value)}</td>
                      <td class="n">${formatMoney(row.vat)}</td>
                    </tr>`,
                )}
                ${totalsRow('รวมหน้า', page.totals)}
                ${page.page === pages.length ? totalsRow('รวมทั้งสิ้น', r.report.totals) : ''}
              </tbody>
            </table>
          </section>`,
      )}
    `,
  );
}
