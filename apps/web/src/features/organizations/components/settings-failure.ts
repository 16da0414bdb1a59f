// A failure of the settings page in the user's language, by its error code.
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/form-errors';

/** A server failure in the user's language, by its error code. */
export function failureText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const known: Record<string, string> = {
      'BANK_ACCOUNT.DUPLICATE': t('settings.errors.duplicateAccount'),
      'ORGANIZATION.FORBIDDEN': t('settings.errors.ownersOnly'),
      'VALIDATION.FAILED': t('settings.errors.invalid'),
    };
    const text = known[error.code];
    if (text) return text;
  }
  return errorText(error, t);
}
