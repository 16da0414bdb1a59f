// Every business report (decision 0156) on one page: /{orgId}/reports/sales, salesbyproduct, salesbyperson,
// salesbycustomer, billingnote, receivables, projects and accounting/income-and-expense. The shared frame
// (period, quick ranges, exports, print), the report's filters kept in the URL, the agreement with the ledger
// where the ledger has the figure, a chart where one reads better than a table, and the table with its totals;
// each row drills down to its document, to the sales narrowed to it, or to the journal book of its month.
import {
  businessReportFilterKeys,
  SALES_DOCUMENT_RESOURCES,
  type BusinessReport,
  type BusinessReportFilterKey,
  type BusinessReportName,
  type ReportDrill,
  type SalesDocumentKind,
} from '@banchee/contracts';
import { DOCUMENT_KIND_INFO, isDocumentKind } from '@banchee/domain';
import { Alert, Anchor, Skeleton, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useFormatters } from '../../../lib/format';
import { useOrgId } from '../../../lib/use-org-id';
import { useBusinessReport, type ReportFilters as Filters } from '../api/business-report';
import { useReportText } from '../i18n/use-report-text';
import { formatAmount } from '../model/amount';
import { accountingPaths, businessReportPaths } from '../model/paths';
import { AmountTd, AmountTh } from './figures';
import { RangeFilters, ReportFrame, ReportState, usePeriodText, useRangeParams } from './report-frame';
import { ReportFilters } from './report-filters';
import classes from './accounting.module.css';

const ReportChart = lazy(() => import('./report-chart'));

/** The filters each report can be narrowed by. */
const FILTERS: Record<BusinessReportName, readonly BusinessReportFilterKey[]> = {
  sales: ['contactId', 'itemId', 'salesName', 'projectId', 'status', 'kind'],
  'sales-by-product': ['contactId', 'itemId', 'salesName', 'projectId', 'kind'],
  'sales-by-person': ['contactId', 'itemId', 'projectId', 'kind'],
  'sales-by-customer': ['itemId', 'salesName', 'projectId', 'kind'],
  'billing-notes': ['contactId', 'projectId', 'status'],
  receivables: ['contactId', 'salesName', 'projectId'],
  'income-and-expense': [],
  projects: ['projectId'],
  'purchase-orders': ['contactId', 'projectId', 'status'],
  'receiving-inventory': ['contactId', 'itemId', 'projectId', 'status'],
  'receiving-inventory-by-product': ['contactId', 'itemId', 'projectId'],
  expenses: ['contactId', 'projectId', 'status'],
  payments: ['contactId', 'projectId'],
  'withholding-tax': ['contactId'],
  inventory: ['warehouseId', 'itemId'],
  'stock-card': ['itemId', 'warehouseId'],
};

/** The statuses a report's status filter offers (sales by default). */
const STATUS_SETS: Partial<Record<BusinessReportName, 'billing-notes' | 'purchase-orders' | 'bills'>> = {
  'billing-notes': 'billing-notes',
  'purchase-orders': 'purchase-orders',
  'receiving-inventory': 'bills',
  expenses: 'bills',
};

/** Reports whose contact is a supplier (the filter says so). */
const SUPPLIER_REPORTS: ReadonlySet<BusinessReportName> = new Set([
  'purchase-orders',
  'receiving-inventory',
  'receiving-inventory-by-product',
  'expenses',
  'payments',
  'withholding-tax',
]);

/** The route of a document's page: the sales kinds', else the registry's segment (purchases, wth…). */
function documentPath(kind: string): string | null {
  if (kind in SALES_DOCUMENT_RESOURCES) return SALES_DOCUMENT_RESOURCES[kind as SalesDocumentKind];
  return isDocumentKind(kind) ? DOCUMENT_KIND_INFO[kind].route : null;
}

function drillHref(orgId: string, drill: ReportDrill, range: { from: string; to: string }): string | null {
  if (drill.type === 'document') {
    const resource = documentPath(drill.documentKind);
    return resource === null ? null : `/${orgId}/${resource}/${drill.documentId}`;
  }
  if (drill.type === 'report') {
    const query = new URLSearchParams({ ...range, [drill.filter]: drill.value });
    return `/${orgId}/${businessReportPaths[drill.report]}?${query.toString()}`;
  }
  const query = new URLSearchParams({ from: drill.from, to: drill.to });
  return `/${orgId}/${accountingPaths.journalBook}?${query.toString()}`;
}

/** "14.0000" → "14", "2.5000" → "2.5": quantities without the padding zeros. */
function quantityText(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

function ReportTable({ data, range }: { data: BusinessReport; range: { from: string; to: string } }) {
  const orgId = useOrgId();
  const { text, maybe } = useReportText();
  const { date } = useFormatters();
  const shown = (key: string, value: string | undefined): ReactNode => {
    if (value === undefined) {
      if (key === 'name') return text(data.report === 'projects' ? 'noProject' : 'noName');
      return '';
    }
    if (key === 'kind') return maybe(`kinds.${value}`, value);
    if (key === 'status') return maybe(`statuses.${value}`, value);
    if (key === 'form') return maybe(`forms.${value}`, value);
    if (key === 'moveType') return maybe(`moveTypes.${value}`, value);
    return value;
  };
  return (
    <Table.ScrollContainer minWidth={data.columns.length * 120}>
      <Table
        aria-label={text(`titles.${data.report}`)}
        striped="odd"
        fz="sm"
        verticalSpacing="xs"
        horizontalSpacing="sm"
      >
        <Table.Thead bg="gray.0">
          <Table.Tr>
            {data.columns.map((c) =>
              c.type === 'money' || c.type === 'quantity' || c.type === 'count' ? (
                <AmountTh key={c.key}>{maybe(`columns.${c.key}`, c.key)}</AmountTh>
              ) : (
                <Table.Th key={c.key}>{maybe(`columns.${c.key}`, c.key)}</Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.rows.map((row, index) => {
            const href = row.drill ? drillHref(orgId, row.drill, range) : null;
            return (
              <Table.Tr key={index}>
                {data.columns.map((c, column) => {
                  const value = row.cells[c.key];
                  if (c.type === 'money') return <AmountTd key={c.key} value={value ?? '0'} />;
                  if (c.type === 'quantity' || c.type === 'count') {
                    return (
                      <Table.Td key={c.key} className={classes.amount}>
                        {value === undefined ? '' : quantityText(value)}
                      </Table.Td>
                    );
                  }
                  const content = c.type === 'date' && value ? date(value) : shown(c.key, value);
                  // The first text cell leads to the row's drill-down.
                  const link = href && column === data.columns.findIndex((x) => x.type === 'text');
                  return (
                    <Table.Td key={c.key} className={c.type === 'date' ? classes.date : undefined}>
                      {link ? (
                        <Anchor component={Link} to={href} size="sm">
                          {content}
                        </Anchor>
                      ) : (
                        content
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        {data.rows.length > 0 ? (
          <Table.Tfoot>
            <Table.Tr className={classes.totalRow}>
              {data.columns.map((c, index) => {
                const total = data.totals[c.key];
                if (index === 0) return <Table.Td key={c.key}>{text('total')}</Table.Td>;
                if (total === undefined) return <Table.Td key={c.key} />;
                return c.type === 'money' ? (
                  <AmountTd key={c.key} value={total} />
                ) : (
                  <Table.Td key={c.key} className={classes.amount}>
                    {total}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </Table.ScrollContainer>
  );
}

export function BusinessReportPage({ report }: { report: BusinessReportName }) {
  const orgId = useOrgId();
  const { text } = useReportText();
  const { from, to, valid, params, set } = useRangeParams();
  const filters: Filters = Object.fromEntries(
    businessReportFilterKeys.flatMap((key) => {
      const value = params.get(key);
      return value && FILTERS[report].includes(key) ? [[key, value]] : [];
    }),
  );
  const query = useBusinessReport(orgId, report, { from, to, ...filters }, valid);
  const data = query.data;
  const title = text(`titles.${report}`);
  const reconciliation = data?.reconciliation;
  return (
    <ReportFrame
      report={report}
      title={title}
      subtitle={text(`subtitles.${report}`)}
      period={usePeriodText(from, to)}
      filters={
        <>
          <RangeFilters from={from} to={to} onChange={(patch) => set(patch)} />
          <ReportFilters
            keys={FILTERS[report]}
            statusSet={STATUS_SETS[report] ?? 'sales'}
            contactLabel={SUPPLIER_REPORTS.has(report) ? 'supplier' : 'contact'}
            values={filters}
            onChange={(patch) => set(patch)}
          />
        </>
      }
      csvParams={{ from, to, ...filters }}
      canDownload={valid}
    >
      <ReportState
        isPending={valid && query.isPending}
        isError={query.isError}
        error={query.error}
        onRetry={() => void query.refetch()}
        isEmpty={data !== undefined && data.rows.length === 0}
        emptyText={text('empty')}
      >
        {report === 'receivables' ? (
          <Text size="sm" c="dimmed" px="md">
            {text('asOfNote')}
          </Text>
        ) : null}
        {report === 'inventory' ? (
          <Anchor component={Link} to={`/${orgId}/reports/inventory/rd`} size="sm" px="md">
            {text('stockRdLink')}
          </Anchor>
        ) : null}
        {reconciliation ? (
          <Alert
            m="md"
            color={reconciliation.reconciles ? 'teal' : 'orange'}
            icon={reconciliation.reconciles ? <IconCheck /> : <IconAlertTriangle />}
            title={
              reconciliation.reconciles
                ? text('reconciles', {
                    accounts: reconciliation.accounts,
                    ledger: formatAmount(reconciliation.ledger),
                  })
                : text('doesNotReconcile', {
                    accounts: reconciliation.accounts,
                    report: formatAmount(reconciliation.report),
                    ledger: formatAmount(reconciliation.ledger),
                  })
            }
          >
            {/* Stock on hand over several inventory accounts (decision 0211): each account beside its ledger. */}
            {reconciliation.byAccount?.map((a) => (
              <div key={a.account} data-reconciles={a.reconciles}>
                {text('reconcilesAccount', {
                  account: a.account,
                  report: formatAmount(a.report),
                  ledger: formatAmount(a.ledger),
                })}
              </div>
            ))}
            {/* What the ledger holds besides the rows, from the documents (the sales report, decision 0237). */}
            {reconciliation.items?.length ? (
              <div data-testid="reconciling-items">
                {text('reconcilingRows', { report: formatAmount(reconciliation.report) })}
                {reconciliation.items.map((i) => (
                  <div key={i.item} data-item={i.item}>
                    {text(`reconcilingItem.${i.item}`, { count: i.count, amount: formatAmount(i.amount) })}
                  </div>
                ))}
              </div>
            ) : null}
          </Alert>
        ) : null}
        {data?.chart && data.chart.points.length > 0 ? (
          <div className={classes.noPrint} style={{ padding: 'var(--mantine-spacing-md)' }}>
            <Title order={3} size="h5" mb="xs">
              {text(`chartTitle.${data.chart.kind}`)}
            </Title>
            <Suspense fallback={<Skeleton h={240} />}>
              <ReportChart chart={data.chart} series={title} />
            </Suspense>
          </div>
        ) : null}
        {data && data.rowCount > data.rows.length ? (
          <Alert
            m="md"
            color="gray"
            title={text('truncated', { shown: data.rows.length, count: data.rowCount })}
          />
        ) : null}
        {data ? <ReportTable data={data} range={{ from, to }} /> : null}
      </ReportState>
    </ReportFrame>
  );
}
