/**
 * Workstations: the computers the site weighs at, each with its default scale and card reader (System
 * page). A scale or reader is disabled, never deleted, so a workstation's defaults always name a record.
 */
import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../columns.js';
import { readers, scales } from './scales.js';

export const workstations = pgTable(
  'workstations',
  {
    id: serial('workstation_id').primaryKey(),
    name: text('name').notNull(),
    scaleId: integer('scale_id')
      .notNull()
      .references(() => scales.id),
    readerId: integer('reader_id').references(() => readers.id),
    ...timestamps,
  },
  // Two computers called 'Scale house' and 'scale house' could not be told apart in the weighing page's list.
  (table) => [uniqueIndex('workstations_name_key').on(sql`lower(${table.name})`)],
);
