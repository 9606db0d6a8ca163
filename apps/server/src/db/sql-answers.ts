/** SQL expressions every answer writes its values with, so that each value reads the same on every route. */
import { type SQL, sql } from 'drizzle-orm';

/** A moment as ISO text in UTC ('2026-11-29T19:05:00.000Z'), as every answer writes times. */
export const isoText = (moment: SQL) => sql`to_char(${moment} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
