/**
 * The blasts' rules: fired by now, a shotfirer valid on the site's calendar day it was fired (a certificate
 * runs out by the calendar, not by the production day), a polygon that exists, and a material broken that
 * has a density: the one chosen, or else the polygon's most weighed material before the blast. Volume, tons
 * broken and the explosives' total are computed by the contract's formulas and kept with the material and
 * density used. Every change is one transaction with its audit row.
 */
import type { Blast, BlastValues, ListedBlast, Muckpile } from '@weighbridge/contract/blasts';
import { blastVolume, DRILLING_MESSAGES as MESSAGES, tonsBroken } from '@weighbridge/contract/drilling';
import { productionDayOf } from '@weighbridge/contract/shifts';
import { recordChange } from '../../db/audit-log.js';
import type { Db, Tx } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import {
  blastMuckpile,
  type BlastRow,
  findBlast,
  insertBlast,
  latestMuckpiles,
  listBlasts,
  materialDensity,
  mostWeighedMaterial,
  replaceExplosives,
  updateBlast,
} from './blasts-repository.js';
import type { DrillingContext } from './logs.js';
import { checkOperator, checkPolygon } from './references.js';

const CALENDAR_DAY = { dayStart: '00:00' };

const notFound = (): never => {
  throw new AppError('NOT_FOUND', MESSAGES.blastNotFound);
};

/** The material broken and its density in kg/m3. */
async function materialBroken(tx: Tx, values: BlastValues, firedAt: Date): Promise<{ materialId: number; density: number }> {
  const materialId = values.material_id ?? (await mostWeighedMaterial(tx, values.polygon_id, firedAt));
  if (materialId === undefined) throw new AppError('BAD_REQUEST', MESSAGES.noMaterialBroken);
  const material = await materialDensity(tx, materialId);
  if (!material) throw new AppError('BAD_REQUEST', MESSAGES.unknownMaterial(materialId));
  if (material.density === null || material.density <= 0) throw new AppError('BAD_REQUEST', MESSAGES.noDensity(material.name));
  return { materialId, density: material.density };
}

async function checkedRow(ctx: DrillingContext, tx: Tx, values: BlastValues): Promise<BlastRow> {
  const firedAt = new Date(values.fired_at);
  if (firedAt > ctx.clock.now()) throw new AppError('BAD_REQUEST', MESSAGES.blastInFuture);
  const polygon = await checkPolygon(tx, values.polygon_id);
  await checkOperator(tx, values.shotfirer_id, 'shotfirer', productionDayOf(firedAt, CALENDAR_DAY, ctx.siteTimeZone));
  const { materialId, density } = await materialBroken(tx, values, firedAt);
  const volume = blastVolume({ holes: values.holes_charged, burdenM: values.burden_m, spacingM: values.spacing_m, benchHeightM: values.bench_height_m });
  return {
    polygonId: values.polygon_id,
    loadingAreaId: polygon.loadingAreaId,
    firedAt,
    burdenM: values.burden_m,
    spacingM: values.spacing_m,
    benchHeightM: values.bench_height_m,
    holeDiameterMm: values.hole_diameter_mm,
    subdrillM: values.subdrill_m,
    holesCharged: values.holes_charged,
    detonators: values.detonators,
    materialId,
    densityKgM3: density,
    volumeM3: volume,
    tonsBroken: tonsBroken(volume, density),
    explosivesKg: Math.round(values.explosives.reduce((sum, explosive) => sum + explosive.kg, 0) * 100) / 100,
    vibrationMmS: values.vibration_mm_s ?? null,
    misfires: values.misfires,
    shotfirerId: values.shotfirer_id,
    notes: values.notes,
  };
}

async function readBack(tx: Tx, blastId: number): Promise<Blast> {
  const blast = await findBlast(tx, blastId);
  if (!blast) throw new Error(`blast ${blastId} vanished within its own transaction`);
  return blast;
}

export async function getBlast(db: Db, blastId: number): Promise<Blast> {
  return (await findBlast(db, blastId)) ?? notFound();
}

export async function recordBlast(ctx: DrillingContext, values: BlastValues, actor: Actor): Promise<Blast> {
  return ctx.db.transaction(async (tx) => {
    const row = await checkedRow(ctx, tx, values);
    const blastId = await insertBlast(tx, { ...row, recordedBy: actor.userId });
    await replaceExplosives(tx, blastId, values.explosives);
    const after = await readBack(tx, blastId);
    await recordChange(tx, actor, { action: 'blast.record', entityType: 'blast', entityId: blastId, before: null, after });
    return after;
  });
}

/** A blast corrected whole (its figures computed again); the audit keeps what it was. */
export async function editBlast(ctx: DrillingContext, blastId: number, values: BlastValues, actor: Actor): Promise<Blast> {
  return ctx.db.transaction(async (tx) => {
    const before = (await findBlast(tx, blastId, true)) ?? notFound();
    const row = await checkedRow(ctx, tx, values);
    await updateBlast(tx, blastId, row);
    await replaceExplosives(tx, blastId, values.explosives);
    const after = await readBack(tx, blastId);
    await recordChange(tx, actor, { action: 'blast.edit', entityType: 'blast', entityId: blastId, before, after });
    return after;
  });
}

/** The blasts fired within [from, to), of one polygon or all, each with its muckpile, read in one query. */
export async function blastsWithMuckpiles(db: Db, window: { from: Date; to: Date; polygonId?: number | undefined }): Promise<ListedBlast[]> {
  return listBlasts(db, window);
}

export async function muckpileOf(db: Db, blastId: number): Promise<Muckpile> {
  return (await blastMuckpile(db, blastId)) ?? notFound();
}

export async function polygonMuckpiles(db: Db, loadingAreaId: number | undefined): Promise<Muckpile[]> {
  return latestMuckpiles(db, loadingAreaId);
}
