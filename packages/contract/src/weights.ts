/**
 * Weight arithmetic as the site keeps weights: kg with at most two decimals (`numeric(12,2)` in the
 * database). Sums and differences are done in whole hundredths of a kg ("cents"), so that binary floating
 * point leaves no trace: 15250.55 - 10000.1 is 5250.45, not 5250.449999999999. The weighing rules, the
 * weighing page, the import and the reports all count through here. Names as in the README's glossary.
 */

/** Rounding slack for a weight that came through binary floating point (a spreadsheet's 12000.1 + 0.2). */
const BINARY_TRACE = 1e-6;

/**
 * A weight in whole hundredths of a kg.
 * @example toCents(12000.05) // 1200005
 */
export function toCents(kg: number): number {
  return Math.round(kg * 100);
}

/** Whole hundredths of a kg back to kg. */
export function fromCents(cents: number): number {
  return cents / 100;
}

/**
 * A weight rounded to the hundredth of a kg.
 * @example roundKg(12000.004999) // 12000
 */
export function roundKg(kg: number): number {
  return fromCents(toCents(kg));
}

/**
 * Whether a weight has at most two decimals, allowing for binary floating point's trace.
 * @example hasAtMostTwoDecimals(12000.05) // true; hasAtMostTwoDecimals(12000.005) // false
 */
export function hasAtMostTwoDecimals(kg: number): boolean {
  return Math.abs(kg * 100 - Math.round(kg * 100)) <= BINARY_TRACE;
}

/**
 * One weight minus another, to the hundredth of a kg (below zero when the second is heavier).
 * @example weightDifferenceKg(15250.55, 10000.1) // 5250.45
 */
export function weightDifferenceKg(kg: number, minusKg: number): number {
  return fromCents(toCents(kg) - toCents(minusKg));
}

/**
 * The net weight of a load: gross (the loaded truck) minus tare (the truck empty), what a ticket bills.
 * @example netWeightKg(30000.1, 12000.05) // 18000.05
 */
export function netWeightKg(grossKg: number, tareKg: number): number {
  return weightDifferenceKg(grossKg, tareKg);
}

/**
 * The mean weight of `count` loads weighing `totalKg` together, to the hundredth of a kg; 0 without loads.
 * @example averageKg(100, 3) // 33.33
 */
export function averageKg(totalKg: number, count: number): number {
  return count ? roundKg(totalKg / count) : 0;
}
