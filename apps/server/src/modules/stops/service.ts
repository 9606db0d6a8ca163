/**
 * The Stop Counter's rules. A machine is stopped from a start to an end; stops of one machine never overlap
 * (the database's exclusion constraint decides, whichever server writes), a stop neither starts nor ends in
 * the future, a reason belongs to the machine's class and is in use, and a reason that asks for a comment
 * gets one. Who may record a stop is the machine's module: a truck's stop is Garage's, a rig's Drilling's.
 * Every change is one transaction with its audit row.
 */
import { EQUIPMENT_CLASS_MODULE, type EquipmentClass } from '@weighbridge/contract/equipment';
import type { PermissionKey } from '@weighbridge/contract/permissions';
import { STOP_MESSAGES as MESSAGES, type Stop, type StopEdit, type StopEnd, type StopValues } from '@weighbridge/contract/stops';
import { eq } from 'drizzle-orm';
import { recordChange } from '../../db/audit-log.js';
import { violatedExclusion } from '../../db/constraint-violations.js';
import type { Db, Tx } from '../../db/database.js';
import { stopReasons } from '../../db/tables/stops.js';
import type { Manager } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { permissionRefusal, userHolds } from '../../plugins/access.js';
import { findStop, insertStop, machineName, updateStop } from './repository.js';

export type StopContext = { db: Db; clock: Clock; siteTimeZone: string };

type StopAction = 'record' | 'edit';

/** The machine's module grants the action: `garage.stop-counter.record` for a truck. */
function requireGrant(manager: Manager, equipmentClass: EquipmentClass, action: StopAction): void {
  const key = `${EQUIPMENT_CLASS_MODULE[equipmentClass]}.stop-counter.${action}` as PermissionKey;
  if (!userHolds(manager, key)) throw new AppError('FORBIDDEN', permissionRefusal([key]));
}

/** The reason, when one is given, is of the machine's class and in use, and has its comment if it asks for one. */
async function checkReason(tx: Tx, equipmentClass: EquipmentClass, reasonId: number | null, comment: string | null): Promise<void> {
  if (reasonId === null) return;
  const [reason] = await tx.select().from(stopReasons).where(eq(stopReasons.id, reasonId));
  if (!reason) throw new AppError('BAD_REQUEST', MESSAGES.unknownReason(reasonId));
  if (reason.equipmentClass !== equipmentClass) throw new AppError('BAD_REQUEST', MESSAGES.reasonOfOtherClass);
  if (!reason.active) throw new AppError('BAD_REQUEST', MESSAGES.reasonRetired);
  if (reason.commentRequired && !comment) throw new AppError('BAD_REQUEST', MESSAGES.commentRequired(reason.name));
}

/** Neither end after now; the end after the start. */
function checkTimes(startedAt: Date, endedAt: Date | null, now: Date): void {
  if (startedAt > now || (endedAt && endedAt > now)) throw new AppError('BAD_REQUEST', MESSAGES.inFuture);
  if (endedAt && endedAt <= startedAt) throw new AppError('BAD_REQUEST', MESSAGES.endBeforeStart);
}

/** Runs a write whose overlap the exclusion constraint refuses, as a 409 that says so. */
async function withoutOverlap<T>(write: () => Promise<T>, refusal: string = MESSAGES.overlaps): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedExclusion(error)) throw new AppError('CONFLICT', refusal);
    throw error;
  }
}

async function readBack(tx: Tx, stopId: number): Promise<Stop> {
  const stop = await findStop(tx, stopId);
  if (!stop) throw new Error(`stop ${stopId} vanished within its own transaction`);
  return stop;
}

async function lockedStop(tx: Tx, stopId: number): Promise<Stop> {
  const stop = await findStop(tx, stopId, true);
  if (!stop) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  return stop;
}

/**
 * A stop recorded: started now (no times given: the machine stops), or whole, from a start to an end typed
 * afterwards. A machine already stopped is refused with that, not with an overlap.
 */
export async function recordStop(ctx: StopContext, values: StopValues, manager: Manager): Promise<Stop> {
  requireGrant(manager, values.equipment_class, 'record');
  const now = ctx.clock.now();
  const startedAt = values.started_at ? new Date(values.started_at) : now;
  const endedAt = values.ended_at ? new Date(values.ended_at) : null;
  checkTimes(startedAt, endedAt, now);
  const startsNow = values.started_at === undefined && endedAt === null;
  return withoutOverlap(
    () =>
      ctx.db.transaction(async (tx) => {
        if ((await machineName(tx, values.equipment_class, values.machine_id)) === undefined) throw new AppError('BAD_REQUEST', MESSAGES.unknownMachine(values.machine_id));
        await checkReason(tx, values.equipment_class, values.reason_id, values.comment);
        const stopId = await insertStop(tx, {
          equipmentClass: values.equipment_class,
          machineId: values.machine_id,
          startedAt,
          endedAt,
          reasonId: values.reason_id,
          comment: values.comment,
          source: values.detection ? 'detected' : 'manual',
          detection: values.detection ?? null,
          recordedBy: manager.userId,
        });
        const stop = await readBack(tx, stopId);
        await recordChange(tx, manager, { action: startsNow ? 'stop.start' : 'stop.record', entityType: 'stop', entityId: stopId, before: null, after: stop });
        return stop;
      }),
    startsNow ? MESSAGES.alreadyStopped : MESSAGES.overlaps,
  );
}

/** The open stop ends now; its reason given or confirmed here, the machine runs again. */
export async function endStop(ctx: StopContext, stopId: number, values: StopEnd, manager: Manager): Promise<Stop> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockedStop(tx, stopId);
    requireGrant(manager, before.equipment_class, 'record');
    if (before.ended_at !== null) throw new AppError('CONFLICT', MESSAGES.notStopped);
    const reasonId = values.reason_id ?? before.reason_id;
    const comment = values.comment ?? before.comment;
    await checkReason(tx, before.equipment_class, reasonId, comment);
    const endedAt = ctx.clock.now();
    checkTimes(new Date(before.started_at), endedAt, endedAt);
    await updateStop(tx, stopId, { endedAt, reasonId, comment });
    const after = await readBack(tx, stopId);
    await recordChange(tx, manager, { action: 'stop.end', entityType: 'stop', entityId: stopId, before, after });
    return after;
  });
}

/** A stop given its reason (a detected gap classified by a supervisor), its times unchanged. */
export async function classifyStop(ctx: StopContext, stopId: number, values: StopEnd, manager: Manager): Promise<Stop> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockedStop(tx, stopId);
    requireGrant(manager, before.equipment_class, 'record');
    await checkReason(tx, before.equipment_class, values.reason_id, values.comment);
    await updateStop(tx, stopId, { reasonId: values.reason_id, comment: values.comment });
    const after = await readBack(tx, stopId);
    await recordChange(tx, manager, { action: 'stop.classify', entityType: 'stop', entityId: stopId, before, after });
    return after;
  });
}

/** A stop corrected: its times, reason and comment; the audit keeps what it was. */
export async function editStop(ctx: StopContext, stopId: number, values: StopEdit, manager: Manager): Promise<Stop> {
  const startedAt = new Date(values.started_at);
  const endedAt = values.ended_at === null ? null : new Date(values.ended_at);
  checkTimes(startedAt, endedAt, ctx.clock.now());
  return withoutOverlap(() =>
    ctx.db.transaction(async (tx) => {
      const before = await lockedStop(tx, stopId);
      requireGrant(manager, before.equipment_class, 'edit');
      await checkReason(tx, before.equipment_class, values.reason_id, values.comment);
      await updateStop(tx, stopId, { startedAt, endedAt, reasonId: values.reason_id, comment: values.comment });
      const after = await readBack(tx, stopId);
      await recordChange(tx, manager, { action: 'stop.edit', entityType: 'stop', entityId: stopId, before, after });
      return after;
    }),
  );
}
