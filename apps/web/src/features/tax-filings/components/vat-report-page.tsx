// The page both VAT reports are (output tax: our tax documents; input tax: the suppliers' tax invoices): the
// header with the month's CSV / Excel / PDF downloads, the month picker, the loading, error and empty states,
// then the RD-layout table with the report's own extra columns and, below it, the report's own footnote.
import { Button, Card, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyBlock } from '../../../components/empty-state';
import { Loading } from '../../../components/full-page-loading';
import { PageHeader } from '../../../components/page-header';
import { useOrgId } from '../../../lib/use-org-id';
import { useTaxText } from '../i18n/use-tax-text';
import { DownloadButtons, MonthSelect, useTaxMonth } from './parts';
import { VatReportTable, type ExtraColumn, type VatTableRow } from './vat-report-table';

interface VatReportData {
  rows: VatTableRow[];
  totals: { value: string; vat: string };
}

export function VatReportPage<D extends VatReportData>({
  report,
  useReport,
  title,
  subtitle,
  empty,
  counterpartyHeader,
  numberHeader,
  testId,
  extra,
  footnote,
}: {
  /** The API path segment, also the download's file name: /tax-filings/{report}/organization/{orgId}. */
  report: 'output-tax' | 'input-tax';
  /** The report's query hook for the organisation and tax month. */
  useReport: (orgId: string, month: string) => UseQueryResult<D>;
  title: string;
  subtitle: string;
  empty: string;
  counterpartyHeader: string;
  numberHeader: string;
  /** Prefix of the test ids: `${testId}-empty`, and the table's (VatReportTable). */
  testId: string;
  extra: readonly ExtraColumn<D['rows'][number]>[];
  footnote?: (data: D) => ReactNode;
}) {
  const orgId = useOrgId();
  const { text, errorOf } = useTaxText();
  const [month, setMonth] = useTaxMonth();
  const query = useReport(orgId, month);
  const data = query.data;

  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <DownloadButtons
            path={`/tax-filings/${report}/organization/${orgId}`}
            query={{ month }}
            name={`${report}-${month}`}
            formats={['csv', 'xlsx', 'pdf']}
          />
        }
      />
      <Card withBorder padding={0} radius="md">
        <Group p="md">
          <MonthSelect value={month} onChange={setMonth} />
        </Group>
        {query.isPending ? (
          <Loading />
        ) : query.isError ? (
          <EmptyBlock icon={<IconAlertTriangle />} title={text('common.loadFailed')}>
            <Text size="sm" c="dimmed">
              {errorOf(query.error)}
            </Text>
            <Button variant="default" onClick={() => void query.refetch()}>
              {text('common.retry')}
            </Button>
          </EmptyBlock>
        ) : data && data.rows.length === 0 ? (
          <Text p="md" c="dimmed" data-testid={`${testId}-empty`}>
            {empty}
          </Text>
        ) : data ? (
          <VatReportTable
            rows={data.rows}
            totals={data.totals}
            title={title}
            counterpartyHeader={counterpartyHeader}
            numberHeader={numberHeader}
            testId={testId}
            extra={extra}
          />
        ) : null}
        {data && footnote ? footnote(data) : null}
      </Card>
    </>
  );
}
