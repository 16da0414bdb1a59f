// Output tax report (/{orgId}/accounting/output-tax-report, also Reports → salestax): per tax month the RD
// layout — line, date, number, buyer, tax id, branch, value, VAT — with credit notes negative, cancelled
// documents kept at zero, the grand total, and CSV / Excel / PDF downloads.
import { Button, Card, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { EmptyBlock } from '../../../components/empty-state';
import { Loading } from '../../../components/full-page-loading';
import { PageHeader } from '../../../components/page-header';
import { formatMoneyText } from '../../../lib/format';
import { useOrgId } from '../../../lib/use-org-id';
import { useOutputTax } from '../api/tax-filings';
import { useTaxText } from '../i18n/use-tax-text';
import { DownloadButtons, ETaxButtons, MonthSelect, useTaxMonth } from './parts';
import { VatReportTable } from './vat-report-table';

export function OutputTaxPage() {
  const orgId = useOrgId();
  const { text, errorOf } = useTaxText();
  const [month, setMonth] = useTaxMonth();
  const report = useOutputTax(orgId, month);
  const data = report.data;

  return (
    <>
      <PageHeader
        title={text('output.title')}
        subtitle={text('output.subtitle')}
        actions={
          <DownloadButtons
            path={`/tax-filings/output-tax/organization/${orgId}`}
            query={{ month }}
            name={`output-tax-${month}`}
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
          <Text p="md" c="dimmed" data-testid="output-empty">
            {text('output.empty')}
          </Text>
        ) : data ? (
          <VatReportTable
            rows={data.rows}
            totals={data.totals}
            title={text('output.title')}
            counterpartyHeader={text('output.buyer')}
            numberHeader={text('output.number')}
            testId="output"
            extra={[
              {
                header: text('output.etax'),
                cell: (row) =>
                  row.voided ? null : <ETaxButtons documentId={row.documentId} number={row.number} />,
              },
            ]}
          />
        ) : null}
        {data && data.exemptSalesWithoutTaxInvoice !== '0.00' ? (
          <Text p="md" size="sm" c="dimmed">
            {text('output.exemptOutside', { amount: formatMoneyText(data.exemptSalesWithoutTaxInvoice) })}
          </Text>
        ) : null}
      </Card>
    </>
  );
}
