/**
 * The shift logs' rules. A log is of a plant, a production day and a shift of the site's pattern, whose window
 * (in the site's zone, a night shift crossing midnight included) is kept with it; a shift that has not started
 * has none. The feed is read from the weighbridge each time the log is read; a typed feed keeps its reason
 * beside it. The hour meter never runs backwards. An open log is changed directly; signing it fixes it, and a
 * signed log changes only by an amendment with its reason. Signing and amending write the log's outputs to
 * their stockpiles in the same transaction. Each change is one transaction with its audit row.
 */
import { PRODUCTION_MESSAGES as MESSAGES } from '@weighbridge/contract/production';
import type { ShiftLog, ShiftLogAmendment, ShiftLogAmendmentEntry, ShiftLogInput, ShiftLogKey, ShiftLogValues } from '@weighbridge/contract/shift-logs';
import { type Bounds, shiftBounds } from '@weighbridge/contract/shifts';
import { recordChange } from '../../db/audit-log.js';
import { violatedUniqueConstraint } from '../../db/constraint-violations.js';
import type { Executor, Tx } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { readShiftPattern } from '../site/public.js';
import type { ProductionContext } from './context.js';
import { namesOf } from './crush-plan-repository.js';
import {
  amendmentsOf,
  findLog,
  insertLog,
  listLogs,
  logById,
  logOfShift,
  logsOfDays,
  markSigned,
  type Output,
  outputsOf,
  replaceOutputs,
  type StoredLog,
  updateLog,
} from './shift-log-repository.js';
import { weighedFeedOfLogs, weighedFeedOfShift } from './shift-feed.js';
import { checkOutputStockpiles, writeShiftReceipts } from './stockpile-receipts.js';

const ENTITY = 'shift_log';

/** The shift's window on its production day, by the site's pattern in its zone. */
async function shiftWindow(ctx: ProductionContext, executor: Executor, key: ShiftLogKey): Promise<Bounds> {
  const pattern = await readShiftPattern(executor);
  if (!pattern.shifts.some((shift) => shift.name === key.shift_name)) throw new AppError('BAD_REQUEST', MESSAGES.unknownShift(key.shift_name));
  return shiftBounds(key.production_day, key.shift_name, pattern, ctx.siteTimeZone);
}

/** A log as the API answers it: its own values, the weighed feed read now, the feed used, its outputs, its running hours. */
async function answer(ctx: ProductionContext, executor: Executor, log: StoredLog, outputs: readonly Output[]): Promise<ShiftLog> {
  return withFeed(log, outputs, await weighedFeedOfShift(executor, log, ctx.siteTimeZone));
}

function withFeed(log: StoredLog, outputs: readonly Output[], feed: { tons: number; loads: number }): ShiftLog {
  const running = log.hour_meter_start !== null && log.hour_meter_end !== null ? round(log.hour_meter_end - log.hour_meter_start) : null;
  return {
    ...log,
    running_hours: running,
    feed_tons_weighed: feed.tons,
    feed_loads: feed.loads,
    feed_tons: log.feed_tons_typed ?? feed.tons,
    outputs: [...outputs],
    output_tons: round(outputs.reduce((sum, output) => sum + output.tons, 0)),
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

async function logAnswer(ctx: ProductionContext, executor: Executor, logId: number): Promise<ShiftLog> {
  const log = await findLog(executor, logById(logId));
  if (!log) throw new AppError('NOT_FOUND', MESSAGES.shiftLogNotFound);
  return answer(ctx, executor, log, (await outputsOf(executor, logById(logId))).get(logId) ?? []);
}

/** Who amended a log, when and why. */
export async function shiftLogAmendments(ctx: ProductionContext, logId: number): Promise<ShiftLogAmendmentEntry[]> {
  if (!(await findLog(ctx.db, logById(logId)))) throw new AppError('NOT_FOUND', MESSAGES.shiftLogNotFound);
  return amendmentsOf(ctx.db, logId);
}

/** The log of a plant's shift, or, when it has none yet, its draft with the feed prefilled from the weighbridge (nothing written). */
export async function readShiftLog(ctx: ProductionContext, key: ShiftLogKey): Promise<ShiftLog> {
  const log = await findLog(ctx.db, logOfShift(key));
  if (log) return answer(ctx, ctx.db, log, (await outputsOf(ctx.db, logById(log.log_id!))).get(log.log_id!) ?? []);
  const { plants } = await namesOf(ctx.db, [key.plant_id], []);
  if (!plants.has(key.plant_id)) throw new AppError('BAD_REQUEST', MESSAGES.unknownPlant(key.plant_id));
  const window = await shiftWindow(ctx, ctx.db, key);
  const draft: StoredLog = {
    log_id: null,
    plant_id: key.plant_id,
    plant_name: plants.get(key.plant_id)!,
    production_day: key.production_day,
    shift_name: key.shift_name,
    shift_start: window.start.toISOString(),
    shift_end: window.end.toISOString(),
    status: 'open',
    hour_meter_start: null,
    hour_meter_end: null,
    feed_tons_typed: null,
    feed_correction_reason: null,
    energy_kwh: null,
    notes: null,
    recorded_by: null,
    signed_by: null,
    signed_at: null,
  };
  return answer(ctx, ctx.db, draft, []);
}

/** The logs of the production days [from, to], their feed read from the weighbridge. */
export async function listShiftLogs(ctx: ProductionContext, range: { from: string; to: string; plantId?: number | undefined }): Promise<ShiftLog[]> {
  const { db } = ctx;
  const where = logsOfDays(range);
  const [logs, outputs, feeds] = await Promise.all([listLogs(db, where), outputsOf(db, where), weighedFeedOfLogs(db, range, ctx.siteTimeZone)]);
  return logs.map((log) => withFeed(log, outputs.get(log.log_id!) ?? [], feeds.get(log.log_id!) ?? { tons: 0, loads: 0 }));
}

/** The values keep their rules: the hour meter forwards, a typed feed with its reason, products that exist, each once. */
async function checkValues(tx: Tx, values: ShiftLogValues): Promise<void> {
  if (values.hour_meter_start !== null && values.hour_meter_end !== null && values.hour_meter_end < values.hour_meter_start) throw new AppError('BAD_REQUEST', MESSAGES.hoursBackwards);
  if (values.feed_tons_typed !== null && !values.feed_correction_reason) throw new AppError('BAD_REQUEST', MESSAGES.correctionNeedsReason);
  const { products } = await namesOf(tx, [], values.outputs.map((output) => output.material_id));
  const seen = new Set<number>();
  for (const output of values.outputs) {
    if (!products.has(output.material_id)) throw new AppError('BAD_REQUEST', MESSAGES.unknownMaterial(output.material_id));
    if (seen.has(output.material_id)) throw new AppError('BAD_REQUEST', MESSAGES.outputTwice(products.get(output.material_id)!));
    seen.add(output.material_id);
  }
}

async function lockedLog(ctx: ProductionContext, tx: Tx, logId: number): Promise<ShiftLog> {
  const log = await findLog(tx, logById(logId), true);
  if (!log) throw new AppError('NOT_FOUND', MESSAGES.shiftLogNotFound);
  return answer(ctx, tx, log, (await outputsOf(tx, logById(logId))).get(logId) ?? []);
}

/** A plant's shift recorded (open): refused for a shift not started yet and for a shift that has its log. */
export async function recordShiftLog(ctx: ProductionContext, input: ShiftLogInput, actor: Actor): Promise<ShiftLog> {
  const { plant_id: plantId, production_day: productionDay, shift_name: shiftName, ...values } = input;
  try {
    return await ctx.db.transaction(async (tx) => {
      const { plants } = await namesOf(tx, [plantId], []);
      if (!plants.has(plantId)) throw new AppError('BAD_REQUEST', MESSAGES.unknownPlant(plantId));
      const window = await shiftWindow(ctx, tx, input);
      if (window.start > ctx.clock.now()) throw new AppError('BAD_REQUEST', MESSAGES.shiftLogInFuture);
      await checkValues(tx, values);
      const outputs = await checkOutputStockpiles(tx, values.outputs);
      const logId = await insertLog(tx, { plantId, productionDay, shiftName, start: window.start, end: window.end, recordedBy: actor.userId }, values);
      await replaceOutputs(tx, logId, outputs);
      const after = await logAnswer(ctx, tx, logId);
      await recordChange(tx, actor, { action: 'shift_log.record', entityType: ENTITY, entityId: logId, before: null, after });
      return after;
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'shift_logs_shift_key') throw new AppError('CONFLICT', MESSAGES.shiftLogExists);
    throw error;
  }
}

/** An open log's values replaced. */
export async function updateShiftLog(ctx: ProductionContext, logId: number, values: ShiftLogValues, actor: Actor): Promise<ShiftLog> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockedLog(ctx, tx, logId);
    if (before.status !== 'open') throw new AppError('CONFLICT', MESSAGES.shiftLogSigned);
    await checkValues(tx, values);
    await updateLog(tx, logId, values);
    await replaceOutputs(tx, logId, await checkOutputStockpiles(tx, values.outputs));
    const after = await logAnswer(ctx, tx, logId);
    await recordChange(tx, actor, { action: 'shift_log.update', entityType: ENTITY, entityId: logId, before, after });
    return after;
  });
}

/** The log signed by its supervisor: fixed from now on, its outputs received on their stockpiles. */
export async function signShiftLog(ctx: ProductionContext, logId: number, actor: Actor): Promise<ShiftLog> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockedLog(ctx, tx, logId);
    if (before.status !== 'open') throw new AppError('CONFLICT', MESSAGES.shiftLogSigned);
    await markSigned(tx, logId, { by: actor.userId, at: ctx.clock.now() });
    const receipts = await writeShiftReceipts(tx, logId, before.production_day, before.outputs);
    const after = await logAnswer(ctx, tx, logId);
    await recordChange(tx, actor, { action: 'shift_log.sign', entityType: ENTITY, entityId: logId, before, after, effects: { receipts } });
    return after;
  });
}

/** A signed log changed, with the reason kept in the audit beside what it was and what it became. */
export async function amendShiftLog(ctx: ProductionContext, logId: number, amendment: ShiftLogAmendment, actor: Actor): Promise<ShiftLog> {
  const { amendment_reason: reason, ...values } = amendment;
  return ctx.db.transaction(async (tx) => {
    const before = await lockedLog(ctx, tx, logId);
    if (before.status !== 'signed') throw new AppError('CONFLICT', MESSAGES.shiftLogNotSigned);
    await checkValues(tx, values);
    await updateLog(tx, logId, values);
    const outputs = await checkOutputStockpiles(tx, values.outputs);
    await replaceOutputs(tx, logId, outputs);
    const after = await logAnswer(ctx, tx, logId);
    const receipts = await writeShiftReceipts(tx, logId, before.production_day, after.outputs);
    await recordChange(tx, actor, { action: 'shift_log.amend', entityType: ENTITY, entityId: logId, before, after, effects: { reason, receipts } });
    return after;
  });
}
