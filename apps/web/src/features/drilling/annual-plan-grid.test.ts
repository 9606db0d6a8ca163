/** The annual plan's lines as grid rows and back, with totals summed by hand. */
import type { PlanLineValues } from '@weighbridge/contract/drilling-plans';
import { describe, expect, it } from 'vitest';
import { grandTotal, linesToRows, monthTotals, rigTargets, rowsToLines, rowTotal, withFigure, withoutRow, withRow } from './annual-plan-grid';

const line = (values: Partial<PlanLineValues> & Pick<PlanLineValues, 'loading_area_id' | 'month'>): PlanLineValues => ({
  polygon_id: null,
  rig_id: null,
  metres: 0,
  holes: 0,
  volume_m3: 0,
  tons: 0,
  explosives_kg: 0,
  ...values,
});

/** North pit's P-1 with rig 7 in January and March, North pit as a whole in January, South pit's P-9 with rig 8 in March. */
const LINES = [
  line({ loading_area_id: 1, polygon_id: 11, rig_id: 7, month: 1, metres: 1200, tons: 30000, holes: 80 }),
  line({ loading_area_id: 1, polygon_id: 11, rig_id: 7, month: 3, metres: 800.5, tons: 20000 }),
  line({ loading_area_id: 1, month: 1, metres: 100, tons: 2500 }),
  line({ loading_area_id: 2, polygon_id: 19, rig_id: 8, month: 3, metres: 450.25, tons: 11000 }),
];

describe('the plan grid', () => {
  it('lays the lines out as one row per area, polygon and rig, each with twelve months', () => {
    const rows = linesToRows(LINES);
    expect(rows.map((row) => [row.loading_area_id, row.polygon_id, row.rig_id])).toEqual([
      [1, 11, 7],
      [1, null, null],
      [2, 19, 8],
    ]);
    expect(rows[0]!.months).toHaveLength(12);
    expect(rows[0]!.months.map((month) => month.metres)).toEqual([1200, 0, 800.5, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('sums each row over the year and each month over the rows', () => {
    const rows = linesToRows(LINES);
    expect(rows.map((row) => rowTotal(row, 'metres'))).toEqual([2000.5, 100, 450.25]);
    // January: 1200 + 100; March: 800.5 + 450.25.
    expect(monthTotals(rows, 'metres')).toEqual([1300, 0, 1250.75, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(grandTotal(rows, 'metres')).toBe(2550.75);
    expect(grandTotal(rows, 'tons')).toBe(63500);
    expect(grandTotal(rows, 'holes')).toBe(80);
  });

  it('saves only the months that plan something, and gives back the lines it was read from', () => {
    const rows = linesToRows(LINES);
    expect(rowsToLines(rows)).toEqual([LINES[0], LINES[1], LINES[2], LINES[3]]);
    const cleared = withFigure(withFigure(rows, rows[1]!.key, 1, 'metres', 0), rows[1]!.key, 1, 'tons', 0);
    expect(rowsToLines(cleared)).toHaveLength(3);
  });

  it('changes one cell and leaves the others', () => {
    const rows = withFigure(linesToRows(LINES), '2:19:8', 12, 'tons', 5000);
    expect(rows[2]!.months[11]!.tons).toBe(5000);
    expect(rowTotal(rows[2]!, 'tons')).toBe(16000);
    expect(rowTotal(rows[0]!, 'tons')).toBe(50000);
  });

  it('adds a place once and removes it', () => {
    const rows = linesToRows(LINES);
    const added = withRow(rows, { loading_area_id: 2, polygon_id: null, rig_id: 7 });
    expect(added).toHaveLength(4);
    expect(withRow(added, { loading_area_id: 2, polygon_id: null, rig_id: 7 })).toHaveLength(4);
    expect(withoutRow(added, '1:-:-').map((row) => row.key)).toEqual(['1:11:7', '2:19:8', '2:-:7']);
  });

  it('sums the same rows per rig for the rigs’ targets, the rows without a rig together', () => {
    const targets = rigTargets(linesToRows(LINES), 'metres');
    expect(targets).toEqual([
      { rig_id: 7, months: [1200, 0, 800.5, 0, 0, 0, 0, 0, 0, 0, 0, 0], total: 2000.5 },
      { rig_id: null, months: [100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], total: 100 },
      { rig_id: 8, months: [0, 0, 450.25, 0, 0, 0, 0, 0, 0, 0, 0, 0], total: 450.25 },
    ]);
  });
});
