/**
 * The charts of the reports (Recharts), loaded as a chunk of their own so that neither sign-in nor the
 * first paint of a report waits for the chart library. Weights arrive in kg and are shown in tons, as the
 * site shows totals.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  Rectangle,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { KG_PER_TON } from '@weighbridge/contract/constants';
import { colourAt, PALETTE_10 } from '../../lib/chart-palettes';
import { useChartTheme } from '../../lib/chart-theme';
import { useIntl } from 'react-intl';
import { useTonnageText, useTotalText } from '../../lib/site-weights';
import { useFormat } from '../../lib/use-format';
import type { TonsChartRow } from '../../components/tons-columns-chart';
import { chartMessages } from './messages';
import { type Bar as BarItem, type Slice } from './report-figures';

const CHART_HEIGHT = 280;
/** Slices smaller than this share carry no label, which would overlap their neighbours. */
const LABELLED_SHARE = 0.05;
const isLabelledShare = (share: number) => share >= LABELLED_SHARE;
// Legends keep the order of the series (heaviest first), not the alphabet.

export type ValueKind = 'kg' | 'count';
/** A chart's kg (as Recharts hands them over) as the site shows totals. */
function useKgAsTons(): (value: unknown) => string {
  const totalText = useTotalText();
  return (value) => totalText(Number(value));
}

/** A chart's tons as the site shows totals. */
function useTonsText(): (value: unknown) => string {
  const tonnageText = useTonnageText();
  return (value) => tonnageText(Number(value));
}

/** An axis's tons in short, on one line beside the plot ('3.2K t'); the tooltip has the exact figure. */
function useAxisTons(): (tons: unknown) => string {
  const { formatAxisNumber } = useFormat();
  return (tons) => `${formatAxisNumber(Number(tons))} t`;
}

/** A chart's count in the reader's language. */
function useCountText(): (value: unknown) => string {
  const { formatNumber } = useFormat();
  return (value) => formatNumber(Number(value));
}

function useFormatterOf(kind: ValueKind): (value: unknown) => string {
  const kgAsTons = useKgAsTons();
  const count = useCountText();
  return kind === 'kg' ? kgAsTons : count;
}

export function SlicePie({ slices, kind, title }: { slices: Slice[]; kind: ValueKind; title: string }) {
  const chart = useChartTheme();
  const format = useFormatterOf(kind);
  return (
    <PieChart responsive style={{ width: '100%', height: CHART_HEIGHT }} title={title}>
      <Pie data={slices} dataKey="value" nameKey="name" label={chart.sliceLabel(isLabelledShare)} {...chart.pie} />
      <Tooltip {...chart.tooltip} formatter={format} />
      <Legend wrapperStyle={{ fontSize: 12 }} formatter={chart.legendText} itemSorter={null} />
    </PieChart>
  );
}

/** Horizontal bars, largest at the top, for names that are long. */
export function RankingBars({ bars, kind, title, label }: { bars: BarItem[]; kind: ValueKind; title: string; label: string }) {
  const chart = useChartTheme();
  const format = useFormatterOf(kind);
  return (
    <BarChart data={bars} layout="vertical" responsive style={{ width: '100%', height: CHART_HEIGHT }} margin={{ top: 4, right: 16, bottom: 4, left: 4 }} title={title}>
      <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke={chart.grid} />
      <XAxis type="number" dataKey="value" tickFormatter={format} allowDecimals={kind === 'kg'} tick={chart.tick} stroke={chart.axis} />
      <YAxis type="category" dataKey="name" width={150} tick={chart.tick} stroke={chart.axis} />
      <Tooltip {...chart.tooltip} formatter={(value) => [format(value), label]} />
      <Bar dataKey="value" isAnimationActive={false} shape={(props) => <Rectangle {...props} fill={(props.payload as BarItem).fill} />} />
    </BarChart>
  );
}

type Hour = { hour: number; transaction_count: number; total_weight_kg: number };

/** Loads and weight by hour of the site's day: two lines on two axes. */
export function HourlyActivityChart({ hours }: { hours: Hour[] }) {
  const chart = useChartTheme();
  const kgAsTons = useKgAsTons();
  const axisTons = useAxisTons();
  const count = useCountText();
  const intl = useIntl();
  const rows = hours.map((hour) => ({ ...hour, label: `${String(hour.hour).padStart(2, '0')}:00` }));
  return (
    <LineChart data={rows} responsive style={{ width: '100%', height: CHART_HEIGHT }} margin={{ top: 4, right: 4, bottom: 4, left: 4 }} title={intl.formatMessage(chartMessages.hourlyActivityTrend)}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={chart.grid} />
      <XAxis dataKey="label" tick={chart.tick} stroke={chart.axis} interval={2} />
      <YAxis yAxisId="count" allowDecimals={false} tick={chart.tick} stroke={chart.axis} />
      <YAxis yAxisId="weight" orientation="right" tickFormatter={(kg) => axisTons(Number(kg) / KG_PER_TON)} width={72} tick={chart.tick} stroke={chart.axis} />
      <Tooltip {...chart.tooltip} formatter={(value, _name, item) => (item.dataKey === 'transaction_count' ? count(value) : kgAsTons(value))} />
      <Legend wrapperStyle={{ fontSize: 12 }} formatter={chart.legendText} itemSorter={null} />
      <Line yAxisId="count" dataKey="transaction_count" name={intl.formatMessage(chartMessages.transactions)} stroke={PALETTE_10[0]} strokeWidth={2} dot={false} isAnimationActive={false} />
      <Line yAxisId="weight" dataKey="total_weight_kg" name={intl.formatMessage(chartMessages.weightTons)} stroke={PALETTE_10[1]} strokeWidth={2} dot={false} isAnimationActive={false} />
    </LineChart>
  );
}

type MaterialChartProps = { rows: TonsChartRow[]; names: string[]; title: string };

/** Monthly Material Report: one line per material, January to December, in tons. */
export function MaterialLinesChart({ rows, names, title }: MaterialChartProps) {
  const chart = useChartTheme();
  const tonsText = useTonsText();
  const axisTons = useAxisTons();
  return (
    <LineChart data={rows} responsive style={{ width: '100%', height: 360 }} margin={{ top: 8, right: 16, bottom: 4, left: 4 }} title={title}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={chart.grid} />
      <XAxis dataKey="label" tick={chart.tick} stroke={chart.axis} />
      <YAxis tickFormatter={axisTons} width={72} tick={chart.tick} stroke={chart.axis} />
      <Tooltip {...chart.tooltip} formatter={tonsText} />
      <Legend wrapperStyle={{ fontSize: 12 }} formatter={chart.legendText} itemSorter={null} />
      {names.map((name, index) => (
        <Line key={name} dataKey={(row: TonsChartRow) => row.tons[index]} name={name} stroke={colourAt(PALETTE_10, index)} strokeWidth={2} isAnimationActive={false} />
      ))}
    </LineChart>
  );
}
