// The twelve-month sales chart (@mantine/charts over recharts), loaded lazily by the dashboard so the chart
// library stays out of the first page's JavaScript. Bars are whole baht (an integer, never a float of money);
// the exact figures are on the cards and in the profit and loss.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { DashboardReport } from '@banchee/contracts';
import { parseMoney } from '@banchee/domain';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';
import { monthLabel } from '../../../lib/month-label';

const bahtFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export default function SalesChart({ months }: { months: DashboardReport['monthlySales'] }) {
  const { t } = useTranslation();
  const { language, era } = usePreferences();
  const data = months.map((m) => ({
    month: monthLabel(m.month, language, era),
    sales: Number(parseMoney(m.amount) / 100n),
  }));
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="month"
      series={[{ name: 'sales', label: t('dashboard.salesChartSeries'), color: 'brand.6' }]}
      valueFormatter={(value) => bahtFormat.format(value)}
      tickLine="y"
      gridAxis="y"
      data-testid="sales-chart"
    />
  );
}
