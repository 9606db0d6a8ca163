/**
 * Drilling and blasting: operators and their competencies, the annual plan's revisions and lines, drill logs
 * (with their holes when listed one by one), blasts and their explosives. Computed figures (a log's metres,
 * a blast's volume, tons broken and explosives) are stored as the service computed them by the contract's
 * formulas (contract drilling.ts), so that lists and figures sum columns; a blast keeps the material and
 * density it was computed with. A year has at most one approved revision: a partial unique index decides.
 * The lists within a record (competencies, holes, explosives) have keys of their own, which order a backup.
 */
import { COMPETENCY_KINDS, OPERATOR_STATUSES } from '@weighbridge/contract/drilling-operators';
import { PLAN_REVISION_STATUSES } from '@weighbridge/contract/plan-revisions';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOfCheck, timestamps } from '../columns.js';
import { users } from '../schema.js';
import { drillRigs } from './equipment.js';
import { loadingAreas, polygons } from './loading-areas.js';
import { materials } from './materials.js';

const amount = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const drillingOperators = pgTable(
  'drilling_operators',
  {
    id: serial('operator_id').primaryKey(),
    name: text('name').notNull(),
    status: text('status').notNull().default('active'),
    ...timestamps,
  },
  (table) => [uniqueIndex('drilling_operators_name_key').on(sql`lower(${table.name})`), check('drilling_operators_status_check', oneOfCheck('status', OPERATOR_STATUSES))],
);

export const operatorCompetencies = pgTable(
  'drilling_operator_competencies',
  {
    id: serial('competency_id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => drillingOperators.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The last day the competency is valid. */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
  },
  (table) => [uniqueIndex('drilling_operator_competencies_kind_key').on(table.operatorId, table.kind), check('drilling_operator_competencies_kind_check', oneOfCheck('kind', COMPETENCY_KINDS))],
);

export const drillingPlanRevisions = pgTable(
  'drilling_plan_revisions',
  {
    id: serial('revision_id').primaryKey(),
    year: integer('year').notNull(),
    /** Counted from 1 within the year. */
    revision: integer('revision').notNull(),
    status: text('status').notNull().default('draft'),
    notes: text('notes'),
    createdBy: integer('created_by').references(() => users.id),
    approvedBy: integer('approved_by').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvalReason: text('approval_reason'),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('drilling_plan_revisions_year_revision_key').on(table.year, table.revision),
    uniqueIndex('drilling_plan_revisions_one_approved_key').on(table.year).where(sql`${table.status} = 'approved'`),
    check('drilling_plan_revisions_status_check', oneOfCheck('status', PLAN_REVISION_STATUSES)),
    check('drilling_plan_revisions_approval_check', sql`${table.status} = 'draft' or (${table.approvedAt} is not null and ${table.approvalReason} is not null)`),
  ],
);

export const drillingPlanLines = pgTable(
  'drilling_plan_lines',
  {
    id: serial('line_id').primaryKey(),
    revisionId: integer('revision_id')
      .notNull()
      .references(() => drillingPlanRevisions.id, { onDelete: 'cascade' }),
    loadingAreaId: integer('loading_area_id')
      .notNull()
      .references(() => loadingAreas.id),
    polygonId: integer('polygon_id').references(() => polygons.id),
    month: integer('month').notNull(),
    rigId: integer('rig_id').references(() => drillRigs.id),
    metres: amount('metres').notNull(),
    holes: integer('holes').notNull(),
    volumeM3: amount('volume_m3').notNull(),
    tons: amount('tons').notNull(),
    explosivesKg: amount('explosives_kg').notNull(),
  },
  (table) => [
    index('drilling_plan_lines_revision_idx').on(table.revisionId),
    check('drilling_plan_lines_month_check', sql`${table.month} between 1 and 12`),
    check('drilling_plan_lines_amounts_check', sql`${table.metres} >= 0 and ${table.holes} >= 0 and ${table.volumeM3} >= 0 and ${table.tons} >= 0 and ${table.explosivesKg} >= 0`),
  ],
);

export const drillLogs = pgTable(
  'drill_logs',
  {
    id: serial('drill_log_id').primaryKey(),
    rigId: integer('rig_id')
      .notNull()
      .references(() => drillRigs.id),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => drillingOperators.id),
    productionDay: date('production_day', { mode: 'string' }).notNull(),
    shift: text('shift').notNull(),
    loadingAreaId: integer('loading_area_id')
      .notNull()
      .references(() => loadingAreas.id),
    polygonId: integer('polygon_id')
      .notNull()
      .references(() => polygons.id),
    holeCount: integer('hole_count').notNull(),
    /** The summary's depth of every hole; none when the holes are listed. */
    depthM: amount('depth_m'),
    diameterMm: amount('diameter_mm').notNull(),
    /** holes x depth, or the sum of the listed holes' actual depths. */
    metres: amount('metres').notNull(),
    drillHours: amount('drill_hours').notNull(),
    bitChanges: integer('bit_changes').notNull().default(0),
    notes: text('notes'),
    recordedBy: integer('recorded_by').references(() => users.id),
    ...timestamps,
  },
  (table) => [
    index('drill_logs_day_idx').on(table.productionDay),
    index('drill_logs_rig_idx').on(table.rigId),
    index('drill_logs_polygon_idx').on(table.polygonId),
    check('drill_logs_amounts_check', sql`${table.holeCount} >= 0 and ${table.metres} >= 0 and ${table.drillHours} >= 0 and ${table.bitChanges} >= 0`),
  ],
);

export const drillLogHoles = pgTable(
  'drill_log_holes',
  {
    id: serial('hole_id').primaryKey(),
    drillLogId: integer('drill_log_id')
      .notNull()
      .references(() => drillLogs.id, { onDelete: 'cascade' }),
    /** Its place in the list, from 1. */
    holeNumber: integer('hole_number').notNull(),
    designDepthM: amount('design_depth_m').notNull(),
    actualDepthM: amount('actual_depth_m').notNull(),
  },
  (table) => [uniqueIndex('drill_log_holes_number_key').on(table.drillLogId, table.holeNumber)],
);

export const blasts = pgTable(
  'blasts',
  {
    id: serial('blast_id').primaryKey(),
    polygonId: integer('polygon_id')
      .notNull()
      .references(() => polygons.id),
    loadingAreaId: integer('loading_area_id')
      .notNull()
      .references(() => loadingAreas.id),
    firedAt: timestamp('fired_at', { withTimezone: true }).notNull(),
    burdenM: amount('burden_m').notNull(),
    spacingM: amount('spacing_m').notNull(),
    benchHeightM: amount('bench_height_m').notNull(),
    holeDiameterMm: amount('hole_diameter_mm').notNull(),
    subdrillM: amount('subdrill_m').notNull().default(0),
    holesCharged: integer('holes_charged').notNull(),
    detonators: integer('detonators').notNull(),
    /** The material broken and its density when the blast was recorded. */
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id),
    densityKgM3: amount('density_kg_m3').notNull(),
    /** holes x burden x spacing x bench height. */
    volumeM3: amount('volume_m3').notNull(),
    /** volume x density / 1,000. */
    tonsBroken: amount('tons_broken').notNull(),
    /** The explosives' kg summed. */
    explosivesKg: amount('explosives_kg').notNull(),
    vibrationMmS: amount('vibration_mm_s'),
    misfires: integer('misfires').notNull().default(0),
    shotfirerId: integer('shotfirer_id')
      .notNull()
      .references(() => drillingOperators.id),
    notes: text('notes'),
    recordedBy: integer('recorded_by').references(() => users.id),
    ...timestamps,
  },
  (table) => [
    index('blasts_polygon_fired_idx').on(table.polygonId, table.firedAt),
    index('blasts_fired_idx').on(table.firedAt),
    check('blasts_pattern_check', sql`${table.burdenM} > 0 and ${table.spacingM} > 0 and ${table.benchHeightM} > 0 and ${table.holesCharged} > 0 and ${table.densityKgM3} >= 0`),
  ],
);

export const blastExplosives = pgTable(
  'blast_explosives',
  {
    id: serial('explosive_id').primaryKey(),
    blastId: integer('blast_id')
      .notNull()
      .references(() => blasts.id, { onDelete: 'cascade' }),
    /** Its place in the list, from 1. */
    position: integer('position').notNull(),
    product: text('product').notNull(),
    kg: amount('kg').notNull(),
  },
  (table) => [uniqueIndex('blast_explosives_position_key').on(table.blastId, table.position), check('blast_explosives_kg_check', sql`${table.kg} > 0`)],
);
