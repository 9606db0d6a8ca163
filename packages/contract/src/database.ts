/** Settings / Database: the statistics and the clearing of the site's data (spec part 2 sections 2-8). */
import { z } from 'zod';

const count = z.number().int().nonnegative();

/** GET /api/database/stats: how many records each catalogue and the document history hold. */
export const databaseStatsSchema = z.object({
  scale_documents: count,
  vehicles: count,
  drivers: count,
  materials: count,
  loading_areas: count,
  unloading_stations: count,
});
export type DatabaseStats = z.infer<typeof databaseStatsSchema>;

export const databaseStatsResponseSchema = z.object({ stats: databaseStatsSchema });

/** POST /api/database/clear: the records deleted, and the backup written before anything was. */
export const clearDatabaseResponseSchema = z.object({
  totalRecordsCleared: count,
  /** The backup's file name in the server's backup folder; `npm run db -- restore <file>` brings it back. */
  backupFile: z.string(),
});
export type ClearDatabaseResponse = z.infer<typeof clearDatabaseResponseSchema>;

