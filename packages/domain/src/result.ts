// Expected business failures are values, not exceptions (style rule 5): a Result carries either the value or
// a DomainError with a namespaced code ("QUOTATION.OVER_BILLED"). The API maps codes to HTTP statuses in one
// place; bugs (invalid input that validation should have caught) still throw.

export interface DomainError<Code extends string = string> {
  readonly code: Code;
  readonly message: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

export type Result<T, E extends DomainError = DomainError> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function err<E extends DomainError>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}
