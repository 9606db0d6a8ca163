/**
 * Imports accepted and not yet written whole. Accepting a file stages every new row's document (in time
 * order, without its number or signature) and adds a run; batches then issue the staged documents, delete
 * them and count them on the run, which the last batch marks finished. What is staged is written exactly
 * once, also after a restart. The staged documents name their master data by foreign key, so that a record
 * an accepted import names cannot be deleted before its documents are written.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema.js';
import { drivers } from '../drivers/schema.js';
import { loadingAreas, polygons } from '../loading-areas/schema.js';
import { materials } from '../materials/schema.js';
import { unloadingStations } from '../unloading-stations/schema.js';
import { vehicles } from '../vehicles/schema.js';

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

export const importStagedDocuments = pgTable(
  'import_staged_documents',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => importRuns.id),
    /** The document's place in the run: time order, the order of its numbers. */
    position: integer('position').notNull(),
    documentYear: integer('document_year').notNull(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    driverId: integer('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id),
    loadingAreaId: integer('loaded_area_id')
      .notNull()
      .references(() => loadingAreas.id),
    polygonId: integer('polygon_id').references(() => polygons.id),
    unloadingStationId: integer('unloading_station_id').references(() => unloadingStations.id),
    /** The rest of the document as it will be issued (NewScaleDocument), its times as ISO text. */
    document: jsonb('document').notNull(),
  },
  (table) => [primaryKey({ columns: [table.runId, table.position] })],
);
