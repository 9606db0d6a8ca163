/** The From and To dates of a filter: To may not be earlier than From (spec part 1 section 5). */

/** Why the dates cannot be applied, or null; an empty date is no bound. Dates are YYYY-MM-DD. */
export function dateRangeProblem(range: { startDate: string; endDate: string }): string | null {
  const { startDate, endDate } = range;
  return startDate && endDate && endDate < startDate ? 'To cannot be earlier than From' : null;
}
