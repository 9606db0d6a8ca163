/**
 * A Pareto of stop reasons (Recharts): a bar of stop hours per reason, most first, and a line of the cumulative
 * share of all stop hours. Shared by the Downtime report and the Stop Counter's figures; load it through
 * lazy-pareto-chart.ts, so that the chart library comes with the first chart and not with sign-in.
 */
import { measureText } from '@weighbridge/contract/report-values';
import { useIntl } from 'react-intl';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { PALETTE_10 } from '../lib/chart-palettes';
import { useChartTheme } from '../lib/chart-theme';
import { useFormat } from '../lib/use-format';
import { paretoMessages } from './messages';

/** A reason's bar: its name as the chart labels it, its hours, and the cumulative share (0 to 1) up to it. */
export type ParetoBar = { name: string; hours: number; cumulative: number };

export function ParetoChart({ bars, title }: { bars: ParetoBar[]; title: string }) {
  const chart = useChartTheme();
  const intl = useIntl();
  const { formatNumber } = useFormat();
  const hoursText = (value: unknown) => measureText('hours', Number(value), formatNumber)!;
  const percentText = (value: unknown) => measureText('percent', Number(value), formatNumber)!;
  return (
    <ComposedChart data={bars} responsive style={{ width: '100%', height: 320 }} margin={{ top: 8, right: 8, bottom: 4, left: 4 }} title={title}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={chart.grid} />
      <XAxis dataKey="name" tick={chart.tick} stroke={chart.axis} interval={0} height={60} angle={-20} textAnchor="end" />
      <YAxis yAxisId="hours" tickFormatter={hoursText} width={70} tick={chart.tick} stroke={chart.axis} />
      <YAxis yAxisId="share" orientation="right" domain={[0, 1]} tickFormatter={percentText} width={60} tick={chart.tick} stroke={chart.axis} />
      <Tooltip {...chart.tooltip} formatter={(value, _name, item) => (item.dataKey === 'cumulative' ? percentText(value) : hoursText(value))} />
      <Legend wrapperStyle={{ fontSize: 12 }} formatter={chart.legendText} itemSorter={null} />
      <Bar yAxisId="hours" dataKey="hours" name={intl.formatMessage(paretoMessages.stopHours)} fill={PALETTE_10[0]} isAnimationActive={false} />
      <Line yAxisId="share" dataKey="cumulative" name={intl.formatMessage(paretoMessages.cumulativeShare)} stroke={PALETTE_10[1]} strokeWidth={2} isAnimationActive={false} />
    </ComposedChart>
  );
}
