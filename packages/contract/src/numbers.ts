/** How a number reads on every page and in every message, so that a limit reads the same everywhere. */

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * Thousands separators and at most two decimals, no trailing zeros.
 * @example formatQuantity(150000) // '150,000'; formatQuantity(1602.5) // '1,602.5'
 */
export function formatQuantity(value: number): string {
  return grouped.format(value);
}
