/**
 * Production's records: the crush plan's revisions and their lines, and the shift logs of the crushing plants
 * with their outputs. A year has at most one approved revision (a partial unique index decides, whichever
 * server approves); a line is one plant, product (a material), month and shift (none: the whole month) of its
 * revision. A plant has one log per production day and shift. A stockpile is one product at one place; its
 * movements (receipts from signed shift logs, dispatches, transfers, survey adjustments) keep its balance.
 */
import { PLAN_REVISION_STATUSES } from '@weighbridge/contract/plan-revisions';
import { SHIFT_LOG_STATUSES } from '@weighbridge/contract/shift-logs';
import { MOVEMENT_KINDS } from '@weighbridge/contract/stockpiles';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, customType, date, index, integer, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOfCheck, timestamps } from '../columns.js';
import { users } from '../schema.js';
import { crushingPlants } from './equipment.js';
import { materials } from './materials.js';

const tons = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/** Moments as PostgreSQL writes a tstzmultirange ('{["2026-03-03 05:00:00+00","2026-03-03 21:00:00+00")}'): read in SQL only. */
const momentRanges = customType<{ data: string }>({ dataType: () => 'tstzmultirange' });

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
    check('crush_plan_revisions_status_check', oneOfCheck('status', PLAN_REVISION_STATUSES)),
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

export const shiftLogs = pgTable(
  'shift_logs',
  {
    id: serial('log_id').primaryKey(),
    plantId: integer('plant_id')
      .notNull()
      .references(() => crushingPlants.id),
    productionDay: date('production_day').notNull(),
    shiftName: text('shift_name').notNull(),
    /** The shift's window as the site's pattern cut it when the log was recorded: the feed is read within it. */
    shiftStart: timestamp('shift_start', { withTimezone: true }).notNull(),
    shiftEnd: timestamp('shift_end', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('open'),
    hourMeterStart: numeric('hour_meter_start', { precision: 12, scale: 2, mode: 'number' }),
    hourMeterEnd: numeric('hour_meter_end', { precision: 12, scale: 2, mode: 'number' }),
    feedTonsTyped: tons('feed_tons_typed'),
    feedCorrectionReason: text('feed_correction_reason'),
    energyKwh: numeric('energy_kwh', { precision: 14, scale: 2, mode: 'number' }),
    notes: text('notes'),
    recordedBy: integer('recorded_by').references(() => users.id),
    signedBy: integer('signed_by').references(() => users.id),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('shift_logs_shift_key').on(table.plantId, table.productionDay, table.shiftName),
    index('shift_logs_day_idx').on(table.productionDay),
    // The few logs the figures read one by one: a typed feed replaces the weighed one; a log without energy at a
    // plant that records it is left out of kWh/t.
    index('shift_logs_typed_idx').on(table.plantId, table.productionDay).where(sql`${table.feedTonsTyped} is not null`),
    index('shift_logs_no_energy_idx').on(table.plantId, table.productionDay).where(sql`${table.energyKwh} is null`),
    check('shift_logs_status_check', oneOfCheck('status', SHIFT_LOG_STATUSES)),
    check('shift_logs_signed_check', sql`(${table.status} = 'signed') = (${table.signedAt} is not null)`),
    check('shift_logs_hours_check', sql`${table.hourMeterEnd} >= ${table.hourMeterStart}`),
    check('shift_logs_typed_feed_check', sql`${table.feedTonsTyped} is null or ${table.feedCorrectionReason} is not null`),
  ],
);

/** The tons of each product a shift put out, and the stockpile they went to. */
export const shiftOutputs = pgTable(
  'shift_outputs',
  {
    id: serial('output_id').primaryKey(),
    logId: integer('log_id')
      .notNull()
      .references(() => shiftLogs.id, { onDelete: 'cascade' }),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id),
    tons: tons('tons').notNull(),
    stockpileId: integer('stockpile_id').references(() => stockpiles.id),
  },
  (table) => [uniqueIndex('shift_outputs_product_key').on(table.logId, table.materialId), index('shift_outputs_material_idx').on(table.materialId), check('shift_outputs_tons_check', sql`${table.tons} >= 0`)],
);

/** A sum of many shifts' figures (a month of a plant's). */
const total = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' });

/**
 * The shift logs added up by plant and month of their production day, and their outputs by plant, month, product
 * and pile (0: none): what a year of Production's figures reads instead of some 20,000 logs and 40,000 outputs.
 * Derived: statement triggers on shift_logs and shift_outputs count a touched plant's months again from the logs
 * in the writing transaction (migrations 0042 and 0043, by shift_log_month_totals and shift_output_month_totals,
 * which the figures also read a period's ragged months with). A clear empties them; a restore's inserts fill them.
 */
export const shiftLogMonths = pgTable(
  'shift_log_months',
  {
    plantId: integer('plant_id').notNull(),
    month: date('month').notNull(),
    logs: integer('logs').notNull(),
    runningHours: total('running_hours').notNull(),
    /** None when no log of the month recorded its energy. */
    energyKwh: total('energy_kwh'),
    typedTons: total('typed_tons').notNull(),
    /** The union of the logs' shift windows: what the weighed feed of the logged shifts is read within. */
    windows: momentRanges('windows').notNull().default(sql`'{}'`),
    /** How many logs have a typed feed, and how many no energy: whether their logs are read one by one. */
    typedLogs: integer('typed_logs').notNull().default(0),
    logsWithoutEnergy: integer('logs_without_energy').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.plantId, table.month] })],
);

export const shiftOutputMonths = pgTable(
  'shift_output_months',
  {
    plantId: integer('plant_id').notNull(),
    month: date('month').notNull(),
    materialId: integer('material_id').notNull(),
    stockpileId: integer('stockpile_id').notNull(),
    tons: total('tons').notNull(),
  },
  (table) => [primaryKey({ columns: [table.plantId, table.month, table.materialId, table.stockpileId] })],
);

export const stockpiles = pgTable(
  'stockpiles',
  {
    id: serial('stockpile_id').primaryKey(),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id),
    place: text('place').notNull(),
    openingTons: tons('opening_tons').notNull().default(0),
    openingDate: date('opening_date').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('stockpiles_place_key').on(table.materialId, sql`lower(${table.place})`), check('stockpiles_opening_check', sql`${table.openingTons} >= 0`)],
);

export const stockpileMovements = pgTable(
  'stockpile_movements',
  {
    id: serial('movement_id').primaryKey(),
    kind: text('kind').notNull(),
    /** The pile whose balance the movement changes; for a transfer, the one it leaves. */
    stockpileId: integer('stockpile_id')
      .notNull()
      .references(() => stockpiles.id),
    toStockpileId: integer('to_stockpile_id').references(() => stockpiles.id),
    tons: tons('tons').notNull(),
    movedOn: date('moved_on').notNull(),
    /** The signed shift log a receipt comes from: its amendment rewrites it. */
    logId: integer('log_id').references(() => shiftLogs.id, { onDelete: 'cascade' }),
    bookTons: tons('book_tons'),
    measuredTons: tons('measured_tons'),
    notes: text('notes'),
    recordedBy: integer('recorded_by').references(() => users.id),
    ...timestamps,
  },
  (table) => [
    index('stockpile_movements_pile_idx').on(table.stockpileId, table.movedOn),
    index('stockpile_movements_to_idx').on(table.toStockpileId),
    index('stockpile_movements_log_idx').on(table.logId),
    check('stockpile_movements_kind_check', oneOfCheck('kind', MOVEMENT_KINDS)),
    check('stockpile_movements_tons_check', sql`${table.kind} = 'adjustment' or ${table.tons} > 0`),
    check('stockpile_movements_transfer_check', sql`(${table.kind} = 'transfer') = (${table.toStockpileId} is not null) and ${table.toStockpileId} is distinct from ${table.stockpileId}`),
    check('stockpile_movements_receipt_check', sql`(${table.kind} = 'in') = (${table.logId} is not null)`),
  ],
);
