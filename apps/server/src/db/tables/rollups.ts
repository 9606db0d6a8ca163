/**
 * Running totals of the weighings by site day, month and year, so that a report costs as many rows as
 * its period has buckets, not as many as it has documents. Triggers on scale_documents and
 * tara_weighings keep them in the transaction of every weighing, void, correction, import and clear
 * (apps/server/sql/report-totals.sql); nothing in the application writes them directly.
 *
 * Each row is one bucket (grain + its first day) of one dimension, keyed by up to three ids and a text
 * key (key_a..key_text, read by their names in ROLLUP_KEYS); a key of 0 stands for "none". Only completed,
 * not voided loads and all tara weighings are counted, exactly as the reports count them.
 */
import { check, date, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** 'all' is one bucket (dated 2000-01-01) holding the whole history. */
export const ROLLUP_GRAINS = ['day', 'month', 'year', 'all'] as const;
export type RollupGrain = (typeof ROLLUP_GRAINS)[number];

/** The dimensions; what their keys hold, by name: ROLLUP_KEYS in keys.ts. */
export const ROLLUP_DIMENSIONS = [
  'total',
  'hour',
  'vehicle',
  'material',
  'area_polygon_vehicle',
  'material_area_polygon',
  'material_station',
  'station_hour',
  'driver_vehicle',
  'search',
  'tara_search',
  'blast',
] as const;
export type RollupDimension = (typeof ROLLUP_DIMENSIONS)[number];

export const weighingRollups = pgTable(
  'weighing_rollups',
  {
    dimension: text('dimension').notNull(),
    grain: text('grain').notNull(),
    bucket: date('bucket').notNull(),
    keyA: integer('key_a').notNull().default(0),
    keyB: integer('key_b').notNull().default(0),
    keyC: integer('key_c').notNull().default(0),
    keyText: text('key_text').notNull().default(''),
    loads: integer('loads').notNull().default(0),
    weightKg: numeric('weight_kg', { precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
    taras: integer('taras').notNull().default(0),
    minKg: numeric('min_kg', { precision: 12, scale: 2, mode: 'number' }),
    maxKg: numeric('max_kg', { precision: 12, scale: 2, mode: 'number' }),
  },
  // No check that counts stay at or above zero: an upsert checks the proposed row, which for a void is a
  // negative change, before it finds the row it adds to. The agreement tests hold the totals to account.
  (table) => [
    primaryKey({ columns: [table.dimension, table.grain, table.bucket, table.keyA, table.keyB, table.keyC, table.keyText] }),
    // The history's search reads the combinations of texts it matches (dimension 'search'): tens of thousands
    // on a big site, found by trigrams for a text of three characters or more.
    index('weighing_rollups_search_idx')
      .using('gin', sql`${table.keyText} gin_trgm_ops`)
      .where(sql`${table.dimension} = 'search'`),
  ],
);

/** The site time zone the buckets were cut in; a start with another zone rebuilds them. */
export const rollupSettings = pgTable(
  'rollup_settings',
  {
    id: integer('id').primaryKey(),
    timeZone: text('time_zone').notNull(),
  },
  (table) => [check('rollup_settings_one_row_check', sql`${table.id} = 1`)],
);

/**
 * The documents an import has written whose totals are not added yet. An import writes its documents batch
 * by batch, each batch its own short transaction, and adds their totals once, when the run has been written
 * (settlePendingTotals): upserting the same month, year and all-time rows after every batch cost the import
 * most of its time. Until then the documents list counts them from the documents themselves; the reports and
 * the dashboard take the import in when it is whole. Written and read by the totals' triggers and the
 * settling (apps/server/sql/report-totals.sql) and by the list's count.
 */
export const rollupPendingDocuments = pgTable('rollup_pending_documents', {
  documentId: integer('document_id').primaryKey(),
});
