/**
 * Planned against actual per month as columns side by side, one chart of metres drilled and one of tons broken,
 * in the shared chart palette. A chunk of its own (lazy-plan-vs-actual-chart.ts), as the reports' charts are.
 */
import type { PlanActualRow } from '@weighbridge/contract/drilling-figures';
import { useIntl } from 'react-intl';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { PALETTE_10 } from '../../lib/chart-palettes';
import { useChartTheme } from '../../lib/chart-theme';
import { useFormat } from '../../lib/use-format';
import { planVsActualMessages as text } from './messages';

type PlanActualChartProps = { rows: readonly PlanActualRow[]; figure: 'metres' | 'tons'; title: string };

export function PlanActualChart({ rows, figure, title }: PlanActualChartProps) {
  const chart = useChartTheme();
  const intl = useIntl();
  const { formatNumber } = useFormat();
  const data = rows.map((row) => ({
    label: intl.formatDate(`${row.month}-15T12:00:00Z`, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
    planned: figure === 'metres' ? row.planned_metres : row.planned_tons,
    actual: figure === 'metres' ? row.actual_metres : (row.actual_tons ?? 0),
  }));
  const number = (value: unknown) => formatNumber(Number(value));
  return (
    <BarChart data={data} responsive style={{ width: '100%', height: 280 }} margin={{ top: 8, right: 16, bottom: 4, left: 4 }} title={title}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={chart.grid} />
      <XAxis dataKey="label" tick={chart.tick} stroke={chart.axis} />
      <YAxis tickFormatter={number} width={80} tick={chart.tick} stroke={chart.axis} />
      <Tooltip {...chart.tooltip} formatter={number} />
      <Legend wrapperStyle={{ fontSize: 12 }} formatter={chart.legendText} itemSorter={null} />
      <Bar dataKey="planned" name={intl.formatMessage(text.planned)} fill={PALETTE_10[0]} isAnimationActive={false} />
      <Bar dataKey="actual" name={intl.formatMessage(text.actual)} fill={PALETTE_10[1]} isAnimationActive={false} />
    </BarChart>
  );
}
