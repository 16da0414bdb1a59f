// Accounts receivable aging (/{orgId}/reports/account-receivable?asOf): what each customer owes as of a date,
// in buckets by days past due, with totals and whether they reconcile to the receivable control account.
import { Alert, Table } from '@mantine/core';
import { IconCheck, IconAlertTriangle } from '@tabler/icons-react';
import { useOrgId } from '../../../lib/use-org-id';
import { useArAging } from '../api/get-ar-aging';
import { useAcctText, type AcctKey } from '../i18n/use-acct-text';
import { formatAmount } from '../model/amount';
import { AmountTd, AmountTh } from './figures';
import { AsOfFilter, ReportFrame, ReportState, useAsOfParam, usePeriodText } from './report-frame';
import classes from './accounting.module.css';

const buckets = ['notDue', 'days1to30', 'days31to60', 'days61to90', 'over90', 'total'] as const;

export function ArAgingPage() {
  const orgId = useOrgId();
  const { text } = useAcctText();
  const { asOf, valid, setAsOf } = useAsOfParam();
  const report = useArAging(orgId, asOf, valid);
  const data = report.data;
  const label = (bucket: (typeof buckets)[number]): string =>
    text(bucket === 'total' ? 'common.total' : (`arAging.${bucket}` as AcctKey));

  return (
    <ReportFrame
      report="ar-aging"
      title={text('arAging.title')}
      subtitle={text('arAging.subtitle')}
      period={`${text('common.asOf')} ${usePeriodText(asOf)}`}
      filters={<AsOfFilter asOf={asOf} onChange={setAsOf} />}
      csvParams={{ asOf }}
      canDownload={valid}
    >
      <ReportState
        isPending={valid && report.isPending}
        isError={report.isError}
        error={report.error}
        onRetry={() => void report.refetch()}
        isEmpty={data !== undefined && data.rows.length === 0}
        emptyText={text('arAging.empty')}
      >
        {data ? (
          <Alert
            m="md"
            color={data.reconciles ? 'teal' : 'red'}
            icon={data.reconciles ? <IconCheck /> : <IconAlertTriangle />}
            title={data.reconciles ? text('arAging.reconciles') : text('arAging.doesNotReconcile')}
          >
            {text('arAging.accountBalance', { code: data.accountCode })}: {formatAmount(data.accountBalance)}
          </Alert>
        ) : null}
        <Table.ScrollContainer minWidth={860}>
          <Table
            aria-label={text('arAging.title')}
            aria-busy={report.isFetching}
            striped="odd"
            fz="sm"
            verticalSpacing="xs"
            horizontalSpacing="sm"
          >
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th>{text('arAging.customer')}</Table.Th>
                {buckets.map((bucket) => (
                  <AmountTh key={bucket} w={108}>
                    {label(bucket)}
                  </AmountTh>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.rows.map((row) => (
                <Table.Tr key={row.contactId ?? 'none'}>
                  <Table.Td fz="sm">{row.contactName ?? text('arAging.noContact')}</Table.Td>
                  {buckets.map((bucket) => (
                    <AmountTd key={bucket} value={row[bucket]} style={{ blankZero: bucket !== 'total' }} />
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
            {data && data.rows.length > 0 ? (
              <Table.Tfoot>
                <Table.Tr className={classes.totalRow}>
                  <Table.Td>{text('common.total')}</Table.Td>
                  {buckets.map((bucket) => (
                    <AmountTd key={bucket} value={data.totals[bucket]} />
                  ))}
                </Table.Tr>
              </Table.Tfoot>
            ) : null}
          </Table>
        </Table.ScrollContainer>
      </ReportState>
    </ReportFrame>
  );
}
