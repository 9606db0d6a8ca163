/**
 * Every print of a ticket: the first is the original, each later one a copy that the ticket says is
 * 'COPY n'. Numbered per document without gaps (the document's row is locked while the next is taken).
 */
import { TICKET_SIZES } from '@weighbridge/contract/tickets';
import { bigserial, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOfCheck } from '../columns.js';
import { users } from '../schema.js';
import { scaleDocuments } from './scale-documents.js';

export const ticketPrints = pgTable(
  'ticket_prints',
  {
    id: bigserial('ticket_print_id', { mode: 'number' }).primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => scaleDocuments.id),
    /** 1 for the original, n for 'COPY n'. */
    printNumber: integer('print_number').notNull(),
    size: text('size').notNull(),
    printedAt: timestamp('printed_at', { withTimezone: true }).notNull(),
    printedBy: integer('printed_by').references(() => users.id),
    printedByName: text('printed_by_name'),
  },
  (table) => [
    uniqueIndex('ticket_prints_document_number_key').on(table.documentId, table.printNumber),
    check('ticket_prints_size_check', oneOfCheck('size', TICKET_SIZES)),
  ],
);
