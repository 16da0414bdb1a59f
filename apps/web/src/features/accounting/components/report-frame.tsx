// The frame every report shares, ledger and business reports alike: title, a row of links between the reports
// of its family, the period filters kept in the URL (?from&to or ?asOf, so a report can be bookmarked and
// reloaded) with quick ranges, the exports (CSV; XLSX and the server's PDF, in Thai or English for the business
// reports — decision 0157), the browser's print, and the loading / error / empty states.
import { Alert, Button, Card, Group, Menu, Select, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconChevronDown,
  IconDownload,
  IconPrinter,
  IconReportAnalytics,
} from '@tabler/icons-react';
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
import { businessReportNames, type BusinessReportName } from '@banchee/contracts';
import { downloadReport, type ExportFormat } from '../api/download-report';
import type { ReportName } from '../api/report-query';
import { useAcctText, type AcctKey } from '../i18n/use-acct-text';
import { useReportText } from '../i18n/use-report-text';
import {
  isValidRange,
  quickRange,
  quickRanges,
  startOfYear,
  todayIso,
  type QuickRange,
} from '../model/dates';
import { businessReportPaths } from '../model/paths';
import { accountingPaths } from '../model/paths';
import { DateField } from '../../../components/date-field';
import classes from './accounting.module.css';

const reportLinks: { key: AcctKey; path: string; report: ReportName }[] = [
  { key: 'nav.trialBalance', path: accountingPaths.trialBalance, report: 'trial-balance' },
  { key: 'nav.generalLedger', path: accountingPaths.generalLedger, report: 'general-ledger' },
  { key: 'nav.journalBook', path: accountingPaths.journalBook, report: 'journal-book' },
  { key: 'nav.profitLoss', path: accountingPaths.profitLoss, report: 'profit-and-loss' },
  { key: 'nav.balanceSheet', path: accountingPaths.balanceSheet, report: 'balance-sheet' },
  { key: 'nav.arAging', path: accountingPaths.arAging, report: 'ar-aging' },
  { key: 'nav.apAging', path: accountingPaths.apAging, report: 'ap-aging' },
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

/** The quick range whose dates are shown, if any. */
function currentQuickRange(from: string, to: string, today: string): QuickRange | null {
  return (
    quickRanges.find((r) => {
      const range = quickRange(r, today);
      return range.from === from && range.to === to;
    }) ?? null
  );
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
  const reports = useReportText();
  const today = todayIso();
  const backwards = isValidRange(from, from) && isValidRange(to, to) && from > to;
  return (
    <>
      <Select
        label={reports.text('ranges.label')}
        data={quickRanges.map((r) => ({ value: r, label: reports.text(`ranges.${r}`) }))}
        value={currentQuickRange(from, to, today)}
        onChange={(value) => {
          if (value) onChange(quickRange(value, today));
        }}
        w={150}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
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

const isBusinessReport = (report: ReportName): report is BusinessReportName =>
  (businessReportNames as readonly string[]).includes(report);

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

  const reports = useReportText();
  const business = isBusinessReport(report);
  const download = (format: ExportFormat, lang?: 'th' | 'en') => {
    setDownloading(true);
    downloadReport(organization.id, report, { ...csvParams, ...(lang ? { lang } : {}) }, format)
      .catch((error: unknown) => notify.error(text('common.downloadFailed'), errorText(error, t)))
      .finally(() => setDownloading(false));
  };
  const links = business
    ? businessReportNames.map((name) => ({
        key: name,
        label: reports.text(`nav.${name}`),
        path: businessReportPaths[name],
      }))
    : reportLinks.map((link) => ({ key: link.report, label: text(link.key), path: link.path }));

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
              onClick={() => download('csv')}
              loading={downloading}
              disabled={!canDownload}
              aria-label={text('common.downloadCsvLabel', { report: title })}
            >
              {text('common.downloadCsv')}
            </Button>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button
                  variant="default"
                  rightSection={<IconChevronDown size={14} />}
                  disabled={!canDownload}
                  loading={downloading}
                  aria-label={reports.text('exports.menuLabel', { report: title })}
                >
                  {reports.text('exports.menu')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => download('xlsx', business ? reports.language : undefined)}>
                  {reports.text('exports.xlsx')}
                </Menu.Item>
                {business ? (
                  <>
                    <Menu.Item onClick={() => download('pdf', 'th')}>
                      {reports.text('exports.pdfTh')}
                    </Menu.Item>
                    <Menu.Item onClick={() => download('pdf', 'en')}>
                      {reports.text('exports.pdfEn')}
                    </Menu.Item>
                  </>
                ) : (
                  <Menu.Item onClick={() => download('pdf')}>PDF</Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
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
        aria-label={business ? reports.text('nav.label') : text('nav.label')}
        gap={4}
        mb="md"
        className={classes.noPrint}
        wrap="wrap"
      >
        {links.map((link) => (
          <Button
            key={link.path}
            component={Link}
            to={`/${organization.id}/${link.path}`}
            size="xs"
            variant={link.key === report ? 'light' : 'subtle'}
            color={link.key === report ? 'brand' : 'gray'}
            aria-current={link.key === report ? 'page' : undefined}
          >
            {link.label}
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
