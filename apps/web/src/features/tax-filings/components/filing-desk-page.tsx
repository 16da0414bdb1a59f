// The monthly tax-filing desk (/{orgId}/accounting/montly-tax-filing, the spec's spelling): the PP30
// worksheet of the month (boxes 1–12, reconciled to 27111 and 11610 with any difference shown), closing the
// VAT month, and each return of the month with amount, due date and state, marked filed and paid here.
import { Alert, Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Pp30Worksheet } from '@banchee/contracts';
import { Loading } from '../../../components/full-page-loading';
import { PageHeader } from '../../../components/page-header';
import { formatMoneyText, useFormatters } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { useOrgId } from '../../../lib/use-org-id';
import { usePp30, useTaxDesk } from '../api/tax-filings';
import { useTaxText } from '../i18n/use-tax-text';
import { monthLabel } from '../model/months';
import { FilingDialog, type Dialog } from './filing-dialogs';
import { ExpiredInputVatCard } from './expired-input-vat';
import { Pp36DeskLine } from './foreign-input-tax-page';
import { TaxInvoiceChecksCard } from './tax-invoice-checks';
import { DownloadButtons, MoneyTd, MonthSelect, StateBadge, todayIso, useTaxMonth } from './parts';

const BOXES = [
  'box1',
  'box2',
  'box3',
  'box4',
  'box5',
  'box6',
  'box7',
  'box8',
  'box9',
  'box10',
  'box11',
  'box12',
] as const;

function Worksheet({ data, onClose }: { data: Pp30Worksheet; onClose: () => void }) {
  const { text, language } = useTaxText();
  const { era } = usePreferences();
  const { date } = useFormatters();
  const r = data.reconciliation;
  // A month is closed once it has ended and the months before it are (the server refuses otherwise too).
  const ended = todayIso().slice(0, 7) > data.month;
  const earlier = data.closed ? undefined : data.earlierOpenMonth;
  return (
    <Card withBorder radius="md" data-testid="pp30">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{text('pp30.title')}</Title>
        {data.closed ? (
          <Text c="teal" fw={600} data-testid="pp30-closed">
            {text('pp30.closed')}
          </Text>
        ) : (
          <Button onClick={onClose} disabled={!ended || earlier !== undefined} data-testid="pp30-close">
            {text('pp30.close')}
          </Button>
        )}
      </Group>
      <Table fz="sm" verticalSpacing={4}>
        <Table.Tbody>
          {BOXES.map((box) => (
            <Table.Tr key={box} data-testid={`pp30-${box}`}>
              <Table.Td>{text(`pp30.${box}`)}</Table.Td>
              <MoneyTd value={data.boxes[box]} w={160} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap="xs" mt="sm">
        {earlier ? (
          <Alert color="orange" data-testid="pp30-earlier-open">
            {text('pp30.earlierOpen', { month: monthLabel(earlier, language, era) })}
          </Alert>
        ) : null}
        {r.reconciled ? (
          <Alert color="teal" data-testid="pp30-reconciled">
            {text('pp30.reconciled')}
          </Alert>
        ) : (
          <Alert color="red" data-testid="pp30-difference">
            {text('pp30.difference', {
              output: formatMoneyText(r.outputDifference),
              input: formatMoneyText(r.inputDifference),
            })}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {text('pp30.inputSeam')}
        </Text>
        <Text size="sm">
          {text('pp30.dueDates', { paper: date(data.dueDates.paper), efiling: date(data.dueDates.efiling) })}
        </Text>
      </Stack>
    </Card>
  );
}

export function FilingDeskPage() {
  const orgId = useOrgId();
  const { text, language } = useTaxText();
  const { era } = usePreferences();
  const { date } = useFormatters();
  const [month, setMonth] = useTaxMonth();
  const pp30 = usePp30(orgId, month);
  const desk = useTaxDesk(orgId, month);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const label = monthLabel(month, language, era);

  return (
    <>
      <PageHeader
        title={text('desk.title')}
        subtitle={text('desk.subtitle')}
        actions={
          <>
            <Button
              component={Link}
              to={`/${orgId}/accounting/tax-calendar`}
              variant="default"
              leftSection={<IconCalendar size={16} />}
            >
              {text('desk.calendar')}
            </Button>
            <DownloadButtons
              path={`/tax-filings/pp30/organization/${orgId}`}
              query={{ month }}
              name={`pp30-${month}`}
              formats={['pdf']}
            />
          </>
        }
      />
      <Stack>
        <Group align="flex-end">
          <MonthSelect value={month} onChange={setMonth} />
          <Anchor component={Link} to={`/${orgId}/accounting/output-tax-report?month=${month}`}>
            {text('desk.outputReport')}
          </Anchor>
          <Anchor component={Link} to={`/${orgId}/accounting/input-tax-report?month=${month}`}>
            {text('input.checks.inputReport')}
          </Anchor>
          <Pp36DeskLine orgId={orgId} month={month} />
        </Group>
        <TaxInvoiceChecksCard orgId={orgId} month={month} />
        <ExpiredInputVatCard orgId={orgId} month={month} invoices={desk.data?.expiredInputVat ?? []} />
        {pp30.data ? (
          <Worksheet
            data={pp30.data}
            onClose={() =>
              setDialog({
                type: 'close',
                month,
                monthLabel: label,
                reconciled: pp30.data.reconciliation.reconciled,
              })
            }
          />
        ) : pp30.isPending ? (
          <Loading />
        ) : null}
        <Card withBorder radius="md" padding={0}>
          <Title order={4} p="md">
            {text('desk.obligations')}
          </Title>
          {desk.isPending ? <Loading /> : null}
          <Table fz="sm" data-testid="obligations">
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th>{text('common.form')}</Table.Th>
                <Table.Th>{text('common.dueDate')}</Table.Th>
                <Table.Th ta="right">{text('common.amount')}</Table.Th>
                <Table.Th>{text('common.state')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {desk.data?.obligations.map((o) => (
                <Table.Tr key={o.form} data-testid={`obligation-${o.form}`}>
                  <Table.Td>{text(`forms.${o.form}`)}</Table.Td>
                  <Table.Td c={o.state === 'LATE' ? 'red' : undefined}>{date(o.dueDate)}</Table.Td>
                  <MoneyTd value={o.amount} />
                  <Table.Td>
                    <StateBadge state={o.state} />
                  </Table.Td>
                  <Table.Td>
                    {o.available ? (
                      <Group gap="xs" justify="flex-end">
                        {o.filing?.filedOn ? (
                          <Text size="xs" c="dimmed">
                            {text('desk.filed', {
                              date: date(o.filing.filedOn),
                              reference: o.filing.filingReference ?? '',
                            })}
                          </Text>
                        ) : (
                          <Button
                            size="xs"
                            variant="light"
                            onClick={() => setDialog({ type: 'file', form: o.form, month })}
                            data-testid={`file-${o.form}`}
                          >
                            {text('desk.file')}
                          </Button>
                        )}
                        {o.filing?.paidOn ? (
                          <Text size="xs" c="dimmed">
                            {text('desk.paid', { date: date(o.filing.paidOn) })}
                          </Text>
                        ) : o.filing?.filedOn && o.state !== 'PAID' ? (
                          <Button
                            size="xs"
                            variant="light"
                            onClick={() => setDialog({ type: 'pay', form: o.form, month })}
                            data-testid={`pay-${o.form}`}
                          >
                            {text('desk.pay')}
                          </Button>
                        ) : null}
                      </Group>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      </Stack>
      <FilingDialog orgId={orgId} dialog={dialog} onDone={() => setDialog(null)} />
    </>
  );
}
