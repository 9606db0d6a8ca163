/**
 * The drilling figures of a period of production days [from, to]: the rigs' totals from the drill logs, the
 * blasts fired within the days' bounds, and the approved plans of the period's years against the actuals,
 * month by month (contract drilling-figures.ts says what each figure is).
 */
import { powderFactor, rate } from '@weighbridge/contract/drilling';
import { BLASTS_PAGE_SIZE, type DrillingFigures, type PlanActualRow } from '@weighbridge/contract/drilling-figures';
import { productionDayBounds, type ShiftPattern } from '@weighbridge/contract/shifts';
import { pagesOf, tablePage } from '../../db/table-pages.js';
import { readShiftPattern } from '../site/public.js';
import { type BrokenTons, brokenByMonth, firedBlastFigures, firedBlastTotals } from './blasts-repository.js';
import { type PlannedRow, plannedLines } from './plans-repository.js';
import type { DrillingContext } from './logs.js';
import { type DrilledMetres, metresByMonth, rigTotals } from './logs-repository.js';

const round2 = (value: number) => Math.round(value * 100) / 100;
const sum = <T>(items: readonly T[], of: (item: T) => number) => round2(items.reduce((total, item) => total + of(item), 0));

type Tally = Omit<PlanActualRow, 'actual_tons'> & { actual_tons: number | null };

/** Rows keyed by what they compare, each planned and actual figure added in. */
function comparisons() {
  const rows = new Map<string, Tally>();
  const at = (key: string, fresh: () => Tally) => rows.get(key) ?? rows.set(key, fresh()).get(key)!;
  return {
    add(key: string, fresh: () => Tally, figures: Partial<Record<'planned_metres' | 'actual_metres' | 'planned_tons' | 'actual_tons', number>>) {
      const row = at(key, fresh);
      row.planned_metres = round2(row.planned_metres + (figures.planned_metres ?? 0));
      row.actual_metres = round2(row.actual_metres + (figures.actual_metres ?? 0));
      row.planned_tons = round2(row.planned_tons + (figures.planned_tons ?? 0));
      if (row.actual_tons !== null) row.actual_tons = round2(row.actual_tons + (figures.actual_tons ?? 0));
    },
    rows: () => [...rows.values()].sort((one, other) => one.month.localeCompare(other.month) || (one.area_name ?? '').localeCompare(other.area_name ?? '') || (one.rig_name ?? '').localeCompare(other.rig_name ?? '')),
  };
}

const blank = (month: string, rest: Partial<Tally> = {}): Tally => ({
  month,
  loading_area_id: null,
  area_name: null,
  rig_id: null,
  rig_name: null,
  planned_metres: 0,
  actual_metres: 0,
  planned_tons: 0,
  actual_tons: 0,
  ...rest,
});

function planAgainstActual(planned: readonly PlannedRow[], drilled: readonly DrilledMetres[], broken: readonly BrokenTons[]) {
  const byMonth = comparisons();
  const byArea = comparisons();
  const byRig = comparisons();
  const area = (month: string, id: number, name: string) => [`${month}:${id}`, () => blank(month, { loading_area_id: id, area_name: name })] as const;
  const rig = (month: string, id: number, name: string) => [`${month}:${id}`, () => blank(month, { rig_id: id, rig_name: name, actual_tons: null })] as const;
  for (const line of planned) {
    const figures = { planned_metres: line.metres, planned_tons: line.tons };
    byMonth.add(line.month, () => blank(line.month), figures);
    byArea.add(...area(line.month, line.loading_area_id, line.area_name), figures);
    if (line.rig_id !== null) byRig.add(...rig(line.month, line.rig_id, line.rig_name!), figures);
  }
  for (const row of drilled) {
    byMonth.add(row.month, () => blank(row.month), { actual_metres: row.metres });
    byArea.add(...area(row.month, row.loading_area_id, row.area_name), { actual_metres: row.metres });
    byRig.add(...rig(row.month, row.rig_id, row.rig_name), { actual_metres: row.metres });
  }
  for (const row of broken) {
    byMonth.add(row.month, () => blank(row.month), { actual_tons: row.tons });
    byArea.add(...area(row.month, row.loading_area_id, row.area_name), { actual_tons: row.tons });
  }
  return { by_month: byMonth.rows(), by_area: byArea.rows(), by_rig: byRig.rows() };
}

/** The period, and which page of its blasts (BLASTS_PAGE_SIZE a page); without a page, all of them (a report's files). */
export type DrillingFiguresAsked = { from: string; to: string; blastsPage?: number | undefined };

export async function drillingFigures(ctx: DrillingContext, query: DrillingFiguresAsked): Promise<DrillingFigures> {
  const pattern: ShiftPattern = await readShiftPattern(ctx.db);
  const window = { from: productionDayBounds(query.from, pattern, ctx.siteTimeZone).start, to: productionDayBounds(query.to, pattern, ctx.siteTimeZone).end };
  const days = { from: query.from, to: query.to };
  const blastPage = tablePage(query.blastsPage, BLASTS_PAGE_SIZE);
  const [rigs, drilled, blasts, fired, broken, planned] = await Promise.all([
    rigTotals(ctx.db, days),
    metresByMonth(ctx.db, days),
    firedBlastFigures(ctx.db, window, blastPage),
    firedBlastTotals(ctx.db, window),
    brokenByMonth(ctx.db, window, pattern.dayStart, ctx.siteTimeZone),
    plannedLines(ctx.db, query.from.slice(0, 7), query.to.slice(0, 7)),
  ]);
  const metres = sum(rigs, (rig) => rig.metres);
  const drillHours = sum(rigs, (rig) => rig.drill_hours);
  const volume = round2(fired.volume_m3);
  const tons = round2(fired.tons_broken);
  const explosives = round2(fired.explosives_kg);
  return {
    from: query.from,
    to: query.to,
    rigs,
    blasts,
    blast_pages: pagesOf(blastPage, fired.blasts),
    totals: {
      metres,
      drill_hours: drillHours,
      metres_per_drill_hour: rate(metres, drillHours),
      blasts: fired.blasts,
      volume_m3: volume,
      tons_broken: tons,
      explosives_kg: explosives,
      powder_factor_kg_m3: powderFactor(explosives, volume),
      powder_factor_kg_t: powderFactor(explosives, tons),
    },
    plan_vs_actual: planAgainstActual(planned, drilled, broken),
  };
}
