// Balance sheet (/{orgId}/accounting/balance-sheet?asOf): assets, then liabilities and equity, with prior
// years' unclosed profit and the current-year profit as their own equity lines until the year is closed, and
// a check that assets equal liabilities plus equity.
import { Badge, Table } from '@mantine/core';
import { useOrgId } from '../../../lib/use-org-id';
import { useBalanceSheet } from '../api/get-balance-sheet';
import { useAcctText } from '../i18n/use-acct-text';
import { startOfYear } from '../model/dates';
import { generalLedgerHref } from '../model/paths';
import {
  AsOfFilter,
  BalancedAlert,
  ReportFrame,
  ReportState,
  useAsOfParam,
  usePeriodText,
} from './report-frame';
import { StatementHead, StatementHeading, StatementSectionRows, StatementTotal } from './statement-parts';

export function BalanceSheetPage() {
  const orgId = useOrgId();
  const { text } = useAcctText();
  const { asOf, valid, setAsOf } = useAsOfParam();
  const report = useBalanceSheet(orgId, asOf, valid);
  const data = report.data;
  const ledgerHref = (code: string) => generalLedgerHref(orgId, code, { from: startOfYear(asOf), to: asOf });

  return (
    <ReportFrame
      report="balance-sheet"
      title={text('balanceSheet.title')}
      subtitle={text('balanceSheet.subtitle')}
      period={`${text('common.asOf')} ${usePeriodText(asOf)}`}
      filters={
        <>
          <AsOfFilter asOf={asOf} onChange={setAsOf} />
          {data ? (
            <Badge color={data.balanced ? 'teal' : 'red'} variant="light" mb={6}>
              {data.balanced ? text('common.balanced') : text('common.notBalanced')}
            </Badge>
          ) : null}
        </>
      }
      csvParams={{ asOf }}
      canDownload={valid}
    >
      <ReportState
        isPending={valid && report.isPending}
        isError={report.isError}
        error={report.error}
        onRetry={() => void report.refetch()}
        isEmpty={false}
      >
        {data ? (
          <>
            <BalancedAlert balanced={data.balanced} />
            <Table.ScrollContainer minWidth={640}>
              <Table
                aria-label={text('balanceSheet.title')}
                aria-busy={report.isFetching}
                maw={900}
                fz="sm"
                verticalSpacing="xs"
              >
                <StatementHead />
                <Table.Tbody>
                  <StatementHeading label={text('balanceSheet.assets')} />
                  {data.assets.map((section) => (
                    <StatementSectionRows key={section.code} section={section} ledgerHref={ledgerHref} />
                  ))}
                  <StatementTotal
                    label={text('balanceSheet.totalAssets')}
                    value={data.totalAssets}
                    testId="bs-total-assets"
                    double
                  />
                  <StatementHeading label={text('balanceSheet.liabilities')} />
                  {data.liabilities.map((section) => (
                    <StatementSectionRows key={section.code} section={section} ledgerHref={ledgerHref} />
                  ))}
                  <StatementTotal
                    label={text('balanceSheet.totalLiabilities')}
                    value={data.totalLiabilities}
                    testId="bs-total-liabilities"
                  />
                  <StatementHeading label={text('balanceSheet.equity')} />
                  {data.equity.map((section) => (
                    <StatementSectionRows key={section.code} section={section} ledgerHref={ledgerHref} />
                  ))}
                  <StatementTotal
                    label={text('balanceSheet.unclosedPriorYearsProfit')}
                    value={data.unclosedPriorYearsProfit}
                  />
                  <StatementTotal
                    label={text('balanceSheet.currentYearProfit')}
                    value={data.currentYearProfit}
                    testId="bs-current-year-profit"
                  />
                  <StatementTotal
                    label={text('balanceSheet.totalEquity')}
                    value={data.totalEquity}
                    testId="bs-total-equity"
                  />
                  <StatementTotal
                    label={text('balanceSheet.totalLiabilitiesAndEquity')}
                    value={data.totalLiabilitiesAndEquity}
                    testId="bs-total-le"
                    double
                  />
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        ) : null}
      </ReportState>
    </ReportFrame>
  );
}
