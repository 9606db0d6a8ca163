/**
 * The equipment register's own catalogues: drill rigs and crushing plants (with the stations that feed them). Scales and vehicles are kept by
 * their modules; the register is the four together (see modules/equipment), and a stop names its machine
 * by the one of four references its class takes (db/tables/stops.ts).
 */
import { MACHINE_STATUSES } from '@weighbridge/contract/equipment';
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOfCheck, timestamps } from '../columns.js';
import { unloadingStations } from './unloading-stations.js';

export const drillRigs = pgTable(
  'drill_rigs',
  {
    id: serial('rig_id').primaryKey(),
    name: text('name').notNull(),
    model: text('model'),
    status: text('status').notNull().default('active'),
    ...timestamps,
  },
  (table) => [uniqueIndex('drill_rigs_name_key').on(sql`lower(${table.name})`), check('drill_rigs_status_check', oneOfCheck('status', MACHINE_STATUSES))],
);

export const crushingPlants = pgTable(
  'crushing_plants',
  {
    id: serial('plant_id').primaryKey(),
    name: text('name').notNull(),
    ratedTonsPerHour: numeric('rated_tons_per_hour', { precision: 12, scale: 2, mode: 'number' }),
    status: text('status').notNull().default('active'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('crushing_plants_name_key').on(sql`lower(${table.name})`),
    check('crushing_plants_status_check', oneOfCheck('status', MACHINE_STATUSES)),
    check('crushing_plants_rate_check', sql`${table.ratedTonsPerHour} >= 0`),
  ],
);

/**
 * The unloading stations that feed each plant: the weighed loads delivered to them are the plant's feed. A
 * station feeds at most one plant, so the station is the key; the links go with their plant.
 */
export const crushingPlantStations = pgTable(
  'crushing_plant_stations',
  {
    stationId: integer('station_id')
      .primaryKey()
      .references(() => unloadingStations.id),
    plantId: integer('plant_id')
      .notNull()
      .references(() => crushingPlants.id, { onDelete: 'cascade' }),
  },
  (table) => [index('crushing_plant_stations_plant_idx').on(table.plantId)],
);
