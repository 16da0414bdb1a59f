// The server's refusals of the money and period rules (issues #9 and #10) in the user's language, by error
// code: each field detail that carries a code this feature knows gets its translated sentence at its field
// ("items.0.discount_amount", "date", "discountAmount"), and the refusal as a whole a translated summary.
// Codes are namespaced (DOCUMENT.NEGATIVE, LEDGER.PERIOD_LOCKED, INVOICE.VOID_IN_LOCKED_PERIOD); i18next keys
// cannot hold dots, so the reason after the last dot is the key. Unknown codes keep the server's sentence.
// The discount rules are also checked as the person types, with the same domain validator the server runs.
import { validateDocumentTotalsInput, type DocumentValidationCode } from '@banchee/domain';
import { ApiError } from '../../../lib/api-client';
import type { FieldErrors } from '../../../lib/form-errors';
import { documentsEn } from '../i18n/en';
import { isBlankLine, totalsInputOf, type DocumentDraft } from './draft';

export type RefusalKey = keyof typeof documentsEn.refusals;

/** Translates one refusal key with its figures (useDocText(`refusals.${key}`, params) in components). */
export type RefusalText = (key: RefusalKey, params: Record<string, string>) => string;

const KNOWN = new Set<string>(Object.keys(documentsEn.refusals));

/** "INVOICE.VOID_IN_LOCKED_PERIOD" → "VOID_IN_LOCKED_PERIOD" when it is one this feature translates. */
export function refusalKey(code: string | undefined): RefusalKey | null {
  if (!code) return null;
  const reason = code.slice(code.lastIndexOf('.') + 1);
  return KNOWN.has(reason) ? (reason as RefusalKey) : null;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A refusal's figures as the screen shows them: dates the server sends as yyyy-mm-dd ("date", "lockDate" of a
 * locked period) in the user's DD-MM-YYYY (Buddhist Era when chosen), the rest as they are.
 */
export function displayParams(
  params: Readonly<Record<string, string>>,
  formatDate: (date: string) => string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      CALENDAR_DATE.test(value) ? formatDate(value) : value,
    ]),
  );
}

export interface TranslatedRefusal {
  /** Field path (request order, "items.0.discount_amount") → message. */
  readonly fields: FieldErrors;
  /** A sentence for the whole refusal, or null when this feature does not know it. */
  readonly summary: string | null;
}

export function translateRefusal(error: unknown, translate: RefusalText): TranslatedRefusal {
  const fields: FieldErrors = {};
  if (!(error instanceof ApiError)) return { fields, summary: null };
  let firstTranslated: string | null = null;
  for (const detail of error.details) {
    const key = refusalKey(detail.code);
    if (!key) continue; // the shell's error texts (serverFieldErrors) say the others, by their code
    const message = translate(key, detail.params ?? {});
    firstTranslated ??= message;
    if (detail.path) fields[detail.path] ??= message;
  }
  const ownKey = refusalKey(error.code);
  const own = ownKey
    ? translate(ownKey, error.details.find((d) => d.code === error.code)?.params ?? {})
    : null;
  return { fields, summary: own ?? firstTranslated };
}

/** Rules worth saying while typing (not "required" on a half-typed line): what would make money negative. */
const LIVE_CODES: ReadonlySet<DocumentValidationCode> = new Set([
  'DOCUMENT.LINE_DISCOUNT_EXCEEDS_TOTAL',
  'DOCUMENT.DISCOUNT_EXCEEDS_SUBTOTAL',
  'DOCUMENT.DEPOSITS_EXCEED_AMOUNT',
]);

/**
 * The discounts the server will refuse, found in the draft as the person types, at the fields on screen
 * ("lines.<key>.discount_amount", "discountAmount", "items").
 */
export function liveFigureErrors(draft: DocumentDraft, translate: RefusalText): FieldErrors {
  const own = draft.items.filter((line) => !isBlankLine(line));
  const errors: FieldErrors = {};
  for (const issue of validateDocumentTotalsInput(totalsInputOf(draft))) {
    const key = refusalKey(issue.code);
    if (!LIVE_CODES.has(issue.code) || !key) continue;
    const line = /^lines\.(\d+)\./.exec(issue.path);
    const onScreen = line ? own[Number(line[1])] : undefined;
    const path = onScreen
      ? `lines.${onScreen.key}.discount_amount`
      : issue.path === 'lines'
        ? 'items'
        : issue.path;
    errors[path] ??= translate(key, { ...issue.params });
  }
  return errors;
}
