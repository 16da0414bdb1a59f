// Journals (/{orgId}/accounting/journals): every journal entry, automatic (posted by documents, with a link to
// the document) and manual (JV), newest first, 20 a page, with search, a type filter and a date range. The
// toolbar links to the opening balances and period closing, which have no menu entry.
import { Anchor, Button, Card, Group, Select, Skeleton, Table, Text } from '@mantine/core';
import type { JournalEntry } from '@banchee/contracts';
import { IconBook, IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyBlock } from '../../../components/empty-state';
import { ListFooter } from '../../../components/list-footer';
import { PageHeader } from '../../../components/page-header';
import { SearchInput } from '../../../components/search-input';
import { useFormatters } from '../../../lib/format';
import { useOrgId } from '../../../lib/use-org-id';
import { useJournals } from '../api/list-journals';
import { useAcctText } from '../i18n/use-acct-text';
import { accountingPaths } from '../model/paths';
import { DateField } from '../../../components/date-field';
import { EntryKindBadge, SourceLink } from './entry-parts';
import { PeriodLink } from './period-links';
import { AmountTd, AmountTh } from './figures';
import classes from './accounting.module.css';

const KINDS: JournalEntry['kind'][] = ['MANUAL', 'DOCUMENT', 'REVERSAL', 'OPENING', 'CLOSING'];

export function JournalsPage() {
  const orgId = useOrgId();
  const { text } = useAcctText();
  const { t } = useTranslation();
  const { date } = useFormatters();
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<JournalEntry['kind'] | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const journals = useJournals(orgId, { page, search, kind, from, to });
  const rows = journals.data?.data ?? [];

  const onSearch = useCallback((value: string) => {
    setSearch(value);
    setPage(1);
  }, []);

  return (
    <>
      <PageHeader
        title={text('journals.title')}
        subtitle={text('journals.subtitle')}
        actions={
          <>
            <PeriodLink orgId={orgId} to="opening" />
            <PeriodLink orgId={orgId} to="closing" />
            <Button
              component={Link}
              to={`/${orgId}/${accountingPaths.journalNew}`}
              leftSection={<IconPlus size={18} />}
            >
              {text('journals.new')}
            </Button>
          </>
        }
      />
      <Card withBorder padding={0} radius="md">
        <Group p="md" gap="md" align="flex-end" wrap="wrap">
          <SearchInput placeholder={text('journals.searchPlaceholder')} onSearch={onSearch} />
          <Select
            label={text('journals.kindFilter')}
            data={[
              { value: '', label: text('journals.all') },
              ...KINDS.map((value) => ({ value, label: text(`journals.kinds.${value}`) })),
            ]}
            value={kind}
            onChange={(value) => {
              setKind(KINDS.find((k) => k === value) ?? '');
              setPage(1);
            }}
            allowDeselect={false}
            w={180}
          />
          <DateField
            label={text('common.from')}
            value={from}
            onChange={(value) => {
              setFrom(value);
              setPage(1);
            }}
            clearable
            w={160}
          />
          <DateField
            label={text('common.to')}
            value={to}
            onChange={(value) => {
              setTo(value);
              setPage(1);
            }}
            clearable
            w={160}
          />
        </Group>
        <Table.ScrollContainer minWidth={860}>
          <Table
            highlightOnHover
            aria-label={text('journals.title')}
            aria-busy={journals.isFetching}
            verticalSpacing="xs"
          >
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th w={100}>{text('common.date')}</Table.Th>
                <Table.Th w={160}>{text('common.number')}</Table.Th>
                <Table.Th w={140}>{text('journals.kindFilter')}</Table.Th>
                <Table.Th>{text('common.description')}</Table.Th>
                <Table.Th w={160}>{text('journals.source')}</Table.Th>
                <AmountTh w={140}>{text('common.amount')}</AmountTh>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {journals.isPending
                ? Array.from({ length: 6 }, (_, index) => (
                    <Table.Tr key={index}>
                      <Table.Td colSpan={6}>
                        <Skeleton h={22} />
                      </Table.Td>
                    </Table.Tr>
                  ))
                : rows.map((entry) => (
                    <Table.Tr key={entry.id} data-testid={`journal-row-${entry.number}`}>
                      <Table.Td fz="sm" className={classes.date}>
                        {date(entry.date)}
                      </Table.Td>
                      <Table.Td fz="sm">
                        <Anchor component={Link} to={`/${orgId}/${accountingPaths.journal(entry.id)}`}>
                          {entry.number}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <EntryKindBadge kind={entry.kind} />
                      </Table.Td>
                      <Table.Td fz="sm">
                        <Text size="sm" lineClamp={1}>
                          {entry.description}
                        </Text>
                        {entry.reversedBy ? (
                          <Text size="xs" c="orange.8">
                            {text('journals.reversedBy', { number: entry.reversedBy.number })}
                          </Text>
                        ) : null}
                        {entry.reverses ? (
                          <Text size="xs" c="dimmed">
                            {text('journals.reverses', { number: entry.reverses.number })}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <SourceLink orgId={orgId} entry={entry} />
                      </Table.Td>
                      <AmountTd value={entry.totalDebit} fz="sm" />
                    </Table.Tr>
                  ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {journals.isError ? (
          <EmptyBlock icon={<IconBook />} title={text('common.loadFailed')}>
            <Button variant="light" onClick={() => void journals.refetch()}>
              {text('common.retry')}
            </Button>
          </EmptyBlock>
        ) : !journals.isPending && rows.length === 0 ? (
          <EmptyBlock
            icon={<IconBook />}
            title={search ? t('common.noResults', { search }) : text('journals.empty')}
          />
        ) : null}
        <ListFooter pagination={journals.data?.pagination} onPage={setPage} />
      </Card>
    </>
  );
}
