// Pieces the tax screens share: the tax-month picker kept in the URL (?month=), the state badge (late in
// red), an amount cell and the download buttons.
import { Badge, Button, Group, Select, Table, type TableTdProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatMoneyText, toCalendarDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { usePreferences } from '../../../lib/preferences';
import { downloadTaxFile } from '../api/tax-filings';
import { useTaxText } from '../i18n/use-tax-text';
import { defaultTaxMonth, isTaxMonth, monthLabel, recentMonths, shiftMonth } from '../model/months';

export function todayIso(): string {
  return toCalendarDate(new Date()) ?? new Date().toISOString().slice(0, 10);
}

/** The tax month of the page from ?month=, last month by default. */
export function useTaxMonth(): [string, (month: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('month');
  const month = isTaxMonth(raw) ? raw : defaultTaxMonth(todayIso());
  const set = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('month', value);
        return next;
      },
      { replace: true },
    );
  return [month, set];
}

export function MonthSelect({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (m: string) => void;
  label?: string;
}) {
  const { text, language } = useTaxText();
  const { era } = usePreferences();
  const last = shiftMonth(todayIso().slice(0, 7), 1);
  const months = recentMonths(last, 36);
  if (!months.includes(value)) months.push(value);
  return (
    <Select
      label={label ?? text('common.month')}
      data={months.map((m) => ({ value: m, label: monthLabel(m, language, era) }))}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      searchable
      w={220}
      data-testid="tax-month"
    />
  );
}

const STATE_COLOR: Record<string, string> = {
  NOT_DUE: 'gray',
  READY: 'blue',
  FILED: 'yellow',
  PAID: 'teal',
  LATE: 'red',
};

export function StateBadge({ state }: { state: 'NOT_DUE' | 'READY' | 'FILED' | 'PAID' | 'LATE' }) {
  const { text } = useTaxText();
  return (
    <Badge
      color={STATE_COLOR[state]}
      variant={state === 'LATE' ? 'filled' : 'light'}
      data-testid={`state-${state}`}
    >
      {text(`states.${state}`)}
    </Badge>
  );
}

export function MoneyTd({ value, ...props }: Omit<TableTdProps, 'children'> & { value: string }) {
  return (
    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} {...props}>
      {formatMoneyText(value)}
    </Table.Td>
  );
}

export function DownloadButtons({
  path,
  query,
  name,
  formats,
}: {
  path: string;
  query: Record<string, string>;
  name: string;
  formats: readonly ('csv' | 'xlsx' | 'pdf')[];
}) {
  const { text, errorOf } = useTaxText();
  const [busy, setBusy] = useState<string | null>(null);
  const run = (format: 'csv' | 'xlsx' | 'pdf') => {
    setBusy(format);
    downloadTaxFile(path, { ...query, format }, `${name}.${format}`)
      .catch((error: unknown) => notify.error(text('common.downloadFailed'), errorOf(error)))
      .finally(() => setBusy(null));
  };
  return (
    <>
      {formats.map((format) => (
        <Button
          key={format}
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={busy === format}
          onClick={() => run(format)}
        >
          {text(`common.${format}`)}
        </Button>
      ))}
    </>
  );
}

/** e-Tax XML and the PDF with the XML inside, for one tax document of the report (decision 0150). */
export function ETaxButtons({ documentId, number }: { documentId: string; number: string }) {
  const { text, errorOf } = useTaxText();
  const run = (format: 'xml' | 'pdf') => {
    downloadTaxFile(`/tax-filings/e-tax/${documentId}`, { format }, `${number}.${format}`).catch(
      (error: unknown) => notify.error(text('common.downloadFailed'), errorOf(error)),
    );
  };
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={() => run('xml')}
        aria-label={`${text('output.etax')} XML ${number}`}
      >
        XML
      </Button>
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={() => run('pdf')}
        aria-label={`${text('output.etax')} PDF ${number}`}
      >
        PDF
      </Button>
    </Group>
  );
}
