/**
 * The site's own settings, one row: the time zone its days, weeks, months and report totals are cut in.
 * The first server to start records its SITE_TIMEZONE; every other must be started with the same.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey(),
    timeZone: text('time_zone').notNull(),
    /** When the zone was recorded or last changed. */
    timeZoneSetAt: timestamp('time_zone_set_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('site_settings_one_row_check', sql`${table.id} = 1`)],
);
