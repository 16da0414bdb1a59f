// Depreciation (/{orgId}/depreciation): run it for a month or a year (one journal entry; a period runs once;
// refused in a locked period), the runs so far with their entries (the latest may be undone), and the
// fixed-asset register (ทะเบียนทรัพย์สิน) of a year as PDF or Excel.
import type { DepreciationRun } from '@banchee/contracts';
import { THAI_MONTHS, toBuddhistYear } from '@banchee/domain';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconCalculator, IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyBlock } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useFormatters } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { usePreferences } from '../../../lib/preferences';
import { useOrgId } from '../../../lib/use-org-id';
import { downloadRegister } from '../api/download-register';
import { useDepreciationRuns, useRunDepreciation, useUndoRun } from '../api/runs';
import { useAssetText } from '../i18n/use-asset-text';
import { Confirm } from './confirm';

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function usePeriodLabel() {
  const { t, i18n } = useAssetText();
  const { era } = usePreferences();
  const yearOf = (year: number) => String(era === 'BE' ? toBuddhistYear(year) : year);
  const monthName = (month: number) =>
    (i18n.language.startsWith('th') ? THAI_MONTHS : MONTHS_EN)[month - 1] ?? '';
  return {
    yearOf,
    monthName,
    label: (run: Pick<DepreciationRun, 'frequency' | 'periodStart'>) => {
      const year = Number(run.periodStart.slice(0, 4));
      return run.frequency === 'MONTH'
        ? `${monthName(Number(run.periodStart.slice(5, 7)))} ${yearOf(year)}`
        : yearOf(year);
    },
    t,
  };
}

function RunForm() {
  const { text, refusal } = useAssetText();
  const organizationId = useOrgId();
  const { money } = useFormatters();
  const { yearOf, monthName, label } = usePeriodLabel();
  const now = new Date();
  const [frequency, setFrequency] = useState<'MONTH' | 'YEAR'>('MONTH');
  const [year, setYear] = useState(now.getFullYear());
  const [month, setMonth] = useState(now.getMonth() + 1);
  const [confirming, setConfirming] = useState(false);
  const run = useRunDepreciation(organizationId);
  const period = label({ frequency, periodStart: `${year}-${String(month).padStart(2, '0')}-01` });
  const years = Array.from({ length: 12 }, (_, i) => now.getFullYear() + 1 - i);

  const onRun = () =>
    run.mutate(
      { frequency, year, ...(frequency === 'MONTH' ? { month } : {}) },
      {
        onSuccess: (done) => {
          setConfirming(false);
          if (done.total === '0.00') notify.success(text('runs.nothing', { period }));
          else notify.success(text('runs.done', { period, total: money(done.total) }));
        },
        onError: (error) => {
          setConfirming(false);
          notify.error(text('failed'), refusal(error));
        },
      },
    );

  return (
    <Card withBorder radius="md" padding="md">
      <Group align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {text('runs.frequency')}
          </Text>
          <SegmentedControl
            value={frequency}
            onChange={(value) => setFrequency(value)}
            data={[
              { value: 'MONTH', label: text('runs.month') },
              { value: 'YEAR', label: text('runs.year') },
            ]}
          />
        </Stack>
        {frequency === 'MONTH' ? (
          <Select
            label={text('runs.month')}
            w={160}
            allowDeselect={false}
            data={Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: monthName(i + 1) }))}
            value={String(month)}
            onChange={(value) => setMonth(Number(value ?? month))}
          />
        ) : null}
        <Select
          label={text('runs.year')}
          w={120}
          allowDeselect={false}
          data={years.map((y) => ({ value: String(y), label: yearOf(y) }))}
          value={String(year)}
          onChange={(value) => setYear(Number(value ?? year))}
        />
        <Button leftSection={<IconCalculator size={18} />} onClick={() => setConfirming(true)}>
          {text('runs.run')}
        </Button>
      </Group>
      <Confirm
        opened={confirming}
        title={text('runs.run')}
        body={text('runs.confirm', { period })}
        confirmLabel={text('runs.run')}
        loading={run.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={onRun}
      />
    </Card>
  );
}

function Register() {
  const { text, refusal } = useAssetText();
  const organizationId = useOrgId();
  const { yearOf } = usePeriodLabel();
  const now = new Date().getFullYear();
  const [year, setYear] = useState(now);
  const download = (format: 'pdf' | 'xlsx') =>
    downloadRegister(organizationId, year, format).catch((error: unknown) =>
      notify.error(text('failed'), refusal(error)),
    );
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={3} fz="lg" mb="sm">
        {text('runs.register')}
      </Title>
      <Group align="flex-end">
        <Select
          label={text('runs.registerYear')}
          w={120}
          allowDeselect={false}
          data={Array.from({ length: 12 }, (_, i) => now - i).map((y) => ({
            value: String(y),
            label: yearOf(y),
          }))}
          value={String(year)}
          onChange={(value) => setYear(Number(value ?? year))}
        />
        <Button
          variant="light"
          leftSection={<IconFileTypePdf size={18} />}
          onClick={() => void download('pdf')}
        >
          {text('runs.pdf')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconFileSpreadsheet size={18} />}
          onClick={() => void download('xlsx')}
        >
          {text('runs.xlsx')}
        </Button>
      </Group>
    </Card>
  );
}

export function DepreciationPage() {
  const { text, refusal, t } = useAssetText();
  const organizationId = useOrgId();
  const { money } = useFormatters();
  const { label } = usePeriodLabel();
  const runs = useDepreciationRuns(organizationId);
  const undo = useUndoRun(organizationId);
  const [undoing, setUndoing] = useState<DepreciationRun | null>(null);
  const rows = runs.data ?? [];

  return (
    <>
      <PageHeader title={text('runs.title')} subtitle={text('runs.subtitle')} />
      <Stack>
        <RunForm />
        <Card withBorder padding={0} radius="md">
          <Title order={3} fz="lg" p="md" pb={0}>
            {text('runs.history')}
          </Title>
          <Table highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{text('runs.period')}</Table.Th>
                <Table.Th ta="right">{text('runs.total')}</Table.Th>
                <Table.Th>{text('runs.entry')}</Table.Th>
                <Table.Th w={110} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {runs.isPending ? (
                <Table.Tr>
                  <Table.Td colSpan={4}>
                    <Skeleton h={22} />
                  </Table.Td>
                </Table.Tr>
              ) : (
                rows.map((run, index) => (
                  <Table.Tr key={run.id}>
                    <Table.Td>{label(run)}</Table.Td>
                    <Table.Td ta="right">{money(run.total)}</Table.Td>
                    <Table.Td>
                      {run.entryId ? (
                        <Group gap="xs">
                          <Anchor
                            component={Link}
                            to={`/${organizationId}/accounting/journals/${run.entryId}`}
                          >
                            {run.entryNumber}
                          </Anchor>
                          {run.reversed ? <Badge color="gray">{text('runs.reversed')}</Badge> : null}
                        </Group>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      {index === 0 ? (
                        <Button size="xs" variant="subtle" color="red" onClick={() => setUndoing(run)}>
                          {text('runs.undo')}
                        </Button>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
          {runs.isError ? (
            <EmptyBlock icon={<IconCalculator />} title={t('common.loadFailed')}>
              <Button variant="light" onClick={() => void runs.refetch()}>
                {t('common.retry')}
              </Button>
            </EmptyBlock>
          ) : !runs.isPending && rows.length === 0 ? (
            <EmptyBlock icon={<IconCalculator />} title={text('runs.empty')} />
          ) : null}
        </Card>
        <Register />
      </Stack>
      <Confirm
        opened={undoing !== null}
        title={text('runs.undo')}
        body={undoing ? text('runs.undoConfirm', { period: label(undoing) }) : ''}
        confirmLabel={text('runs.undo')}
        color="red"
        loading={undo.isPending}
        onCancel={() => setUndoing(null)}
        onConfirm={() => {
          if (!undoing) return;
          const period = label(undoing);
          undo.mutate(undoing.id, {
            onSuccess: () => {
              notify.success(text('runs.undone', { period }));
              setUndoing(null);
            },
            onError: (error) => {
              setUndoing(null);
              notify.error(text('failed'), refusal(error));
            },
          });
        }}
      />
    </>
  );
}
