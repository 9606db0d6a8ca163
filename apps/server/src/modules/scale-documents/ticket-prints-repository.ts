/**
 * How often a document's ticket has been printed, for its detail. The tickets module writes the prints;
 * the count is read here so that the documents need nothing of the tickets (which build on them).
 */
import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { ticketPrints } from '../../db/tables/tickets.js';

export async function ticketPrintCount(executor: Executor, documentId: number): Promise<number> {
  const [row] = await executor.select({ prints: count() }).from(ticketPrints).where(eq(ticketPrints.documentId, documentId));
  return row?.prints ?? 0;
}
