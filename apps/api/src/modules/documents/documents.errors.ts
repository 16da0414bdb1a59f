// Expected failures of the documents module as values with namespaced codes (QUOTATION.INVALID_TRANSITION,
// RECEIPT.OVER_SETTLED …). They are AppErrors, so the HTTP status comes from the one mapping in
// src/http/errors.ts: *.NOT_FOUND → 404, *.INVALID_TRANSITION and *.NOT_EDITABLE → 409, VALIDATION.FAILED → 400
// (details: [{ path, message }]), every other business refusal (OVER_BILLED, OVER_SETTLED …) → 422.
import type { DomainError, DocumentKind } from '@banchee/domain';
import { AppError, type ErrorDetail } from '../../http/errors.ts';
import { rulesOf } from './documents.kinds.ts';

/**
 * A refused documents request. Besides validation details ([{ path, message }]), a refusal carries facts the
 * client acts on — for a refused life-cycle action `{ status, action, allowedActions }`, for over-billing
 * `{ requested, remaining }` — sent as `error.details` like any other details.
 */
export class DocumentFailure extends AppError {
  constructor(code: string, message: string, details?: ErrorDetail[] | Readonly<Record<string, unknown>>) {
    // AppError types its details as field errors; the error body sends whatever is here unchanged.
    super(code, message, details === undefined ? {} : { details: details as ErrorDetail[] });
    this.name = 'DocumentFailure';
  }
}

export function notFound(kind: DocumentKind): DocumentFailure {
  const rules = rulesOf(kind);
  return new DocumentFailure(`${rules.errorNamespace}.NOT_FOUND`, `No such ${rules.label}`);
}

/**
 * The state of a document or a business rule refuses a well-formed request: INVALID_TRANSITION and
 * NOT_EDITABLE → 409, other reasons → 422.
 */
export function conflict(
  kind: DocumentKind,
  reason: string,
  message: string,
  details?: Readonly<Record<string, unknown>>,
): DocumentFailure {
  return new DocumentFailure(`${rulesOf(kind).errorNamespace}.${reason}`, message, details);
}

/** A domain Result error (QUOTATION.OVER_BILLED …) with its code, message and details. */
export function fromDomain(error: DomainError): DocumentFailure {
  return new DocumentFailure(error.code, error.message, error.details);
}

/** Input that passed the schema but not the rules of the kind, reported like schema errors: with its path. */
export function validationFailed(path: string, message: string): DocumentFailure {
  return new DocumentFailure('VALIDATION.FAILED', message, [{ path, message }]);
}
