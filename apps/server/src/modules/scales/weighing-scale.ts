/**
 * The scale a weighing is recorded on, as the weighing reads it in its own transaction. A capture locks
 * the row: captures on one scale take one truck at a time, and each sees the last_capture_at of the one
 * before it, so that the rule "back to zero since the last capture" holds between them.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.js';
import type { CaptureScale } from './capture-rule.js';
import { scales } from '../../db/tables/scales.js';

export type WeighingScale = CaptureScale & { id: number; name: string };

const COLUMNS = {
  id: scales.id,
  name: scales.name,
  connection: scales.connection,
  enabled: scales.enabled,
  capacityKg: scales.capacityKg,
  divisionKg: scales.divisionKg,
  lastCaptureAt: scales.lastCaptureAt,
};

/** The scale, locked until the transaction ends when `lock` (a capture); undefined when there is none. */
export async function findWeighingScale(tx: Tx, scaleId: number, options: { lock: boolean }): Promise<WeighingScale | undefined> {
  const query = tx.select(COLUMNS).from(scales).where(eq(scales.id, scaleId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row && { ...row, connection: row.connection as CaptureScale['connection'] };
}

/**
 * The write that records a capture's time on its scale, not yet sent: the weighing sends it with its own
 * insert, so that the capture and the time the next one waits on commit together. Plain SQL, because the
 * query builder would set updated_at too, and a capture is no change to the scale's configuration.
 */
export function captureTimeWrite(scaleId: number, at: Date): SQL {
  return sql`update ${scales} set ${sql.identifier(scales.lastCaptureAt.name)} = ${at.toISOString()}::timestamptz where ${scales.id} = ${scaleId}`;
}
