// Journal book (/{orgId}/accounting/journal-book): every entry of the period in date order, each with its
// lines (credits indented, as in a handwritten journal), and the period's totals, which must be equal.
import { Anchor, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListFooter } from '../../../components/list-footer';
import { useFormatters } from '../../../lib/format';
import { useOrgId } from '../../../lib/use-org-id';
import { useJournalBook } from '../api/get-journal-book';
import { useAcctText } from '../i18n/use-acct-text';
import { accountingPaths } from '../model/paths';
import { EntryLineRows, SourceLink } from './entry-parts';
import { AmountTd, AmountTh } from './figures';
import { RangeFilters, ReportFrame, ReportState, usePeriodText, useRangeParams } from './report-frame';
import classes from './accounting.module.css';

export function JournalBookPage() {
  const orgId = useOrgId();
  const { text } = useAcctText();
  const { date } = useFormatters();
  const { from, to, valid, set } = useRangeParams();
  const [page, setPage] = useState(1);
  const report = useJournalBook(orgId, { from, to, page }, valid);
  const data = report.data;

  return (
    <ReportFrame
      report="journal-book"
      title={text('journalBook.title')}
      subtitle={text('journalBook.subtitle')}
      period={usePeriodText(from, to)}
      filters={
        <RangeFilters
          from={from}
          to={to}
          onChange={(patch) => {
            setPage(1);
            set(patch);
          }}
        />
      }
      csvParams={{ from, to }}
      canDownload={valid}
    >
      <ReportState
        isPending={valid && report.isPending}
        isError={report.isError}
        error={report.error}
        onRetry={() => void report.refetch()}
        isEmpty={data !== undefined && data.data.length === 0}
      >
        <Table.ScrollContainer minWidth={860}>
          <Table
            aria-label={text('journalBook.title')}
            aria-busy={report.isFetching}
            fz="sm"
            verticalSpacing="xs"
            horizontalSpacing="sm"
          >
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th w={96}>{text('common.date')}</Table.Th>
                <Table.Th w={200}>{text('common.number')}</Table.Th>
                <Table.Th w={80}>{text('common.code')}</Table.Th>
                <Table.Th>{text('common.accountName')}</Table.Th>
                <AmountTh w={110}>{text('common.debit')}</AmountTh>
                <AmountTh w={110}>{text('common.credit')}</AmountTh>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.data.map((entry) => (
                <EntryLineRows
                  key={entry.id}
                  entry={entry}
                  leading={(first) =>
                    first ? (
                      <>
                        <Table.Td fz="sm" valign="top" rowSpan={entry.lines.length} className={classes.date}>
                          {date(entry.date)}
                        </Table.Td>
                        <Table.Td fz="sm" valign="top" rowSpan={entry.lines.length}>
                          <Anchor component={Link} to={`/${orgId}/${accountingPaths.journal(entry.id)}`}>
                            {entry.number}
                          </Anchor>
                          <Text size="xs" c="dimmed" lineClamp={2}>
                            {entry.description}
                          </Text>
                          <SourceLink orgId={orgId} entry={entry} />
                        </Table.Td>
                      </>
                    ) : null
                  }
                />
              ))}
            </Table.Tbody>
            {data && data.data.length > 0 ? (
              <Table.Tfoot>
                <Table.Tr className={classes.totalRow} data-testid="jb-totals">
                  <Table.Td colSpan={4}>{text('journalBook.totals')}</Table.Td>
                  <AmountTd value={data.totals.debit} />
                  <AmountTd value={data.totals.credit} />
                </Table.Tr>
              </Table.Tfoot>
            ) : null}
          </Table>
        </Table.ScrollContainer>
        <ListFooter pagination={data?.pagination} onPage={setPage} />
      </ReportState>
    </ReportFrame>
  );
}
