/**
 * The weighings a simulated weighbridge plays by itself: the deck empty at zero, a truck drives on (in
 * motion, the weight rising), settles at its weight, stands still about ten seconds while it is weighed,
 * drives off (in motion, falling), and the deck is back at zero; then the next truck.
 */

/** How long each phase lasts at time scale 1. */
export const TRUCK_CYCLE_PHASES_MS = { empty: 4_000, driveOn: 4_000, settle: 1_500, hold: 10_000, driveOff: 4_000 } as const;

/** A loaded haul truck: 18 to 45 t, shown in 20 kg divisions. */
const LIGHTEST_KG = 18_000;
const HEAVIEST_KG = 45_000;
export const CYCLE_DIVISION_KG = 20;

/** How far the deck swings past the truck's weight as it settles. */
const SETTLE_SWING_KG = 240;

export type TruckOnScale = { weightKg: number; motion: boolean };

export function truckWeightKg(random: () => number): number {
  const divisions = (HEAVIEST_KG - LIGHTEST_KG) / CYCLE_DIVISION_KG;
  return LIGHTEST_KG + Math.floor(random() * (divisions + 1)) * CYCLE_DIVISION_KG;
}

const toDivision = (kg: number) => Math.round(kg / CYCLE_DIVISION_KG) * CYCLE_DIVISION_KG;

/** One cycle's length; `timeScale` 0.01 plays it a hundred times faster. */
export const truckCycleMs = (timeScale: number) => Object.values(TRUCK_CYCLE_PHASES_MS).reduce((sum, ms) => sum + ms, 0) * timeScale;

/** What the scale shows `elapsedMs` into a cycle of a truck weighing `truckKg`. */
export function truckCycleAt(elapsedMs: number, truckKg: number, timeScale: number): TruckOnScale {
  const phases = TRUCK_CYCLE_PHASES_MS;
  let t = elapsedMs / timeScale;
  if (t < phases.empty) return { weightKg: 0, motion: false };
  t -= phases.empty;
  if (t < phases.driveOn) {
    // The front axles first, then the rear: an eased rise rather than a straight line.
    const share = t / phases.driveOn;
    return { weightKg: toDivision(truckKg * (1 - Math.cos(Math.PI * share)) / 2), motion: true };
  }
  t -= phases.driveOn;
  if (t < phases.settle) {
    const left = 1 - t / phases.settle;
    return { weightKg: toDivision(truckKg + SETTLE_SWING_KG * left * Math.sin((t / phases.settle) * 6 * Math.PI)), motion: true };
  }
  t -= phases.settle;
  if (t < phases.hold) return { weightKg: truckKg, motion: false };
  t -= phases.hold;
  if (t < phases.driveOff) return { weightKg: toDivision(truckKg * (1 - t / phases.driveOff)), motion: true };
  return { weightKg: 0, motion: false };
}

/** Trucks one after the other, each with a weight of its own, from the time the cycle starts. */
export function truckQueue(options: { timeScale: number; random: () => number; startedAt: number }) {
  let cycleStart = options.startedAt;
  let truckKg = truckWeightKg(options.random);
  return (now: number): TruckOnScale => {
    const length = truckCycleMs(options.timeScale);
    if (now - cycleStart >= length) {
      cycleStart += Math.floor((now - cycleStart) / length) * length;
      truckKg = truckWeightKg(options.random);
    }
    return truckCycleAt(now - cycleStart, truckKg, options.timeScale);
  };
}
