// The frame every ledger report shares: title, a row of links between the reports, the period filters kept in
// the URL (?from&to or ?asOf, so a report can be bookmarked and reloaded), CSV download and print (the
// browser's "Save as PDF": the API offers no report PDFs), and the loading / error / empty states.
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconPrinter, IconReportAnalytics } from '@tabler/icons-react';
import { useCallback, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyBlock } from '../../../components/empty-state';
import { Loading } from '../../../components/full-page-loading';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/form-errors';
import { useFormatters } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useCurrentOrganization } from '../../../lib/current-organization';
import { useTranslation } from 'react-i18next';
import type { QueryValue } from '../../../lib/api-client';
import { downloadReportCsv } from '../api/download-report';
import type { ReportName } from '../api/report-query';
import { useAcctText, type AcctKey } from '../i18n/use-acct-text';
import { isValidRange, startOfYear, todayIso } from '../model/dates';
import { accountingPaths } from '../model/paths';
import { DateField } from './date-field';
import classes from './accounting.module.css';

const reportLinks: { key: AcctKey; path: string; report: ReportName }[] = [
  { key: 'nav.trialBalance', path: accountingPaths.trialBalance, report: 'trial-balance' },
  { key: 'nav.generalLedger', path: accountingPaths.generalLedger, report: 'general-ledger' },
  { key: 'nav.journalBook', path: accountingPaths.journalBook, report: 'journal-book' },
  { key: 'nav.profitLoss', path: accountingPaths.profitLoss, report: 'profit-and-loss' },
  { key: 'nav.balanceSheet', path: accountingPaths.balanceSheet, report: 'balance-sheet' },
  { key: 'nav.arAging', path: accountingPaths.arAging, report: 'ar-aging' },
];

/** The period of a date-range report, from the URL; the calendar year to date by default. */
export function useRangeParams() {
  const [params, setParams] = useSearchParams();
  const today = todayIso();
  const from = params.get('from') ?? startOfYear(today);
  const to = params.get('to') ?? today;
  const set = useCallback(
    (patch: Record<string, string>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { from, to, valid: isValidRange(from, to), params, set };
}

/** The date of an as-of report, from the URL; today by default. */
export function useAsOfParam() {
  const [params, setParams] = useSearchParams();
  const asOf = params.get('asOf') ?? todayIso();
  const setAsOf = useCallback(
    (value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set('asOf', value);
          else next.delete('asOf');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { asOf, valid: /^\d{4}-\d{2}-\d{2}$/.test(asOf), setAsOf };
}

export function RangeFilters({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (patch: { from?: string; to?: string }) => void;
}) {
  const { text } = useAcctText();
  const backwards = isValidRange(from, from) && isValidRange(to, to) && from > to;
  return (
    <>
      <DateField
        label={text('common.from')}
        value={from}
        onChange={(value) => onChange({ from: value })}
        w={170}
        error={backwards ? text('common.invalidRange') : undefined}
      />
      <DateField label={text('common.to')} value={to} onChange={(value) => onChange({ to: value })} w={170} />
    </>
  );
}

export function AsOfFilter({ asOf, onChange }: { asOf: string; onChange: (value: string) => void }) {
  const { text } = useAcctText();
  return <DateField label={text('common.asOf')} value={asOf} onChange={onChange} w={170} />;
}

export function ReportFrame({
  report,
  title,
  subtitle,
  period,
  filters,
  csvParams,
  canDownload,
  children,
}: {
  report: ReportName;
  title: string;
  subtitle: string;
  /** The period line of the printed page ("01-01-2026 – 22-11-2026"). */
  period: string;
  filters: ReactNode;
  csvParams: Record<string, QueryValue>;
  canDownload: boolean;
  children: ReactNode;
}) {
  const { text } = useAcctText();
  const organization = useCurrentOrganization();
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);

  const download = () => {
    setDownloading(true);
    downloadReportCsv(organization.id, report, csvParams)
      .catch((error: unknown) => notify.error(text('common.downloadFailed'), errorText(error, t)))
      .finally(() => setDownloading(false));
  };

  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={download}
              loading={downloading}
              disabled={!canDownload}
              aria-label={text('common.downloadCsvLabel', { report: title })}
            >
              {text('common.downloadCsv')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} />}
              onClick={() => window.print()}
              disabled={!canDownload}
            >
              {text('common.print')}
            </Button>
          </>
        }
      />
      <Group
        component="nav"
        aria-label={text('nav.label')}
        gap={4}
        mb="md"
        className={classes.noPrint}
        wrap="wrap"
      >
        {reportLinks.map((link) => (
          <Button
            key={link.path}
            component={Link}
            to={`/${organization.id}/${link.path}`}
            size="xs"
            variant={link.report === report ? 'light' : 'subtle'}
            color={link.report === report ? 'brand' : 'gray'}
            aria-current={link.report === report ? 'page' : undefined}
          >
            {text(link.key)}
          </Button>
        ))}
      </Group>
      <Card withBorder padding={0} radius="md" className={classes.printArea}>
        <Group p="md" gap="md" align="flex-end" className={classes.noPrint} wrap="wrap">
          {filters}
        </Group>
        <Stack gap={0} p="md" className={classes.printOnly}>
          <Text fw={700}>{organization.name}</Text>
          <Text fw={600}>{title}</Text>
          <Text size="sm">{period}</Text>
        </Stack>
        {children}
      </Card>
    </>
  );
}

/** Loading, failure and empty states of a report body; the report itself otherwise. */
export function ReportState({
  isPending,
  isError,
  error,
  onRetry,
  isEmpty,
  emptyText,
  children,
}: {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  onRetry: () => void;
  isEmpty: boolean;
  emptyText?: string;
  children: ReactNode;
}) {
  const { text } = useAcctText();
  const { t } = useTranslation();
  if (isPending) return <Loading />;
  if (isError) {
    return (
      <EmptyBlock icon={<IconAlertTriangle />} title={text('common.loadFailed')}>
        <Text size="sm" c="dimmed">
          {errorText(error, t)}
        </Text>
        <Button variant="light" onClick={onRetry}>
          {text('common.retry')}
        </Button>
      </EmptyBlock>
    );
  }
  return (
    <>
      {children}
      {isEmpty ? (
        <EmptyBlock icon={<IconReportAnalytics />} title={emptyText ?? text('common.noData')} />
      ) : null}
    </>
  );
}

/** "01-01-2026 – 22-11-2026" in the user's year format. */
export function usePeriodText(from: string, to?: string): string {
  const { date } = useFormatters();
  return to === undefined ? date(from) : `${date(from)} – ${date(to)}`;
}

export function BalancedAlert({ balanced }: { balanced: boolean }) {
  const { text } = useAcctText();
  if (balanced) return null;
  return <Alert color="red" icon={<IconAlertTriangle />} m="md" title={text('common.notBalanced')} />;
}
