// Certificates issued by a payment (decision 0170): a payment slip, or a receiving inventory / expense paid at
// once, issues one 50 ทวิ per three income lines of its withholding (domain paymentWithholding), made out to
// its supplier on PND3 (individual) or PND53 (juristic) by the supplier's tax id, ISSUED at once with their own
// running number and linked to the paying document (wht_certificates.payment_slip_id). Voiding the payment
// voids them. The documents module calls these through index.ts; it owns the figures, this module the rows.
import type { WthInput } from '@banchee/contracts';
import { and, eq, ne, whtCertificates, type Database, type Transaction } from '@banchee/db';
import {
  parseMoney,
  toMoneyString,
  withholdingReturnOfTaxId,
  type PaymentWithholdingLine,
  type WithholdingPayerConditionCode,
} from '@banchee/domain';
import { insertCertificate, recordEvent, type Actor } from './wth.service.ts';

/** The paying document as the certificates need it (a documents row, narrowed). */
export interface PayingDocument {
  readonly id: string;
  readonly date: string;
  readonly contactId: string | null;
  readonly contactName: string | null;
  readonly contactAddress: string | null;
  readonly contactZipCode: string | null;
  readonly contactTaxId: string | null;
  readonly contactBranch: string | null;
}

export interface PaymentCertificateSummary {
  readonly id: string;
  readonly number: string;
  readonly status: string;
  readonly form_type: string;
  readonly total_amount: string;
  readonly total_tax: string;
}

const digits = (value: string | null, length: number) =>
  value !== null && new RegExp(`^\\d{${length}}$`).test(value) ? value : undefined;

/** The certificate request of one group of at most three lines. */
function requestOf(
  payment: PayingDocument,
  lines: readonly PaymentWithholdingLine[],
  payer: WithholdingPayerConditionCode,
): WthInput & { paymentSlipId: string } {
  const address = [payment.contactAddress, payment.contactZipCode].filter(Boolean).join(' ');
  const taxId = digits(payment.contactTaxId, 13);
  const branch = digits(payment.contactBranch, 5);
  return {
    date: payment.date,
    issue_date: payment.date,
    paymentSlipId: payment.id,
    ...(payment.contactId ? { contactId: payment.contactId } : {}),
    ...(payment.contactName
      ? {
          contact: {
            contact_name: payment.contactName,
            ...(address ? { address } : {}),
            ...(taxId ? { taxId } : {}),
            ...(branch ? { branch } : {}),
          },
        }
      : {}),
    wthDoc: {
      form_type: withholdingReturnOfTaxId(payment.contactTaxId),
      form_year: Number(payment.date.slice(0, 4)),
      payer,
    },
    wht_lines: lines.map((line, index) => ({
      line_number: index + 1,
      type_of_income: line.typeOfIncome,
      tax_rate: line.percent,
      amount: toMoneyString(line.base),
      vat_type: 'EXCLUSIVE' as const,
      // What was paid for, from the bill lines' accounts (decision 0239): the PND row's kind of income.
      ...(line.details ? { type_of_income_other_details: line.details } : {}),
    })),
  };
}

/** Issues the certificates of a payment's withholding (none when nothing was withheld). */
export async function issuePaymentCertificates(
  tx: Transaction,
  actor: Actor,
  payment: PayingDocument,
  certificates: readonly (readonly PaymentWithholdingLine[])[],
  payer: WithholdingPayerConditionCode,
): Promise<void> {
  for (const lines of certificates) {
    if (lines.length === 0) continue;
    await insertCertificate(tx, actor, requestOf(payment, lines, payer), true);
  }
}

/** Voids every certificate of a payment that is not void yet (the payment was voided, un-paid or changed). */
export async function voidPaymentCertificates(
  tx: Transaction,
  actor: Actor,
  paymentId: string,
): Promise<void> {
  const open = await tx
    .select({ id: whtCertificates.id, status: whtCertificates.status })
    .from(whtCertificates)
    .where(
      and(
        eq(whtCertificates.organizationId, actor.organizationId),
        eq(whtCertificates.paymentSlipId, paymentId),
        ne(whtCertificates.status, 'VOID'),
      ),
    );
  for (const certificate of open) {
    await tx
      .update(whtCertificates)
      .set({ status: 'VOID', updatedAt: new Date() })
      .where(
        and(eq(whtCertificates.organizationId, actor.organizationId), eq(whtCertificates.id, certificate.id)),
      );
    await recordEvent(tx, actor, certificate.id, 'VOID', certificate.status, 'VOID');
  }
}

/** The certificates a payment issued, oldest first (voided ones included). */
export async function paymentCertificates(
  db: Database | Transaction,
  organizationId: string,
  paymentId: string,
): Promise<PaymentCertificateSummary[]> {
  const rows = await db
    .select()
    .from(whtCertificates)
    .where(
      and(eq(whtCertificates.organizationId, organizationId), eq(whtCertificates.paymentSlipId, paymentId)),
    )
    .orderBy(whtCertificates.number);
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    status: row.status,
    form_type: row.formType,
    total_amount: toMoneyString(parseMoney(row.totalAmount)),
    total_tax: toMoneyString(parseMoney(row.totalTax)),
  }));
}
