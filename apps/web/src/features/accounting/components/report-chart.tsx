// The chart of a business report (@mantine/charts over recharts), loaded lazily so the chart library stays out
// of the first load: sales by month, the largest products or customers, receivables by age. Whole baht on the
// axis (satang / 100 as a bigint division, never a float of the amount).
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { BusinessReport } from '@banchee/contracts';
import { parseMoney } from '@banchee/domain';
import { monthLabel } from '../../../lib/month-label';
import { usePreferences } from '../../../lib/preferences';
import { useReportText } from '../i18n/use-report-text';

const bahtFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export default function ReportChart({
  chart,
  series,
}: {
  chart: NonNullable<BusinessReport['chart']>;
  series: string;
}) {
  const { language, era } = usePreferences();
  const { maybe } = useReportText();
  const label = (raw: string): string => {
    if (chart.kind === 'month') return monthLabel(raw, language, era);
    if (chart.kind === 'bucket') return maybe(`buckets.${raw}`, raw);
    return raw;
  };
  const data = chart.points.map((point) => ({
    label: label(point.label),
    value: Number(parseMoney(point.value) / 100n),
  }));
  return (
    <BarChart
      h={240}
      data={data}
      dataKey="label"
      series={[{ name: 'value', label: series, color: 'brand.6' }]}
      valueFormatter={(value) => bahtFormat.format(value)}
      orientation={chart.kind === 'top' ? 'vertical' : 'horizontal'}
      yAxisProps={chart.kind === 'top' ? { width: 140 } : undefined}
      tickLine="y"
      gridAxis="y"
      data-testid="report-chart"
    />
  );
}
