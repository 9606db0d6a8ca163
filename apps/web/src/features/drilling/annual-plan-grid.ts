/**
 * The annual plan as the page edits it: a revision's lines (one per loading area, polygon, rig and month) laid
 * out as rows of a grid, one row per area, polygon and rig with its twelve months, and back. A month whose
 * figures are all zero is no line: saving leaves it out, as a plan that names nothing for it.
 */
import type { PlanLineValues } from '@weighbridge/contract/drilling-plans';

export const PLAN_MEASURES = ['metres', 'holes', 'volume_m3', 'tons', 'explosives_kg'] as const;
export type PlanMeasure = (typeof PLAN_MEASURES)[number];

export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

type MonthFigures = Record<PlanMeasure, number>;

/** What a row plans: an area, a polygon of it and a rig where known. */
export type PlanRowPlace = { loading_area_id: number; polygon_id: number | null; rig_id: number | null };

/** A row of the grid: its place and the figures of its twelve months (index 0 is January). */
export type PlanRow = PlanRowPlace & { key: string; months: readonly MonthFigures[] };

const round2 = (value: number) => Math.round(value * 100) / 100;
const noFigures = (): MonthFigures => ({ metres: 0, holes: 0, volume_m3: 0, tons: 0, explosives_kg: 0 });

/** One key per place: a second row for the same area, polygon and rig would plan its months twice. */
export function rowKeyOf(place: PlanRowPlace): string {
  return `${place.loading_area_id}:${place.polygon_id ?? '-'}:${place.rig_id ?? '-'}`;
}

export function emptyRow(place: PlanRowPlace): PlanRow {
  return { ...place, key: rowKeyOf(place), months: MONTHS.map(noFigures) };
}

/** The lines as rows, in the order their places first appear; two lines of one place and month add up. */
export function linesToRows(lines: readonly PlanLineValues[]): PlanRow[] {
  const rows = new Map<string, { place: PlanRowPlace; months: MonthFigures[] }>();
  for (const line of lines) {
    const place = { loading_area_id: line.loading_area_id, polygon_id: line.polygon_id ?? null, rig_id: line.rig_id ?? null };
    const key = rowKeyOf(place);
    const row = rows.get(key) ?? rows.set(key, { place, months: MONTHS.map(noFigures) }).get(key)!;
    const month = row.months[line.month - 1]!;
    for (const measure of PLAN_MEASURES) month[measure] = round2(month[measure] + line[measure]);
  }
  return [...rows].map(([key, { place, months }]) => ({ ...place, key, months }));
}

/** The rows as the lines a revision saves: one per row and month that plans anything. */
export function rowsToLines(rows: readonly PlanRow[]): PlanLineValues[] {
  return rows.flatMap((row) =>
    row.months.flatMap((figures, index) =>
      PLAN_MEASURES.some((measure) => figures[measure] !== 0)
        ? [{ loading_area_id: row.loading_area_id, polygon_id: row.polygon_id, rig_id: row.rig_id, month: MONTHS[index]!, ...figures }]
        : [],
    ),
  );
}

/** The rows with one figure changed; a cleared cell is zero. */
export function withFigure(rows: readonly PlanRow[], key: string, month: number, measure: PlanMeasure, value: number): PlanRow[] {
  return rows.map((row) =>
    row.key === key ? { ...row, months: row.months.map((figures, index) => (index === month - 1 ? { ...figures, [measure]: value } : figures)) } : row,
  );
}

/** The rows with a new place at the end; a place already planned is not added twice. */
export function withRow(rows: readonly PlanRow[], place: PlanRowPlace): PlanRow[] {
  const key = rowKeyOf(place);
  return rows.some((row) => row.key === key) ? [...rows] : [...rows, emptyRow(place)];
}

export function withoutRow(rows: readonly PlanRow[], key: string): PlanRow[] {
  return rows.filter((row) => row.key !== key);
}

/** A row's year of one measure. */
export function rowTotal(row: PlanRow, measure: PlanMeasure): number {
  return round2(row.months.reduce((sum, figures) => sum + figures[measure], 0));
}

/** Each month's sum of one measure over the rows, January first. */
export function monthTotals(rows: readonly PlanRow[], measure: PlanMeasure): number[] {
  return MONTHS.map((_, index) => round2(rows.reduce((sum, row) => sum + row.months[index]![measure], 0)));
}

export function grandTotal(rows: readonly PlanRow[], measure: PlanMeasure): number {
  return round2(rows.reduce((sum, row) => sum + rowTotal(row, measure), 0));
}

/** A rig's targets: the months' sums of its rows; rows that name no rig are one more with `rig_id` null. */
export type RigTargets = { rig_id: number | null; months: number[]; total: number };

/** The per-rig view of the same rows: each rig's months of one measure, the rigs in the order they first appear. */
export function rigTargets(rows: readonly PlanRow[], measure: PlanMeasure): RigTargets[] {
  const rigs = new Map<number | null, PlanRow[]>();
  for (const row of rows) rigs.set(row.rig_id, [...(rigs.get(row.rig_id) ?? []), row]);
  return [...rigs].map(([rigId, rigRows]) => ({ rig_id: rigId, months: monthTotals(rigRows, measure), total: grandTotal(rigRows, measure) }));
}
