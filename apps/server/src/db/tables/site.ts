/**
 * The site's own settings, one row: the time zone its days, weeks, months and report totals are cut in, and
 * what describes the site (name, address, public address, coordinates, logo), which an administrator keeps
 * on the System page. The first server to start records its SITE_TIMEZONE and the SITE_* variables it was
 * given; from then on the row is the source, read by every server of the site.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, customType, doublePrecision, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer: both read as a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey(),
    timeZone: text('time_zone').notNull(),
    /** When the zone was recorded or last changed. */
    timeZoneSetAt: timestamp('time_zone_set_at', { withTimezone: true }).notNull(),
    /** Unset, the site is called DEFAULT_SITE_NAME. */
    name: text('name'),
    address: text('address'),
    /** The address a ticket's QR code points at; unset, the address the ticket was asked for at. */
    publicUrl: text('public_url'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    logo: bytea('logo'),
    logoType: text('logo_type'),
    /** Whether the first start's SITE_* variables have been taken in: after that only the System page changes them. */
    profileSeeded: boolean('profile_seeded').notNull().default(false),
    profileUpdatedAt: timestamp('profile_updated_at', { withTimezone: true }),
  },
  (table) => [
    check('site_settings_one_row_check', sql`${table.id} = 1`),
    check('site_settings_logo_check', sql`(${table.logo} is null) = (${table.logoType} is null)`),
  ],
);
