/**
 * Scales: configured by administrators, never deleted (documents name them: a scale is disabled instead).
 * A change reaches the scale's indicator connection once its transaction has committed.
 */
import { FIELD_LABELS, labelled } from '@weighbridge/contract/field-labels';
import type { Scale, ScaleReading, ScaleValues } from '@weighbridge/contract/scales';
import { recordChange } from '../../db/audit-log.js';
import type { Db, Tx } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import type { DeviceConnections } from './device-connections.js';
import { asciiPatternProblem } from './protocols/ascii-stream.js';
import { findScaleItem, insertScale, listScaleItems, lockScaleItem, updateScale as updateScaleRow } from './repository.js';

const ENTITY = 'scale';

/** What the scale service needs besides the database: the connections a saved scale is applied to. */
export type ScaleServiceDeps = { db: Db; devices: DeviceConnections };

export function listScales(db: Db): Promise<Scale[]> {
  return listScaleItems(db);
}

export async function getScale(db: Db, id: number): Promise<Scale> {
  return (await findScaleItem(db, id)) ?? scaleNotFound();
}

export async function createScale(deps: ScaleServiceDeps, values: ScaleValues, actor: Actor): Promise<Scale> {
  checkPattern(values);
  const after = await deps.db.transaction(async (tx) => {
    const id = await insertScale(tx, values);
    const created = await readBack(tx, id);
    await recordChange(tx, actor, { action: 'scale.create', entityType: ENTITY, entityId: id, before: null, after: created });
    return created;
  });
  await deps.devices.applyScale(after.scale_id);
  return after;
}

export async function updateScale(deps: ScaleServiceDeps, id: number, values: ScaleValues, actor: Actor): Promise<Scale> {
  checkPattern(values);
  const after = await deps.db.transaction(async (tx) => {
    const before = (await lockScaleItem(tx, id)) ?? scaleNotFound();
    await updateScaleRow(tx, id, values);
    const updated = await readBack(tx, id);
    await recordChange(tx, actor, { action: 'scale.update', entityType: ENTITY, entityId: id, before, after: updated });
    return updated;
  });
  await deps.devices.applyScale(id);
  return after;
}

/** What the scale's indicator says now, and whether a capture would be taken. */
export function scaleStatus(devices: DeviceConnections, id: number): ScaleReading {
  return devices.scaleReading(id) ?? scaleNotFound();
}

/** A pattern is checked whenever one is given: a broken one kept for later would fail when the protocol is switched to it. */
function checkPattern(values: ScaleValues): void {
  const problem = values.ascii_pattern === null ? null : asciiPatternProblem(values.ascii_pattern);
  if (problem) throw new AppError('BAD_REQUEST', labelled(FIELD_LABELS.scales, 'ascii_pattern', problem));
}

async function readBack(tx: Tx, id: number): Promise<Scale> {
  const item = await findScaleItem(tx, id);
  if (!item) throw new Error(`scale ${id} vanished within its own transaction`);
  return item;
}

export function scaleNotFound(): never {
  throw new AppError('NOT_FOUND', 'Scale not found');
}
