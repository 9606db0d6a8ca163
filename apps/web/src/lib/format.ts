/** Formatting shared by every page, so the same value always reads the same way. */

const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const wholeOrDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** What a field the user left empty reads as. */
export const NOT_SET = '—';

/** A date in the en-US long form, e.g. 'November 21, 2026'. */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

/**
 * A calendar date held as YYYY-MM-DD (a birth date) in the en-US long form. It is read as a local date:
 * parsing it as UTC would show the day before west of Greenwich.
 */
export function formatCalendarDate(date: string | null): string {
  const parts = date?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!parts) return date ?? NOT_SET;
  return formatLongDate(new Date(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
}

/** A number with thousands separators and at most two decimals, e.g. '12,500' or '1,602.5'. */
export function formatNumber(value: number | null): string {
  return value === null ? NOT_SET : wholeOrDecimal.format(value);
}

/** A weight in kg, e.g. '12,500 kg'. */
export function formatKg(kg: number | null): string {
  return kg === null ? NOT_SET : `${wholeOrDecimal.format(kg)} kg`;
}

/** An amount in dollars with cents, e.g. '$1,250.50'. */
export function formatDollars(amount: number | null): string {
  return amount === null ? NOT_SET : dollars.format(amount);
}
