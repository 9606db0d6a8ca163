/**
 * The scale a weighing is recorded on, as the weighing reads it in its own transaction. A capture locks
 * the row: captures on one scale take one truck at a time, and each sees the last_capture_at of the one
 * before it, so that the rule "back to zero since the last capture" holds between them.
 */
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { CaptureScale } from './capture-rule.js';
import { scales } from '../../db/tables/scales.js';

export type WeighingScale = CaptureScale & { id: number; name: string };

/** The scale's columns as weighingScaleQuery names them, beside the vehicle's in the weighing's statement. */
export type WeighingScaleRow = {
  scale_id: number | null;
  scale_name: string | null;
  connection: CaptureScale['connection'] | null;
  enabled: boolean | null;
  scale_capacity_kg: number | null;
  division_kg: string | number | null;
  last_capture_at: string | null;
};

/**
 * The scale `scaleId`, locked until the transaction ends when `lock` (a capture), for a weighing's
 * statement that reads it with other rows. `after` holds the scan back until it is true: where the
 * weighing locks its vehicle first, every weighing takes the two locks in the same order.
 */
export function weighingScaleQuery(scaleId: SQLWrapper, lock: boolean, after: SQL): SQL {
  return sql`select scale_id, name as scale_name, connection, enabled, capacity_kg as scale_capacity_kg, division_kg, last_capture_at
             from ${scales} where scale_id = ${scaleId} and ${after}${lock ? sql` for update` : sql``}`;
}

/** The scale from its columns in a weighing's row; undefined when there is none. */
export function toWeighingScale(row: WeighingScaleRow): WeighingScale | undefined {
  if (row.scale_id === null) return undefined;
  return {
    id: row.scale_id,
    name: row.scale_name!,
    connection: row.connection!,
    enabled: row.enabled!,
    capacityKg: Number(row.scale_capacity_kg),
    divisionKg: Number(row.division_kg),
    lastCaptureAt: row.last_capture_at === null ? null : new Date(row.last_capture_at),
  };
}

/**
 * The write that records a capture's time on its scale, not yet sent: the weighing sends it with its own
 * insert, so that the capture and the time the next one waits on commit together. Plain SQL, because the
 * query builder would set updated_at too, and a capture is no change to the scale's configuration.
 */
export function captureTimeWrite(scaleId: number, at: Date): SQL {
  return sql`update ${scales} set ${sql.identifier(scales.lastCaptureAt.name)} = ${at.toISOString()}::timestamptz where ${scales.id} = ${scaleId}`;
}
