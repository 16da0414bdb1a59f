// What an approved or paid run produces (issue #14; decision 0133): payslips (Thai PDF per employee), the bank
// transfer summary (CSV per bank), the PND1 attachment and its RD upload file (the shared RD generator,
// decision 0145), and the social-security contribution report (สปส.1-10) with its upload file.
import type { PayrollFilings, PayrollLine, PayrollRun } from '@banchee/contracts';
import type { Database } from '@banchee/db';
import {
  BANKS,
  buildRdUploadFile,
  buildSsoFile,
  parseMoney,
  rdUploadFileName,
  socialSecurityRatesOn,
  socialSecurityWageBase,
  socialSecurityWageOf,
  sumMoney,
  toBuddhistYear,
  toMoneyString,
  type RdUploadRow,
} from '@banchee/domain';
import { AppError, validationError } from '../../http/errors.ts';
import { csvDocument, csvNumber, csvText } from '../../http/csv.ts';
import { encodeTextFile, type TextFileEncoding } from '../../http/text-encoding.ts';
import type { PdfRenderer } from '../../pdf/index.ts';
import { getOrganization } from '../organizations/index.ts';
import { getRun } from './payroll.service.ts';
import { renderPayslipHtml } from './payslip-html.ts';

export interface FileAnswer {
  bytes: Uint8Array | string;
  contentType: string;
  fileName: string;
}

/** The run with its lines; files exist once it is approved (409 PAYROLL.NOT_APPROVED while a draft). */
async function approvedRun(db: Database, userId: string, organizationId: string, id: string) {
  const run = await getRun(db, userId, organizationId, id);
  if (run.status === 'DRAFT') {
    throw new AppError('PAYROLL.NOT_APPROVED', 'Approve the run before printing or filing it.');
  }
  return { run, lines: run.lines ?? [] };
}

const period = (run: PayrollRun) => `${run.year}-${String(run.month).padStart(2, '0')}`;

export function encoded(text: string, encoding: TextFileEncoding, fileName: string): FileAnswer {
  const result = encodeTextFile(text, encoding);
  if (!result.ok) {
    throw validationError(
      [{ path: 'encoding', message: `"${result.offending}" on line ${result.line} has no CP874 form` }],
      'The file cannot be written in this encoding.',
    );
  }
  return { bytes: result.bytes, contentType: result.contentType, fileName };
}

export async function payslipPdf(
  db: Database,
  renderer: PdfRenderer,
  userId: string,
  organizationId: string,
  id: string,
  employeeId: string,
): Promise<FileAnswer> {
  const { run, lines } = await approvedRun(db, userId, organizationId, id);
  const line = lines.find((l) => l.employee_id === employeeId);
  if (!line) throw new AppError('PAYROLL.LINE_NOT_FOUND', 'The employee is not in this run.');
  const organization = await getOrganization(db, organizationId);
  const page = renderPayslipHtml(
    {
      name: organization?.name ?? '',
      taxId: organization?.taxId ?? undefined,
      address: organization?.address ?? undefined,
    },
    { year: run.year, month: run.month, payDate: run.pay_date },
    line,
  );
  const bytes = await renderer.renderHtmlToPdf(page);
  return {
    bytes,
    contentType: 'application/pdf',
    fileName: `payslip-${period(run)}-${line.employee_code ?? line.line_no}.pdf`,
  };
}

/** Net pay per employee grouped by bank (one bank with ?bank=), a total row per bank. */
export async function bankTransferCsv(
  db: Database,
  userId: string,
  organizationId: string,
  id: string,
  bank?: string,
): Promise<FileAnswer> {
  const { run, lines } = await approvedRun(db, userId, organizationId, id);
  const chosen = lines.filter((l) => bank === undefined || (l.bank_code ?? '') === bank);
  const banks = [...new Set(chosen.map((l) => l.bank_code ?? ''))].sort();
  const rows: string[][] = [['bank_code', 'bank_name', 'account_number', 'employee_code', 'name', 'net_pay']];
  for (const code of banks) {
    const ofBank = chosen.filter((l) => (l.bank_code ?? '') === code);
    const name = BANKS.find((b) => b.code === code)?.nameTh ?? 'ไม่ระบุธนาคาร (จ่ายเงินสด)';
    for (const l of ofBank) {
      rows.push([
        csvText(code),
        csvText(name),
        csvText(l.bank_account_number ?? ''),
        csvText(l.employee_code ?? ''),
        csvText([l.title, l.first_name, l.last_name].filter(Boolean).join(' ')),
        csvNumber(l.net_pay),
      ]);
    }
    const total = toMoneyString(sumMoney(ofBank.map((l) => parseMoney(l.net_pay))));
    rows.push([
      csvText(code),
      csvText(name),
      '',
      '',
      csvText(`รวม ${ofBank.length} รายการ`),
      csvNumber(total),
    ]);
  }
  const suffix = bank ? `-${bank}` : '';
  return {
    bytes: csvDocument(rows),
    contentType: 'text/csv; charset=utf-8',
    fileName: `bank-transfer-${period(run)}${suffix}.csv`,
  };
}

function pnd1Rows(run: PayrollRun, lines: readonly PayrollLine[]): RdUploadRow[] {
  return lines.map((l) => ({
    incomeCode: '401N',
    taxId: l.national_id,
    title: l.title,
    firstName: l.first_name,
    lastName: l.last_name,
    paidOn: run.pay_date,
    income: parseMoney(l.gross),
    wht: parseMoney(l.withholding_tax),
    condition: 'TAX_AT_SOURCE' as const,
  }));
}

/** The PND1 attachment's RD upload file (income code 401N, withheld at source), UTF-8 or CP874. */
export async function pnd1File(
  db: Database,
  userId: string,
  organizationId: string,
  id: string,
  encoding: TextFileEncoding,
): Promise<FileAnswer> {
  const { run, lines } = await approvedRun(db, userId, organizationId, id);
  const text = buildRdUploadFile('PND1', pnd1Rows(run, lines));
  if (!text.ok) throw new AppError(text.error.code, text.error.message);
  return encoded(text.value, encoding, rdUploadFileName('PND1', run.year, run.month));
}

function insured(lines: readonly PayrollLine[]) {
  return lines.filter(
    (l) => parseMoney(l.social_security) > 0n || parseMoney(l.social_security_employer) > 0n,
  );
}

/** The สปส.1-10 file; the employer's 10-digit account and 6-digit branch come with the request. */
export async function socialSecurityFile(
  db: Database,
  userId: string,
  organizationId: string,
  id: string,
  options: { account: string; branch: string; encoding: TextFileEncoding },
): Promise<FileAnswer> {
  const { run, lines } = await approvedRun(db, userId, organizationId, id);
  const organization = await getOrganization(db, organizationId);
  const p = parseMoney;
  const built = buildSsoFile({
    employerAccount: options.account,
    branch: options.branch,
    employerName: organization?.name ?? '',
    payDate: run.pay_date,
    year: run.year,
    month: run.month,
    ratePercent: socialSecurityRatesOn(run.pay_date).ratePercent,
    employees: insured(lines).map((l) => ({
      nationalId: l.national_id,
      title: l.title,
      firstName: l.first_name,
      lastName: l.last_name,
      wages: socialSecurityWageBase(
        socialSecurityWageOf({ salary: p(l.salary), allowance: p(l.allowance) }),
        run.pay_date,
      ),
      contribution: p(l.social_security),
      employerContribution: p(l.social_security_employer),
    })),
  });
  if (!built.ok) {
    const detail = built.error.details?.field;
    const field = typeof detail === 'string' ? detail : 'account';
    throw validationError(
      [{ path: field, message: built.error.message }],
      'The social-security file cannot be made.',
    );
  }
  const be = toBuddhistYear(run.year);
  return encoded(built.value, options.encoding, `SSO-${be}${String(run.month).padStart(2, '0')}.txt`);
}

/** The PND1 attachment and the สปส.1-10 report of the run, for the screen (the files carry the same figures). */
export async function payrollFilings(
  db: Database,
  userId: string,
  organizationId: string,
  id: string,
): Promise<PayrollFilings> {
  const { run, lines } = await approvedRun(db, userId, organizationId, id);
  const p = parseMoney;
  const total = (values: readonly string[]) => toMoneyString(sumMoney(values.map((v) => p(v))));
  const name = (l: PayrollLine) => [l.title, l.first_name, l.last_name].filter(Boolean).join(' ');
  const ssoLines = insured(lines).map((l) => ({
    national_id: l.national_id,
    name: name(l),
    wages: toMoneyString(
      socialSecurityWageBase(
        socialSecurityWageOf({ salary: p(l.salary), allowance: p(l.allowance) }),
        run.pay_date,
      ),
    ),
    employee: l.social_security,
    employer: l.social_security_employer,
  }));
  return {
    pnd1: {
      rows: lines.map((l, index) => ({
        row: index + 1,
        national_id: l.national_id,
        name: name(l),
        paid_on: run.pay_date,
        income: l.gross,
        withholding_tax: l.withholding_tax,
      })),
      income: total(lines.map((l) => l.gross)),
      withholding_tax: total(lines.map((l) => l.withholding_tax)),
    },
    social_security: {
      rate_percent: socialSecurityRatesOn(run.pay_date).ratePercent,
      rows: ssoLines,
      wages: total(ssoLines.map((l) => l.wages)),
      employee: total(ssoLines.map((l) => l.employee)),
      employer: total(ssoLines.map((l) => l.employer)),
    },
  };
}
