/**
 * The names of the scale and the card reader a document was weighed with, for its detail: as they are
 * named now (a document keeps only their ids). Null for none, or for one no longer configured.
 */
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { readers, scales } from '../../db/tables/scales.js';

export async function equipmentNames(executor: Executor, scaleId: number | null, readerId: number | null): Promise<{ scale: string | null; reader: string | null }> {
  const [row] = await queryRows<{ scale: string | null; reader: string | null }>(
    executor,
    sql`select (select ${scales.name} from ${scales} where ${scales.id} = ${scaleId}) as scale,
               (select ${readers.name} from ${readers} where ${readers.id} = ${readerId}) as reader`,
  );
  return { scale: row?.scale ?? null, reader: row?.reader ?? null };
}
