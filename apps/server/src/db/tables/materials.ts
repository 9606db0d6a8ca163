/** The materials catalogue table. */
import { DEFAULT_UNIT_OF_MEASURE, UNITS_OF_MEASURE } from '@weighbridge/contract/materials';
import { sql } from 'drizzle-orm';
import { check, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOfCheck, timestamps } from '../columns.js';

export const materials = pgTable(
  'materials',
  {
    id: serial('material_id').primaryKey(),
    name: text('name').notNull(),
    registrationId: text('registration_id').notNull(),
    category: text('category'),
    unitOfMeasure: text('unit_of_measure').notNull().default(DEFAULT_UNIT_OF_MEASURE),
    densityKgM3: numeric('density_kg_m3', { precision: 10, scale: 2, mode: 'number' }),
    pricePerUnit: numeric('price_per_unit', { precision: 12, scale: 2, mode: 'number' }),
    description: text('description'),
    /** The size fraction of a product of the crushing plants, in mm: both or neither, from below to. */
    sizeFromMm: numeric('size_from_mm', { precision: 8, scale: 2, mode: 'number' }),
    sizeToMm: numeric('size_to_mm', { precision: 8, scale: 2, mode: 'number' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('materials_registration_id_key').on(sql`upper(${table.registrationId})`),
    check('materials_unit_of_measure_check', oneOfCheck('unit_of_measure', UNITS_OF_MEASURE)),
    check('materials_amounts_check', sql`${table.densityKgM3} >= 0 and ${table.pricePerUnit} >= 0`),
    check('materials_size_fraction_check', sql`(${table.sizeFromMm} is null) = (${table.sizeToMm} is null) and ${table.sizeFromMm} >= 0 and ${table.sizeToMm} > ${table.sizeFromMm}`),
  ],
);
