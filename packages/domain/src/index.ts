// Public API of @banchee/domain: pure money, Thai tax, document and ledger rules shared by the API and the web.
// Everything here is plain data and pure functions; see README.md for the list.
export * from './money/decimal.ts';
export * from './money/money.ts';
export * from './thai/baht-text.ts';
export * from './thai/tax-id.ts';
export * from './thai/promptpay.ts';
export * from './thai/dates.ts';
export * from './documents/numbering.ts';
export * from './constants/options.ts';
export * from './constants/banks.ts';
export * from './constants/payments.ts';
export * from './constants/units.ts';
export * from './constants/accounts.ts';
export * from './constants/credit-note-reasons.ts';
export * from './constants/withholding.ts';
export * from './result.ts';
export * from './tax/vat.ts';
export * from './documents/totals.ts';
export * from './documents/flags.ts';
export * from './documents/date-rules.ts';
export * from './documents/partial.ts';
export * from './documents/kinds.ts';
export * from './documents/life-cycles.ts';
export * from './ledger/journal.ts';
export * from './ledger/posting.ts';
export * from './tax/withholding.ts';
export * from './documents/validation.ts';
