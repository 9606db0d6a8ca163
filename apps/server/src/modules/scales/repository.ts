/** The scales as the device connections read them: each with its last capture. */
import type { Scale } from '@weighbridge/contract/scales';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { scales } from '../../db/tables/scales.js';
import { scaleColumns } from './catalogue.js';

/** A scale as the API answers it, and when a weight was last captured on it (kept out of the answer). */
export type ScaleRecord = Scale & { lastCaptureAt: Date | null };

function selectScaleRecords(executor: Executor) {
  return executor.select({ ...scaleColumns, lastCaptureAt: scales.lastCaptureAt }).from(scales);
}

/** Every scale with its last capture, as the device connections start from. */
export function listScaleRecords(executor: Executor): Promise<ScaleRecord[]> {
  return selectScaleRecords(executor).orderBy(scales.id);
}

export async function findScaleRecord(executor: Executor, id: number): Promise<ScaleRecord | undefined> {
  const [record] = await selectScaleRecords(executor).where(eq(scales.id, id));
  return record;
}
