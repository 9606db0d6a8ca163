/** Calendar facts in the site's time zone, which may differ from the server machine's. */

/** The year a moment falls in at the site. */
export function siteYear(moment: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(moment));
}
