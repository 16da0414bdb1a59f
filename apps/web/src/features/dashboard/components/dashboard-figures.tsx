// The dashboard's figures of today (GET /dashboard): four cards — sales this month against last month (→ profit
// and loss of the month), receivables (→ receivable aging), overdue invoices (→ invoices), cash and bank
// (→ each account's ledger) — then the twelve-month sales chart (→ profit and loss of the twelve months),
// loaded lazily, and the top customers (→ each contact). Skeletons while loading, a retry on failure, and a
// plain empty state for a new organisation.
import {
  Anchor,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { DashboardReport } from '@banchee/contracts';
import { parseMoney } from '@banchee/domain';
import {
  IconAlertTriangle,
  IconBuildingBank,
  IconChartBar,
  IconFileInvoice,
  IconReceipt2,
  IconTrendingUp,
} from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyBlock } from '../../../components/empty-state';
import { toCalendarDate, useFormatters } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { useDashboard } from '../api/get-dashboard';

const SalesChart = lazy(() => import('./sales-chart'));

const figureStyle = { fontVariantNumeric: 'tabular-nums' } as const;

/** (this − last) / last as a whole percent, or null when last month had no sales. */
function changePercent(thisMonth: string, lastMonth: string): bigint | null {
  const last = parseMoney(lastMonth);
  if (last <= 0n) return null;
  return ((parseMoney(thisMonth) - last) * 100n) / last;
}

function FigureCard({
  label,
  icon,
  color,
  value,
  to,
  testId,
  children,
}: {
  label: string;
  icon: ReactNode;
  color?: string;
  value: string;
  to: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`${testId}-card`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={4} miw={0}>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Anchor
            component={Link}
            to={to}
            fz={24}
            fw={700}
            lh={1.2}
            c="inherit"
            data-testid={testId}
            style={figureStyle}
          >
            {value}
          </Anchor>
        </Stack>
        <ThemeIcon size={40} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
      </Group>
      {children}
    </Card>
  );
}

function Figures({ report, base }: { report: DashboardReport; base: string }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const { language } = usePreferences();
  const { thisMonth, lastMonth } = report.sales;
  const change = changePercent(thisMonth.amount, lastMonth.amount);
  const months = report.monthlySales;
  const first = months[0];
  const hasSales = months.some((m) => parseMoney(m.amount) !== 0n);
  const yearStart = `${report.date.slice(0, 4)}-01-01`;

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mb="lg">
        <FigureCard
          label={t('dashboard.salesThisMonth')}
          icon={<IconTrendingUp />}
          value={money(thisMonth.amount)}
          to={`${base}/accounting/profit-loss?from=${thisMonth.from}&to=${thisMonth.to}`}
          testId="sales-this-month"
        >
          <Group gap="xs" mt="xs">
            <Anchor
              component={Link}
              to={`${base}/accounting/profit-loss?from=${lastMonth.from}&to=${lastMonth.to}`}
              size="sm"
              c="dimmed"
              data-testid="sales-last-month"
            >
              {t('dashboard.lastMonth', { amount: money(lastMonth.amount) })}
            </Anchor>
            {change !== null ? (
              <Badge variant="light" color={change >= 0n ? 'teal' : 'red'} data-testid="sales-change">
                {change >= 0n ? '+' : ''}
                {change.toString()}%
              </Badge>
            ) : null}
          </Group>
        </FigureCard>
        <FigureCard
          label={t('dashboard.receivables')}
          icon={<IconFileInvoice />}
          value={money(report.receivables.balance)}
          to={`${base}/reports/account-receivable?asOf=${report.date}`}
          testId="receivables"
        >
          <Text size="sm" c="dimmed" mt="xs">
            {t('dashboard.receivablesNote', { code: report.receivables.accountCode })}
          </Text>
        </FigureCard>
        <FigureCard
          label={t('dashboard.overdueInvoices')}
          icon={<IconAlertTriangle />}
          color={report.overdueInvoices.count > 0 ? 'red' : 'gray'}
          value={money(report.overdueInvoices.amount)}
          to={`${base}/invoices`}
          testId="overdue-amount"
        >
          <Text size="sm" c="dimmed" mt="xs" data-testid="overdue-count">
            {t('dashboard.overdueCount', { count: report.overdueInvoices.count })}
          </Text>
        </FigureCard>
        <FigureCard
          label={t('dashboard.cashAndBank')}
          icon={<IconBuildingBank />}
          value={money(report.cashAndBank.total)}
          to={`${base}/accounting/balance-sheet?asOf=${report.date}`}
          testId="cash-and-bank"
        >
          <Stack gap={2} mt="xs">
            {report.cashAndBank.accounts.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('dashboard.noCash')}
              </Text>
            ) : (
              report.cashAndBank.accounts.map((account) => (
                <Group key={account.code} justify="space-between" gap="xs" wrap="nowrap">
                  <Anchor
                    component={Link}
                    to={`${base}/accounting/transaction?account=${account.code}&from=${yearStart}&to=${report.date}`}
                    size="sm"
                    truncate
                  >
                    {language === 'th' ? account.nameTh : account.nameEn}
                  </Anchor>
                  <Text size="sm" style={figureStyle}>
                    {money(account.balance)}
                  </Text>
                </Group>
              ))
            )}
          </Stack>
        </FigureCard>
      </SimpleGrid>
      <Grid mb="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="md" padding="lg" h="100%">
            <Group justify="space-between" mb="sm" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" color="gray">
                  <IconChartBar size={18} />
                </ThemeIcon>
                <Title order={2} fz="lg">
                  {t('dashboard.salesTitle')}
                </Title>
              </Group>
              {first ? (
                <Anchor
                  component={Link}
                  to={`${base}/accounting/profit-loss?from=${first.from}&to=${report.date}`}
                  size="sm"
                >
                  {t('dashboard.openReport')}
                </Anchor>
              ) : null}
            </Group>
            {hasSales ? (
              <Suspense fallback={<Skeleton h={260} />}>
                <SalesChart months={months} />
              </Suspense>
            ) : (
              <EmptyBlock icon={<IconReceipt2 />} title={t('dashboard.noSales')}>
                <Button component={Link} to={`${base}/invoices/new`} variant="light">
                  {t('dashboard.createInvoice')}
                </Button>
              </EmptyBlock>
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="md" padding="lg" h="100%">
            <Title order={2} fz="lg">
              {t('dashboard.topCustomers')}
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              {t('dashboard.topCustomersNote')}
            </Text>
            {report.topCustomers.customers.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('dashboard.noCustomers')}
              </Text>
            ) : (
              <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {report.topCustomers.customers.map((customer) => (
                  <Group
                    key={customer.contactId}
                    component="li"
                    justify="space-between"
                    gap="xs"
                    wrap="nowrap"
                    data-testid="top-customer"
                  >
                    <Anchor component={Link} to={`${base}/contacts/${customer.contactId}`} size="sm" truncate>
                      {customer.contactName}
                    </Anchor>
                    <Text size="sm" fw={500} style={figureStyle}>
                      {money(customer.amount)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </>
  );
}

export function DashboardFigures({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const today = toCalendarDate(new Date()) ?? '';
  const report = useDashboard(organizationId, today);
  if (report.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mb="lg" data-testid="dashboard-loading">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} h={128} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (report.isError) {
    return (
      <Card withBorder mb="lg">
        <EmptyBlock icon={<IconChartBar />} title={t('common.loadFailed')}>
          <Button variant="light" onClick={() => void report.refetch()}>
            {t('common.retry')}
          </Button>
        </EmptyBlock>
      </Card>
    );
  }
  return <Figures report={report.data} base={`/${organizationId}`} />;
}
