import { describe, expect, it } from 'vitest';
import { PALETTE_5, PALETTE_10 } from '../../lib/chart-palettes';
import { pieSlices, topBars } from './report-figures';

const rows = (weights: number[]) => weights.map((weight, index) => ({ name: `M${index + 1}`, weight }));
const name = (row: { name: string }) => row.name;
const weight = (row: { weight: number }) => row.weight;

describe('the report figures', () => {
  it('has the spec’s palettes of 5 and 10 colours', () => {
    expect(PALETTE_5).toHaveLength(5);
    expect(PALETTE_10).toHaveLength(10);
  });

  it('draws up to five slices as they are, heaviest first', () => {
    const slices = pieSlices(rows([10, 30, 20]), name, weight, 'Others');
    expect(slices.map((slice) => [slice.name, slice.value])).toEqual([['M2', 30], ['M3', 20], ['M1', 10]]);
  });

  it('puts the smallest of more than five into one Others slice, so that the pie adds up to the whole', () => {
    const slices = pieSlices(rows([60, 50, 40, 30, 20, 10, 5]), name, weight, 'Others');
    expect(slices.map((slice) => [slice.name, slice.value])).toEqual([['M1', 60], ['M2', 50], ['M3', 40], ['M4', 30], ['Others', 35]]);
    expect(new Set(slices.map((slice) => slice.fill)).size).toBe(5);
  });

  it('shows the ten largest bars, largest first', () => {
    const bars = topBars(rows([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]), name, weight);
    expect(bars).toHaveLength(10);
    expect(bars[0]).toMatchObject({ name: 'M12', value: 12, fill: PALETTE_10[0] });
  });
});
