/**
 * Production's figures of a period of production days, per plant, by the formulas of the contract
 * (production-figures.ts): its logs' feed, output, yield, hours and energy, the weighbridge's feed, the
 * approved plan's attainment to date, the Stop Counter's availability (its own figures, not a copy of them),
 * and the three-way check of the feed.
 */
import { type MonthPlanActual, type PlantFigures, planToDate, type ProductionFigures, share } from '@weighbridge/contract/production-figures';
import { productionDayBounds } from '@weighbridge/contract/shifts';
import { readShiftPattern } from '../site/public.js';
import { stopFigures } from '../stops/public.js';
import type { ProductionContext } from './context.js';
import { adjustmentsByPile, approvedPlanByPlant, type LogTotals, logPartsByPlant, logTotals, plantsOf, weighedFeedByPlant } from './figures-repository.js';
import { type OutputRow, outputRows } from './kept-months.js';

const HOUR_MS = 3_600_000;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const NO_LOGS: Omit<LogTotals, 'plant_id'> = { logs: 0, feed_tons: 0, weighbridge_tons: 0, running_hours: 0, energy_kwh: null, metered_feed_tons: 0 };

/** The products of a plant's outputs of the period, each with its tons and its yield on the logged feed. */
function products(outputs: readonly OutputRow[], feed: number): PlantFigures['products'] {
  const byProduct = new Map<number, { material_id: number; material_name: string; tons: number }>();
  for (const output of outputs) {
    const product = byProduct.get(output.material_id) ?? { material_id: output.material_id, material_name: output.material_name, tons: 0 };
    product.tons += output.tons;
    byProduct.set(output.material_id, product);
  }
  return [...byProduct.values()]
    .sort((one, other) => one.material_name.localeCompare(other.material_name))
    .map((product) => ({ ...product, yield: share(product.tons, feed) }));
}

/** Tons added up by a key of the rows. */
function tonsBy<Key>(rows: readonly OutputRow[], key: (row: OutputRow) => Key): Map<Key, number> {
  const tons = new Map<Key, number>();
  for (const row of rows) tons.set(key(row), (tons.get(key(row)) ?? 0) + row.tons);
  return tons;
}

/** The months from `from`'s to `to`'s, 'YYYY-MM'. */
function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  for (let text = from.slice(0, 7); text <= to.slice(0, 7); text = `${year}-${String(month).padStart(2, '0')}`) {
    months.push(text);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
}

/** Each month the period touches: the approved plan's tons of the plants shown, and their output logged in it. */
function planAgainstActual(range: { from: string; to: string }, plantIds: readonly number[], plansByYear: ReadonlyMap<number, Map<number, number[]>>, output: ReadonlyMap<string, number>): MonthPlanActual[] {
  return monthsOf(range.from, range.to).map((month) => {
    const plans = plansByYear.get(Number(month.slice(0, 4)));
    const index = Number(month.slice(5, 7)) - 1;
    return { month, plan_tons: sum(plantIds.map((plantId) => plans?.get(plantId)?.[index] ?? 0)), output_tons: output.get(month) ?? 0 };
  });
}

export async function productionFigures(ctx: ProductionContext, query: { from: string; to: string; plantId?: number | undefined }): Promise<ProductionFigures> {
  const pattern = await readShiftPattern(ctx.db);
  const now = ctx.clock.now();
  const start = productionDayBounds(query.from, pattern, ctx.siteTimeZone).start;
  const end = productionDayBounds(query.to, pattern, ctx.siteTimeZone).end;
  // The site's shifts cover its production days whole: the period's scheduled hours are its hours so far.
  const scheduledHours = Math.max(0, Math.min(end.getTime(), now.getTime()) - start.getTime()) / HOUR_MS;
  const year = Number(query.to.slice(0, 4));
  const firstYear = Number(query.from.slice(0, 4));
  const years = Array.from({ length: year - firstYear + 1 }, (_, index) => firstYear + index);
  const days = { from: query.from, to: query.to, plantId: query.plantId };
  const [plants, logParts, output, weighed, yearPlans, adjustments, stops] = await Promise.all([
    plantsOf(ctx.db, query.plantId),
    logPartsByPlant(ctx.db, { ...days, start, end }, ctx.siteTimeZone),
    outputRows(ctx.db, days),
    weighedFeedByPlant(ctx.db, days, pattern, ctx.siteTimeZone),
    Promise.all(years.map((one) => approvedPlanByPlant(ctx.db, one))),
    adjustmentsByPile(ctx.db, query.from, query.to),
    stopFigures(ctx.db, { from: start.toISOString(), to: end.toISOString(), equipmentClass: 'plant' }, { now, timeZone: ctx.siteTimeZone }),
  ]);

  const totals = new Map(logParts.map((parts) => [parts.plant_id, logTotals(parts, weighed.get(parts.plant_id) ?? 0)]));
  const outputs = output.filter((row) => row.in_period);
  const months = tonsBy(outputs, (row) => row.month);
  const monthOutput = tonsBy(output.filter((row) => row.month === query.to.slice(0, 7)), (row) => row.plant_id);
  const yearOutput = tonsBy(output.filter((row) => row.month.startsWith(`${year}-`)), (row) => row.plant_id);
  const piles = new Map<number, Set<number>>();
  for (const row of outputs) if (row.stockpile_id !== null) piles.set(row.plant_id, (piles.get(row.plant_id) ?? new Set()).add(row.stockpile_id));
  const plansByYear = new Map(years.map((one, index) => [one, yearPlans[index]!]));
  const plans = plansByYear.get(year)!;
  return {
    from: query.from,
    to: query.to,
    by_month: planAgainstActual(query, plants.map((plant) => plant.plant_id), plansByYear, months),
    plants: plants.map((plant): PlantFigures => {
      const logged = totals.get(plant.plant_id) ?? NO_LOGS;
      const own = outputs.filter((output) => output.plant_id === plant.plant_id);
      const feed = logged.feed_tons;
      const output = sum(own.map((one) => one.tons));
      const running = logged.running_hours;
      const energy = logged.energy_kwh;
      const plan = planToDate(plans.get(plant.plant_id) ?? Array<number>(12).fill(0), query.to);
      const actualMonth = monthOutput.get(plant.plant_id) ?? 0;
      const actualYear = yearOutput.get(plant.plant_id) ?? 0;
      // The check compares like with like: the weighbridge's tons of the logged shifts, the logs' feed, and
      // the output as the surveys of the piles it went to confirm it.
      const weighbridge = logged.weighbridge_tons;
      const surveyed = output + sum([...(piles.get(plant.plant_id) ?? [])].map((pile) => adjustments.get(pile) ?? 0));
      return {
        plant_id: plant.plant_id,
        name: plant.name,
        logs: logged.logs,
        feed_weighed_tons: weighed.get(plant.plant_id) ?? 0,
        feed_tons: feed,
        output_tons: output,
        products: products(own, feed),
        running_hours: running,
        tons_per_operating_hour: share(feed, running),
        scheduled_hours: scheduledHours,
        utilisation: share(running, scheduledHours),
        availability: stops.machines.find((machine) => machine.machine_id === plant.plant_id)?.physical_availability ?? null,
        energy_kwh: energy,
        specific_energy_kwh_per_ton: energy === null ? null : share(energy, logged.metered_feed_tons),
        plan_month_to_date_tons: plan.monthToDate,
        actual_month_to_date_tons: actualMonth,
        attainment_month_to_date: share(actualMonth, plan.monthToDate),
        plan_year_to_date_tons: plan.yearToDate,
        actual_year_to_date_tons: actualYear,
        attainment_year_to_date: share(actualYear, plan.yearToDate),
        feed_check: {
          weighbridge_tons: weighbridge,
          logged_tons: feed,
          survey_tons: surveyed,
          logged_variance_tons: feed - weighbridge,
          logged_variance_share: share(feed - weighbridge, weighbridge),
          survey_variance_tons: surveyed - weighbridge,
          survey_variance_share: share(surveyed - weighbridge, weighbridge),
        },
      };
    }),
  };
}
