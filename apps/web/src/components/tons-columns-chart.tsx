/**
 * Columns of tons per bucket (a year, a month), one column per series side by side or stacked: the Annual
 * Material Report's materials; the plan and the actual of Plan vs Actual and of the Production and Drilling reports. Recharts, so it loads with the chart library
 * on first use (lazy-tons-columns-chart.ts). Tons are shown as the site shows totals.
 */
import { type MeasureKind, measureText } from '@weighbridge/contract/report-values';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { colourAt, PALETTE_10 } from '../lib/chart-palettes';
import { useChartTheme } from '../lib/chart-theme';
import { useTonnageText } from '../lib/site-weights';
import { useFormat } from '../lib/use-format';

/** One bucket of the chart: its label, and the tons of each series in the order of the names. */
export type TonsChartRow = { label: string; tons: number[] };

type TonsColumnsChartProps = {
  rows: TonsChartRow[];
  names: string[];
  title: string;
  stacked: boolean;
  /** What the values are, where not tons: metres, for the drilling plan. */
  measure?: MeasureKind;
};

export function TonsColumnsChart({ rows, names, title, stacked, measure }: TonsColumnsChartProps) {
  const chart = useChartTheme();
  const tonnageText = useTonnageText();
  const { formatNumber, formatAxisNumber } = useFormat();
  // Tons as the site shows totals; another measure as it reads ('1,250 m').
  const tonsText = (value: unknown) => (measure ? measureText(measure, Number(value), formatNumber)! : tonnageText(Number(value)));
  // The axis says the same in short, on one line beside the plot ('3.2K t', '1.5K m'); totals are in tons.
  const axisText = (value: unknown) => (measure ? measureText(measure, Number(value), formatAxisNumber)! : `${formatAxisNumber(Number(value))} t`);
  return (
    <BarChart data={rows} responsive style={{ width: '100%', height: 360 }} margin={{ top: 8, right: 16, bottom: 4, left: 4 }} title={title}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={chart.grid} />
      <XAxis dataKey="label" tick={chart.tick} stroke={chart.axis} />
      <YAxis tickFormatter={axisText} width={72} tick={chart.tick} stroke={chart.axis} />
      <Tooltip {...chart.tooltip} formatter={tonsText} />
      <Legend wrapperStyle={{ fontSize: 12 }} formatter={chart.legendText} itemSorter={null} />
      {names.map((name, index) => (
        <Bar
          key={name}
          dataKey={(row: TonsChartRow) => row.tons[index]}
          name={name}
          fill={colourAt(PALETTE_10, index)}
          isAnimationActive={false}
          {...(stacked ? { stackId: 'tons' } : {})}
        />
      ))}
    </BarChart>
  );
}
