/** A line chart of the last ten minutes, one line per figure (Recharts). */
import { Paper, Text } from '@mantine/core';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useChartTheme } from '../../lib/chart-theme';
import type { ChartPoint } from './chart-points';

export type ChartLine = { key: keyof ChartPoint; label: string; colour: string };

export function TimeSeriesChart(props: { title: string; points: ChartPoint[]; lines: readonly ChartLine[]; format: (value: number) => string }) {
  const chart = useChartTheme();
  const format = (value: unknown) => props.format(Number(value));
  return (
    <Paper withBorder p="md" radius="md">
      <Text fw={600} mb="sm">
        {props.title}
      </Text>
      <LineChart data={props.points} responsive style={{ width: '100%', height: 240 }} title={props.title} margin={{ top: 4, right: 16, bottom: 4, left: 4 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={chart.grid} />
        <XAxis dataKey="time" tick={chart.tick} stroke={chart.axis} minTickGap={48} />
        <YAxis tickFormatter={format} width={72} tick={chart.tick} stroke={chart.axis} />
        <Tooltip {...chart.tooltip} formatter={format} />
        <Legend wrapperStyle={{ fontSize: 12 }} formatter={chart.legendText} />
        {props.lines.map((line) => (
          <Line key={line.key} dataKey={line.key} name={line.label} stroke={line.colour} strokeWidth={2} dot={false} isAnimationActive={false} />
        ))}
      </LineChart>
    </Paper>
  );
}
