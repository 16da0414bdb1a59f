// The API's error codes in the user's language (issue #10 §4): a whole refusal by its code, a field detail by
// its code (VALIDATION.REQUIRED {…}) and the field it names ("items.0.quantity" → "รายการที่ 1 · จำนวน").
// Codes are looked up whole first, then by their reason ("QUOTATION.NOT_FOUND" → NOT_FOUND), so a new
// namespace of an existing family needs no new entry. Unknown codes give undefined: callers fall back to a
// generic sentence in Thai and keep the server's English sentence only in the English UI.
import { BUDDHIST_ERA_OFFSET, THAI_MONTHS } from '@banchee/domain';
import { i18n } from '../i18n';
import { apiErrorsEn, type ApiErrorMessages } from './en';
import { apiErrorsTh } from './th';

type Params = Readonly<Record<string, string | number>>;

function messages(): ApiErrorMessages {
  return i18n.language === 'en' ? apiErrorsEn : apiErrorsTh;
}

const MONTH = /^(\d{4})-(\d{2})$/;

/** A parameter as the user reads it: a wire month "2026-09" as "กันยายน 2569" (Thai, Buddhist era) or
 *  "September 2026"; anything else unchanged. */
function shown(value: string | number): string {
  const text = String(value);
  const thai = i18n.language !== 'en';
  const month = MONTH.exec(text);
  if (month) {
    const [year, number] = [Number(month[1]), Number(month[2])];
    if (number < 1 || number > 12) return text;
    if (thai) return `${THAI_MONTHS[number - 1] ?? ''} ${year + BUDDHIST_ERA_OFFSET}`;
    return new Date(Date.UTC(year, number - 1, 1)).toLocaleString('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  }
  return text;
}

function fill(template: string, params: Params = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : shown(value);
  });
}

function own<T extends object>(table: T, key: string): string | undefined {
  return Object.hasOwn(table, key) ? (table as Record<string, string>)[key] : undefined;
}

/** The sentence of an error code, or undefined when the web does not know it. */
export function apiErrorMessage(code: string | undefined, params?: Params): string | undefined {
  if (!code) return undefined;
  const table = messages();
  const reason = code.slice(code.lastIndexOf('.') + 1);
  const template =
    own(table.codes, code) ??
    (code.startsWith('VALIDATION.') ? own(table.validation, reason) : undefined) ??
    own(table.reasons, reason);
  return template === undefined ? undefined : fill(template, params);
}

/** The words for the field a detail names, or undefined: "items.0.quantity" → "รายการที่ 1 · จำนวน". */
export function fieldLabel(path: string): string | undefined {
  const table = messages().fields;
  const parts = path.split('.').filter((part) => part !== 'json' && part !== 'query');
  const last = parts.at(-1);
  const label = last === undefined ? undefined : own(table, last);
  const lineIndex = parts.findIndex((part) => /^\d+$/.test(part));
  const line = lineIndex > 0 ? fill(table.line, { n: Number(parts[lineIndex]) + 1 }) : undefined;
  if (line && label) return `${line} · ${label}`;
  return label ?? line;
}
