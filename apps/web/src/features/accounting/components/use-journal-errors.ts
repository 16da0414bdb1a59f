// The error state of a journal form (the manual JV and the opening balances): the form's own checks by field
// (model/journal-form), the server's field details mapped back to the form's line indexes, one message about
// the entry as a whole (unbalanced with both totals, too few lines, or the server's refusal in the UI language).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { errorText, serverFieldErrors } from '../../../lib/form-errors';
import { useAcctText, type AcctKey } from '../i18n/use-acct-text';
import { formatAmount } from '../model/amount';
import { formPathOfServerPath, type JournalFormErrors, type JournalFormValues } from '../model/journal-form';

const noErrors: JournalFormErrors = { fields: {} };

export function useJournalErrors() {
  const { text } = useAcctText();
  const { t } = useTranslation();
  const [errors, setErrors] = useState<JournalFormErrors>(noErrors);
  const [serverMessages, setServerMessages] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  /** A field was edited: its message (and the entry's) goes. */
  const clearField = (path: string) => {
    if (errors.fields[path] || errors.entry) {
      const fields = { ...errors.fields };
      delete fields[path];
      setErrors({ fields });
    }
    if (serverMessages[path]) setServerMessages(({ [path]: _removed, ...rest }) => rest);
  };

  const fieldError = (path: string): string | undefined => {
    const key = errors.fields[path];
    if (key) return text(`form.errors.${key}` as AcctKey);
    return serverMessages[path];
  };

  /** Before a new attempt (or after a line was removed, which moves the line indexes): no messages. */
  const reset = (next: JournalFormErrors = noErrors) => {
    setErrors(next);
    setServerMessages({});
    setServerError(null);
  };

  /** The API's refusal: each detail beside its field (in the UI's language, by code), the whole at the top. */
  const showServerError = (error: unknown, values: JournalFormValues): string => {
    if (error instanceof ApiError) {
      const messages: Record<string, string> = {};
      for (const [path, message] of Object.entries(serverFieldErrors(error))) {
        if (message) messages[formPathOfServerPath(values, path)] = message;
      }
      setServerMessages(messages);
    }
    const message = errorText(error, t);
    setServerError(message);
    return message;
  };

  const entryError =
    errors.entry?.key === 'unbalanced'
      ? text('form.errors.unbalanced', {
          debit: formatAmount(errors.entry.debit),
          credit: formatAmount(errors.entry.credit),
        })
      : errors.entry
        ? text(`form.errors.${errors.entry.key}` as AcctKey)
        : null;

  return { clearField, fieldError, reset, showServerError, message: entryError ?? serverError };
}
