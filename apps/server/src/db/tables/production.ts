/**
 * Production's records: the crush plan's revisions and their lines. A year has at most one approved revision
 * (a partial unique index decides, whichever server approves); a line is one plant, product (a material),
 * month and shift (none: the whole month) of its revision.
 */
import { REVISION_STATUSES } from '@weighbridge/contract/crush-plan';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOfCheck, timestamps } from '../columns.js';
import { users } from '../schema.js';
import { crushingPlants } from './equipment.js';
import { materials } from './materials.js';

const tons = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

export const crushPlanRevisions = pgTable(
  'crush_plan_revisions',
  {
    id: serial('revision_id').primaryKey(),
    year: smallint('year').notNull(),
    revisionNumber: integer('revision_number').notNull(),
    status: text('status').notNull().default('draft'),
    /** The approved revision the draft was copied from. */
    basedOnId: integer('based_on_revision_id').references((): AnyPgColumn => crushPlanRevisions.id),
    createdBy: integer('created_by').references(() => users.id),
    approvedBy: integer('approved_by').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvalReason: text('approval_reason'),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('crush_plan_revisions_number_key').on(table.year, table.revisionNumber),
    // One approved revision of a year at a time.
    uniqueIndex('crush_plan_revisions_approved_key').on(table.year).where(sql`${table.status} = 'approved'`),
    check('crush_plan_revisions_status_check', oneOfCheck('status', REVISION_STATUSES)),
    check('crush_plan_revisions_approval_check', sql`(${table.status} = 'draft') = (${table.approvedAt} is null) and (${table.approvedAt} is null) = (${table.approvalReason} is null)`),
  ],
);

export const crushPlanLines = pgTable(
  'crush_plan_lines',
  {
    id: serial('line_id').primaryKey(),
    revisionId: integer('revision_id')
      .notNull()
      .references(() => crushPlanRevisions.id, { onDelete: 'cascade' }),
    plantId: integer('plant_id')
      .notNull()
      .references(() => crushingPlants.id),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id),
    month: smallint('month').notNull(),
    shiftName: text('shift_name'),
    tons: tons('tons').notNull(),
  },
  (table) => [
    uniqueIndex('crush_plan_lines_key').on(table.revisionId, table.plantId, table.materialId, table.month, sql`coalesce(${table.shiftName}, '')`),
    index('crush_plan_lines_plant_idx').on(table.plantId),
    index('crush_plan_lines_material_idx').on(table.materialId),
    check('crush_plan_lines_month_check', sql`${table.month} between 1 and 12`),
    check('crush_plan_lines_tons_check', sql`${table.tons} >= 0`),
  ],
);
