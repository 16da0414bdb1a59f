// Public entry point of the journals module: what other modules may use (eslint.config.js refuses deep imports
// into another module; the composition root app.ts mounts each module's routes).
export { listJournalEntries, type JournalEntryDetail } from './journals.queries.ts';
export { toJournalEntry, toPostingLines } from './journals.serialize.ts';
export {
  documentEntry,
  postDocumentEntry,
  refusedEntry,
  type DocumentEntryInput,
  postEntry,
  reverseClosingEntry,
  reverseEntry,
  writeEntry,
  type PostingLine,
} from './journals.service.ts';
export { LedgerError } from './ledger-errors.ts';
export { checkDateOpen, isMemberReadingLedgerSettings, readLedgerSettings } from './journals.checks.ts';
export { entryCtes, type EntryRow } from './journals.store.ts';
