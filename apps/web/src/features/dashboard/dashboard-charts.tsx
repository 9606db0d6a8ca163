/**
 * The dashboard's charts (Recharts). This module is loaded as a chunk of its own, after the page's
 * figures, so that neither sign-in nor the first paint of the dashboard waits for the chart library.
 */
import { Bar, BarChart, CartesianGrid, Legend, Pie, PieChart, type PieLabelRenderProps, Rectangle, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '../../lib/format';
import { useTotalText } from '../../lib/site-weights';
import { CHART_COLOURS, isLabelledSlice, type MaterialBar, type MaterialSlice, type PolygonBar } from './insight-figures';

const CHART_HEIGHT = 280;
const TEXT_COLOUR = '#343a40';
// Legend texts in the palette's colours would be hard to read; the swatch carries the colour.
const legendText = (value: string) => <span style={{ color: TEXT_COLOUR }}>{value}</span>;

/** A chart's value (a number of kg, as Recharts hands it over) as the site shows totals. */
function useTons(): (value: unknown) => string {
  const totalText = useTotalText();
  return (value) => totalText(Number(value));
}

export function MaterialBarChart({ bars }: { bars: MaterialBar[] }) {
  const tons = useTons();
  return (
    <BarChart
      data={bars}
      layout="vertical"
      responsive
      style={{ width: '100%', height: CHART_HEIGHT }}
      margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
      title="Top Materials by Weight"
    >
      <CartesianGrid strokeDasharray="3 3" horizontal={false} />
      <XAxis type="number" dataKey="weightKg" tickFormatter={tons} tick={{ fill: TEXT_COLOUR, fontSize: 12 }} />
      <YAxis type="category" dataKey="name" width={150} tick={{ fill: TEXT_COLOUR, fontSize: 12 }} />
      <Tooltip formatter={(value) => [tons(value), 'Total weight']} />
      <Bar dataKey="weightKg" shape={(props) => <Rectangle {...props} fill={(props.payload as MaterialBar).fill} />} />
    </BarChart>
  );
}

function sliceLabel({ x, y, textAnchor, percent }: PieLabelRenderProps) {
  if (percent === undefined || !isLabelledSlice(percent)) return null;
  return (
    <text x={x} y={y} textAnchor={textAnchor} dominantBaseline="central" fill={TEXT_COLOUR} fontSize={12}>
      {`${Math.round(percent * 100)}%`}
    </text>
  );
}

export function MaterialPieChart({ slices }: { slices: MaterialSlice[] }) {
  const tons = useTons();
  return (
    <PieChart responsive style={{ width: '100%', height: CHART_HEIGHT }} title="Material Distribution">
      <Pie data={slices} dataKey="weightKg" nameKey="name" outerRadius="70%" label={sliceLabel} labelLine={false} isAnimationActive={false} />
      <Tooltip formatter={(value) => tons(value)} />
      {/* Heaviest first, as the slices run. */}
      <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} itemSorter={(item) => -(item.payload as MaterialSlice).weightKg} />
    </PieChart>
  );
}

export function PolygonActivityChart({ bars }: { bars: PolygonBar[] }) {
  const tons = useTons();
  return (
    <BarChart data={bars} responsive style={{ width: '100%', height: CHART_HEIGHT }} margin={{ top: 4, right: 4, bottom: 4, left: 4 }} title="Polygon Activity">
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="name" tick={{ fill: TEXT_COLOUR, fontSize: 12 }} />
      <YAxis yAxisId="trips" allowDecimals={false} tick={{ fill: TEXT_COLOUR, fontSize: 12 }} />
      <YAxis yAxisId="weight" orientation="right" tickFormatter={tons} width={80} tick={{ fill: TEXT_COLOUR, fontSize: 12 }} />
      <Tooltip formatter={(value, name) => (name === 'Trips' ? formatNumber(Number(value)) : tons(value))} />
      <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} itemSorter="dataKey" />
      <Bar yAxisId="trips" dataKey="trips" name="Trips" fill={CHART_COLOURS[0]} />
      <Bar yAxisId="weight" dataKey="weightKg" name="Loads (tons)" fill={CHART_COLOURS[1]} />
    </BarChart>
  );
}
