/**
 * The crush plan as a grid: a row per plant, product and shift (none for the whole month), the twelve months as
 * columns, tons in the cells, each row's total and each month's. A draft's rows are edited here and written back
 * as the revision's lines, every month of every row, so that a row typed with no tons yet stays in the plan.
 */
import type { PlanLine, PlanLineValues } from '@weighbridge/contract/crush-plan';
import { LAST_PLAN_YEAR } from '@weighbridge/contract/plan-revisions';

export const MONTHS = 12;

/** The years a plan is shown for: next year (plans are made ahead) and the five before this one, newest first. */
export function planYears(currentYear: number): number[] {
  return Array.from({ length: 7 }, (_, back) => currentYear + 1 - back).filter((year) => year <= LAST_PLAN_YEAR);
}

export type PlanRow = {
  plantId: number;
  plantName: string;
  materialId: number;
  materialName: string;
  /** A shift of the site's pattern, or null for the whole day. */
  shiftName: string | null;
  /** Tons of January to December. */
  months: number[];
};

/** One row per plant, product and shift: the same three name one row, never two. */
export const rowKey = (row: Pick<PlanRow, 'plantId' | 'materialId' | 'shiftName'>) => `${row.plantId}:${row.materialId}:${row.shiftName ?? ''}`;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
/** Sums in tons with two decimals, as the server keeps them, so 0.1 + 0.2 reads 0.3. */
const inHundredths = (tons: number) => Math.round(tons * 100) / 100;

/** The revision's lines as rows, by plant, product and shift (the whole-day row before a shift's). */
export function planRows(lines: readonly PlanLine[]): PlanRow[] {
  const rows = new Map<string, PlanRow>();
  for (const line of lines) {
    const draft: PlanRow = {
      plantId: line.plant_id,
      plantName: line.plant_name,
      materialId: line.material_id,
      materialName: line.material_name,
      shiftName: line.shift_name,
      months: Array<number>(MONTHS).fill(0),
    };
    const row = rows.get(rowKey(draft)) ?? draft;
    row.months[line.month - 1] = inHundredths(row.months[line.month - 1]! + line.tons);
    rows.set(rowKey(row), row);
  }
  return sortRows([...rows.values()]);
}

export function sortRows(rows: readonly PlanRow[]): PlanRow[] {
  return [...rows].sort(
    (one, other) =>
      one.plantName.localeCompare(other.plantName) ||
      one.materialName.localeCompare(other.materialName) ||
      (one.shiftName ?? '').localeCompare(other.shiftName ?? ''),
  );
}

/** A row's tons over the year. */
export const rowTotal = (row: PlanRow) => inHundredths(sum(row.months));

/** Each month's tons over every row, and the year's. */
export function columnTotals(rows: readonly PlanRow[]): { months: number[]; total: number } {
  const months = Array.from({ length: MONTHS }, (_, month) => inHundredths(sum(rows.map((row) => row.months[month]!))));
  return { months, total: inHundredths(sum(months)) };
}

/** The rows as the lines PUT .../lines takes: each month of each row. */
export function planLines(rows: readonly PlanRow[]): PlanLineValues[] {
  return rows.flatMap((row) =>
    row.months.map((tons, month) => ({ plant_id: row.plantId, material_id: row.materialId, month: month + 1, shift_name: row.shiftName, tons })),
  );
}

/** The rows with one cell changed. */
export function withTons(rows: readonly PlanRow[], key: string, month: number, tons: number): PlanRow[] {
  return rows.map((row) => (rowKey(row) === key ? { ...row, months: row.months.map((value, index) => (index === month ? tons : value)) } : row));
}
