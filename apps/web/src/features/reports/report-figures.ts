/** What the report charts make of the report rows (spec part 2 sections 2 and 9). */
import { colourAt, PALETTE_5, PALETTE_10 } from '../../lib/chart-palettes';

export type Slice = { name: string; value: number; fill: string };

/**
 * A pie of at most five slices: beyond five, the smallest are one slice of `othersName` ('Others'), so
 * that the pie still adds up to the whole. Rows come heaviest first.
 */
export function pieSlices<Row>(rows: Row[], name: (row: Row) => string, value: (row: Row) => number, othersName: string): Slice[] {
  const sorted = [...rows].sort((a, b) => value(b) - value(a));
  const shown = sorted.length > PALETTE_5.length ? sorted.slice(0, PALETTE_5.length - 1) : sorted;
  const slices = shown.map((row, index) => ({ name: name(row), value: value(row), fill: colourAt(PALETTE_5, index) }));
  const rest = sorted.slice(shown.length);
  if (rest.length) slices.push({ name: othersName, value: rest.reduce((total, row) => total + value(row), 0), fill: colourAt(PALETTE_5, shown.length) });
  return slices;
}

export type Bar = { name: string; value: number; fill: string };

/** The ten largest, largest first. */
export function topBars<Row>(rows: Row[], name: (row: Row) => string, value: (row: Row) => number): Bar[] {
  return [...rows]
    .sort((a, b) => value(b) - value(a))
    .slice(0, PALETTE_10.length)
    .map((row, index) => ({ name: name(row), value: value(row), fill: colourAt(PALETTE_10, index) }));
}
