// A supplier's statement (/{orgId}/reports/account-payable/{contactId}?from&to), the AP aging's drill-down:
// the opening balance owed, each bill (credit to 21210) and payment (debit) with a running balance, and the
// closing balance, which equals the supplier's row of the aging (decision 0172).
import { Anchor, Table } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useOrgId } from '../../../lib/use-org-id';
import { useSupplierStatement } from '../api/get-supplier-statement';
import { useAcctText } from '../i18n/use-acct-text';
import { accountingPaths } from '../model/paths';
import { sourceDocumentPath } from '../model/source-link';
import { AmountTd, AmountTh } from './figures';
import { RangeFilters, ReportFrame, ReportState, usePeriodText, useRangeParams } from './report-frame';
import { useFormatters } from '../../../lib/format';
import classes from './accounting.module.css';

export function SupplierStatementPage() {
  const orgId = useOrgId();
  const contactId = useParams().contactId ?? '';
  const { text } = useAcctText();
  const { date } = useFormatters();
  const { from, to, valid, set } = useRangeParams();
  const report = useSupplierStatement(orgId, { contactId, from, to }, valid && contactId !== '');
  const data = report.data;
  const title = text('supplierStatement.title');

  return (
    <ReportFrame
      report="supplier-statement"
      title={data ? `${title} — ${data.contactName}` : title}
      subtitle={text('supplierStatement.subtitle')}
      period={usePeriodText(from, to)}
      filters={<RangeFilters from={from} to={to} onChange={set} />}
      csvParams={{ contactId, from, to }}
      canDownload={valid}
    >
      <Anchor component={Link} to={`/${orgId}/${accountingPaths.apAging}?asOf=${to}`} m="md" fz="sm">
        {text('supplierStatement.back')}
      </Anchor>
      <ReportState
        isPending={valid && report.isPending}
        isError={report.isError}
        error={report.error}
        onRetry={() => void report.refetch()}
        isEmpty={false}
        emptyText={text('supplierStatement.empty')}
      >
        <Table.ScrollContainer minWidth={860}>
          <Table
            aria-label={title}
            aria-busy={report.isFetching}
            striped="odd"
            fz="sm"
            verticalSpacing="xs"
            horizontalSpacing="sm"
          >
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th w={110}>{text('supplierStatement.date')}</Table.Th>
                <Table.Th w={150}>{text('supplierStatement.document')}</Table.Th>
                <Table.Th>{text('supplierStatement.description')}</Table.Th>
                <AmountTh w={120}>{text('supplierStatement.billed')}</AmountTh>
                <AmountTh w={120}>{text('supplierStatement.paid')}</AmountTh>
                <AmountTh w={120}>{text('supplierStatement.balance')}</AmountTh>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data ? (
                <Table.Tr className={classes.totalRow}>
                  <Table.Td colSpan={5}>{text('supplierStatement.opening')}</Table.Td>
                  <AmountTd value={data.opening} />
                </Table.Tr>
              ) : null}
              {data?.rows.map((row) => {
                const path = row.documentId
                  ? sourceDocumentPath(orgId, { documentId: row.documentId, kind: row.kind ?? '' })
                  : null;
                return (
                  <Table.Tr key={`${row.entryNumber}-${row.balance}-${row.billed}-${row.paid}`}>
                    <Table.Td>{date(row.date)}</Table.Td>
                    <Table.Td>
                      {path ? (
                        <Anchor component={Link} to={path} fz="sm">
                          {row.number ?? row.entryNumber}
                        </Anchor>
                      ) : (
                        (row.number ?? row.entryNumber)
                      )}
                    </Table.Td>
                    <Table.Td>{row.description}</Table.Td>
                    <AmountTd value={row.billed} style={{ blankZero: true }} />
                    <AmountTd value={row.paid} style={{ blankZero: true }} />
                    <AmountTd value={row.balance} />
                  </Table.Tr>
                );
              })}
              {data && data.rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={6} c="dimmed">
                    {text('supplierStatement.empty')}
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Table.Tbody>
            {data ? (
              <Table.Tfoot>
                <Table.Tr className={classes.totalRow}>
                  <Table.Td colSpan={3}>{text('supplierStatement.closing')}</Table.Td>
                  <AmountTd value={data.totals.billed} />
                  <AmountTd value={data.totals.paid} />
                  <AmountTd value={data.closing} />
                </Table.Tr>
              </Table.Tfoot>
            ) : null}
          </Table>
        </Table.ScrollContainer>
      </ReportState>
    </ReportFrame>
  );
}
