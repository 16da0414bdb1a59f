// The aging reports, one screen for both sides (decision 0172):
//   /{orgId}/reports/account-receivable?asOf  what each customer owes, reconciled to 11310; a customer's name
//                                             opens the receivables report narrowed to it
//   /{orgId}/reports/account-payable?asOf     what is owed to each supplier, reconciled to 21210; a supplier's
//                                             name opens its statement (supplier-statement-page.tsx)
// Buckets by days past due, with totals and whether they reconcile to the control account.
import { Alert, Anchor, Table } from '@mantine/core';
import { IconCheck, IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useOrgId } from '../../../lib/use-org-id';
import { useApAging, useArAging } from '../api/get-ar-aging';
import { useAcctText, type AcctKey } from '../i18n/use-acct-text';
import { formatAmount } from '../model/amount';
import { accountingPaths, businessReportPaths } from '../model/paths';
import { AmountTd, AmountTh } from './figures';
import { AsOfFilter, ReportFrame, ReportState, useAsOfParam, usePeriodText } from './report-frame';
import classes from './accounting.module.css';

const buckets = ['notDue', 'days1to30', 'days31to60', 'days61to90', 'over90', 'total'] as const;

type Side = 'receivable' | 'payable';

export function ArAgingPage() {
  return <AgingPage side="receivable" />;
}

export function ApAgingPage() {
  return <AgingPage side="payable" />;
}

function AgingPage({ side }: { side: Side }) {
  const orgId = useOrgId();
  const { text } = useAcctText();
  const { asOf, valid, setAsOf } = useAsOfParam();
  const receivable = useArAging(orgId, asOf, valid && side === 'receivable');
  const payable = useApAging(orgId, asOf, valid && side === 'payable');
  const report = side === 'receivable' ? receivable : payable;
  const data = report.data;
  const label = (bucket: (typeof buckets)[number]): string =>
    text(bucket === 'total' ? 'common.total' : (`arAging.${bucket}` as AcctKey));
  const words =
    side === 'receivable'
      ? {
          title: text('arAging.title'),
          subtitle: text('arAging.subtitle'),
          party: text('arAging.customer'),
          empty: text('arAging.empty'),
          reconciles: text('arAging.reconciles'),
          doesNotReconcile: text('arAging.doesNotReconcile'),
          balance: (code: string) => text('arAging.accountBalance', { code }),
        }
      : {
          title: text('apAging.title'),
          subtitle: text('apAging.subtitle'),
          party: text('apAging.supplier'),
          empty: text('apAging.empty'),
          reconciles: text('apAging.reconciles'),
          doesNotReconcile: text('apAging.doesNotReconcile'),
          balance: (code: string) => text('apAging.accountBalance', { code }),
        };
  // A customer opens the receivables report narrowed to it as of the same day (its open invoices, each
  // leading to the invoice); a supplier opens its statement.
  const partyHref = (contactId: string) => {
    if (side === 'payable') return `/${orgId}/${accountingPaths.supplierStatement(contactId)}`;
    const query = new URLSearchParams({ from: `${asOf.slice(0, 8)}01`, to: asOf, contactId });
    return `/${orgId}/${businessReportPaths.receivables}?${query.toString()}`;
  };
  const partyCell = (contactId: string | undefined, name: string | undefined) => {
    const shown = name ?? text('arAging.noContact');
    if (!contactId) return shown;
    return (
      <Anchor component={Link} to={partyHref(contactId)} fz="sm">
        {shown}
      </Anchor>
    );
  };

  return (
    <ReportFrame
      report={side === 'receivable' ? 'ar-aging' : 'ap-aging'}
      title={words.title}
      subtitle={words.subtitle}
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
        emptyText={words.empty}
      >
        {data ? (
          <Alert
            m="md"
            color={data.reconciles ? 'teal' : 'red'}
            icon={data.reconciles ? <IconCheck /> : <IconAlertTriangle />}
            title={data.reconciles ? words.reconciles : words.doesNotReconcile}
          >
            {words.balance(data.accountCode)}: {formatAmount(data.accountBalance)}
          </Alert>
        ) : null}
        <Table.ScrollContainer minWidth={860}>
          <Table
            aria-label={words.title}
            aria-busy={report.isFetching}
            striped="odd"
            fz="sm"
            verticalSpacing="xs"
            horizontalSpacing="sm"
          >
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th>{words.party}</Table.Th>
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
                  <Table.Td fz="sm">{partyCell(row.contactId, row.contactName)}</Table.Td>
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
