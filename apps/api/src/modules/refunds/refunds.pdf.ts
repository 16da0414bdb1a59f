// A refund printed in Thai (decision 0166): ใบคืนเงิน with the organisation, the customer, the credit note it
// repays, the amount in figures and in words, how the money left (method in words, the bank's Thai name) and
// signature lines. Buddhist-era dates unless the organisation prints in the Common Era. Sarabun is inlined.
import {
  BANKS,
  PAYMENT_METHOD_WORDS,
  bahtTextFromMoney,
  formatMoney,
  parseMoney,
  type PaymentMethod,
} from '@banchee/domain';
import type { Database } from '@banchee/db';
import { notFound } from '../../http/errors.ts';
import type { PdfFile } from '../../http/record-routes.ts';
import { html, multiline } from '../../pdf/html.ts';
import { PRINT_FONT_FAMILY, type PdfRenderer } from '../../pdf/index.ts';
import { printPage } from '../../pdf/print-page.ts';
import { printDate, printTaxId } from '../../pdf/print-format.ts';
import { findBankAccount, findDocument, findOrganization } from '../documents/index.ts';
import * as queries from './refunds.queries.ts';

export interface PrintableRefund {
  readonly organization: {
    readonly name: string;
    readonly address: string | null;
    readonly taxId: string | null;
    readonly branchCode: string;
  };
  readonly customer: {
    readonly name: string | null;
    readonly address: string | null;
    readonly taxId: string | null;
    readonly branch: string | null;
  };
  readonly number: string;
  readonly date: string;
  readonly creditNote: { readonly number: string; readonly date: string };
  readonly amount: string;
  readonly paymentMethod: PaymentMethod;
  readonly bank?: { readonly bankCode: string; readonly accountNumber: string } | undefined;
  readonly chequeNumber: string | null;
  readonly chequeDate: string | null;
  readonly reference: string | null;
  readonly remarks: string | null;
  readonly isVoid: boolean;
  readonly buddhistEra: boolean;
}

const branchText = (code: string | null) => (!code ? '' : code === '00000' ? 'สำนักงานใหญ่' : `สาขาที่ ${code}`);

export function renderRefundHtml(refund: PrintableRefund): string {
  const date = (value: string) => printDate(value, refund.buddhistEra);
  const amount = parseMoney(refund.amount);
  const bankName = refund.bank ? (BANKS.find((b) => b.code === refund.bank?.bankCode)?.nameTh ?? '') : '';
  const css = `
    @page { size: A4; margin: 15mm; }
    body { font-family: '${PRINT_FONT_FAMILY}', sans-serif; font-size: 11pt; color: #000; }
    h1 { font-size: 18pt; margin: 0 0 4mm; text-align: right; }
    .org { font-weight: 700; font-size: 13pt; } .box { border: 0.75pt solid #000; padding: 3mm; margin: 3mm 0; }
    table { width: 100%; border-collapse: collapse; } td { padding: 1mm 0; vertical-align: top; }
    td.n { text-align: right; white-space: nowrap; } .total td { font-weight: 700; border-top: 1pt solid #000; }
    .void { color: #b00; font-size: 16pt; font-weight: 700; text-align: center; }
    .signs { display: flex; justify-content: space-between; margin-top: 22mm; }
    .signs div { width: 45%; text-align: center; border-top: 0.75pt dotted #000; padding-top: 2mm; }`;
  return printPage(
    css,
    html`
      <div class="org">${refund.organization.name}</div>
      <div>${multiline(refund.organization.address ?? '')}</div>
      ${
        refund.organization.taxId
          ? html`<div>
              เลขประจำตัวผู้เสียภาษี ${printTaxId(refund.organization.taxId)}
              ${branchText(refund.organization.branchCode)}
            </div>`
          : ''
      }
      <h1>ใบคืนเงิน</h1>
      ${refund.isVoid ? html`<div class="void">ยกเลิก</div>` : ''}
      <table>
        <tr>
          <td>เลขที่ ${refund.number}</td>
          <td class="n">วันที่ ${date(refund.date)}</td>
        </tr>
      </table>
      <div class="box">
        <div>จ่ายคืนให้ ${refund.customer.name ?? ''}</div>
        <div>${multiline(refund.customer.address ?? '')}</div>
        ${
          refund.customer.taxId
            ? html`<div>
                เลขประจำตัวผู้เสียภาษี ${printTaxId(refund.customer.taxId)} ${branchText(refund.customer.branch)}
              </div>`
            : ''
        }
      </div>
      <table>
        <tr>
          <td>คืนเงินตามใบลดหนี้เลขที่ ${refund.creditNote.number} ลงวันที่ ${date(refund.creditNote.date)}</td>
          <td class="n">${formatMoney(amount)}</td>
        </tr>
        <tr class="total">
          <td>รวมเงินคืน (${bahtTextFromMoney(amount)})</td>
          <td class="n">${formatMoney(amount)}</td>
        </tr>
      </table>
      <div class="box">
        <div>
          จ่ายโดย ${PAYMENT_METHOD_WORDS[refund.paymentMethod].th}
          ${refund.bank ? html` ${bankName} เลขที่บัญชี ${refund.bank.accountNumber}` : ''}
        </div>
        ${
          refund.chequeNumber
            ? html`<div>เช็คเลขที่ ${refund.chequeNumber} ลงวันที่ ${date(refund.chequeDate ?? refund.date)}</div>`
            : ''
        }
        ${refund.reference ? html`<div>เลขที่อ้างอิง ${refund.reference}</div>` : ''}
        ${refund.remarks ? html`<div>หมายเหตุ ${multiline(refund.remarks)}</div>` : ''}
      </div>
      <div class="signs">
        <div>ผู้จ่ายเงิน</div>
        <div>ผู้รับเงิน</div>
      </div>
    `,
  );
}

/** Refund {id} of the organisation as its printed PDF (404 REFUND.NOT_FOUND when it or its credit note is gone). */
export async function refundPdf(
  db: Database,
  renderer: PdfRenderer,
  organizationId: string,
  id: string,
): Promise<PdfFile> {
  const refund = await queries.findRefund(db, organizationId, id);
  const organization = await findOrganization(db, organizationId);
  const note = refund ? await findDocument(db, organizationId, refund.creditNoteId) : undefined;
  if (!refund || !organization || !note) throw notFound('REFUND', 'refund');
  const bank = refund.paymentAccountId
    ? await findBankAccount(db, organizationId, refund.paymentAccountId, { includeDeleted: true })
    : undefined;
  const bytes = await renderer.renderHtmlToPdf(
    renderRefundHtml({
      organization,
      customer: {
        name: note.contactName,
        address: note.contactAddress,
        taxId: note.contactTaxId,
        branch: note.contactBranch,
      },
      number: refund.number,
      date: refund.refundDate,
      creditNote: { number: note.number, date: note.date },
      amount: refund.amount,
      paymentMethod: refund.paymentMethod as PaymentMethod,
      bank: refund.paymentMethod === 'CASH' ? undefined : bank,
      chequeNumber: refund.chequeNumber,
      chequeDate: refund.chequeDate,
      reference: refund.reference,
      remarks: refund.remarks,
      isVoid: refund.status === 'VOID',
      buddhistEra: (organization.documentEra ?? organization.printEra) === 'BE',
    }),
  );
  return { bytes, fileName: `${refund.number}.pdf` };
}
