// The calendar years of the period-closing page: closed or open, the closing entry (a link to it), and for an
// owner closing a year (after a confirmation; the toast and the row then show the closing JV) or reopening it
// with a reason. What blocks an action now (year not ended, later year closed, 31 December locked) is said
// beside it rather than left to the server's refusal.
import { Anchor, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { PeriodStatus } from '@banchee/contracts';
import { toBuddhistYear } from '@banchee/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmAction } from '../../../components/confirm-delete';
import { errorText } from '../../../lib/form-errors';
import { useFormatters } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { usePreferences } from '../../../lib/preferences';
import { useCloseYear, useReopenYear } from '../api/periods';
import { useAcctText } from '../i18n/use-acct-text';
import { todayIso } from '../model/dates';
import { accountingPaths } from '../model/paths';
import { periodYears, type PeriodYear } from '../model/periods';
import { ReasonModal } from './reason-modal';

export function ClosingYearsCard({
  orgId,
  status,
  isOwner,
  createdAt,
}: {
  orgId: string;
  status: PeriodStatus;
  isOwner: boolean;
  createdAt?: string;
}) {
  const { text } = useAcctText();
  const { t } = useTranslation();
  const { date } = useFormatters();
  const { era } = usePreferences();
  const closeYear = useCloseYear(orgId);
  const [closing, setClosing] = useState<number | null>(null);
  const [reopening, setReopening] = useState<PeriodYear | null>(null);
  const years = periodYears(status, todayIso(), createdAt);
  const yearLabel = (year: number) => String(era === 'BE' ? toBuddhistYear(year) : year);

  const confirmClose = () => {
    if (closing === null) return;
    const year = closing;
    closeYear.mutate(year, {
      onSuccess: (entry) => {
        notify.success(text('periods.closedToast', { year: yearLabel(year), number: entry.number }));
        setClosing(null);
      },
      onError: (error) => {
        notify.error(text('periods.closeFailed'), errorText(error, t));
        setClosing(null);
      },
    });
  };

  return (
    <Card withBorder radius="md" padding={0}>
      <Stack gap={4} p="lg">
        <Title order={2} fz={18}>
          {text('periods.yearsTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {text('periods.yearsExplain')}
        </Text>
      </Stack>
      <Table aria-label={text('periods.yearsTitle')} verticalSpacing="sm">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th w={100}>{text('periods.year')}</Table.Th>
            <Table.Th w={120}>{text('periods.state')}</Table.Th>
            <Table.Th>{text('periods.closingEntry')}</Table.Th>
            <Table.Th ta="right" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {years.map((row) => (
            <Table.Tr key={row.year} data-testid={`year-row-${row.year}`}>
              <Table.Td fw={600}>{yearLabel(row.year)}</Table.Td>
              <Table.Td>
                {row.closing ? (
                  <Badge color="teal" variant="light">
                    {text('periods.closed')}
                  </Badge>
                ) : (
                  <Badge color="gray" variant="light">
                    {text('periods.open')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                {row.closing ? (
                  <Anchor component={Link} to={`/${orgId}/${accountingPaths.journal(row.closing.entryId)}`}>
                    {row.closing.number}
                  </Anchor>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Group justify="flex-end" gap="sm" wrap="nowrap">
                  {row.block ? (
                    <Text size="xs" c="dimmed">
                      {text(`periods.blocks.${row.block}`)}
                    </Text>
                  ) : null}
                  {isOwner && row.closing ? (
                    <Button
                      size="xs"
                      variant="default"
                      color="orange"
                      disabled={row.block !== undefined}
                      onClick={() => setReopening(row)}
                    >
                      {text('periods.reopen', { year: yearLabel(row.year) })}
                    </Button>
                  ) : null}
                  {isOwner && !row.closing ? (
                    <Button size="xs" disabled={row.block !== undefined} onClick={() => setClosing(row.year)}>
                      {text('periods.close', { year: yearLabel(row.year) })}
                    </Button>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ConfirmAction
        opened={closing !== null}
        loading={closeYear.isPending}
        onCancel={() => setClosing(null)}
        onConfirm={confirmClose}
        title={text('periods.confirmCloseTitle', { year: yearLabel(closing ?? 0) })}
        body={text('periods.confirmCloseBody', { date: date(`${closing ?? 0}-12-31`) })}
        confirmLabel={text('periods.confirmClose')}
      />
      {reopening?.closing ? (
        <ReopenModal
          orgId={orgId}
          year={reopening.year}
          yearLabel={yearLabel(reopening.year)}
          closingNumber={reopening.closing.number}
          onClose={() => setReopening(null)}
        />
      ) : null}
    </Card>
  );
}

function ReopenModal({
  orgId,
  year,
  yearLabel,
  closingNumber,
  onClose,
}: {
  orgId: string;
  year: number;
  yearLabel: string;
  closingNumber: string;
  onClose: () => void;
}) {
  const { text } = useAcctText();
  const { t } = useTranslation();
  const { date } = useFormatters();
  const reopen = useReopenYear(orgId);

  const confirm = (reason: string) => {
    reopen.mutate(
      { fiscalYear: year, reason },
      {
        onSuccess: (entry) => {
          notify.success(text('periods.reopenedToast', { year: yearLabel, number: entry.number }));
          onClose();
        },
        onError: (error) => notify.error(text('periods.reopenFailed'), errorText(error, t)),
      },
    );
  };

  return (
    <ReasonModal
      onClose={onClose}
      title={text('periods.reopenTitle', { year: yearLabel })}
      body={text('periods.reopenBody', { number: closingNumber, date: date(`${year}-12-31`) })}
      reasonLabel={text('periods.reason')}
      confirmLabel={text('periods.confirmReopen')}
      loading={reopen.isPending}
      onConfirm={confirm}
    />
  );
}
