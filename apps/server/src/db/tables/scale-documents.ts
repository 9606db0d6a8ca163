/**
 * Scale documents (weighing tickets), their numbering per year and the chain of their signatures.
 * The texts printed on a ticket are copied into it when it is weighed, so that renaming a material or a
 * vehicle later does not rewrite history; reports group by the ids. Property names are the code's words and
 * column names the specification's (tareWeightKg is vehicle_empty_weight_kg): see the glossary in README.md.
 */
import { DOCUMENT_STATUSES, WEIGHING_TYPES } from '@weighbridge/contract/scale-documents';
import { WEIGHT_SOURCES } from '@weighbridge/contract/scales';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOfCheck, timestamps } from '../columns.js';
import { users } from '../schema.js';
import { drivers } from './drivers.js';
import { loadingAreas, polygons } from './loading-areas.js';
import { materials } from './materials.js';
import { unloadingStations } from './unloading-stations.js';
import { vehicles } from './vehicles.js';
import { taraWeighings, weighingId } from './weighing.js';

const kg = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const chainPosition = () => bigint('chain_position', { mode: 'number' });

/** The columns the history's search looks in: the table's own, or those of an alias of it. */
type SearchedColumns = Record<'documentNumber' | 'registrationNumber' | 'driverName' | 'driverSurname' | 'materialName' | 'rfidCardNumber', AnyPgColumn>;

/**
 * Every field the history's search looks in, as one text: the expression of the trigram index
 * scale_documents_search_idx and of the list's search (history-filter.ts), written once so that the
 * index serves the query.
 */
export const documentSearchText = (d: SearchedColumns) =>
  sql`(${d.documentNumber} || ' ' || ${d.registrationNumber} || ' ' || (coalesce(${d.driverName}, '') || ' ' || coalesce(${d.driverSurname}, '')) || ' ' || ${d.materialName} || ' ' || coalesce(${d.rfidCardNumber}, ''))`;

/**
 * The one rule of a counted document (lists' totals, reports, the dashboard, monitoring): completed, so
 * neither pending nor voided (a voided document is cancelled: scale_documents_void_check). The report
 * totals' SQL says the same in weighing_counted (sql/report-totals.sql).
 */
export const countedDocument = (d: { status: AnyPgColumn }) => sql`${d.status} = 'completed'`;

export const scaleDocuments = pgTable(
  'scale_documents',
  {
    id: weighingId('document_id'),
    documentNumber: text('document_number').notNull(),
    documentYear: integer('document_year').notNull(),
    orderSequence: integer('order_sequence').notNull(),
    status: text('status').notNull(),
    weighingType: text('weighing_type').notNull(),
    firstWeighAt: timestamp('first_weigh_timestamp', { withTimezone: true }),
    secondWeighAt: timestamp('second_weigh_timestamp', { withTimezone: true }).notNull(),
    taraId: integer('tara_id').references(() => taraWeighings.id),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    registrationNumber: text('registration_number').notNull(),
    brand: text('brand'),
    model: text('model'),
    driverId: integer('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    driverName: text('driver_name'),
    driverSurname: text('driver_surname'),
    rfidCardNumber: text('rfid_card_number'),
    tareWeightKg: kg('vehicle_empty_weight_kg').notNull(),
    grossWeightKg: kg('full_weight_kg').notNull(),
    netWeightKg: kg('material_weight_kg').notNull(),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id),
    materialName: text('material_name').notNull(),
    polygonId: integer('polygon_id').references(() => polygons.id),
    polygonCode: text('polygon_code'),
    loadingAreaId: integer('loaded_area_id')
      .notNull()
      .references(() => loadingAreas.id),
    loadingAreaName: text('loaded_area_name').notNull(),
    unloadingStationId: integer('unloading_station_id').references(() => unloadingStations.id),
    destinationName: text('destination_name'),
    scaleId: integer('scale_id'),
    readerId: integer('reader_id'),
    operatorId: integer('operator_id').references(() => users.id),
    operatorName: text('operator_name'),
    notes: text('notes'),
    /** Where the gross weight came from; the tare's source is tare_weight_source. */
    weightSource: text('weight_source').notNull(),
    tareWeightSource: text('tare_weight_source'),
    /** The indicator's frames the gross and the tare were read from (source 'scale'), as received. */
    grossRawFrame: text('gross_raw_frame'),
    tareRawFrame: text('tare_raw_frame'),
    /** Why a weight was typed on a scale that has an indicator. */
    manualReason: text('manual_reason'),
    overloaded: boolean('overloaded').notNull().default(false),
    overloadKg: kg('overload_kg'),
    /** HMAC-SHA-256 over the ticket's fields and the previous document's signature (see signature.ts). */
    signature: text('signature').notNull(),
    /** The signature of the link before it in the chain: a document, or (from version 4) an amendment. */
    previousSignature: text('previous_signature'),
    /** Its place in the chain, which documents and (from version 4) amendments share, counted from 1. */
    chainPosition: chainPosition().notNull(),
    /** The document of the link before it; signed from version 4, so that a removed amendment names its document. */
    previousDocumentId: integer('previous_document_id'),
    /**
     * Which fields the signature covers: 1 the number, times, vehicle and weights (before 0015), 2 every
     * ticket field (before 0020), 3 also the tare's source, the indicator's raw frames and the manual reason,
     * 4 also the document of the link before it.
     */
    signatureVersion: integer('signature_version').notNull().default(1),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: integer('voided_by').references(() => users.id),
    voidedByName: text('voided_by_name'),
    voidReason: text('void_reason'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('scale_documents_number_key').on(table.documentNumber),
    uniqueIndex('scale_documents_chain_position_key').on(table.chainPosition),
    index('scale_documents_previous_document_idx').on(table.previousDocumentId),
    uniqueIndex('scale_documents_year_sequence_key').on(table.documentYear, table.orderSequence),
    index('scale_documents_second_weigh_idx').on(table.secondWeighAt.desc()),
    // The weighing history's order, ties included (desc puts nulls first, as the query's order by does), so
    // that a page is read from the index without a sort.
    index('scale_documents_list_idx')
      .on(table.secondWeighAt.desc().nullsFirst(), table.weighingType, table.id.desc().nullsFirst())
      .where(sql`${table.voidedAt} is null`),
    // The list of voided documents (status 'voided'), in the history's order: a few among millions.
    index('scale_documents_voided_list_idx')
      .on(table.secondWeighAt.desc().nullsFirst(), table.weighingType, table.id.desc().nullsFirst())
      .where(sql`${table.voidedAt} is not null`),
    // The few listed documents that the report totals leave out (pending ones), counted on each page load.
    index('scale_documents_unsettled_idx')
      .on(table.secondWeighAt)
      .where(sql`${table.voidedAt} is null and ${table.status} <> 'completed'`),
    // The history's search (ilike '%text%' over these fields) by trigrams. Needs the pg_trgm extension,
    // created by the migration that adds this index.
    index('scale_documents_search_idx')
      .using('gin', sql`${documentSearchText(table)} gin_trgm_ops`)
      .where(sql`${table.voidedAt} is null`),
    // A search's count reads the matching plates, drivers, materials and cards from the report totals
    // (dimension 'search'); only the documents that match by their number alone are counted here.
    index('scale_documents_number_search_idx')
      .using('gin', sql`${table.documentNumber} gin_trgm_ops`)
      .where(sql`${table.voidedAt} is null`),
    index('scale_documents_vehicle_idx').on(table.vehicleId, table.secondWeighAt.desc()),
    index('scale_documents_material_idx').on(table.materialId),
    // Deleting a driver unlinks their documents (on delete set null), and its confirmation counts them.
    index('scale_documents_driver_idx').on(table.driverId),
    index('scale_documents_area_idx').on(table.loadingAreaId),
    // A polygon's loads in order of weighing: a blast's muckpile reads those from it being fired to the next blast.
    index('scale_documents_polygon_time_idx').on(table.polygonId, table.secondWeighAt),
    index('scale_documents_station_idx').on(table.unloadingStationId),
    check('scale_documents_status_check', oneOfCheck('status', DOCUMENT_STATUSES)),
    // A void is one fact: a document is cancelled exactly when it has a void time (see countedDocument).
    check('scale_documents_void_check', sql`(${table.status} = 'cancelled') = (${table.voidedAt} is not null)`),
    check('scale_documents_weighing_type_check', oneOfCheck('weighing_type', WEIGHING_TYPES)),
    check('scale_documents_weight_source_check', oneOfCheck('weight_source', WEIGHT_SOURCES)),
    check('scale_documents_tare_weight_source_check', oneOfCheck('tare_weight_source', WEIGHT_SOURCES)),
    check(
      'scale_documents_weights_check',
      sql`${table.tareWeightKg} > 0 and ${table.grossWeightKg} > ${table.tareWeightKg} and ${table.netWeightKg} = ${table.grossWeightKg} - ${table.tareWeightKg}`,
    ),
  ],
);

/**
 * The last number issued in each year; the row lock makes numbers gap-free under concurrent weighings. The
 * format the year's next number is written in rides on the same row (null: the default, 'SD-2026-' and six
 * digits), so that an issuer reads it under the lock a change of format takes too: a number is written in
 * the format that was set before it was taken, never in one changed meanwhile.
 */
export const documentCounters = pgTable('document_counters', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
  prefix: text('prefix'),
  digits: integer('digits'),
});

/**
 * Each year's document number formats as administrators set them on the System page: the format and the
 * first sequence it numbers (the numbers before it were issued in the year's earlier format and keep it).
 * A settings table: a clear keeps it, and the year's counter takes its format from the last row when the
 * counter is written anew.
 */
export const documentNumberFormats = pgTable(
  'document_number_formats',
  {
    year: integer('year').notNull(),
    firstSequence: integer('first_sequence').notNull(),
    prefix: text('prefix').notNull(),
    digits: integer('digits').notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull(),
    setBy: integer('set_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.year, table.firstSequence] }), check('document_number_formats_digits_check', sql`${table.digits} between 1 and 9`)],
);

/**
 * The head of the signature chain: one row, locked by every new document and amendment so the chain has
 * one order. `lastDocumentId` is the document of the last link (the document itself or its amendment).
 */
export const documentChain = pgTable('document_chain', {
  id: integer('id').primaryKey(),
  lastDocumentId: integer('last_document_id'),
  lastSignature: text('last_signature'),
  lastPosition: bigint('last_position', { mode: 'number' }).notNull().default(0),
});

export const AMENDMENT_KINDS = ['void', 'correct'] as const;

/**
 * A void or a correction of a document, each its own signed entry: what it sets and what those fields held
 * before, so that the document's first signature is checked over its original fields and the stored row
 * against them plus every amendment. Version 1 chained each to the document's signature or the amendment
 * before it; version 2 is a link of the site's one chain, after whatever link came before it, so that a
 * removed amendment breaks the chain like a removed document.
 * Append-only: the database refuses updates, and deletes except by a clear (see migration 0015).
 */
export const documentAmendments = pgTable(
  'document_amendments',
  {
    id: serial('amendment_id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => scaleDocuments.id),
    kind: text('kind').notNull(),
    at: timestamp('amended_at', { withTimezone: true }).notNull(),
    byUserId: integer('amended_by').references(() => users.id),
    byName: text('amended_by_name'),
    reason: text('reason'),
    /** The fields it sets, by name (signature.ts's encoding), and what they held before. */
    sets: jsonb('sets').$type<Record<string, unknown>>().notNull(),
    replaces: jsonb('replaces').$type<Record<string, unknown>>().notNull(),
    signature: text('signature').notNull(),
    previousSignature: text('previous_signature').notNull(),
    signatureVersion: integer('signature_version').notNull().default(1),
    /** Its place in the chain (version 2); none for version 1. */
    chainPosition: chainPosition(),
    /** The document of the link before it (version 2). */
    previousDocumentId: integer('previous_document_id'),
  },
  (table) => [
    index('document_amendments_document_idx').on(table.documentId, table.id),
    uniqueIndex('document_amendments_chain_position_key').on(table.chainPosition),
    index('document_amendments_previous_document_idx').on(table.previousDocumentId),
    check('document_amendments_kind_check', oneOfCheck('kind', AMENDMENT_KINDS)),
  ],
);

/**
 * A fingerprint of the key that signs documents (an HMAC with the key, never the key): one row, recorded by
 * the first server, so that a server started with another key refuses to start instead of reading every
 * other server's tickets as altered.
 */
export const documentSigningKey = pgTable(
  'document_signing_key',
  {
    id: integer('id').primaryKey(),
    fingerprint: text('fingerprint').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('document_signing_key_one_row', sql`${table.id} = 1`)],
);
