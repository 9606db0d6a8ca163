/**
 * Stop reasons (a tree per equipment class) and the stops of every machine. A stop names its machine by the
 * one reference its class takes (a scale, a vehicle, a drill rig or a crushing plant), so that a machine with
 * recorded stops cannot be deleted and a backup restores stops with the machines they name. Two stops of one
 * machine never overlap: an exclusion constraint over the machine's key and the stop's time range (see the
 * migration) refuses it whichever server writes; an open stop (no end yet) reaches to infinity.
 */
import { DETECTIONS, STOP_CATEGORIES, STOP_SOURCES } from '@weighbridge/contract/stops';
import { EQUIPMENT_CLASSES } from '@weighbridge/contract/equipment';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOfCheck, timestamps } from '../columns.js';
import { users } from '../schema.js';
import { crushingPlants, drillRigs } from './equipment.js';
import { scales } from './scales.js';
import { vehicles } from './vehicles.js';

export const stopReasons = pgTable(
  'stop_reasons',
  {
    id: serial('reason_id').primaryKey(),
    equipmentClass: text('equipment_class').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => stopReasons.id),
    name: text('name').notNull(),
    category: text('category').notNull(),
    planned: boolean('planned').notNull(),
    commentRequired: boolean('comment_required').notNull().default(false),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('stop_reasons_name_key').on(table.equipmentClass, sql`lower(${table.name})`),
    check('stop_reasons_class_check', oneOfCheck('equipment_class', EQUIPMENT_CLASSES)),
    check('stop_reasons_category_check', oneOfCheck('category', STOP_CATEGORIES)),
  ],
);

export const stops = pgTable(
  'stops',
  {
    id: serial('stop_id').primaryKey(),
    equipmentClass: text('equipment_class').notNull(),
    scaleId: integer('scale_id').references(() => scales.id),
    vehicleId: integer('vehicle_id').references(() => vehicles.id),
    rigId: integer('rig_id').references(() => drillRigs.id),
    plantId: integer('plant_id').references(() => crushingPlants.id),
    /** One number per machine across the classes, for the no-overlap constraint: the class's place x 2^32 + its id. */
    machineKey: bigint('machine_key', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(
        sql`case "equipment_class" when 'scale' then 0 when 'vehicle' then 1 when 'rig' then 2 else 3 end * 4294967296::bigint + coalesce("scale_id", "vehicle_id", "rig_id", "plant_id")`,
      ),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** None while a detected stop waits for a supervisor to classify it. */
    reasonId: integer('reason_id').references(() => stopReasons.id),
    comment: text('comment'),
    source: text('source').notNull().default('manual'),
    detection: text('detection'),
    recordedBy: integer('recorded_by').references(() => users.id),
    ...timestamps,
  },
  (table) => [
    check('stops_class_check', oneOfCheck('equipment_class', EQUIPMENT_CLASSES)),
    check(
      'stops_one_machine_check',
      sql`num_nonnulls(${table.scaleId}, ${table.vehicleId}, ${table.rigId}, ${table.plantId}) = 1 and case ${table.equipmentClass}
        when 'scale' then ${table.scaleId} is not null when 'vehicle' then ${table.vehicleId} is not null
        when 'rig' then ${table.rigId} is not null else ${table.plantId} is not null end`,
    ),
    check('stops_order_check', sql`${table.endedAt} > ${table.startedAt}`),
    check('stops_source_check', oneOfCheck('source', STOP_SOURCES)),
    check('stops_detection_check', sql`${table.detection} is null or ${oneOfCheck('detection', DETECTIONS)}`),
    index('stops_started_at_idx').on(table.startedAt),
    index('stops_reason_idx').on(table.reasonId),
    index('stops_vehicle_idx').on(table.vehicleId),
    index('stops_rig_idx').on(table.rigId),
    index('stops_plant_idx').on(table.plantId),
  ],
);
