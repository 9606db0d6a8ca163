/**
 * The Stop Counter's figures of a period: each machine's stop hours by category and the time usage model
 * (contract time-usage.ts), summed per class, the reasons in Pareto order, and the tons lost to downtime. The
 * period ends now at the latest: hours still to come are not calendar time yet. The trailing rate is read over
 * the 30 whole site days before the day the period ends in.
 */
import { daysAfter } from '@weighbridge/contract/date-ranges';
import { dayOf, dayWindow } from '@weighbridge/contract/day-basis';
import { EQUIPMENT_CLASSES, type EquipmentClass } from '@weighbridge/contract/equipment';
import { type ClassFigures, type MachineFigures, type ReasonFigures, type StopFigures, TRAILING_RATE_DAYS } from '@weighbridge/contract/stop-figures';
import { STOP_CATEGORIES, type StopCategory } from '@weighbridge/contract/stops';
import { type CategoryHours, timeUsage } from '@weighbridge/contract/time-usage';
import type { Db } from '../../db/database.js';
import { machinesOfClasses, type StopHoursRow, stopHours, weighedTons, type Window } from './figures-repository.js';

const HOUR_MS = 3_600_000;
const MIDNIGHT = '00:00';
type Bucket = StopCategory | 'unclassified';
const BUCKETS: readonly Bucket[] = [...STOP_CATEGORIES, 'unclassified'];

const keyOf = (row: { equipment_class: EquipmentClass; machine_id: number }) => `${row.equipment_class}:${row.machine_id}`;

type Tally = { hours: Record<Bucket, number>; stops: number; breakdowns: number };
const emptyTally = (): Tally => ({ hours: Object.fromEntries(BUCKETS.map((bucket) => [bucket, 0])) as Record<Bucket, number>, stops: 0, breakdowns: 0 });

function tallyByMachine(rows: readonly StopHoursRow[]): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  for (const row of rows) {
    const tally = tallies.get(keyOf(row)) ?? emptyTally();
    tally.hours[row.category ?? 'unclassified'] += row.hours;
    tally.stops += row.stops;
    if (row.category === 'unscheduled_maintenance') tally.breakdowns += row.stops;
    tallies.set(keyOf(row), tally);
  }
  return tallies;
}

const stopHoursOf = (tally: Tally) => BUCKETS.reduce((sum, bucket) => sum + tally.hours[bucket], 0);

/** The figures' common part, from calendar hours and a tally. */
function usage(calendarHours: number, tally: Tally, tonsPerHour: number | null) {
  const model = timeUsage(calendarHours, tally.hours as CategoryHours, tally.breakdowns);
  const stopped = stopHoursOf(tally);
  return {
    calendar_hours: calendarHours,
    stop_hours: stopped,
    stops: tally.stops,
    breakdowns: tally.breakdowns,
    category_hours: tally.hours,
    physical_availability: model.physicalAvailability,
    use_of_availability: model.useOfAvailability,
    effective_utilisation: model.effectiveUtilisation,
    mtbf_hours: model.meanTimeBetweenFailures,
    mttr_hours: model.meanTimeToRepair,
    lost_tons: tonsPerHour === null ? null : stopped * tonsPerHour,
  };
}

/** The figures of [from, to), cut at now, for one class or all. */
export async function stopFigures(
  db: Db,
  period: { from: string; to: string; equipmentClass?: EquipmentClass | undefined },
  site: { now: Date; timeZone: string },
): Promise<StopFigures> {
  const classes = period.equipmentClass ? [period.equipmentClass] : EQUIPMENT_CLASSES;
  const from = new Date(period.from);
  const to = new Date(Math.max(from.getTime(), Math.min(Date.parse(period.to), site.now.getTime())));
  const window: Window = { from, to };
  // The rate is read over the whole site days before the day the period ends in, as the report totals keep them.
  const endDay = dayOf(to, 'calendar', MIDNIGHT, site.timeZone);
  const firstDay = daysAfter(endDay, -TRAILING_RATE_DAYS);
  const trailingDays = dayWindow({ startDate: firstDay, endDate: daysAfter(endDay, -1) }, 'calendar', MIDNIGHT, site.timeZone);
  const trailing: Window = { from: trailingDays.start, to: trailingDays.end };
  const [machines, rows, trailingRows, tons] = await Promise.all([
    machinesOfClasses(db, classes),
    stopHours(db, window, classes),
    stopHours(db, trailing, classes),
    weighedTons(db, { firstDay, endDay }, classes),
  ]);
  const calendarHours = (to.getTime() - from.getTime()) / HOUR_MS;
  const tallies = tallyByMachine(rows);
  const trailingStopped = new Map([...tallyByMachine(trailingRows)].map(([key, tally]) => [key, stopHoursOf(tally)]));
  const tonsOf = new Map(tons.map((row) => [keyOf(row), row.tons]));

  const shown = machines.filter((machine) => machine.active || tallies.has(keyOf(machine)));
  const machineFigures: MachineFigures[] = shown.map((machine) => {
    const key = keyOf(machine);
    const runningHours = (trailing.to.getTime() - trailing.from.getTime()) / HOUR_MS - (trailingStopped.get(key) ?? 0);
    const carried = tonsOf.get(key);
    const tonsPerHour = carried !== undefined && carried > 0 && runningHours > 0 ? carried / runningHours : null;
    return { equipment_class: machine.equipment_class, machine_id: machine.machine_id, name: machine.name, tons_per_hour: tonsPerHour, ...usage(calendarHours, tallies.get(key) ?? emptyTally(), tonsPerHour) };
  });

  const classFigures: ClassFigures[] = classes.flatMap((equipmentClass) => {
    const ofClass = machineFigures.filter((machine) => machine.equipment_class === equipmentClass);
    if (ofClass.length === 0) return [];
    const sum = emptyTally();
    for (const machine of ofClass) {
      for (const bucket of BUCKETS) sum.hours[bucket] += machine.category_hours[bucket];
      sum.stops += machine.stops;
      sum.breakdowns += machine.breakdowns;
    }
    const lost = ofClass.some((machine) => machine.lost_tons !== null) ? ofClass.reduce((total, machine) => total + (machine.lost_tons ?? 0), 0) : null;
    return [{ equipment_class: equipmentClass, machines: ofClass.length, ...usage(calendarHours * ofClass.length, sum, null), lost_tons: lost }];
  });

  return { from: from.toISOString(), to: to.toISOString(), machines: machineFigures, classes: classFigures, reasons: pareto(rows) };
}

/** The reasons by hours, most first, each with the share of all stop hours up to it. */
function pareto(rows: readonly StopHoursRow[]): ReasonFigures[] {
  const byReason = new Map<string, Omit<ReasonFigures, 'cumulative_share'>>();
  for (const row of rows) {
    const key = `${row.equipment_class}:${row.reason_id ?? 'none'}`;
    const reason = byReason.get(key) ?? { equipment_class: row.equipment_class, reason_id: row.reason_id, name: row.reason_name, category: row.category, hours: 0, stops: 0 };
    reason.hours += row.hours;
    reason.stops += row.stops;
    byReason.set(key, reason);
  }
  const sorted = [...byReason.values()].sort((one, other) => other.hours - one.hours || (one.name ?? '').localeCompare(other.name ?? ''));
  const total = sorted.reduce((sum, reason) => sum + reason.hours, 0);
  let running = 0;
  return sorted.map((reason) => {
    running += reason.hours;
    return { ...reason, cumulative_share: total > 0 ? running / total : 0 };
  });
}
