// Journal entries on the wire: Money (bigint satang) becomes a two-place decimal string, absent links and
// descriptions are left out (spec §5 drops empty fields). Also the request → posting-line mapping.
import type { JournalEntry, JournalLineInput } from '@banchee/contracts';
import { parseMoney, toMoneyString } from '@banchee/domain';
import type { JournalEntryDetail } from './journals.queries.ts';
import type { PostingLine } from './journals.service.ts';

export function toJournalEntry(entry: JournalEntryDetail): JournalEntry {
  return {
    id: entry.id,
    number: entry.number,
    date: entry.date,
    kind: entry.kind,
    description: entry.description,
    ...(entry.source ? { source: entry.source } : {}),
    ...(entry.reverses ? { reverses: entry.reverses } : {}),
    ...(entry.reversedBy ? { reversedBy: entry.reversedBy } : {}),
    ...(entry.reversalReason ? { reversalReason: entry.reversalReason } : {}),
    isClosing: entry.isClosing,
    ...(entry.closesFiscalYear === null ? {} : { closesFiscalYear: entry.closesFiscalYear }),
    createdAt: entry.createdAt,
    totalDebit: toMoneyString(entry.totalDebit),
    totalCredit: toMoneyString(entry.totalCredit),
    lines: entry.lines.map((line) => ({
      lineNo: line.lineNo,
      accountCode: line.accountCode,
      accountNameTh: line.accountNameTh,
      accountNameEn: line.accountNameEn,
      debit: toMoneyString(line.debit),
      credit: toMoneyString(line.credit),
      ...(line.contactId ? { contactId: line.contactId } : {}),
      ...(line.contactName ? { contactName: line.contactName } : {}),
      ...(line.description ? { description: line.description } : {}),
      ...(line.projectId ? { projectId: line.projectId } : {}),
      ...(line.projectName ? { projectName: line.projectName } : {}),
    })),
  };
}

/** Request lines (decimal strings, validated by the contract) as posting lines in satang. */
export function toPostingLines(lines: readonly JournalLineInput[]): PostingLine[] {
  return lines.map((line) => ({
    accountCode: line.accountCode,
    debit: parseMoney(line.debit),
    credit: parseMoney(line.credit),
    contactId: line.contactId,
    description: line.description,
    projectId: line.projectId,
  }));
}
