// Input tax report (/{orgId}/accounting/input-tax-report, also Reports → purchasevat): per claim month the RD
// layout — line, supplier's tax invoice date and number, seller, tax id, branch, value, VAT — with our receiving
// inventory / expense number and a late-claim mark, the grand total, and CSV / Excel / PDF downloads.
import { Badge, Button, Card, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { EmptyBlock } from '../../../components/empty-state';
import { Loading } from '../../../components/full-page-loading';
import { PageHeader } from '../../../components/page-header';
import { useOrgId } from '../../../lib/use-org-id';
import { useInputTax } from '../api/input-vat';
import { useTaxText } from '../i18n/use-tax-text';
import { DownloadButtons, MonthSelect, useTaxMonth } from './parts';
import { VatReportTable } from './vat-report-table';

export function InputTaxPage() {
  const orgId = useOrgId();
  const { text, errorOf } = useTaxText();
  const [month, setMonth] = useTaxMonth();
  const report = useInputTax(orgId, month);
  const data = report.data;

  return (
    <>
      <PageHeader
        title={text('input.report.title')}
        subtitle={text('input.report.subtitle')}
        actions={
          <DownloadButtons
            path={`/tax-filings/input-tax/organization/${orgId}`}
            query={{ month }}
            name={`input-tax-${month}`}
            formats={['csv', 'xlsx', 'pdf']}
          />
        }
      />
      <Card withBorder padding={0} radius="md">
        <Group p="md">
          <MonthSelect value={month} onChange={setMonth} />
        </Group>
        {report.isPending ? (
          <Loading />
        ) : report.isError ? (
          <EmptyBlock icon={<IconAlertTriangle />} title={text('common.loadFailed')}>
            <Text size="sm" c="dimmed">
              {errorOf(report.error)}
            </Text>
            <Button variant="default" onClick={() => void report.refetch()}>
              {text('common.retry')}
            </Button>
          </EmptyBlock>
        ) : data && data.rows.length === 0 ? (
          <Text p="md" c="dimmed" data-testid="input-empty">
            {text('input.report.empty')}
          </Text>
        ) : data ? (
          <VatReportTable
            rows={data.rows}
            totals={data.totals}
            title={text('input.report.title')}
            counterpartyHeader={text('input.report.seller')}
            numberHeader={text('input.report.number')}
            testId="input"
            extra={[
              { header: text('input.report.document'), cell: (row) => row.documentNumber },
              {
                header: text('input.report.late'),
                cell: (row) =>
                  row.late ? (
                    <Badge color="orange" variant="light">
                      {text('input.report.late')}
                    </Badge>
                  ) : null,
              },
            ]}
          />
        ) : null}
      </Card>
    </>
  );
}
