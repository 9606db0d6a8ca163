/** The From and To dates of a filter: To may not be earlier than From (spec part 1 section 5). */

export const DATE_RANGE_PROBLEMS = { backwards: 'To cannot be earlier than From' } as const;

/** Why the dates cannot be applied, or null; an empty date is no bound. Dates are YYYY-MM-DD. */
export function dateRangeProblem(range: { startDate: string; endDate: string }): string | null {
  const { startDate, endDate } = range;
  return startDate && endDate && endDate < startDate ? DATE_RANGE_PROBLEMS.backwards : null;
}
