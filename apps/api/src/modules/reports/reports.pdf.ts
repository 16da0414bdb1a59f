// A ledger report printed: the report's table (reports.serialize.ts) as a self-contained A4 HTML page in
// Sarabun (inlined, so Thai shapes the same on every machine), rendered to PDF by the shared Chromium.
import { formatDateDMY, formatMoney, isCalendarDate } from '@banchee/domain';
import { html } from '../../pdf/html.ts';
import { PRINT_FONT_FAMILY, type PdfRenderer } from '../../pdf/index.ts';
import { printPage } from '../../pdf/print-page.ts';
import type { ReportTable } from './reports.serialize.ts';

/** Column captions of the printed table (the CSV keeps its machine-friendly names). */
const CAPTIONS: Record<string, string> = {
  code: 'รหัส',
  name_th: 'ชื่อบัญชี',
  name_en: 'Account',
  opening_debit: 'ยกมา เดบิต',
  opening_credit: 'ยกมา เครดิต',
  period_debit: 'เดบิต',
  period_credit: 'เครดิต',
  closing_debit: 'คงเหลือ เดบิต',
  closing_credit: 'คงเหลือ เครดิต',
  date: 'วันที่',
  number: 'เลขที่',
  kind: 'ประเภท',
  description: 'คำอธิบาย',
  document: 'เอกสาร',
  contact: 'ผู้ติดต่อ',
  debit: 'เดบิต',
  credit: 'เครดิต',
  balance: 'คงเหลือ',
  line: 'ลำดับ',
  account: 'บัญชี',
  account_name: 'ชื่อบัญชี',
  section: 'หมวด',
  amount: 'จำนวนเงิน',
  not_due: 'ยังไม่ถึงกำหนด',
  days_1_30: '1–30 วัน',
  days_31_60: '31–60 วัน',
  days_61_90: '61–90 วัน',
  over_90: 'เกิน 90 วัน',
  total: 'รวม',
};

/** A date cell as the table's language shows it: DD/MM/YYYY, Buddhist era in Thai; other cells unchanged. */
export function shownDate(value: string, lang: ReportTable['lang']): string {
  if (!lang || !isCalendarDate(value)) return value;
  return formatDateDMY(value, { era: lang === 'th' ? 'BE' : 'CE', separator: '/' });
}

/** The title line: one language's for a one-language table, else both. */
export function titleOf(table: ReportTable): string {
  if (table.lang) return table.lang === 'th' ? table.titleTh : table.titleEn;
  return table.titleEn ? `${table.titleTh} · ${table.titleEn}` : table.titleTh;
}

export function renderReportHtml(table: ReportTable, organizationName: string): string {
  const totals = new Set(table.totalRows ?? []);
  const dates = new Set(table.dateColumns ?? []);
  const captions = table.captions ?? table.header.map((name) => CAPTIONS[name] ?? name);
  const page = table.landscape ? 'A4 landscape' : 'A4';
  const css = `
    @page { size: ${page}; margin: 12mm; }
    body { font-family: '${PRINT_FONT_FAMILY}', sans-serif; font-size: 9pt; color: #000; }
    h1 { font-size: 14pt; margin: 0; } h2 { font-size: 11pt; font-weight: 400; margin: 0 0 2mm; }
    p { margin: 0 0 4mm; } table { width: 100%; border-collapse: collapse; }
    th, td { border-bottom: 0.5pt solid #999; padding: 1mm 1.5mm; text-align: left; vertical-align: top; }
    th { border-bottom: 1pt solid #000; } td.n { text-align: right; white-space: nowrap; }
    tr.total td { font-weight: 700; border-top: 1pt solid #000; }`;
  return printPage(
    css,
    html`
      <h1>${organizationName}</h1>
      <h2>${titleOf(table)}</h2>
      <p>${table.period}</p>
      <table>
        <thead>
          <tr>
            ${captions.map((caption) => html`<th>${caption}</th>`)}
          </tr>
        </thead>
        <tbody>
          ${table.rows.map(
            (row, index) =>
              html`<tr class="${totals.has(index) ? 'total' : ''}">
                ${row.map((value, column) =>
                  typeof value === 'bigint' || typeof value === 'number'
                    ? html`<td class="n">${typeof value === 'bigint' ? formatMoney(value) : value}</td>`
                    : html`<td>
                        ${dates.has(column) ? shownDate(value ?? '', table.lang) : (value ?? '')}
                      </td>`,
                )}
              </tr>`,
          )}
        </tbody>
      </table>
    `,
    table.lang ?? 'th',
  );
}

export async function renderReportPdf(
  renderer: PdfRenderer,
  table: ReportTable,
  organizationName: string,
): Promise<Uint8Array> {
  return renderer.renderHtmlToPdf(renderReportHtml(table, organizationName));
}
