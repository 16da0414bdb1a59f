// One journal entry (/{orgId}/accounting/journals/{id}): header, source document, reversal links and its lines
// with debit/credit totals. Posted entries are never edited: a mistake is undone by reversing the entry, which
// posts its mirror on the chosen date (after a confirmation).
import { Alert, Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { JournalEntry } from '@banchee/contracts';
import { IconAlertTriangle, IconArrowBackUp, IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Loading } from '../../../components/full-page-loading';
import { ApiError } from '../../../lib/api';
import { errorText } from '../../../lib/form-errors';
import { useFormatters } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useOrgId } from '../../../lib/use-org-id';
import { useJournal } from '../api/get-journal';
import { useReverseJournal } from '../api/reverse-journal';
import { useAcctText } from '../i18n/use-acct-text';
import { todayIso } from '../model/dates';
import { accountingPaths } from '../model/paths';
import { DateField } from '../../../components/date-field';
import { EntryKindBadge, EntryLineRows, SourceLink } from './entry-parts';
import { AmountTd, AmountTh } from './figures';
import { ReasonModal } from './reason-modal';
import classes from './accounting.module.css';

export function JournalDetailPage() {
  const orgId = useOrgId();
  const { id = '' } = useParams();
  const { text } = useAcctText();
  const { t } = useTranslation();
  const { date } = useFormatters();
  const journal = useJournal(orgId, id);
  const [reversing, setReversing] = useState(false);
  const entry = journal.data;
  const listPath = `/${orgId}/${accountingPaths.journals}`;

  if (journal.isPending) return <Loading />;
  if (journal.isError || !entry) {
    const missing = journal.error instanceof ApiError && journal.error.status === 404;
    return (
      <Alert color="red" icon={<IconAlertTriangle />} title={text('journals.notFound')}>
        {missing ? null : errorText(journal.error, t)}
        <Anchor component={Link} to={listPath} display="block" mt="sm">
          {text('journals.backToList')}
        </Anchor>
      </Alert>
    );
  }

  const reversible = !entry.reversedBy && entry.kind !== 'REVERSAL';
  return (
    <Stack gap="md">
      <Anchor component={Link} to={listPath} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} />
          {text('journals.backToList')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} fz={26}>
              {text('journals.detailTitle', { number: entry.number })}
            </Title>
            <EntryKindBadge kind={entry.kind} />
          </Group>
          <Text>{entry.description}</Text>
          <Group gap="lg">
            <Text size="sm" c="dimmed">
              {text('common.date')}: <b>{date(entry.date)}</b>
            </Text>
            {entry.source ? (
              <Group gap={4}>
                <Text size="sm" c="dimmed">
                  {text('common.document')}:
                </Text>
                <SourceLink orgId={orgId} entry={entry} />
              </Group>
            ) : null}
            <Text size="sm" c="dimmed">
              {text('journals.createdAt', { when: date(entry.createdAt) })}
            </Text>
          </Group>
          <ReversalLinks orgId={orgId} entry={entry} />
        </Stack>
        {reversible ? (
          <Button
            variant="default"
            color="orange"
            leftSection={<IconArrowBackUp size={18} />}
            onClick={() => setReversing(true)}
          >
            {text('journals.reverse')}
          </Button>
        ) : null}
      </Group>
      <Card withBorder padding={0} radius="md">
        <Table aria-label={text('journals.lines')}>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th w={100}>{text('common.code')}</Table.Th>
              <Table.Th>{text('common.accountName')}</Table.Th>
              <AmountTh w={150}>{text('common.debit')}</AmountTh>
              <AmountTh w={150}>{text('common.credit')}</AmountTh>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <EntryLineRows entry={entry} />
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr className={classes.totalRow} data-testid="journal-totals">
              <Table.Td colSpan={2}>{text('common.total')}</Table.Td>
              <AmountTd value={entry.totalDebit} />
              <AmountTd value={entry.totalCredit} />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Card>
      <ReverseModal orgId={orgId} entry={entry} opened={reversing} onClose={() => setReversing(false)} />
    </Stack>
  );
}

function ReversalLinks({ orgId, entry }: { orgId: string; entry: JournalEntry }) {
  const { text } = useAcctText();
  const link = (target: { id: string; number: string }) => (
    <Anchor component={Link} to={`/${orgId}/${accountingPaths.journal(target.id)}`}>
      {target.number}
    </Anchor>
  );
  if (!entry.reversedBy && !entry.reverses) return null;
  return (
    <Stack gap={2}>
      {entry.reversedBy ? (
        <Text size="sm" c="orange.8">
          {text('journals.reversed')}: {link(entry.reversedBy)}
        </Text>
      ) : null}
      {entry.reverses ? (
        <Text size="sm">
          {text('journals.reverses', { number: '' })}
          {link(entry.reverses)}
        </Text>
      ) : null}
      {entry.reversalReason ? (
        <Text size="sm" c="dimmed">
          {text('journals.reason', { reason: entry.reversalReason })}
        </Text>
      ) : null}
    </Stack>
  );
}

function ReverseModal({
  orgId,
  entry,
  opened,
  onClose,
}: {
  orgId: string;
  entry: JournalEntry;
  opened: boolean;
  onClose: () => void;
}) {
  const { text } = useAcctText();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reverse = useReverseJournal(orgId);
  const [reverseDate, setReverseDate] = useState(todayIso());

  const confirm = (reason: string) => {
    reverse.mutate(
      { id: entry.id, input: { date: reverseDate, reason } },
      {
        onSuccess: (mirror) => {
          notify.success(text('journals.reversedToast', { number: mirror.number }));
          onClose();
          void navigate(`/${orgId}/${accountingPaths.journal(mirror.id)}`);
        },
        onError: (error) => notify.error(text('journals.reverseFailed'), errorText(error, t)),
      },
    );
  };

  return (
    <ReasonModal
      opened={opened}
      onClose={onClose}
      title={text('journals.reverseTitle', { number: entry.number })}
      body={text('journals.reverseBody')}
      reasonLabel={text('journals.reverseReason')}
      confirmLabel={text('journals.reverseConfirm')}
      confirmColor="orange"
      loading={reverse.isPending}
      onConfirm={confirm}
    >
      <DateField
        label={text('journals.reverseDate')}
        value={reverseDate}
        onChange={setReverseDate}
        required
      />
    </ReasonModal>
  );
}
