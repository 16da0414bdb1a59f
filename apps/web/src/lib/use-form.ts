// A small form-state hook for flat forms of text fields: values, per-field messages, and validation with
// a zod schema (the same rules the API applies). Mantine inputs take the bound props directly.
import { useCallback, useState } from 'react';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from './form-errors';

export interface FormState<T extends Record<string, unknown>> {
  values: T;
  errors: FieldErrors;
  set: <K extends keyof T>(field: K, value: T[K]) => void;
  reset: (values: T) => void;
  /** Props for a text input bound to a string field. */
  text: (field: keyof T & string) => {
    value: string;
    error: string | undefined;
    onChange: (event: { currentTarget: { value: string } }) => void;
  };
  /**
   * Parses with the schema (a contract from @banchee/contracts) plus rules only the web adds (e.g. the
   * tax id checksum, which the contract leaves to the API); on failure shows every message and returns null.
   */
  validate: <S extends z.ZodType>(schema: S, extra?: (values: T) => FieldErrors) => z.output<S> | null;
  /** Shows the server's field messages; returns true if there were any. */
  showServerErrors: (error: unknown) => boolean;
}

export function useForm<T extends Record<string, unknown>>(initial: T, t: TFunction): FormState<T> {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = useCallback(<K extends keyof T>(field: K, value: T[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field as string] ? { ...current, [field]: undefined } : current));
  }, []);

  return {
    values,
    errors,
    set,
    reset: (next) => {
      setValues(next);
      setErrors({});
    },
    text: (field) => ({
      value: String(values[field] ?? ''),
      error: errors[field],
      onChange: (event) => set(field, event.currentTarget.value as T[typeof field]),
    }),
    validate: (schema, extra) => {
      const parsed = schema.safeParse(values);
      const found: FieldErrors = {
        ...(parsed.success ? {} : zodFieldErrors(parsed.error, t)),
        ...extra?.(values),
      };
      const messages = Object.fromEntries(
        Object.entries(found).filter(([, message]) => message !== undefined),
      );
      setErrors(messages);
      return parsed.success && Object.keys(messages).length === 0 ? parsed.data : null;
    },
    showServerErrors: (error) => {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      return Object.keys(fields).length > 0;
    },
  };
}
