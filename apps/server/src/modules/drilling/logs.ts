/**
 * The drill log's rules: a shift of the site's pattern that has started, a rig in service, an operator
 * holding a drill operator competency valid on the log's production day, a polygon of the area named, and
 * the holes given one way (a summary or a list). The metres are computed (contract drilledMetres). Every
 * change is one transaction with its audit row. A rig's totals: metres per shift worked and per drill hour.
 */
import { type DrillLog, type DrillLogValues, type RigTotals } from '@weighbridge/contract/drill-logs';
import { DRILLING_MESSAGES as MESSAGES, drilledMetres } from '@weighbridge/contract/drilling';
import { shiftBounds } from '@weighbridge/contract/shifts';
import { recordChange } from '../../db/audit-log.js';
import type { Db, Tx } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { readShiftPattern } from '../site/public.js';
import { findLog, type HoleRow, insertLog, listLogs, type LogRow, replaceHoles, rigTotals, updateLog } from './logs-repository.js';
import { checkOperator, checkPolygon, checkRig } from './references.js';

export type DrillingContext = { db: Db; clock: Clock; siteTimeZone: string };

/** The holes as given: a summary (count and depth) or a list, never both nor neither. */
function holesOf(values: DrillLogValues): { holeCount: number; depthM: number | null; holes: HoleRow[]; metres: number } {
  const listed = values.holes ?? [];
  const summary = values.hole_count != null && values.depth_m != null;
  if (summary && listed.length === 0) {
    return { holeCount: values.hole_count!, depthM: values.depth_m!, holes: [], metres: drilledMetres({ holeCount: values.hole_count!, depthM: values.depth_m! }) };
  }
  if (!summary && values.hole_count == null && values.depth_m == null && listed.length > 0) {
    const holes = listed.map((hole) => ({ designDepthM: hole.design_depth_m, actualDepthM: hole.actual_depth_m }));
    return { holeCount: holes.length, depthM: null, holes, metres: drilledMetres({ actualDepthsM: listed.map((hole) => hole.actual_depth_m) }) };
  }
  throw new AppError('BAD_REQUEST', MESSAGES.summaryOrHoles);
}

/** The log's row, its references checked; `newLog`: the rig must be in service (a correction may name a retired one). */
async function checkedRow(ctx: DrillingContext, tx: Tx, values: DrillLogValues, newLog: boolean): Promise<{ row: LogRow; holes: HoleRow[] }> {
  const holes = holesOf(values);
  const pattern = await readShiftPattern(tx);
  if (!pattern.shifts.some((shift) => shift.name === values.shift)) throw new AppError('BAD_REQUEST', MESSAGES.unknownShift(values.shift));
  if (shiftBounds(values.production_day, values.shift, pattern, ctx.siteTimeZone).start > ctx.clock.now()) throw new AppError('BAD_REQUEST', MESSAGES.shiftNotStarted);
  await checkRig(tx, values.rig_id, newLog);
  await checkOperator(tx, values.operator_id, 'drill_operator', values.production_day);
  await checkPolygon(tx, values.polygon_id, values.loading_area_id);
  const row: LogRow = {
    rigId: values.rig_id,
    operatorId: values.operator_id,
    productionDay: values.production_day,
    shift: values.shift,
    loadingAreaId: values.loading_area_id,
    polygonId: values.polygon_id,
    holeCount: holes.holeCount,
    depthM: holes.depthM,
    diameterMm: values.diameter_mm,
    metres: holes.metres,
    drillHours: values.drill_hours,
    bitChanges: values.bit_changes,
    notes: values.notes,
  };
  return { row, holes: holes.holes };
}

async function readBack(tx: Tx, logId: number): Promise<DrillLog> {
  const log = await findLog(tx, logId);
  if (!log) throw new Error(`drill log ${logId} vanished within its own transaction`);
  return log;
}

export async function getLog(db: Db, logId: number): Promise<DrillLog> {
  return (await findLog(db, logId)) ?? notFound();
}

function notFound(): never {
  throw new AppError('NOT_FOUND', MESSAGES.drillLogNotFound);
}

export async function recordLog(ctx: DrillingContext, values: DrillLogValues, actor: Actor): Promise<DrillLog> {
  return ctx.db.transaction(async (tx) => {
    const { row, holes } = await checkedRow(ctx, tx, values, true);
    const logId = await insertLog(tx, { ...row, recordedBy: actor.userId });
    await replaceHoles(tx, logId, holes);
    const after = await readBack(tx, logId);
    await recordChange(tx, actor, { action: 'drill_log.record', entityType: 'drill_log', entityId: logId, before: null, after });
    return after;
  });
}

/** A log corrected whole; the audit keeps what it was. */
export async function editLog(ctx: DrillingContext, logId: number, values: DrillLogValues, actor: Actor): Promise<DrillLog> {
  return ctx.db.transaction(async (tx) => {
    const before = (await findLog(tx, logId, true)) ?? notFound();
    const { row, holes } = await checkedRow(ctx, tx, values, false);
    await updateLog(tx, logId, row);
    await replaceHoles(tx, logId, holes);
    const after = await readBack(tx, logId);
    await recordChange(tx, actor, { action: 'drill_log.edit', entityType: 'drill_log', entityId: logId, before, after });
    return after;
  });
}

export async function logsWithTotals(db: Db, filter: { from: string; to: string; rigId?: number | undefined }): Promise<{ data: DrillLog[]; totals: RigTotals[] }> {
  const [data, totals] = await Promise.all([listLogs(db, filter), rigTotals(db, filter)]);
  return { data, totals };
}
