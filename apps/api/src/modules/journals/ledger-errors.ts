// Expected failures of the ledger modules (accounts, journals, periods, reports): an AppError with a namespaced
// code (the domain's entry-rule codes included), so the platform's one error mapper (src/http/errors.ts) picks the status from the code: *.NOT_FOUND → 404,
// *.ALREADY_EXISTS → 409, every other business rule → 422.
import type { LedgerErrorCode as DomainLedgerErrorCode } from '@banchee/domain';
import { AppError } from '../../http/errors.ts';

export type LedgerErrorCode =
  | DomainLedgerErrorCode
  | 'LEDGER.INVALID_DATE'
  | 'LEDGER.UNKNOWN_ACCOUNT'
  | 'LEDGER.ACCOUNT_NOT_POSTABLE'
  | 'LEDGER.ACCOUNT_INACTIVE'
  | 'LEDGER.UNKNOWN_CONTACT'
  | 'LEDGER.UNKNOWN_SOURCE_DOCUMENT'
  | 'LEDGER.PERIOD_LOCKED'
  | 'LEDGER.BEFORE_CONVERSION_DATE'
  | 'LEDGER.ALREADY_REVERSED'
  | 'LEDGER.NOT_REVERSIBLE'
  | 'JOURNAL.NOT_FOUND'
  | 'ACCOUNT.NOT_FOUND'
  | 'ACCOUNT.ALREADY_EXISTS'
  | 'ACCOUNT.INVALID_PARENT'
  | 'ACCOUNT.HAS_POSTINGS'
  | 'ACCOUNT.HAS_CHILDREN'
  | 'ACCOUNT.HAS_BALANCE'
  | 'PERIOD.YEAR_ALREADY_CLOSED'
  | 'PERIOD.YEAR_NOT_CLOSED'
  | 'PERIOD.LATER_YEAR_CLOSED'
  | 'PERIOD.NOTHING_TO_CLOSE'
  | 'PERIOD.OPENING_BALANCES_EXIST'
  | 'PERIOD.POSTINGS_BEFORE_CONVERSION'
  | 'REPORT.INVALID_RANGE';

export class LedgerError extends AppError {
  declare readonly code: LedgerErrorCode;

  /** `path` names the offending request field ("lines.2.accountCode"), reported as a detail. */
  constructor(code: LedgerErrorCode, message: string, path?: string) {
    super(code, message, path === undefined ? {} : { details: [{ path, message, code }] });
    this.name = 'LedgerError';
  }
}
