// The PND3 / PND53 attachment (ใบแนบ ภ.ง.ด.3 / ภ.ง.ด.53) printed in the RD layout (decision 0173): A4 landscape,
// six payees a sheet, the payer's tax id and branch, sheet x of y, per row the payee's tax id, name and address,
// (branch for PND53), date paid in BE, income type, rate, amount paid and tax withheld and the condition; a page
// total on every sheet and the grand total on the last, with the payer's signature block. Rendered through the
// shared Chromium like every other print.
import { formatMoney, formatTaxId, formatThaiDate, formatThaiTaxMonth, whtAttachment } from '@banchee/domain';
import { html } from '../../pdf/html.ts';
import { PRINT_FONT_FAMILY } from '../../pdf/index.ts';
import { printPage } from '../../pdf/print-page.ts';
import { branchLabel } from './output-tax.export.ts';
import { conditionOf, type WhtSubmissionData } from './wht-submission.service.ts';

const FORM_TITLE = { PND1: 'ภ.ง.ด.1', PND3: 'ภ.ง.ด.3', PND53: 'ภ.ง.ด.53' } as const;

function header(form: 'PND3' | 'PND53') {
  return [
    'ลำดับที่',
    'เลขประจำตัวผู้เสียภาษีอากร / ชื่อผู้มีเงินได้ / ที่อยู่',
    ...(form === 'PND53' ? ['สาขาที่'] : []),
    'วัน เดือน ปี ที่จ่าย',
    'ประเภทเงินได้',
    'อัตราภาษีร้อยละ',
    'จำนวนเงินที่จ่ายในครั้งนี้',
    'จำนวนเงินภาษีที่หักและนำส่งในครั้งนี้',
    'เงื่อนไข',
  ];
}

export function whtAttachmentHtml(data: WhtSubmissionData): string {
  if (data.form === 'PND1') throw new RangeError('the PND1 attachment comes from payroll');
  const form = data.form;
  const title = FORM_TITLE[form];
  const byRow = new Map(data.rows.map((r) => [r.rd, r]));
  const attachment = whtAttachment(data.rows.map((r) => r.rd));
  const pages = attachment.pages;
  const captions = header(form);
  const span = captions.length - 3;
  const o = data.operator;
  const css = `
    @page { size: A4 landscape; margin: 10mm; }
    body { font-family: '${PRINT_FONT_FAMILY}', sans-serif; font-size: 9pt; color: #000; }
    section { page-break-after: always; } section:last-child { page-break-after: auto; }
    h1 { font-size: 14pt; text-align: center; margin: 0; } .head { display: flex; justify-content: space-between; margin: 2mm 0; }
    table { width: 100%; border-collapse: collapse; } th, td { border: 0.5pt solid #000; padding: 1mm 1.5mm; vertical-align: top; }
    th { text-align: center; } td.n { text-align: right; white-space: nowrap; } td.c { text-align: center; }
    tr.total td { font-weight: 700; } .sign { margin-top: 8mm; text-align: right; }`;
  return printPage(
    css,
    html`
      ${pages.map(
        (page) =>
          html`<section>
            <h1>ใบแนบ ${title}</h1>
            <div class="head">
              <span
                >เลขประจำตัวผู้เสียภาษีอากร (ของผู้มีหน้าที่หักภาษี ณ ที่จ่าย) ${o.taxId ? formatTaxId(o.taxId) : '-'}</span
              ><span>${branchLabel(o.branch)}</span>
            </div>
            <div class="head">
              <span>ชื่อผู้มีหน้าที่หักภาษี ณ ที่จ่าย ${o.name}</span
              ><span>${formatThaiTaxMonth(data.month.year, data.month.month)}</span
              ><span>แผ่นที่ ${page.page} ในจำนวน ${pages.length} แผ่น</span>
            </div>
            <table>
              <thead>
                <tr>
                  ${captions.map((caption) => html`<th>${caption}</th>`)}
                </tr>
              </thead>
              <tbody>
                ${page.rows.map(({ line, row }) => {
                  const source = byRow.get(row);
                  return html`<tr>
                    <td class="c">${line}</td>
                    <td>
                      ${formatTaxId(row.taxId)}<br />${source?.payeeName ?? ''}<br />${row.street ?? ''}
                      ${row.zip ?? ''}
                    </td>
                    ${form === 'PND53' ? html`<td class="c">${row.branch ?? ''}</td>` : ''}
                    <td class="c">${formatThaiDate(row.paidOn, 'numeric')}</td>
                    <td>${row.incomeDescription ?? ''}</td>
                    <td class="n">${row.rate ?? ''}</td>
                    <td class="n">${formatMoney(row.income)}</td>
                    <td class="n">${formatMoney(row.wht)}</td>
                    <td class="c">${conditionOf(row)}</td>
                  </tr>`;
                })}
                <tr class="total">
                  <td colspan="${span}">รวมยอดเงินได้และภาษีที่นำส่ง (แผ่นนี้)</td>
                  <td class="n">${formatMoney(page.income)}</td>
                  <td class="n">${formatMoney(page.wht)}</td>
                  <td></td>
                </tr>
                ${
                  page.page === pages.length
                    ? html`<tr class="total">
                        <td colspan="${span}">รวมทั้งสิ้น ${attachment.count} รายการ</td>
                        <td class="n">${formatMoney(attachment.income)}</td>
                        <td class="n">${formatMoney(attachment.wht)}</td>
                        <td></td>
                      </tr>`
                    : ''
                }
              </tbody>
            </table>
            <div>เงื่อนไข: 1 หัก ณ ที่จ่าย · 2 ออกให้ตลอดไป · 3 ออกให้ครั้งเดียว</div>
            <div class="sign">
              ลงชื่อ ....................................................... ผู้จ่ายเงิน<br />
              (.......................................................)<br />
              ตำแหน่ง ....................... ยื่นวันที่ ...... เดือน .................... พ.ศ. ..........
            </div>
          </section>`,
      )}
    `,
  );
}
