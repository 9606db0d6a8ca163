/** Tara (empty) weighings of vehicles, and the RFID cards that identify vehicles at the scale. */
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { WEIGHT_SOURCES } from '@weighbridge/contract/scales';
import { oneOfCheck } from '../columns.js';
import { users } from '../schema.js';
import { vehicles } from './vehicles.js';

/**
 * Tara weighings and scale documents draw their ids from one sequence, so that a row of the weighing
 * history is named by its id alone (a tara row cannot be mistaken for a document).
 */
export const weighingIdSequence = pgSequence('weighing_id_seq');

export const weighingId = (name: string) =>
  integer(name)
    .primaryKey()
    .default(sql`nextval('weighing_id_seq')`);

/**
 * A tara's number as the history shows it and finds it: 'TARA-' and its own sequence (tara_number) in at
 * least six digits ('TARA-000042', 'TARA-1234567'), as the contract writes it (taraNumberOf).
 * @example sql`${taraNumber(t.taraNumber)} ilike ${pattern}`
 */
export const taraNumber = (sequence: AnyPgColumn | SQL) => sql`'TARA-' || lpad(${sequence}::text, greatest(6, length(${sequence}::text)), '0')`;

/**
 * A tara's own searched fields as one text, card and number: the expression of tara_weighings_search_idx
 * and of the history's search (scale-documents/history-filter.ts), written once so that the index serves it.
 */
export const taraSearchText = (tara: { rfidCardNumber: AnyPgColumn; taraNumber: AnyPgColumn }) =>
  sql`(coalesce(${tara.rfidCardNumber}, '') || ' ' || ${taraNumber(tara.taraNumber)})`;

export const taraWeighings = pgTable(
  'tara_weighings',
  {
    id: weighingId('tara_id'),
    /**
     * The tara's number, gapless and apart from the documents' (tara_counter). Taras weighed before it was
     * kept were numbered by their id, and keep that number.
     */
    taraNumber: integer('tara_number').notNull(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    weighedAt: timestamp('weighed_at', { withTimezone: true }).notNull(),
    tareWeightKg: numeric('tare_weight_kg', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    rfidCardNumber: text('rfid_card_number'),
    scaleId: integer('scale_id').notNull(),
    operatorId: integer('operator_id').references(() => users.id),
    operatorName: text('operator_name'),
    notes: text('notes'),
    weightSource: text('weight_source').notNull().default('manual'),
    /** The indicator's frame the weight was read from (weight source 'scale'), as received. */
    rawFrame: text('raw_frame'),
    /** Why a weight was typed on a scale that has an indicator. */
    manualReason: text('manual_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tara_weighings_vehicle_weighed_at_idx').on(table.vehicleId, table.weighedAt.desc()),
    index('tara_weighings_weighed_at_idx').on(table.weighedAt.desc()),
    uniqueIndex('tara_weighings_number_key').on(table.taraNumber),
    // The history's search over a tara's own fields by trigrams (its plate is found through the vehicles).
    index('tara_weighings_search_idx').using('gin', sql`${taraSearchText(table)} gin_trgm_ops`),
    check('tara_weighings_weight_check', sql`${table.tareWeightKg} > 0`),
    check('tara_weighings_weight_source_check', oneOfCheck('weight_source', WEIGHT_SOURCES)),
  ],
);

/**
 * The last tara number issued: one row, taken by an update that holds it until the tara commits, so that
 * taras of several servers are numbered one after the other and a rolled-back tara gives its number back.
 */
export const taraCounter = pgTable(
  'tara_counter',
  {
    id: integer('id').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [check('tara_counter_one_row', sql`${table.id} = 1`)],
);

/** One card, one vehicle: the card number is the key and the vehicle appears once. */
export const rfidCards = pgTable('rfid_cards', {
  cardNumber: text('card_number').primaryKey(),
  vehicleId: integer('vehicle_id')
    .notNull()
    .unique()
    .references(() => vehicles.id, { onDelete: 'cascade' }),
  assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  assignedBy: integer('assigned_by').references(() => users.id),
});
