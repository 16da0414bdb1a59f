// The print template of the withholding-tax certificate "50 ทวิ" in the layout of the Revenue Department's form
// (thai-tax-reference §2.4): copy 1 (the payee attaches it to the return) and copy 2 (the payee keeps it), book
// and number, payer and payee with their 13-digit ids in boxes, the form ticked, the income rows of the form
// with date paid, amount and tax, totals, the tax in words, fund contributions, the payer condition ticked, the
// warning and the payer's signature with the date of issue in the Buddhist Era. Thai only, like the form.
import {
  computeWhtCertificate,
  formatMoney,
  normaliseTaxId,
  toBuddhistYear,
  WHT_FORM_DIVIDEND_HEADINGS,
  WHT_FORM_ROWS,
  whtFiguresByRow,
  WITHHOLDING_FORMS,
  WITHHOLDING_PAYER_CONDITIONS,
  type Money,
  type WhtCertificateFigures,
  type WhtCertificateInput,
  type WhtFormRow,
} from '@banchee/domain';
import { html, multiline, unsafeRaw, type SafeHtml } from './html.ts';
import { printDate } from './print-format.ts';
import { getSarabunFontFaceCss } from './sarabun-font.ts';
import { WHT_CERTIFICATE_STYLES } from './wht-certificate-styles.ts';

export interface PrintableWhtParty {
  readonly name: string;
  /** 13 digits (dashes and spaces dropped); absent prints empty boxes. */
  readonly taxId?: string;
  readonly address?: string;
}

export interface PrintableWhtCertificate {
  /** เล่มที่ (book) and เลขที่ (number). */
  readonly bookNumber?: string;
  readonly number: string;
  readonly payer: PrintableWhtParty & {
    /** The payer's signature and company seal (data: URLs of the organisation images). */
    readonly signature?: string;
    readonly stamp?: string;
  };
  readonly payee: PrintableWhtParty;
  /** ลำดับที่ … ในแบบ: the payee's line in the PND attachment. */
  readonly sequenceInForm?: string;
  /** The certificate as the domain validates it; the figures are computed from it. */
  readonly certificate: WhtCertificateInput;
  /** Date the certificate is issued (printed under the signature); ISO yyyy-mm-dd. */
  readonly issueDate: string;
  /**
   * Figures the payer states instead of computing them from the lines' rates (an employee's year of salary and
   * PND1 tax, statedWhtFigures), with what the date column prints for them (the tax year, "ปีภาษี 2569").
   */
  readonly stated?: { readonly figures: WhtCertificateFigures; readonly periodText: string };
  /** A voided certificate prints "ยกเลิก" across each copy. */
  readonly voided?: boolean;
}

/** Which copies to print: both (the default, one page each) or one of them. */
export type WhtCopies = 'both' | 1 | 2;

export const WHT_COPY_CAPTIONS = {
  1: 'ฉบับที่ 1 (สำหรับผู้ถูกหักภาษี ณ ที่จ่าย ใช้แนบพร้อมกับแบบแสดงรายการภาษี)',
  2: 'ฉบับที่ 2 (สำหรับผู้ถูกหักภาษี ณ ที่จ่าย เก็บไว้เป็นหลักฐาน)',
} as const;

const TITLE = 'หนังสือรับรองการหักภาษี ณ ที่จ่าย';
const TITLE_SUB = 'ตามมาตรา 50 ทวิ แห่งประมวลรัษฎากร';

/** The complete HTML page of the certificate (both copies by default), fonts inlined, A4. */
export function renderWhtCertificateHtml(doc: PrintableWhtCertificate, copies: WhtCopies = 'both'): string {
  const sheets = (copies === 'both' ? ([1, 2] as const) : [copies]).map((copy) => renderSheet(doc, copy));
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
          ${unsafeRaw(WHT_CERTIFICATE_STYLES)}
        </style>
      </head>
      <body>
        ${sheets}
      </body>
    </html>`.value;
}

function tick(checked: boolean, label: string): SafeHtml {
  return html`<span class="choice"
    ><span class="${checked ? 'box checked' : 'box'}" data-checked="${checked ? 'yes' : 'no'}"></span
    >${label}</span
  >`;
}

/** The 13 digits in boxes grouped as the form prints them: 1 · 4 · 5 · 2 · 1. */
function taxIdBoxes(taxId: string | undefined): SafeHtml {
  const digits = (taxId === undefined ? null : normaliseTaxId(taxId)) ?? '';
  const cells = Array.from({ length: 13 }, (_, i) => digits[i] ?? '');
  const groups = [1, 4, 5, 2, 1];
  let at = 0;
  const grouped = groups.map((size) => {
    const group = cells.slice(at, at + size);
    at += size;
    return html`<span class="id-group">${group.map((d) => html`<span class="id-cell">${d}</span>`)}</span>`;
  });
  return html`<span class="tax-id" data-tax-id="${digits}">${grouped}</span>`;
}

function partyBox(role: string, party: PrintableWhtParty, extra: SafeHtml | null = null): SafeHtml {
  return html`<div class="party">
    <div class="party-head">
      <span class="party-role">${role}</span>
      <span class="party-id-label">เลขประจำตัวผู้เสียภาษีอากร (13 หลัก)</span> ${taxIdBoxes(party.taxId)}
    </div>
    <div class="field">
      <span class="field-label">ชื่อ</span><span class="field-value name">${party.name}</span>
    </div>
    <div class="field">
      <span class="field-label">ที่อยู่</span><span class="field-value">${multiline(party.address)}</span>
    </div>
    ${extra}
  </div>`;
}

function formChoices(doc: PrintableWhtCertificate): SafeHtml {
  const chosen = doc.certificate.formType;
  return html`<div class="forms">
    <span class="field-label">ลำดับที่</span><span class="seq">${doc.sequenceInForm ?? ''}</span
    ><span class="field-label">ในแบบ</span>
    ${WITHHOLDING_FORMS.map((form, i) => tick(form.code === chosen, `(${i + 1}) ${form.nameTh}`))}
  </div>`;
}

const money = (amount: Money) => formatMoney(amount);

interface RowPrint {
  readonly date: string;
  readonly income: string;
  readonly tax: string;
  readonly details: string;
}

function incomeRow(row: WhtFormRow, figures: RowPrint | undefined): SafeHtml {
  const details = figures?.details ? html` <span class="details">${figures.details}</span>` : null;
  return html`<tr class="${figures ? 'income-row filled' : 'income-row'}" data-row="${row.key}">
    <td class="c-type indent-${row.indent}">
      <span class="row-label">${row.label}</span> ${row.textTh}${details}
    </td>
    <td class="c-date">${figures?.date ?? ''}</td>
    <td class="num">${figures?.income ?? ''}</td>
    <td class="num">${figures?.tax ?? ''}</td>
  </tr>`;
}

function headingRow(heading: { label: string; indent: number; textTh: string }): SafeHtml {
  return html`<tr class="heading-row">
    <td class="c-type indent-${heading.indent}">
      <span class="row-label">${heading.label}</span> ${heading.textTh}
    </td>
    <td></td>
    <td></td>
    <td></td>
  </tr>`;
}

function incomeTable(doc: PrintableWhtCertificate): SafeHtml {
  const figures = doc.stated?.figures ?? computeWhtCertificate(doc.certificate);
  const byRow = whtFiguresByRow(figures, doc.certificate.lines);
  const datePaid = doc.stated?.periodText ?? printDate(doc.certificate.date, true);
  const rows: SafeHtml[] = [];
  for (const row of WHT_FORM_ROWS) {
    if (row.key === '4B11') rows.push(...WHT_FORM_DIVIDEND_HEADINGS.before4B11.map(headingRow));
    if (row.key === '4B21') rows.push(...WHT_FORM_DIVIDEND_HEADINGS.before4B21.map(headingRow));
    const sums = byRow.get(row.key);
    rows.push(
      incomeRow(
        row,
        sums && { date: datePaid, income: money(sums.income), tax: money(sums.tax), details: sums.details },
      ),
    );
  }
  return html`<table class="income">
    <colgroup>
      <col />
      <col class="w-date" />
      <col class="w-amount" />
      <col class="w-amount" />
    </colgroup>
    <thead>
      <tr>
        <th>ประเภทเงินได้พึงประเมินที่จ่าย</th>
        <th>วัน เดือน หรือปีภาษี ที่จ่าย</th>
        <th>จำนวนเงินที่จ่าย</th>
        <th>ภาษีที่หัก และนำส่งไว้</th>
      </tr>
    </thead>
    <tbody>
      ${rows}
    </tbody>
    <tfoot>
      <tr class="total-row">
        <td colspan="2" class="total-label">รวมเงินที่จ่ายและภาษีที่หักนำส่ง</td>
        <td class="num">${money(figures.totalIncome)}</td>
        <td class="num">${money(figures.totalTax)}</td>
      </tr>
      <tr class="words-row">
        <td colspan="4">
          <span class="field-label">รวมเงินภาษีที่หักนำส่ง (ตัวอักษร)</span>
          <span class="words">${figures.totalTaxText}</span>
        </td>
      </tr>
    </tfoot>
  </table>`;
}

function fundsLine(doc: PrintableWhtCertificate): SafeHtml {
  const fund = doc.certificate.providentFund;
  const amount = (value: Money | null | undefined) =>
    html`<span class="fund-amount">${value === null || value === undefined ? '' : money(value)}</span>`;
  return html`<div class="funds">
    <span class="field-label">เงินที่จ่ายเข้า</span>
    <span>กบข./กสจ./กองทุนสงเคราะห์ครูโรงเรียนเอกชน ${amount(null)} บาท</span>
    <span>กองทุนประกันสังคม ${amount(fund?.socialSecurityFund)} บาท</span>
    <span>กองทุนสำรองเลี้ยงชีพ ${amount(fund?.amount)} บาท</span>
    <span>เลขที่บัญชี/ใบอนุญาต <span class="fund-license">${fund?.licenseNo ?? ''}</span></span>
  </div>`;
}

function payerCondition(doc: PrintableWhtCertificate): SafeHtml {
  const { payer, payerOthers } = doc.certificate;
  return html`<div class="condition">
    <span class="field-label">ผู้จ่ายเงิน</span>
    ${WITHHOLDING_PAYER_CONDITIONS.map((condition, i) =>
      tick(condition.code === payer, `(${i + 1}) ${condition.nameTh}`),
    )}
    <span class="others">${payer === 'OTHERS' ? (payerOthers ?? '') : ''}</span>
  </div>`;
}

function signature(doc: PrintableWhtCertificate): SafeHtml {
  const { signature: sign, stamp } = doc.payer;
  const [year, month, day] = doc.issueDate.split('-');
  return html`<div class="closing">
    <div class="warning">
      <strong>คำเตือน</strong> ผู้มีหน้าที่ออกหนังสือรับรองการหักภาษี ณ ที่จ่าย ฝ่าฝืนไม่ปฏิบัติตามมาตรา 50 ทวิ แห่งประมวลรัษฎากร
      ต้องรับโทษทางอาญาตามมาตรา 35 แห่งประมวลรัษฎากร
    </div>
    <div class="sign">
      <div>ขอรับรองว่าข้อความและตัวเลขดังกล่าวข้างต้นถูกต้องตรงกับความจริงทุกประการ</div>
      <div class="sign-line">
        ลงชื่อ
        <span class="sign-space">${sign ? html`<img class="signature" src="${sign}" alt="" />` : null}</span>
        ผู้จ่ายเงิน
      </div>
      <div class="sign-date">
        <span class="date-part">${day ?? ''}</span> / <span class="date-part">${month ?? ''}</span> /
        <span class="date-part">${year === undefined ? '' : String(toBuddhistYear(Number(year)))}</span>
      </div>
      <div class="sign-caption">(วัน เดือน ปี ที่ออกหนังสือรับรองฯ)</div>
    </div>
    <div class="seal">
      ${stamp ? html`<img class="stamp" src="${stamp}" alt="" />` : null}
      <span>ประทับตรา<br />นิติบุคคล<br />(ถ้ามี)</span>
    </div>
  </div>`;
}

function renderSheet(doc: PrintableWhtCertificate, copy: 1 | 2): SafeHtml {
  return html`<section class="sheet" data-copy="${copy}">
    ${doc.voided ? html`<div class="void-mark">ยกเลิก</div>` : null}
    <div class="copy-caption">${WHT_COPY_CAPTIONS[copy]}</div>
    <div class="head">
      <div class="titles">
        <div class="title">${TITLE}</div>
        <div class="title-sub">${TITLE_SUB}</div>
      </div>
      <div class="book">
        <div>เล่มที่ <span class="book-value">${doc.bookNumber ?? ''}</span></div>
        <div>เลขที่ <span class="book-value">${doc.number}</span></div>
      </div>
    </div>
    ${partyBox('ผู้มีหน้าที่หักภาษี ณ ที่จ่าย :', doc.payer)}
    ${partyBox('ผู้ถูกหักภาษี ณ ที่จ่าย :', doc.payee, formChoices(doc))} ${incomeTable(doc)} ${fundsLine(doc)}
    ${payerCondition(doc)} ${signature(doc)}
  </section>`;
}
