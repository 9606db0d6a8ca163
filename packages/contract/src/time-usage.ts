/**
 * The time usage model of a machine over a period, from its stop hours by category. One source for the
 * formulas the Stop Counter's figures, the downtime report and the README state:
 *
 *   calendar time        CT = the period's hours
 *   down time            D  = scheduled + unscheduled maintenance hours
 *   available time       AT = CT - D
 *   standby time         S  = standby + external + unclassified hours (available, not used)
 *   utilised time        UT = AT - S
 *   operating time       OT = UT - operating delay hours
 *   physical availability   PA  = AT / CT
 *   use of availability     UoA = UT / AT
 *   effective utilisation   EU  = UT / CT  (= PA x UoA)
 *   mean time between failures  MTBF = UT / breakdowns
 *   mean time to repair         MTTR = unscheduled maintenance hours / breakdowns
 *
 * A breakdown is a stop in the unscheduled maintenance category. A stop not yet classified counts as standby:
 * the machine was not used, and nobody has said why.
 */
import type { StopCategory } from './stops.js';

export type CategoryHours = Readonly<Partial<Record<StopCategory | 'unclassified', number>>>;

export type TimeUsage = {
  calendarHours: number;
  downHours: number;
  availableHours: number;
  standbyHours: number;
  utilisedHours: number;
  operatingHours: number;
  /** Ratios from 0 to 1; null when their denominator is zero. */
  physicalAvailability: number | null;
  useOfAvailability: number | null;
  effectiveUtilisation: number | null;
  /** Hours; null without a breakdown. */
  meanTimeBetweenFailures: number | null;
  meanTimeToRepair: number | null;
};

const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** The figures of one machine (or a sum of machines) from its calendar hours, stop hours by category and breakdown count. */
export function timeUsage(calendarHours: number, hours: CategoryHours, breakdowns: number): TimeUsage {
  const of = (category: StopCategory | 'unclassified') => hours[category] ?? 0;
  const downHours = of('scheduled_maintenance') + of('unscheduled_maintenance');
  const availableHours = calendarHours - downHours;
  const standbyHours = of('standby') + of('external') + of('unclassified');
  const utilisedHours = availableHours - standbyHours;
  return {
    calendarHours,
    downHours,
    availableHours,
    standbyHours,
    utilisedHours,
    operatingHours: utilisedHours - of('operating_delay'),
    physicalAvailability: ratio(availableHours, calendarHours),
    useOfAvailability: ratio(utilisedHours, availableHours),
    effectiveUtilisation: ratio(utilisedHours, calendarHours),
    meanTimeBetweenFailures: breakdowns > 0 ? utilisedHours / breakdowns : null,
    meanTimeToRepair: breakdowns > 0 ? of('unscheduled_maintenance') / breakdowns : null,
  };
}
