import type { PlanLine } from '@weighbridge/contract/crush-plan';
import { describe, expect, it } from 'vitest';
import { columnTotals, planLines, planRows, planYears, rowKey, rowTotal, withTons } from './crush-plan-grid';

const line = (plant: [number, string], material: [number, string], month: number, tons: number, shift: string | null = null): PlanLine => ({
  plant_id: plant[0],
  plant_name: plant[1],
  material_id: material[0],
  material_name: material[1],
  month,
  shift_name: shift,
  tons,
});
const primary: [number, string] = [1, 'Primary crusher'];
const secondary: [number, string] = [2, 'Secondary crusher'];
const sand: [number, string] = [7, 'Sand 0-4'];
const gravel: [number, string] = [8, 'Gravel 4-8'];

describe('the crush plan grid', () => {
  const lines = [
    line(secondary, sand, 1, 500),
    line(primary, sand, 1, 1200.5),
    line(primary, sand, 2, 800),
    line(primary, gravel, 12, 300),
    line(primary, sand, 1, 150, 'Night'),
  ];

  it('has a row per plant, product and shift, by name, the whole day before a shift', () => {
    expect(planRows(lines).map((row) => [row.plantName, row.materialName, row.shiftName])).toEqual([
      ['Primary crusher', 'Gravel 4-8', null],
      ['Primary crusher', 'Sand 0-4', null],
      ['Primary crusher', 'Sand 0-4', 'Night'],
      ['Secondary crusher', 'Sand 0-4', null],
    ]);
  });

  it('totals each row over the year and each month over the rows, summed by hand', () => {
    const rows = planRows(lines);
    expect(rows.map(rowTotal)).toEqual([300, 2000.5, 150, 500]);
    const totals = columnTotals(rows);
    // January: 1,200.5 + 150 + 500; February: 800; December: 300.
    expect(totals.months).toEqual([1850.5, 800, 0, 0, 0, 0, 0, 0, 0, 0, 0, 300]);
    expect(totals.total).toBe(2950.5);
  });

  it('keeps sums in hundredths of a ton, as the server does', () => {
    const rows = planRows([line(primary, sand, 3, 0.1), line(primary, gravel, 3, 0.2)]);
    expect(columnTotals(rows).months[2]).toBe(0.3);
  });

  it('changes one cell of one row, and writes every month of every row back as lines', () => {
    const rows = planRows([line(primary, sand, 1, 100)]);
    const edited = withTons(rows, rowKey(rows[0]!), 5, 250);
    expect(edited[0]!.months.slice(0, 6)).toEqual([100, 0, 0, 0, 0, 250]);
    expect(rows[0]!.months[5]).toBe(0);
    const written = planLines(edited);
    expect(written).toHaveLength(12);
    expect(written[5]).toEqual({ plant_id: 1, material_id: 7, month: 6, shift_name: null, tons: 250 });
  });

  it('offers next year and the five before this one', () => {
    expect(planYears(2026)).toEqual([2027, 2026, 2025, 2024, 2023, 2022, 2021]);
  });
});
