// The certificate form's model: the draft a user edits (strings as typed), its defaults, the request it sends
// (spec field names), what is missing before sending, and the live figures from @banchee/domain's own
// computeWhtCertificate (shown only when the domain accepts the draft, so they equal the server's).
import type { Wth, WthInput } from '@banchee/contracts';
import {
  BUDDHIST_ERA_OFFSET,
  computeWhtCertificate,
  DOCUMENT_DEFAULTS,
  isDecimalString,
  parseMoney,
  validateWhtCertificate,
  type WhtCertificateFigures,
  type WhtCertificateInput,
} from '@banchee/domain';

export interface LineDraft {
  line_number: number;
  type_of_income: string;
  type_of_income_other_details: string;
  tax_rate: string;
  amount: string;
  vat_type: 'EXCLUSIVE' | 'INCLUSIVE';
}

export interface WthDraft {
  contactId: string;
  contact_name: string;
  address: string;
  taxId: string;
  branch: string;
  date: string;
  issue_date: string;
  book_number: string;
  sequence_in_form: string;
  form_type: string;
  /** The tax year as the user writes it: Buddhist era (2569) or Common Era (2026), by their preference. */
  form_year: string;
  payer: string;
  payer_others: string;
  provident_license_no: string;
  provident_amount: string;
  provident_social_sec_fund: string;
  remarks: string;
  lines: LineDraft[];
}

export const blankLine = (line_number: number): LineDraft => ({
  line_number,
  type_of_income: '5',
  type_of_income_other_details: '',
  tax_rate: '3.00',
  amount: '',
  vat_type: DOCUMENT_DEFAULTS.withholdingVatType,
});

export type YearEra = 'BE' | 'CE';

const shift = (era: YearEra) => (era === 'BE' ? BUDDHIST_ERA_OFFSET : 0);

/** A Common-Era year as the user writes it. */
const yearShown = (year: number, era: YearEra) => String(year + shift(era));

/** The Common-Era year of what the user wrote ("2569" in BE → 2026); not a number stays NaN for the server. */
export const yearSent = (text: string, era: YearEra): number => Number(text.trim()) - shift(era);

/** A new certificate: paid today, the spec's default payer, one line; the tax year follows the date paid. */
export function newDraft(today: string, era: YearEra = 'CE'): WthDraft {
  return {
    contactId: '',
    contact_name: '',
    address: '',
    taxId: '',
    branch: '',
    date: today,
    issue_date: '',
    book_number: '',
    sequence_in_form: '',
    form_type: 'PND53',
    form_year: yearShown(Number(today.slice(0, 4)), era),
    payer: DOCUMENT_DEFAULTS.withholdingPayer,
    payer_others: '',
    provident_license_no: '',
    provident_amount: '',
    provident_social_sec_fund: '',
    remarks: '',
    lines: [blankLine(1)],
  };
}

export function draftOf(wth: Wth, era: YearEra = 'CE'): WthDraft {
  const fund = wth.wthDoc.providentFund;
  return {
    contactId: wth.contactId ?? '',
    contact_name: wth.contact.contact_name,
    address: wth.contact.address ?? '',
    taxId: wth.contact.taxId ?? '',
    branch: wth.contact.branch ?? '',
    date: wth.date,
    issue_date: wth.issue_date === wth.date ? '' : wth.issue_date,
    book_number: wth.book_number ?? '',
    sequence_in_form: wth.sequence_in_form ?? '',
    form_type: wth.wthDoc.form_type,
    form_year: yearShown(wth.wthDoc.form_year, era),
    payer: wth.wthDoc.payer,
    payer_others: wth.wthDoc.payer_others ?? '',
    provident_license_no: fund?.provident_license_no ?? '',
    provident_amount: fund?.provident_amount ?? '',
    provident_social_sec_fund: fund?.provident_social_sec_fund ?? '',
    remarks: wth.remarks ?? '',
    lines: wth.wht_lines.map((line) => ({
      line_number: line.line_number,
      type_of_income: line.type_of_income,
      type_of_income_other_details: line.type_of_income_other_details ?? '',
      tax_rate: line.tax_rate,
      amount: line.amount,
      vat_type: line.vat_type,
    })),
  };
}

const opt = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** Forms whose "ลำดับที่ ในแบบ" is the certificate's line in the month's attachment, set by the server (0230). */
export const ATTACHED_FORMS: readonly string[] = ['PND3', 'PND53'];
const plain = (text: string) => text.replace(/,/g, '').trim();

/** The request body (PUT /wth/{id}; POST adds organizationId). Empty fields are left out (spec §5). */
export function toRequest(draft: WthDraft, era: YearEra = 'CE'): WthInput {
  const fund = {
    provident_license_no: opt(draft.provident_license_no),
    provident_amount: opt(plain(draft.provident_amount)),
    provident_social_sec_fund: opt(plain(draft.provident_social_sec_fund)),
  };
  const hasFund = Object.values(fund).some((value) => value !== undefined);
  const payee = {
    contact_name: draft.contact_name.trim(),
    address: opt(draft.address),
    taxId: opt(draft.taxId),
    branch: opt(draft.branch),
  };
  return {
    date: draft.date,
    issue_date: opt(draft.issue_date),
    book_number: opt(draft.book_number),
    sequence_in_form: ATTACHED_FORMS.includes(draft.form_type) ? undefined : opt(draft.sequence_in_form),
    contactId: opt(draft.contactId),
    contact: payee.contact_name === '' ? undefined : payee,
    wthDoc: {
      form_type: draft.form_type as WthInput['wthDoc']['form_type'],
      form_year: yearSent(draft.form_year, era),
      payer: draft.payer as WthInput['wthDoc']['payer'],
      payer_others: draft.payer === 'OTHERS' ? opt(draft.payer_others) : undefined,
      providentFund: hasFund ? fund : undefined,
    },
    wht_lines: draft.lines.map((line) => ({
      line_number: line.line_number,
      type_of_income: line.type_of_income,
      type_of_income_other_details: opt(line.type_of_income_other_details),
      tax_rate: plain(line.tax_rate),
      amount: plain(line.amount),
      vat_type: line.vat_type,
    })),
    remarks: opt(draft.remarks),
  };
}

/** Fields that must be filled before sending (the server checks the rest): request path → 'required'. */
export function missingFields(draft: WthDraft): string[] {
  const missing: string[] = [];
  if (draft.contactId === '' && draft.contact_name.trim() === '') missing.push('contact.contact_name');
  if (draft.date === '') missing.push('date');
  draft.lines.forEach((line, i) => {
    if (plain(line.amount) === '') missing.push(`wht_lines.${i}.amount`);
  });
  return missing;
}

/** The domain's certificate of a draft, or null while a figure is not a number yet. */
function certificateOfDraft(draft: WthDraft, era: YearEra): WhtCertificateInput | null {
  const numbers = draft.lines.flatMap((line) => [plain(line.amount), plain(line.tax_rate)]);
  if (!numbers.every((value) => value !== '' && isDecimalString(value))) return null;
  return {
    formType: draft.form_type,
    formYear: yearSent(draft.form_year, era),
    payer: draft.payer,
    payerOthers: draft.payer_others,
    date: draft.date,
    lines: draft.lines.map((line) => ({
      lineNumber: line.line_number,
      typeOfIncome: line.type_of_income,
      typeOfIncomeOtherDetails: line.type_of_income_other_details,
      taxRate: plain(line.tax_rate),
      amount: parseMoney(plain(line.amount)),
      vatType: line.vat_type,
    })),
  };
}

/** Live figures, or null while the draft is not a valid certificate yet. */
export function liveFigures(draft: WthDraft, era: YearEra = 'CE'): WhtCertificateFigures | null {
  const certificate = certificateOfDraft(draft, era);
  if (!certificate || validateWhtCertificate(certificate).length > 0) return null;
  return computeWhtCertificate(certificate);
}
