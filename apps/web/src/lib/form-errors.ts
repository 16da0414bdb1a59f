// Turns validation failures — zod issues on the client, `details: [{ path, message }]` from the server —
// into one message per form field, translated where we know the kind of failure.
import { isValidThaiTaxId } from '@banchee/domain';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError, type ApiErrorDetail } from './api-client';
import { apiErrorMessage, fieldLabel } from './api-errors/api-errors';
import { i18n } from './i18n';
import { en } from './locales/en';

export type FieldErrors = Partial<Record<string, string>>;

// Client-side rules may name a validation message key ({ error: 'taxId' }) instead of a sentence.
const validationKeys = new Set(Object.keys(en.validation));
type ValidationKey = keyof typeof en.validation;

// The contracts' format rules carry English sentences; for the fields we know, say it in the UI language.
const keyByField: Partial<Record<string, ValidationKey>> = {
  tax_id: 'taxId',
  branch: 'branch',
  branch_code: 'branch',
  zip_code: 'zipCode',
  phone: 'phone',
  email: 'email',
  sale_price: 'money',
  purchase_price: 'money',
  credit_days: 'wholeNumber',
};

function issueMessage(issue: z.core.$ZodIssue, t: TFunction): string {
  if (validationKeys.has(issue.message)) return t(`validation.${issue.message as ValidationKey}`);
  const missing =
    (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) ||
    (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1);
  if (missing) return t('validation.required');
  const fieldKey = keyByField[String(issue.path[issue.path.length - 1] ?? '')];
  if (fieldKey && issue.code !== 'too_big') return t(`validation.${fieldKey}`);
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1 ? t('validation.required') : issue.message;
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? t('validation.required') : issue.message;
    case 'too_big':
      return issue.origin === 'string' ? t('validation.tooLong') : issue.message;
    case 'invalid_format':
      return issue.format === 'email' ? t('validation.email') : issue.message;
    default:
      return issue.message;
  }
}

/** The first message of each field, keyed by the dotted path ("organization.tax_id"). */
export function zodFieldErrors(error: z.ZodError, t: TFunction): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issueMessage(issue, t);
  }
  return errors;
}

/** Field messages from a server VALIDATION.FAILED answer, in the UI's language; empty for other errors. */
export function serverFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (error instanceof ApiError) {
    for (const detail of error.details) {
      if (detail.path) errors[detail.path] ??= detailText(detail);
    }
  }
  return errors;
}

/** Codes that only say "badly formed": for a field with its own rule (tax id, zip code …) that rule is said. */
const FORMAT_CODES = new Set(['VALIDATION.INVALID_FORMAT', 'VALIDATION.INVALID_VALUE', undefined]);

/** One field detail of the server in the UI's language (its code, else the rule of its field). */
function detailText(detail: ApiErrorDetail): string {
  const t = i18n.t.bind(i18n);
  const fieldKey = keyByField[detail.path.split('.').at(-1) ?? ''];
  if (fieldKey && FORMAT_CODES.has(detail.code)) return t(`validation.${fieldKey}`);
  const translated = apiErrorMessage(detail.code, detail.params);
  if (translated) return translated;
  return i18n.language === 'en' && detail.message
    ? detail.message
    : (apiErrorMessage('VALIDATION.INVALID_VALUE') ?? t('errors.generic'));
}

/** A sentence for a failed call, by its error code; a refused field is named ("วันที่: กรุณากรอกข้อมูล"). */
export function errorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('errors.generic');
  const [first] = error.details;
  if (error.code === 'VALIDATION.FAILED' && first?.path) {
    const label = fieldLabel(first.path);
    return label ? `${label}: ${detailText(first)}` : detailText(first);
  }
  // A refusal's sentence may name what its first detail carries ({{month}} of a closed VAT month …).
  const known = apiErrorMessage(error.code, first?.params);
  if (known) return known;
  // An unknown code: the English UI may show the server's sentence; the Thai UI never shows English.
  return i18n.language === 'en' && error.message ? error.message : t('errors.generic');
}

/** The web-side tax id rule: empty, or 13 digits with a valid mod-11 check digit (@banchee/domain). */
export function taxIdError(value: unknown, t: TFunction): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' || isValidThaiTaxId(text) ? undefined : t('validation.taxId');
}
