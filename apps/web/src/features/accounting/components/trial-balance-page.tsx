// Trial balance (/{orgId}/accounting/trial-balance): per account the opening balance before the period, the
// period's debits and credits and the closing balance, each as debit/credit columns, with a totals row that
// must balance. Each account links to its general ledger for the same period.
import { Anchor, Badge, Table } from '@mantine/core';
import { Link } from 'react-router';
import { useOrgId } from '../../../lib/use-org-id';
import { useTrialBalance } from '../api/get-trial-balance';
import { accountName, useAcctText } from '../i18n/use-acct-text';
import { generalLedgerHref } from '../model/paths';
import { AmountTd, AmountTh } from './figures';
import {
  BalancedAlert,
  RangeFilters,
  ReportFrame,
  ReportState,
  usePeriodText,
  useRangeParams,
} from './report-frame';
import classes from './accounting.module.css';

export function TrialBalancePage() {
  const orgId = useOrgId();
  const { text, language } = useAcctText();
  const { from, to, valid, set } = useRangeParams();
  const report = useTrialBalance(orgId, { from, to }, valid);
  const data = report.data;
  const blank = { blankZero: true };

  return (
    <ReportFrame
      report="trial-balance"
      title={text('trialBalance.title')}
      subtitle={text('trialBalance.subtitle')}
      period={usePeriodText(from, to)}
      filters={
        <>
          <RangeFilters from={from} to={to} onChange={set} />
          {data ? (
            <Badge color={data.balanced ? 'teal' : 'red'} variant="light" mb={6} data-testid="tb-balanced">
              {data.balanced ? text('common.balanced') : text('common.notBalanced')}
            </Badge>
          ) : null}
        </>
      }
      csvParams={{ from, to }}
      canDownload={valid}
    >
      <ReportState
        isPending={valid && report.isPending}
        isError={report.isError}
        error={report.error}
        onRetry={() => void report.refetch()}
        isEmpty={data !== undefined && data.rows.length === 0}
      >
        {data ? <BalancedAlert balanced={data.balanced} /> : null}
        <Table.ScrollContainer minWidth={900}>
          <Table
            aria-label={text('trialBalance.title')}
            aria-busy={report.isFetching}
            striped="odd"
            fz="sm"
            verticalSpacing="xs"
            horizontalSpacing="sm"
          >
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th rowSpan={2} w={72}>
                  {text('common.code')}
                </Table.Th>
                <Table.Th rowSpan={2}>{text('common.accountName')}</Table.Th>
                <Table.Th colSpan={2} ta="center">
                  {text('trialBalance.opening')}
                </Table.Th>
                <Table.Th colSpan={2} ta="center">
                  {text('trialBalance.period')}
                </Table.Th>
                <Table.Th colSpan={2} ta="center">
                  {text('trialBalance.closing')}
                </Table.Th>
              </Table.Tr>
              <Table.Tr>
                {[0, 1, 2].map((index) => [
                  <AmountTh key={`d${index}`} w={108}>
                    {text('common.debit')}
                  </AmountTh>,
                  <AmountTh key={`c${index}`} w={108}>
                    {text('common.credit')}
                  </AmountTh>,
                ])}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.rows.map((row) => (
                <Table.Tr key={row.code} data-testid={`tb-row-${row.code}`}>
                  <Table.Td className={classes.code}>{row.code}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={generalLedgerHref(orgId, row.code, { from, to })} fz="sm">
                      {accountName(row, language)}
                    </Anchor>
                  </Table.Td>
                  <AmountTd value={row.opening.debit} style={blank} />
                  <AmountTd value={row.opening.credit} style={blank} />
                  <AmountTd value={row.period.debit} style={blank} />
                  <AmountTd value={row.period.credit} style={blank} />
                  <AmountTd value={row.closing.debit} style={blank} />
                  <AmountTd value={row.closing.credit} style={blank} />
                </Table.Tr>
              ))}
            </Table.Tbody>
            {data && data.rows.length > 0 ? (
              <Table.Tfoot>
                <Table.Tr className={classes.totalRow} data-testid="tb-totals">
                  <Table.Td colSpan={2}>{text('trialBalance.totals')}</Table.Td>
                  <AmountTd value={data.totals.opening.debit} />
                  <AmountTd value={data.totals.opening.credit} />
                  <AmountTd value={data.totals.period.debit} />
                  <AmountTd value={data.totals.period.credit} />
                  <AmountTd value={data.totals.closing.debit} />
                  <AmountTd value={data.totals.closing.credit} />
                </Table.Tr>
              </Table.Tfoot>
            ) : null}
          </Table>
        </Table.ScrollContainer>
      </ReportState>
    </ReportFrame>
  );
}
