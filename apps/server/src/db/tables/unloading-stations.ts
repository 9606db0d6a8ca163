/** The unloading stations table. */
import { DEFAULT_STATION_STATUS, DEFAULT_STATION_TYPE, STATION_STATUSES } from '@weighbridge/contract/unloading-stations';
import { sql } from 'drizzle-orm';
import { check, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { oneOfCheck, timestamps } from '../columns.js';

export const unloadingStations = pgTable(
  'unloading_stations',
  {
    id: serial('station_id').primaryKey(),
    /** The Station Name. */
    areaName: text('area_name').notNull(),
    capacity: numeric('capacity', { precision: 12, scale: 2, mode: 'number' }),
    status: text('status').notNull().default(DEFAULT_STATION_STATUS),
    stationType: text('station_type').notNull().default(DEFAULT_STATION_TYPE),
    ...timestamps,
  },
  (table) => [
    check('unloading_stations_status_check', oneOfCheck('status', STATION_STATUSES)),
    check('unloading_stations_capacity_check', sql`${table.capacity} >= 0`),
  ],
);
