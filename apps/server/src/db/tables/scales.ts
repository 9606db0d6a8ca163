/**
 * Scales (a weighbridge and its indicator) and card readers standing at them. Scale 1 'Weighbridge 1'
 * (manual, no indicator) is created by the migration, so that every document and tara weighed before
 * scales were configurable keeps a valid scale id. Scales and readers are disabled, never deleted: the
 * documents name them.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ASCII_FORMATS, CARD_NUMBER_FORMATS, LINE_ENDS, PARITIES, READER_CONNECTIONS, SCALE_CONNECTIONS, SCALE_PROTOCOLS } from '@weighbridge/contract/scales';
import { oneOfCheck, timestamps } from '../columns.js';

/** Where a tcp or serial device is: host and port, or the serial device and its line settings. */
const connectionColumns = {
  host: text('host'),
  port: integer('port'),
  devicePath: text('device_path'),
  baudRate: integer('baud_rate').notNull().default(9600),
  dataBits: integer('data_bits').notNull().default(8),
  parity: text('parity').notNull().default('none'),
  stopBits: integer('stop_bits').notNull().default(1),
};

export const scales = pgTable(
  'scales',
  {
    id: serial('scale_id').primaryKey(),
    name: text('name').notNull(),
    location: text('location'),
    capacityKg: integer('capacity_kg').notNull(),
    divisionKg: numeric('division_kg', { precision: 9, scale: 3, mode: 'number' }).notNull(),
    connection: text('connection').notNull(),
    protocol: text('protocol').notNull().default('toledo'),
    toledoChecksum: boolean('toledo_checksum').notNull().default(false),
    asciiFormat: text('ascii_format').notNull().default('custom'),
    asciiPattern: text('ascii_pattern'),
    /** Null: the protocol's usual end of frame. */
    lineEnd: text('line_end'),
    frameLength: integer('frame_length'),
    enabled: boolean('enabled').notNull().default(true),
    /**
     * When a weight was last captured from the indicator, set in the capture's own transaction: the next
     * capture waits until the scale has shown zero after it (the truck has driven off), across restarts.
     */
    lastCaptureAt: timestamp('last_capture_at', { withTimezone: true }),
    ...connectionColumns,
    ...timestamps,
  },
  (table) => [
    check('scales_connection_check', oneOfCheck('connection', SCALE_CONNECTIONS)),
    check('scales_protocol_check', oneOfCheck('protocol', SCALE_PROTOCOLS)),
    check('scales_parity_check', oneOfCheck('parity', PARITIES)),
    check('scales_ascii_format_check', oneOfCheck('ascii_format', ASCII_FORMATS)),
    check('scales_line_end_check', sql`${table.lineEnd} is null or ${oneOfCheck('line_end', LINE_ENDS)}`),
    check('scales_capacity_check', sql`${table.capacityKg} > 0 and ${table.divisionKg} > 0`),
  ],
);

export const readers = pgTable(
  'readers',
  {
    id: serial('reader_id').primaryKey(),
    name: text('name').notNull(),
    scaleId: integer('scale_id')
      .notNull()
      .references(() => scales.id),
    connection: text('connection').notNull(),
    prefix: text('prefix'),
    suffix: text('suffix'),
    cardFormat: text('card_format').notNull().default('decimal'),
    repeatWindowSeconds: integer('repeat_window_seconds').notNull().default(10),
    enabled: boolean('enabled').notNull().default(true),
    ...connectionColumns,
    ...timestamps,
  },
  () => [
    check('readers_connection_check', oneOfCheck('connection', READER_CONNECTIONS)),
    check('readers_card_format_check', oneOfCheck('card_format', CARD_NUMBER_FORMATS)),
    check('readers_parity_check', oneOfCheck('parity', PARITIES)),
  ],
);
