// The "assets" namespace of the app's i18next instance and a typed lookup for it; server refusals are shown by
// their error code in the user's language (the server's English message is the last resort).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import type { z } from 'zod';
import { errorText, type FieldErrors } from '../../../lib/form-errors';
import { i18n } from '../../../lib/i18n';
import { assetsEn, type AssetsMessages } from './en';
import { assetsTh } from './th';

const NS = 'assets';
i18n.addResourceBundle('en', NS, assetsEn, true, true);
i18n.addResourceBundle('th', NS, assetsTh, true, true);

type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];
export type AssetKey = Exclude<Leaves<AssetsMessages>, `errors.${string}` | `rules.${string}`>;
export type AssetText = (key: AssetKey, values?: Record<string, string | number>) => string;

type LooseT = (key: string, options: Record<string, unknown>) => string;

export function useAssetText() {
  const { t, i18n: instance } = useTranslation();
  const language = instance.language;
  const text: AssetText = useCallback(
    (key, values) => (t as unknown as LooseT)(key, { ns: NS, lng: language, ...values }),
    [t, language],
  );
  /** A refusal in the user's language, by its error code (codes hold dots, so no i18next key lookup). */
  const refusal = useCallback(
    (error: unknown): string => {
      const messages = language.startsWith('th') ? assetsTh : assetsEn;
      if (error instanceof ApiError && error.code in messages.errors) {
        return messages.errors[error.code as keyof AssetsMessages['errors']];
      }
      return errorText(error, t);
    },
    [t, language],
  );
  /**
   * Translated messages of the contract's cross-field rules (issues carrying params.rule), to pass as the form's
   * extra rules: they replace the contract's English sentence on the same field.
   */
  const ruleErrors = useCallback(
    (schema: z.ZodType, values: unknown): FieldErrors => {
      const messages = language.startsWith('th') ? assetsTh : assetsEn;
      const parsed = schema.safeParse(values);
      const out: FieldErrors = {};
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        const rule =
          issue.code === 'custom' ? (issue.params as { rule?: string } | undefined)?.rule : undefined;
        if (rule && rule in messages.rules) {
          out[issue.path.map(String).join('.')] ??= messages.rules[rule as keyof AssetsMessages['rules']];
        }
      }
      return out;
    },
    [language],
  );
  return { text, refusal, ruleErrors, t, i18n: instance };
}
