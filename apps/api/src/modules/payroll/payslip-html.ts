// The payslip (สลิปเงินเดือน) of one employee as a self-contained A4 HTML page in Thai, Sarabun inlined, dates
// in the Buddhist era; rendered to PDF by the shared Chromium. Figures are the run line's decimal strings.
import type { PayrollLine } from '@banchee/contracts';
import { BANKS, THAI_MONTHS, bahtText, formatThaiDate, toBuddhistYear } from '@banchee/domain';
import { html, type SafeHtml } from '../../pdf/html.ts';
import { PRINT_FONT_FAMILY } from '../../pdf/index.ts';
import { printPage } from '../../pdf/print-page.ts';
import { isZeroMoney, printMoney, printTaxId } from '../../pdf/print-format.ts';

export interface PayslipEmployer {
  name: string;
  taxId?: string | undefined;
  address?: string | undefined;
}

export interface PayslipRun {
  year: number;
  month: number;
  payDate: string;
}

function rows(items: readonly [string, string][], keepZero: readonly string[] = []): SafeHtml[] {
  return items
    .filter(([label, amount]) => keepZero.includes(label) || !isZeroMoney(amount))
    .map(
      ([label, amount]) =>
        html`<tr>
          <td>${label}</td>
          <td class="n">${printMoney(amount)}</td>
        </tr>`,
    );
}

export function renderPayslipHtml(employer: PayslipEmployer, run: PayslipRun, line: PayrollLine): string {
  const bank = BANKS.find((b) => b.code === line.bank_code);
  const name = [line.title, line.first_name, line.last_name].filter(Boolean).join(' ');
  const earnings = rows(
    [
      ['เงินเดือน', line.salary],
      ['ค่าล่วงเวลา', line.overtime],
      ['เงินเพิ่ม / ค่าตำแหน่ง', line.allowance],
      ['โบนัส', line.bonus],
    ],
    ['เงินเดือน'],
  );
  const deductions = rows(
    [
      ['เงินสมทบกองทุนประกันสังคม', line.social_security],
      ['ภาษีเงินได้หัก ณ ที่จ่าย', line.withholding_tax],
      ['เงินสะสมกองทุนสำรองเลี้ยงชีพ', line.provident_fund],
      ['รายการหักอื่น ๆ', line.other_deductions],
    ],
    ['เงินสมทบกองทุนประกันสังคม', 'ภาษีเงินได้หัก ณ ที่จ่าย'],
  );
  const css = `
    @page { size: A4; margin: 15mm; }
    body { font-family: '${PRINT_FONT_FAMILY}', sans-serif; font-size: 11pt; color: #000; }
    h1 { font-size: 16pt; margin: 0; } h2 { font-size: 13pt; margin: 4mm 0 2mm; }
    .meta { margin: 2mm 0 4mm; } .meta td { padding: 0.5mm 3mm 0.5mm 0; }
    .cols { display: flex; gap: 6mm; } .cols > div { flex: 1; }
    table.f { width: 100%; border-collapse: collapse; }
    table.f td, table.f th { border-bottom: 0.5pt solid #999; padding: 1mm 1.5mm; text-align: left; }
    table.f th { border-bottom: 1pt solid #000; } td.n, th.n { text-align: right; white-space: nowrap; }
    tr.total td { font-weight: 700; border-top: 1pt solid #000; }
    .net { margin-top: 6mm; font-size: 13pt; font-weight: 700; } .words { margin-top: 1mm; }
    .small { font-size: 9.5pt; color: #333; margin-top: 6mm; }`;
  return printPage(
    css,
    html`
      <h1>${employer.name}</h1>
      ${employer.taxId ? html`<div>เลขประจำตัวผู้เสียภาษีอากร ${printTaxId(employer.taxId)}</div>` : ''}
      ${employer.address ? html`<div>${employer.address}</div>` : ''}
      <h2>ใบแจ้งเงินเดือน ประจำเดือน${THAI_MONTHS[run.month - 1] ?? ''} ${toBuddhistYear(run.year)}</h2>
      <table class="meta">
        <tr>
          <td>ชื่อพนักงาน</td>
          <td>${name}</td>
          <td>รหัสพนักงาน</td>
          <td>${line.employee_code ?? '-'}</td>
        </tr>
        <tr>
          <td>เลขประจำตัวประชาชน</td>
          <td>${printTaxId(line.national_id)}</td>
          <td>แผนก</td>
          <td>${line.department_name ?? '-'}</td>
        </tr>
        <tr>
          <td>ตำแหน่ง</td>
          <td>${line.position ?? '-'}</td>
          <td>วันที่จ่าย</td>
          <td>${formatThaiDate(run.payDate)}</td>
        </tr>
        <tr>
          <td>วันทำงาน</td>
          <td>${line.employed_days} / ${line.days_in_month} วัน</td>
          <td>โอนเข้าบัญชี</td>
          <td>${bank ? `${bank.nameTh} ${line.bank_account_number ?? ''}` : '-'}</td>
        </tr>
      </table>
      <div class="cols">
        <div>
          <table class="f">
            <thead>
              <tr>
                <th>รายได้</th>
                <th class="n">จำนวนเงิน (บาท)</th>
              </tr>
            </thead>
            <tbody>
              ${earnings}
              <tr class="total">
                <td>รวมรายได้</td>
                <td class="n">${printMoney(line.gross)}</td>
              </tr>
            </tbody>
          </table>
        </div>
        <div>
          <table class="f">
            <thead>
              <tr>
                <th>รายการหัก</th>
                <th class="n">จำนวนเงิน (บาท)</th>
              </tr>
            </thead>
            <tbody>
              ${deductions}
              <tr class="total">
                <td>รวมรายการหัก</td>
                <td class="n">${printMoney(line.total_deductions)}</td>
              </tr>
            </tbody>
          </table>
        </div>
      </div>
      <div class="net">เงินได้สุทธิ ${printMoney(line.net_pay)} บาท</div>
      <div class="words">(${bahtText(line.net_pay)})</div>
      <div class="small">
        เงินสมทบส่วนของนายจ้าง: กองทุนประกันสังคม ${printMoney(line.social_security_employer)} บาท
        ${isZeroMoney(line.provident_fund_employer) ? '' : html` · กองทุนสำรองเลี้ยงชีพ ${printMoney(line.provident_fund_employer)} บาท`}
      </div>
    `,
  );
}
