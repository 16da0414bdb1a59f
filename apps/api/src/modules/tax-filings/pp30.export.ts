// The PP30 worksheet printed in the form's layout (thai-tax-reference §3.1): the operator block, the tax month
// in BE, boxes 1–12 with their Thai captions and amounts, the refund / carry-forward choice and the due dates.
// A worksheet for the return, not the RD form itself (boxes 13–16, surcharge and penalty, are left to RD).
import {
  formatMoney,
  formatTaxId,
  formatThaiDate,
  formatThaiTaxMonth,
  type Pp30Boxes,
} from '@banchee/domain';
import { html } from '../../pdf/html.ts';
import { PRINT_FONT_FAMILY } from '../../pdf/index.ts';
import { printPage } from '../../pdf/print-page.ts';
import { branchLabel } from './output-tax.export.ts';
import type { TaxOperator } from './output-tax.service.ts';

export const PP30_BOX_CAPTIONS: Readonly<Record<keyof Pp30Boxes, string>> = {
  box1: 'ยอดขายในเดือนนี้',
  box2: 'ลบ ยอดขายที่เสียภาษีในอัตราร้อยละ 0',
  box3: 'ลบ ยอดขายที่ได้รับยกเว้น',
  box4: 'ยอดขายที่ต้องเสียภาษี (1. − 2. − 3.)',
  box5: 'ภาษีขายเดือนนี้',
  box6: 'ยอดซื้อที่มีสิทธินำภาษีซื้อมาหักในการคำนวณภาษีเดือนนี้',
  box7: 'ภาษีซื้อเดือนนี้',
  box8: 'ภาษีที่ต้องชำระเดือนนี้ (5. − 7.)',
  box9: 'ภาษีที่ชำระเกินเดือนนี้ (7. − 5.)',
  box10: 'ภาษีที่ชำระเกินยกมา',
  box11: 'ภาษีสุทธิที่ต้องชำระ (8. − 10.)',
  box12: 'ภาษีสุทธิที่ชำระเกิน (10. − 8. หรือ 9. + 10.)',
};

export interface Pp30Print {
  readonly year: number;
  readonly month: number;
  readonly operator: TaxOperator;
  readonly boxes: Pp30Boxes;
  readonly excessChoice: 'CARRY_FORWARD' | 'REFUND' | null;
  readonly dueDates: { readonly paper: string; readonly efiling: string };
  readonly closed: boolean;
}

export function pp30Html(p: Pp30Print): string {
  const css = `
    @page { size: A4; margin: 14mm; }
    body { font-family: '${PRINT_FONT_FAMILY}', sans-serif; font-size: 10pt; color: #000; }
    h1 { font-size: 15pt; margin: 0; text-align: center; } h2 { font-size: 11pt; text-align: center; margin: 0 0 4mm; }
    .box { border: 0.8pt solid #000; padding: 2mm 3mm; margin-bottom: 3mm; }
    table { width: 100%; border-collapse: collapse; } td { padding: 1.2mm 2mm; border-bottom: 0.4pt solid #999; }
    td.no { width: 8mm; text-align: right; } td.n { text-align: right; white-space: nowrap; width: 40mm; }
    .tick { display: inline-block; width: 3.5mm; height: 3.5mm; border: 0.8pt solid #000; text-align: center;
      line-height: 3.5mm; margin-right: 1.5mm; } .draft { color: #900; text-align: center; }`;
  const o = p.operator;
  const tick = (on: boolean) => html`<span class="tick">${on ? '✓' : ''}</span>`;
  const excess = p.boxes.box12 > 0n;
  return printPage(
    css,
    html`
      <h1>แบบแสดงรายการภาษีมูลค่าเพิ่ม (ภ.พ.30) — กระดาษทำการ</h1>
      <h2>${formatThaiTaxMonth(p.year, p.month)}</h2>
      ${p.closed ? '' : html`<p class="draft">ยังไม่ปิดเดือนภาษี: ตัวเลขอาจเปลี่ยนแปลง</p>`}
      <div class="box">
        <div>ชื่อผู้ประกอบการ ${o.name}</div>
        <div>เลขประจำตัวผู้เสียภาษีอากร ${o.taxId ? formatTaxId(o.taxId) : '-'} · ${branchLabel(o.branch)}</div>
        <div>ที่อยู่ ${o.address ?? '-'}</div>
      </div>
      <div class="box">
        <table>
          ${(Object.keys(PP30_BOX_CAPTIONS) as (keyof Pp30Boxes)[]).map(
            (key, i) =>
              html`<tr>
                <td class="no">${i + 1}.</td>
                <td>${PP30_BOX_CAPTIONS[key]}</td>
                <td class="n">${formatMoney(p.boxes[key])}</td>
              </tr>`,
          )}
        </table>
      </div>
      <div class="box">
        ${
          excess
            ? html`<div>${tick(p.excessChoice === 'REFUND')}ขอคืนเป็นเงินสด</div>
                <div>${tick(p.excessChoice !== 'REFUND')}ขอนำไปชำระภาษีเดือนถัดไป</div>`
            : html`<div>ไม่มีภาษีชำระเกิน</div>`
        }
      </div>
      <div class="box">
        <div>
          กำหนดยื่นแบบ: ยื่นด้วยกระดาษ ภายใน ${formatThaiDate(p.dueDates.paper)} · ยื่นทางอินเทอร์เน็ต ภายใน
          ${formatThaiDate(p.dueDates.efiling)}
        </div>
      </div>
    `,
  );
}
