/** Queries on scales. */
import type { Scale, ScaleValues } from '@weighbridge/contract/scales';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { connectionAnswerColumns, connectionRow } from './connection-columns.js';
import { scales } from '../../db/tables/scales.js';

type ScaleRow = typeof scales.$inferInsert;

/** A scale as the API answers it, and when a weight was last captured on it (kept out of the answer). */
export type ScaleRecord = Scale & { lastCaptureAt: Date | null };

const scaleColumns = {
  scale_id: scales.id,
  name: scales.name,
  location: scales.location,
  capacity_kg: scales.capacityKg,
  division_kg: scales.divisionKg,
  connection: sql<Scale['connection']>`${scales.connection}`,
  protocol: sql<Scale['protocol']>`${scales.protocol}`,
  toledo_checksum: scales.toledoChecksum,
  ascii_format: sql<Scale['ascii_format']>`${scales.asciiFormat}`,
  ascii_pattern: scales.asciiPattern,
  line_end: sql<Scale['line_end']>`${scales.lineEnd}`,
  frame_length: scales.frameLength,
  enabled: scales.enabled,
  ...connectionAnswerColumns(scales),
};

function selectScaleItems(executor: Executor) {
  return executor.select(scaleColumns).from(scales);
}

export function listScaleItems(executor: Executor): Promise<Scale[]> {
  return selectScaleItems(executor).orderBy(scales.id);
}

export async function findScaleItem(executor: Executor, id: number): Promise<Scale | undefined> {
  const [item] = await selectScaleItems(executor).where(eq(scales.id, id));
  return item;
}

/** Reads a scale and locks its row until the transaction ends, so that the audit's before is what the change replaced. */
export async function lockScaleItem(executor: Executor, id: number): Promise<Scale | undefined> {
  const [item] = await selectScaleItems(executor).where(eq(scales.id, id)).for('update');
  return item;
}

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

function toRow(values: ScaleValues): ScaleRow {
  return {
    name: values.name,
    location: values.location,
    capacityKg: values.capacity_kg,
    divisionKg: values.division_kg,
    connection: values.connection,
    protocol: values.protocol,
    toledoChecksum: values.toledo_checksum,
    asciiFormat: values.ascii_format,
    // A named format brings its own pattern; a fixed frame length means nothing with another end.
    asciiPattern: values.ascii_format === 'custom' ? values.ascii_pattern : null,
    lineEnd: values.line_end,
    frameLength: values.line_end === 'length' ? values.frame_length : null,
    enabled: values.enabled,
    ...connectionRow(values),
  };
}

export async function insertScale(executor: Executor, values: ScaleValues): Promise<number> {
  const [row] = await executor.insert(scales).values(toRow(values)).returning({ id: scales.id });
  return row!.id;
}

export async function updateScale(executor: Executor, id: number, values: ScaleValues): Promise<void> {
  await executor.update(scales).set(toRow(values)).where(eq(scales.id, id));
}
