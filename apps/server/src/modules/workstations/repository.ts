/** What a workstation's defaults are checked against: the scale and the reader they name. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { readers, scales } from '../../db/tables/scales.js';

export async function scaleExists(executor: Executor, scaleId: number): Promise<boolean> {
  return (await executor.select({ id: scales.id }).from(scales).where(eq(scales.id, scaleId))).length > 0;
}

/** The scale a reader stands at; undefined for an unknown reader. */
export async function scaleOfReader(executor: Executor, readerId: number): Promise<number | undefined> {
  const [row] = await executor.select({ scaleId: readers.scaleId }).from(readers).where(eq(readers.id, readerId));
  return row?.scaleId;
}
