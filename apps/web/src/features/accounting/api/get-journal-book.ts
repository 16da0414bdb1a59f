// GET /reports/journal-book/organization/{id}?from&to&page&limit → every entry of the range in date order.
import type { JournalBookReport } from '@banchee/contracts';
import { useQuery } from '@tanstack/react-query';
import { reportQuery } from './report-query';

export const JOURNAL_BOOK_PAGE_SIZE = 50;

export function useJournalBook(
  orgId: string,
  params: { from: string; to: string; page: number },
  enabled: boolean,
) {
  return useQuery(
    reportQuery<JournalBookReport>(
      orgId,
      'journal-book',
      { ...params, limit: JOURNAL_BOOK_PAGE_SIZE },
      enabled,
    ),
  );
}
