// The certificate's wire form ↔ the domain's: a request becomes a WhtCertificateInput (money as satang), the
// domain's issues become VALIDATION.FAILED details with the request's own paths (wthDoc.payer_others,
// wht_lines.0.tax_rate), and the computed figures become the answer's line and total strings.
import type { WthInput } from '@banchee/contracts';
import {
  computeWhtCertificate,
  parseMoney,
  toMoneyString,
  validateWhtCertificate,
  type WhtCertificateFigures,
  type WhtCertificateInput,
  type WhtValidationIssue,
} from '@banchee/domain';
import { validationError } from '../../http/errors.ts';

/** The domain's certificate of a request (its fields already shaped by the contracts). */
export function certificateOf(input: Pick<WthInput, 'date' | 'wthDoc' | 'wht_lines'>): WhtCertificateInput {
  const fund = input.wthDoc.providentFund;
  return {
    formType: input.wthDoc.form_type,
    formYear: input.wthDoc.form_year,
    payer: input.wthDoc.payer,
    payerOthers: input.wthDoc.payer_others ?? null,
    date: input.date,
    lines: input.wht_lines.map((line) => ({
      lineNumber: line.line_number,
      typeOfIncome: line.type_of_income,
      typeOfIncomeOtherDetails: line.type_of_income_other_details ?? null,
      taxRate: line.tax_rate,
      amount: parseMoney(line.amount),
      vatType: line.vat_type,
    })),
    providentFund: fund
      ? {
          licenseNo: fund.provident_license_no ?? null,
          amount: fund.provident_amount === undefined ? null : parseMoney(fund.provident_amount),
          socialSecurityFund:
            fund.provident_social_sec_fund === undefined ? null : parseMoney(fund.provident_social_sec_fund),
        }
      : null,
  };
}

/** The request's path of a domain issue: header fields sit under wthDoc, lines under wht_lines. */
function wirePath(issue: WhtValidationIssue): string {
  if (issue.path.startsWith('lines')) return issue.path.replace(/^lines/, 'wht_lines');
  if (issue.path === 'date') return 'date';
  return `wthDoc.${issue.path}`;
}

/** The figures of a valid certificate, or 400 VALIDATION.FAILED naming every field at fault. */
export function checkedFigures(certificate: WhtCertificateInput): WhtCertificateFigures {
  const issues = validateWhtCertificate(certificate);
  if (issues.length > 0) {
    throw validationError(
      issues.map((issue) => ({ path: wirePath(issue), message: issue.message, code: issue.code })),
      'The certificate is not valid.',
    );
  }
  return computeWhtCertificate(certificate);
}

/** Line and total strings of the answer. */
export function figuresOut(figures: WhtCertificateFigures) {
  return {
    lines: new Map(
      figures.lines.map((line) => [
        line.lineNumber,
        { income: toMoneyString(line.income), tax: toMoneyString(line.tax) },
      ]),
    ),
    total_amount: toMoneyString(figures.totalIncome),
    total_tax: toMoneyString(figures.totalTax),
    total_tax_text: figures.totalTaxText,
  };
}
