/**
 * The site's own settings, one row: the time zone its days, weeks, months and report totals are cut in, and
 * what describes the site (name, address, public address, coordinates, logo), which an administrator keeps
 * on the System page. The first server to start records its SITE_TIMEZONE and the SITE_* variables it was
 * given; from then on the row is the source, read by every server of the site.
 */
import { sql } from 'drizzle-orm';
import { DEFAULT_WEIGHT_DISPLAY, MAX_WEIGHT_DECIMALS, WEIGHT_UNITS } from '@weighbridge/contract/formats';
import { COLOR_SCHEMES, DEFAULT_PREFERENCES, LOCALES, MENU_VIEWS, TABLE_DENSITIES } from '@weighbridge/contract/preferences';
import type { ShiftPattern } from '@weighbridge/contract/shifts';
import { type AnyPgColumn, boolean, check, customType, doublePrecision, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../schema.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer: both read as a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A check that a column holds one of the contract's values (or null). */
const oneOf = (column: AnyPgColumn, values: readonly string[]) => sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

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
    /** The site's shifts and the time its production day starts; unset, DEFAULT_SHIFT_PATTERN. */
    shiftPattern: jsonb('shift_pattern').$type<ShiftPattern>(),
    /** How weights are shown to people (tickets, documents, exports, reports); they are stored in kg whatever this says. */
    weightUnit: text('weight_unit').notNull().default(DEFAULT_WEIGHT_DISPLAY.unit),
    weightDecimals: integer('weight_decimals').notNull().default(DEFAULT_WEIGHT_DISPLAY.decimals),
    /** What a user who has chosen nothing gets (Settings / Appearance). */
    defaultColorScheme: text('default_color_scheme').notNull().default(DEFAULT_PREFERENCES.colorScheme),
    defaultDensity: text('default_density').notNull().default(DEFAULT_PREFERENCES.density),
    defaultMenuView: text('default_menu_view').notNull().default(DEFAULT_PREFERENCES.menuView),
    defaultLocale: text('default_locale').notNull().default(DEFAULT_PREFERENCES.locale),
  },
  (table) => [
    check('site_settings_one_row_check', sql`${table.id} = 1`),
    check('site_settings_logo_check', sql`(${table.logo} is null) = (${table.logoType} is null)`),
    check('site_settings_color_scheme_check', oneOf(table.defaultColorScheme, COLOR_SCHEMES)),
    check('site_settings_density_check', oneOf(table.defaultDensity, TABLE_DENSITIES)),
    check('site_settings_menu_view_check', oneOf(table.defaultMenuView, MENU_VIEWS)),
    check('site_settings_locale_check', oneOf(table.defaultLocale, LOCALES)),
    check('site_settings_weight_unit_check', oneOf(table.weightUnit, WEIGHT_UNITS)),
    check('site_settings_weight_decimals_check', sql`${table.weightDecimals} between 0 and ${sql.raw(String(MAX_WEIGHT_DECIMALS))}`),
  ],
);

/** A user's own choices of how the pages look and speak; a null is the site's default. */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    colorScheme: text('color_scheme'),
    density: text('density'),
    menuView: text('menu_view'),
    locale: text('locale'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('user_preferences_color_scheme_check', oneOf(table.colorScheme, COLOR_SCHEMES)),
    check('user_preferences_density_check', oneOf(table.density, TABLE_DENSITIES)),
    check('user_preferences_menu_view_check', oneOf(table.menuView, MENU_VIEWS)),
    check('user_preferences_locale_check', oneOf(table.locale, LOCALES)),
  ],
);
