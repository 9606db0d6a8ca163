/**
 * The dashboard's charts (Recharts). This module is loaded as a chunk of its own, after the page's
 * figures, so that neither sign-in nor the first paint of the dashboard waits for the chart library.
 */
import { Bar, BarChart, CartesianGrid, Legend, Pie, PieChart, Rectangle, Tooltip, XAxis, YAxis } from 'recharts';
import { useChartTheme } from '../../lib/chart-theme';
import { useIntl } from 'react-intl';
import { useTotalText } from '../../lib/site-weights';
import { useFormat } from '../../lib/use-format';
import { CHART_COLOURS, isLabelledSlice, type MaterialBar, type MaterialSlice, type PolygonBar } from './insight-figures';
import { materialMessages, panelMessages, polygonMessages } from './messages';

const CHART_HEIGHT = 280;

/** A chart's value (a number of kg, as Recharts hands it over) as the site shows totals. */
function useTons(): (value: unknown) => string {
  const totalText = useTotalText();
  return (value) => totalText(Number(value));
}

export function MaterialBarChart({ bars }: { bars: MaterialBar[] }) {
  const tons = useTons();
  const chart = useChartTheme();
  const intl = useIntl();
  return (
    <BarChart
      data={bars}
      layout="vertical"
      responsive
      style={{ width: '100%', height: CHART_HEIGHT }}
      margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
      title={intl.formatMessage(materialMessages.topByWeight)}
    >
      <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke={chart.grid} />
      <XAxis type="number" dataKey="weightKg" tickFormatter={tons} tick={chart.tick} stroke={chart.axis} />
      <YAxis type="category" dataKey="name" width={150} tick={chart.tick} stroke={chart.axis} />
      <Tooltip {...chart.tooltip} formatter={(value) => [tons(value), intl.formatMessage(panelMessages.totalWeight)]} />
      <Bar dataKey="weightKg" shape={(props) => <Rectangle {...props} fill={(props.payload as MaterialBar).fill} />} />
    </BarChart>
  );
}

export function MaterialPieChart({ slices }: { slices: MaterialSlice[] }) {
  const tons = useTons();
  const chart = useChartTheme();
  const intl = useIntl();
  return (
    <PieChart responsive style={{ width: '100%', height: CHART_HEIGHT }} title={intl.formatMessage(materialMessages.distribution)}>
      <Pie data={slices} dataKey="weightKg" nameKey="name" label={chart.sliceLabel(isLabelledSlice)} {...chart.pie} />
      <Tooltip {...chart.tooltip} formatter={(value) => tons(value)} />
      {/* Heaviest first, as the slices run. */}
      <Legend wrapperStyle={{ fontSize: 12 }} formatter={chart.legendText} itemSorter={(item) => -(item.payload as MaterialSlice).weightKg} />
    </PieChart>
  );
}

export function PolygonActivityChart({ bars }: { bars: PolygonBar[] }) {
  const tons = useTons();
  const chart = useChartTheme();
  const intl = useIntl();
  const { formatNumber } = useFormat();
  return (
    <BarChart data={bars} responsive style={{ width: '100%', height: CHART_HEIGHT }} margin={{ top: 4, right: 4, bottom: 4, left: 4 }} title={intl.formatMessage(polygonMessages.title)}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={chart.grid} />
      <XAxis dataKey="name" tick={chart.tick} stroke={chart.axis} />
      <YAxis yAxisId="trips" allowDecimals={false} tick={chart.tick} stroke={chart.axis} />
      <YAxis yAxisId="weight" orientation="right" tickFormatter={tons} width={80} tick={chart.tick} stroke={chart.axis} />
      <Tooltip {...chart.tooltip} formatter={(value, _name, item) => (item.dataKey === 'trips' ? formatNumber(Number(value)) : tons(value))} />
      <Legend wrapperStyle={{ fontSize: 12 }} formatter={chart.legendText} itemSorter="dataKey" />
      <Bar yAxisId="trips" dataKey="trips" name={intl.formatMessage(polygonMessages.trips)} fill={CHART_COLOURS[0]} />
      <Bar yAxisId="weight" dataKey="weightKg" name={intl.formatMessage(polygonMessages.loadsTons)} fill={CHART_COLOURS[1]} />
    </BarChart>
  );
}
