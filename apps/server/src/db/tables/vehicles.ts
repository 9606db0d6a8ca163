/** The vehicles table, which also holds each vehicle's one assigned driver. */
import { DEFAULT_FUEL_TYPE, DEFAULT_VEHICLE_STATUS, FUEL_TYPES, VEHICLE_STATUSES } from '@weighbridge/contract/vehicles';
import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOfCheck, timestamps } from '../columns.js';
import { drivers } from './drivers.js';

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('vehicle_id').primaryKey(),
    registrationNumber: text('registration_number').notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    fuelType: text('fuel_type').notNull().default(DEFAULT_FUEL_TYPE),
    status: text('status').notNull().default(DEFAULT_VEHICLE_STATUS),
    // Deleting a driver releases the vehicle rather than refusing.
    assignedDriverId: integer('assigned_driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    yearManufactured: integer('year_manufactured'),
    capacityKg: numeric('capacity_kg', { precision: 12, scale: 2, mode: 'number' }),
    tareWeightKg: numeric('tare_weight_kg', { precision: 12, scale: 2, mode: 'number' }),
    ...timestamps,
  },
  (table) => [
    // 'KR 123 AB' and 'kr123ab' are one plate: compared without case and spaces, kept as typed.
    uniqueIndex('vehicles_registration_number_key').on(sql`upper(replace(${table.registrationNumber}, ' ', ''))`),
    // One vehicle per driver; the column itself gives one driver per vehicle.
    uniqueIndex('vehicles_assigned_driver_id_key').on(table.assignedDriverId),
    check('vehicles_fuel_type_check', oneOfCheck('fuel_type', FUEL_TYPES)),
    check('vehicles_status_check', oneOfCheck('status', VEHICLE_STATUSES)),
    check('vehicles_weights_check', sql`${table.capacityKg} >= 0 and ${table.tareWeightKg} >= 0`),
  ],
);
