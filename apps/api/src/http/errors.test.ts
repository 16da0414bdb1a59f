// The status chosen for each kind of error code, in one place.
import { describe, expect, it } from 'vitest';
import { statusOf } from './errors.ts';

describe('statusOf', () => {
  it.each([
    ['VALIDATION.FAILED', 400],
    ['REQUEST.MALFORMED_JSON', 400],
    ['AUTH.INVALID_CREDENTIALS', 401],
    ['AUTH.TOO_MANY_ATTEMPTS', 429],
    ['ORGANIZATION.NOT_FOUND', 404],
    ['MEMBER.NOT_FOUND', 404],
    ['ORGANIZATION.FORBIDDEN', 403],
    ['ITEM.CODE_TAKEN', 409],
    ['AUTH.EMAIL_TAKEN', 409],
    ['QUOTATION.INVALID_TRANSITION', 409],
    ['QUOTATION.NOT_EDITABLE', 409],
    ['ACCOUNT.ALREADY_EXISTS', 409],
    ['ACCOUNT.INVALID_PARENT', 422],
    ['QUOTATION.OVER_BILLED', 422],
    ['IDEMPOTENCY.KEY_REUSED', 422],
    ['INTERNAL.ERROR', 500],
  ])('%s → %i', (code, status) => {
    expect(statusOf(code)).toBe(status);
  });
});
