/**
 * Card readers: each stands at a scale, which must exist. Configured by administrators, never deleted (a
 * reader is disabled); a change reaches the reader's connection once its transaction has committed.
 */
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import type { Reader, ReaderStatus, ReaderValues } from '@weighbridge/contract/scales';
import { recordChange } from '../../db/audit-log.js';
import type { Db, Tx } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import type { DeviceConnections } from './device-connections.js';
import { findReaderItem, insertReader, listReaderItems, lockReaderItem, updateReader as updateReaderRow } from './reader-repository.js';
import { findScaleItem } from './repository.js';

const ENTITY = 'reader';

/** What the reader service needs besides the database: the connections a saved reader is applied to. */
export type ReaderServiceDeps = { db: Db; devices: DeviceConnections };

export function listReaders(db: Db): Promise<Reader[]> {
  return listReaderItems(db);
}

export async function getReader(db: Db, id: number): Promise<Reader> {
  return (await findReaderItem(db, id)) ?? readerNotFound();
}

export async function createReader(deps: ReaderServiceDeps, values: ReaderValues, actor: Actor): Promise<Reader> {
  const after = await deps.db.transaction(async (tx) => {
    await checkScale(tx, values.scale_id);
    const id = await insertReader(tx, values);
    const created = await readBack(tx, id);
    await recordChange(tx, actor, { action: 'reader.create', entityType: ENTITY, entityId: id, before: null, after: created });
    return created;
  });
  await deps.devices.applyReader(after.reader_id);
  return after;
}

export async function updateReader(deps: ReaderServiceDeps, id: number, values: ReaderValues, actor: Actor): Promise<Reader> {
  const after = await deps.db.transaction(async (tx) => {
    const before = (await lockReaderItem(tx, id)) ?? readerNotFound();
    await checkScale(tx, values.scale_id);
    await updateReaderRow(tx, id, values);
    const updated = await readBack(tx, id);
    await recordChange(tx, actor, { action: 'reader.update', entityType: ENTITY, entityId: id, before, after: updated });
    return updated;
  });
  await deps.devices.applyReader(id);
  return after;
}

/** Whether the reader is connected, and the last card it read. */
export function readerStatus(devices: DeviceConnections, id: number): ReaderStatus {
  return devices.readerStatus(id) ?? readerNotFound();
}

async function checkScale(tx: Tx, scaleId: number): Promise<void> {
  if (!(await findScaleItem(tx, scaleId))) throw new AppError('BAD_REQUEST', `${FIELD_LABELS.readers.scale_id} ${scaleId} does not exist`);
}

async function readBack(tx: Tx, id: number): Promise<Reader> {
  const item = await findReaderItem(tx, id);
  if (!item) throw new Error(`reader ${id} vanished within its own transaction`);
  return item;
}

export function readerNotFound(): never {
  throw new AppError('NOT_FOUND', 'Reader not found');
}
