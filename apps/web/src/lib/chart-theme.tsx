/**
 * The colours of every chart's frame in the shown colour scheme: axis texts, grid, tooltip and legend. The
 * chart library draws SVG attributes, which take colours, not the theme's CSS variables, so the scheme is
 * read here and each chart takes its colours from one place.
 * @example const chart = useChartTheme(); <CartesianGrid stroke={chart.grid} /> <Tooltip {...chart.tooltip} />
 */
import { DEFAULT_THEME, useComputedColorScheme } from '@mantine/core';
import { type CSSProperties, type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { PieLabelRenderProps } from 'recharts';

const { gray, dark } = DEFAULT_THEME.colors;

export type ChartTheme = {
  /** Texts drawn on the chart (axis ticks, slice labels, legend). */
  text: string;
  tick: { fill: string; fontSize: number };
  axis: string;
  grid: string;
  /** The background the chart sits on: the lines between pie slices. */
  surface: string;
  tooltip: { contentStyle: CSSProperties; labelStyle: CSSProperties; cursor: { fill: string; stroke: string } };
  /** Legend texts in the text colour: in the palette's colours they would be hard to read; the swatch carries the colour. */
  legendText: (value: string) => ReactNode;
  /** What every pie shares: its size, no label lines, slices parted in the background's colour, drawn at once. */
  pie: { outerRadius: string; labelLine: false; stroke: string; isAnimationActive: false };
  /** A slice's share in per cent as its label, where `labelled(share)`: small slices' labels would overlap. */
  sliceLabel: (labelled: (share: number) => boolean) => (props: PieLabelRenderProps) => ReactNode;
};

/** `percentText`: a share (0.42) as the reader's language writes it, '42%' or '42 %'. */
function chartTheme(scheme: 'light' | 'dark', percentText: (share: number) => string): ChartTheme {
  const isDark = scheme === 'dark';
  const text = isDark ? dark[0] : gray[8];
  const surface = isDark ? dark[7] : '#fff';
  return {
    text,
    tick: { fill: text, fontSize: 12 },
    axis: isDark ? dark[2] : gray[6],
    grid: isDark ? dark[4] : gray[3],
    surface,
    tooltip: {
      contentStyle: { backgroundColor: isDark ? dark[6] : '#fff', borderColor: isDark ? dark[4] : gray[3], color: text },
      labelStyle: { color: text },
      cursor: { fill: isDark ? 'rgba(255, 255, 255, 0.08)' : 'rgba(0, 0, 0, 0.06)', stroke: isDark ? dark[2] : gray[5] },
    },
    legendText: (value) => <span style={{ color: text }}>{value}</span>,
    pie: { outerRadius: '70%', labelLine: false, stroke: surface, isAnimationActive: false },
    sliceLabel:
      (labelled) =>
      ({ x, y, textAnchor, percent }) =>
        percent === undefined || !labelled(percent) ? null : (
          <text x={x} y={y} textAnchor={textAnchor} dominantBaseline="central" fill={text} fontSize={12}>
            {percentText(percent)}
          </text>
        ),
  };
}

export function useChartTheme(): ChartTheme {
  const scheme = useComputedColorScheme('light');
  const intl = useIntl();
  return useMemo(() => chartTheme(scheme, (share) => intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 0 })), [scheme, intl]);
}
