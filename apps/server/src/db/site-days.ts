/** The site's days in SQL: every report, list and count takes its day boundaries in the site's time zone. */
import { sql } from 'drizzle-orm';

/** Local midnight of a YYYY-MM-DD day at the site, as a moment. */
export const siteMidnight = (day: string, timeZone: string) => sql`((${day}::date)::timestamp at time zone ${timeZone})`;
