/** The scale documents that name a driver, for the confirmation of the driver's delete. */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { scaleDocuments } from '../../db/tables/scale-documents.js';

/** Voided ones too (by scale_documents_driver_idx). */
export async function countDocumentsNamingDriver(executor: Executor, id: number): Promise<number> {
  const [row] = await executor.select({ count: sql<number>`count(*)::int` }).from(scaleDocuments).where(eq(scaleDocuments.driverId, id));
  return row?.count ?? 0;
}
