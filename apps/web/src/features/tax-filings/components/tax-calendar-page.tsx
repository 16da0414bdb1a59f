// One tax calendar across organisations (/{orgId}/accounting/tax-calendar): every return of every
// organisation the user belongs to, by due date, late ones in red; each row opens that organisation's desk.
// "Subscribe" makes a private iCalendar address (a new one revokes the old; decision 0149).
import {
  Alert,
  Anchor,
  Button,
  Card,
  CopyButton,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Loading } from '../../../components/full-page-loading';
import { PageHeader } from '../../../components/page-header';
import { useFormatters } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { usePreferences } from '../../../lib/preferences';
import { newCalendarFeed, useTaxCalendar } from '../api/tax-filings';
import { useTaxText } from '../i18n/use-tax-text';
import { monthLabel, shiftMonth } from '../model/months';
import { MoneyTd, MonthSelect, StateBadge, todayIso } from './parts';

export function TaxCalendarPage() {
  const { text, language, errorOf } = useTaxText();
  const { era } = usePreferences();
  const { date } = useFormatters();
  const [from, setFrom] = useState(shiftMonth(todayIso().slice(0, 7), -2));
  const [span, setSpan] = useState('4');
  const to = shiftMonth(from, Number(span) - 1);
  const calendar = useTaxCalendar(from, to);
  const [feed, setFeed] = useState<string | null>(null);
  const today = todayIso();

  const subscribe = () => {
    newCalendarFeed()
      .then(({ path }) => setFeed(`${window.location.origin}${path}`))
      .catch((error: unknown) => notify.error(errorOf(error)));
  };

  return (
    <>
      <PageHeader
        title={text('calendar.title')}
        subtitle={text('calendar.subtitle')}
        actions={
          <Button
            variant="default"
            leftSection={<IconCalendarPlus size={16} />}
            onClick={subscribe}
            data-testid="subscribe"
          >
            {feed ? text('calendar.renew') : text('calendar.subscribe')}
          </Button>
        }
      />
      <Stack>
        {feed ? (
          <Alert title={text('calendar.feedTitle')} data-testid="feed">
            <Text size="sm" mb="xs">
              {text('calendar.feedBody')}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <TextInput value={feed} readOnly style={{ flex: 1 }} aria-label={text('calendar.feedTitle')} />
              <CopyButton value={feed}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy}>
                    {copied ? text('calendar.copied') : text('calendar.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Alert>
        ) : null}
        <Card withBorder radius="md" padding={0}>
          <Group p="md" align="flex-end">
            <MonthSelect value={from} onChange={setFrom} label={text('calendar.from')} />
            <Select
              label={text('calendar.months')}
              data={['1', '2', '3', '4', '6', '12']}
              value={span}
              onChange={(value) => value && setSpan(value)}
              allowDeselect={false}
              w={100}
            />
          </Group>
          {calendar.isPending ? <Loading /> : null}
          {calendar.isError ? (
            <Text p="md" c="red">
              {errorOf(calendar.error)}
            </Text>
          ) : null}
          {calendar.data && calendar.data.obligations.length === 0 ? (
            <Text p="md" c="dimmed">
              {text('calendar.empty')}
            </Text>
          ) : null}
          {calendar.data && calendar.data.obligations.length > 0 ? (
            <Table fz="sm" striped="odd" data-testid="calendar">
              <Table.Thead bg="gray.0">
                <Table.Tr>
                  <Table.Th>{text('common.dueDate')}</Table.Th>
                  <Table.Th>{text('common.organization')}</Table.Th>
                  <Table.Th>{text('common.form')}</Table.Th>
                  <Table.Th>{text('common.month')}</Table.Th>
                  <Table.Th ta="right">{text('common.amount')}</Table.Th>
                  <Table.Th>{text('common.state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {calendar.data.obligations.map((o) => {
                  const late = o.state === 'LATE' || (o.dueDate < today && o.state !== 'PAID');
                  return (
                    <Table.Tr key={`${o.organizationId}-${o.form}-${o.month}`} c={late ? 'red' : undefined}>
                      <Table.Td>{date(o.dueDate)}</Table.Td>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={`/${o.organizationId}/accounting/montly-tax-filing?month=${o.month}`}
                          c={late ? 'red' : undefined}
                        >
                          {o.organizationName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{text(`forms.${o.form}`)}</Table.Td>
                      <Table.Td>{monthLabel(o.month, language, era)}</Table.Td>
                      <MoneyTd value={o.amount} />
                      <Table.Td>
                        <StateBadge state={o.state} />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          ) : null}
        </Card>
      </Stack>
    </>
  );
}
