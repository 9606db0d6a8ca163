/**
 * Imports accepted and not yet written whole. Accepting a file stages every new row's document (in time
 * order, without its number or signature) in batches and adds a run; each batch is then issued, deleted
 * and counted on the run, which the last batch marks finished. What is staged is written exactly once,
 * also after a restart.
 */
import { sql } from 'drizzle-orm';
import { index, integer, json, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../schema.js';
import { drivers } from './drivers.js';
import { loadingAreas, polygons } from './loading-areas.js';
import { materials } from './materials.js';
import { unloadingStations } from './unloading-stations.js';
import { vehicles } from './vehicles.js';

export const importRuns = pgTable(
  'import_runs',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    actorUsername: text('actor_username'),
    clientAddress: text('client_address'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    rowsToWrite: integer('rows_to_write').notNull(),
    rowsWritten: integer('rows_written').notNull().default(0),
    firstDocumentNumber: text('first_document_number'),
    lastDocumentNumber: text('last_document_number'),
    /** The counts of the file that the finished import's audit event repeats (rows, errors, skipped, created). */
    summary: jsonb('summary').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('import_runs_unfinished_idx').on(table.id).where(sql`${table.finishedAt} is null`)],
);

/**
 * The run's documents as they will be issued, a batch to a row in their order: a batch is read, issued
 * and deleted by one short transaction. JSON rather than jsonb: it is stored and read back whole, never queried.
 */
export const importStagedBatches = pgTable(
  'import_staged_batches',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => importRuns.id),
    /** The batch's place in the run: time order, the order of its documents' numbers. */
    position: integer('position').notNull(),
    /** [{ year, document }] with the document as NewScaleDocument, its times as ISO text. */
    documents: json('documents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.runId, table.position] })],
);

/**
 * The master data an unwritten run names, a record to a row (one of the columns set): its foreign keys
 * refuse to delete a record whose documents are still to be written. Deleted when the run finishes.
 */
export const importNamedRecords = pgTable(
  'import_named_records',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => importRuns.id),
    vehicleId: integer('vehicle_id').references(() => vehicles.id),
    driverId: integer('driver_id').references(() => drivers.id),
    materialId: integer('material_id').references(() => materials.id),
    loadingAreaId: integer('loaded_area_id').references(() => loadingAreas.id),
    polygonId: integer('polygon_id').references(() => polygons.id),
    unloadingStationId: integer('unloading_station_id').references(() => unloadingStations.id),
  },
  (table) => [index('import_named_records_run_idx').on(table.runId)],
);
