/**
 * Production's figures of a period of production days, per plant, by the formulas of the contract
 * (production-figures.ts): its logs' feed, output, yield, hours and energy, the weighbridge's feed, the
 * approved plan's attainment to date, the Stop Counter's availability (its own figures, not a copy of them),
 * and the three-way check of the feed.
 */
import { type PlantFigures, planToDate, type ProductionFigures, share } from '@weighbridge/contract/production-figures';
import type { ShiftLog } from '@weighbridge/contract/shift-logs';
import { productionDayBounds } from '@weighbridge/contract/shifts';
import { readShiftPattern } from '../site/public.js';
import { stopFigures } from '../stops/public.js';
import type { ProductionContext } from './context.js';
import { adjustmentsByPile, approvedPlanByPlant, outputByPlant, plantsOf, weighedFeedByPlant } from './figures-repository.js';
import { listShiftLogs } from './shift-log-service.js';

const HOUR_MS = 3_600_000;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The products of a plant's logs, each with its tons and its yield on the logged feed. */
function products(logs: readonly ShiftLog[], feed: number): PlantFigures['products'] {
  const byProduct = new Map<number, { material_id: number; material_name: string; tons: number }>();
  for (const output of logs.flatMap((log) => log.outputs)) {
    const product = byProduct.get(output.material_id) ?? { material_id: output.material_id, material_name: output.material_name, tons: 0 };
    product.tons += output.tons;
    byProduct.set(output.material_id, product);
  }
  return [...byProduct.values()].sort((one, other) => one.material_name.localeCompare(other.material_name)).map((product) => ({ ...product, yield: share(product.tons, feed) }));
}

export async function productionFigures(ctx: ProductionContext, query: { from: string; to: string; plantId?: number | undefined }): Promise<ProductionFigures> {
  const pattern = await readShiftPattern(ctx.db);
  const now = ctx.clock.now();
  const start = productionDayBounds(query.from, pattern, ctx.siteTimeZone).start;
  const end = productionDayBounds(query.to, pattern, ctx.siteTimeZone).end;
  // The site's shifts cover its production days whole: the period's scheduled hours are its hours so far.
  const scheduledHours = Math.max(0, Math.min(end.getTime(), now.getTime()) - start.getTime()) / HOUR_MS;
  const year = Number(query.to.slice(0, 4));
  const monthStart = `${query.to.slice(0, 7)}-01`;
  const [plants, logs, weighed, plans, monthOutput, yearOutput, adjustments, stops] = await Promise.all([
    plantsOf(ctx.db, query.plantId),
    listShiftLogs(ctx.db, { from: query.from, to: query.to, plantId: query.plantId }),
    weighedFeedByPlant(ctx.db, { start, end }),
    approvedPlanByPlant(ctx.db, year),
    outputByPlant(ctx.db, monthStart, query.to),
    outputByPlant(ctx.db, `${year}-01-01`, query.to),
    adjustmentsByPile(ctx.db, query.from, query.to),
    stopFigures(ctx.db, { from: start.toISOString(), to: end.toISOString(), equipmentClass: 'plant' }, { now, timeZone: ctx.siteTimeZone }),
  ]);

  return {
    from: query.from,
    to: query.to,
    plants: plants.map((plant): PlantFigures => {
      const own = logs.filter((log) => log.plant_id === plant.plant_id);
      const feed = sum(own.map((log) => log.feed_tons));
      const output = sum(own.map((log) => log.output_tons));
      const running = sum(own.map((log) => log.running_hours ?? 0));
      const metered = own.filter((log) => log.energy_kwh !== null);
      const energy = metered.length > 0 ? sum(metered.map((log) => log.energy_kwh!)) : null;
      const plan = planToDate(plans.get(plant.plant_id) ?? Array<number>(12).fill(0), query.to);
      const actualMonth = monthOutput.get(plant.plant_id) ?? 0;
      const actualYear = yearOutput.get(plant.plant_id) ?? 0;
      // The check compares like with like: the weighbridge's tons of the logged shifts, the logs' feed, and
      // the output as the surveys of the piles it went to confirm it.
      const weighbridge = sum(own.map((log) => log.feed_tons_weighed));
      const piles = new Set(own.flatMap((log) => log.outputs.flatMap((one) => (one.stockpile_id === null ? [] : [one.stockpile_id]))));
      const surveyed = output + sum([...piles].map((pile) => adjustments.get(pile) ?? 0));
      return {
        plant_id: plant.plant_id,
        name: plant.name,
        logs: own.length,
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
        specific_energy_kwh_per_ton: energy === null ? null : share(energy, sum(metered.map((log) => log.feed_tons))),
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
