// Profit and loss (/{orgId}/accounting/profit-loss): revenue and expense sections of the period, gross profit
// and net profit (closing entries left out, so a closed year still shows its result).
import { Table } from '@mantine/core';
import { useOrgId } from '../../../lib/use-org-id';
import { useProfitLoss } from '../api/get-profit-loss';
import { useAcctText } from '../i18n/use-acct-text';
import { generalLedgerHref } from '../model/paths';
import { RangeFilters, ReportFrame, ReportState, usePeriodText, useRangeParams } from './report-frame';
import { StatementHead, StatementHeading, StatementSectionRows, StatementTotal } from './statement-parts';

export function ProfitLossPage() {
  const orgId = useOrgId();
  const { text } = useAcctText();
  const { from, to, valid, set } = useRangeParams();
  const report = useProfitLoss(orgId, { from, to }, valid);
  const data = report.data;
  const ledgerHref = (code: string) => generalLedgerHref(orgId, code, { from, to });

  return (
    <ReportFrame
      report="profit-and-loss"
      title={text('profitLoss.title')}
      subtitle={text('profitLoss.subtitle')}
      period={usePeriodText(from, to)}
      filters={<RangeFilters from={from} to={to} onChange={set} />}
      csvParams={{ from, to }}
      canDownload={valid}
    >
      <ReportState
        isPending={valid && report.isPending}
        isError={report.isError}
        error={report.error}
        onRetry={() => void report.refetch()}
        isEmpty={data !== undefined && data.revenue.length === 0 && data.expenses.length === 0}
      >
        {data ? (
          <Table.ScrollContainer minWidth={640}>
            <Table
              aria-label={text('profitLoss.title')}
              aria-busy={report.isFetching}
              maw={900}
              fz="sm"
              verticalSpacing="xs"
            >
              <StatementHead />
              <Table.Tbody>
                <StatementHeading label={text('profitLoss.revenue')} />
                {data.revenue.map((section) => (
                  <StatementSectionRows key={section.code} section={section} ledgerHref={ledgerHref} />
                ))}
                <StatementTotal
                  label={text('profitLoss.totalRevenue')}
                  value={data.totalRevenue}
                  testId="pl-total-revenue"
                />
                <StatementHeading label={text('profitLoss.expenses')} />
                {data.expenses.map((section) => (
                  <StatementSectionRows key={section.code} section={section} ledgerHref={ledgerHref} />
                ))}
                <StatementTotal
                  label={text('profitLoss.totalExpenses')}
                  value={data.totalExpenses}
                  testId="pl-total-expenses"
                />
                <StatementTotal
                  label={text('profitLoss.grossProfit')}
                  value={data.grossProfit}
                  testId="pl-gross"
                />
                <StatementTotal
                  label={text('profitLoss.netProfit')}
                  value={data.netProfit}
                  testId="pl-net"
                  double
                />
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </ReportState>
    </ReportFrame>
  );
}
