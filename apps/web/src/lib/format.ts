/** Formatting shared by every page, so the same value always reads the same way. */

const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** A date in the en-US long form, e.g. 'November 21, 2026'. */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}
