/**
 * What a simulated indicator shows, whatever its protocol: the weight on the deck, whether it shows it net
 * of a tare it holds, in which unit, and its flags. The protocols' encoders write it as their manuals say.
 */

/** The units a simulated indicator can show, with their size in kg; `N` (newtons, a force) stands for a custom unit. */
export const SIMULATED_UNITS = {
  kg: 1,
  g: 0.001,
  t: 1000,
  lb: 0.45359237,
  oz: 0.028349523125,
  ton: 907.18474,
  lt: 1016.0469088,
  N: 1 / 9.80665,
} as const;
export type SimulatedUnit = keyof typeof SIMULATED_UNITS;

export type SimulatedState = {
  /** The weight on the deck (gross) in kg. */
  weightKg: number;
  motion: boolean;
  overload: boolean;
  underZero: boolean;
  /** The indicator shows the weight net of `tareKg` (its tare key was pressed), rather than gross. */
  net: boolean;
  /** The tare the indicator holds, in kg. */
  tareKg: number;
  /** Switched on, zero not yet captured (Toledo status B bit 6, SMA 'I'). */
  powerUp: boolean;
  /** The unit the indicator shows its weights in. */
  unit: SimulatedUnit;
};

export const EMPTY_SCALE: SimulatedState = { weightKg: 0, motion: false, overload: false, underZero: false, net: false, tareKg: 0, powerUp: false, unit: 'kg' };

/** A weight in kg as the indicator shows it in its unit, kept to a thousandth of that unit. */
export const inUnit = (kg: number, unit: SimulatedUnit) => Math.round((kg / SIMULATED_UNITS[unit]) * 1000) / 1000 + 0;

/** The weight the indicator displays, in its unit: the deck's weight, less the tare when it shows net. */
export const displayedValue = (state: SimulatedState) => inUnit(state.net ? state.weightKg - state.tareKg : state.weightKg, state.unit);

/** The tare the indicator holds, in its unit. */
export const tareValue = (state: SimulatedState) => inUnit(state.tareKg, state.unit);

/** The fewest decimals (up to three) that write the value exactly. */
export function decimalsOf(value: number): number {
  for (let decimals = 0; decimals < 3; decimals++) {
    if (Number.isInteger(Math.round(value * 10 ** decimals * 1000) / 1000)) return decimals;
  }
  return 3;
}

/** A value written with the fewest decimals it needs. */
export const written = (value: number) => value.toFixed(decimalsOf(value));
