/**
 * The weight a tara or a load records, decided by the server in the weighing's transaction: captured from
 * the scale's indicator (its stable reading now, never a number the browser sends), or typed. A weight is
 * typed on a scale without an indicator by anyone who weighs, as before scales had indicators; on a scale
 * with one only with scale.weighing.manual and a reason, since a typed weight is where disputes start.
 */
import { CAPTURE_REFUSALS, type CaptureRefusal, MANUAL_WEIGHT_MESSAGES, type RequestWeightSource } from '@weighbridge/contract/scales';
import { roundKg } from '@weighbridge/contract/weights';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { REFUSALS_WITH_VALUES } from '@weighbridge/contract/refusals';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../../db/audit-log.js';
import type { Operator } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { userHolds } from '../../plugins/access.js';
import type { WeighingContext } from '../../db/weighing-context.js';
import { checkScaleCapacity } from './rules.js';
import { captureRefusal, captureTimeWrite, type IndicatorReading, type ScaleDevices, type WeighingScale } from '../scales/public.js';

/** The weighing's context with the server's view of the scales' indicators. */
export type ScaleWeighingContext = WeighingContext & { devices: ScaleDevices };

/** What a weighing request says about its weight. */
export type WeightRequest = {
  scaleId: number;
  weightSource: RequestWeightSource;
  /** The typed weight; absent when captured. */
  weightKg: number | null | undefined;
  manualReason: string | null;
};

/** A tara's or a load's request, as far as its weight goes. */
export function weightRequest(
  input: { scaleId: number; weightSource: RequestWeightSource; manualReason: string | null },
  weightKg: number | null | undefined,
): WeightRequest {
  return { scaleId: input.scaleId, weightSource: input.weightSource, weightKg, manualReason: input.manualReason };
}

export type ScaleWeight = {
  scaleId: number;
  /**
   * The weighing's time, taken once its scale is read (and, for a capture, locked): a capture waiting for
   * another on the same scale is not dated before it.
   */
  weighedAt: Date;
  weightKg: number;
  weightSource: RequestWeightSource;
  /** The indicator's frame a captured weight was read from. */
  rawFrame: string | null;
  manualReason: string | null;
  /** Writes to send with the weighing's own insert: a capture's time on its scale. */
  writes: SQL[];
};

/** A capture the scale's reading does not allow (409); the refusal is audited, the weighing rolled back. */
export class CaptureRefused extends AppError {
  constructor(
    readonly scaleId: number,
    readonly refusal: CaptureRefusal,
    readonly reading: IndicatorReading | null,
  ) {
    super('CONFLICT', CAPTURE_REFUSALS[refusal]);
  }
}

/** A weight read from the scale's indicator rather than typed: its scale is locked while the weighing runs. */
export function isCapture(request: WeightRequest): boolean {
  return request.weightSource === 'scale';
}

/**
 * The weighing's weight on its scale (as read under the weighing's lock: held-rows.ts), and the weighing's time.
 * @param label The weight's label in messages: 'Tare Weight', 'Full Weight'.
 */
export function weightOnScale(ctx: ScaleWeighingContext, scale: WeighingScale | undefined, request: WeightRequest, operator: Operator, label: string): ScaleWeight {
  const capturing = isCapture(request);
  if (!scale) throw new AppError('BAD_REQUEST', REFUSALS_WITH_VALUES.doesNotExist(FIELD_LABELS['tara-weighings'].scaleId, request.scaleId));
  if (!scale.enabled) throw new AppError('CONFLICT', CAPTURE_REFUSALS.disabled);
  const weight = capturing ? captured(ctx.devices, scale, ctx.clock.now()) : typed(scale, request, operator, ctx.clock.now());
  checkScaleCapacity(label, weight.weightKg, capacityOf(scale, ctx.scaleCapacityKg));
  return weight;
}

function captured(devices: ScaleDevices, scale: WeighingScale, at: Date): ScaleWeight {
  const reading = devices.indicatorReading(scale.id);
  const refusal = captureRefusal(scale, reading);
  if (refusal || reading?.weightKg == null) throw new CaptureRefused(scale.id, refusal ?? 'stale', reading);
  return {
    scaleId: scale.id,
    weighedAt: at,
    weightKg: roundKg(reading.weightKg),
    weightSource: 'scale',
    rawFrame: reading.raw,
    manualReason: null,
    writes: [captureTimeWrite(scale.id, at)],
  };
}

function typed(scale: WeighingScale, request: WeightRequest, operator: Operator, at: Date): ScaleWeight {
  if (scale.connection !== 'manual') {
    if (!userHolds(operator, 'scale.weighing.manual')) throw new AppError('FORBIDDEN', MANUAL_WEIGHT_MESSAGES.permission);
    if (!request.manualReason) throw new AppError('BAD_REQUEST', MANUAL_WEIGHT_MESSAGES.reason);
  }
  // The contract requires a typed weight. A reason is kept only where it was required, so that a kept
  // reason says the weight was typed where the indicator could have given it.
  const manualReason = scale.connection === 'manual' ? null : request.manualReason;
  return { scaleId: scale.id, weighedAt: at, weightKg: request.weightKg!, weightSource: 'manual', rawFrame: null, manualReason, writes: [] };
}

/**
 * The weight a scale accepts below: the site's SCALE_CAPACITY_KG, and on a scale with an indicator also its
 * own capacity. A scale without one keeps the site's limit, so that a site without indicators weighs as before.
 */
function capacityOf(scale: WeighingScale, siteCapacityKg: number): number {
  return scale.connection === 'manual' ? siteCapacityKg : Math.min(siteCapacityKg, scale.capacityKg);
}

/**
 * Runs a weighing; a capture it refused is written to the audit trail after its transaction rolled back,
 * so that refusals (a weight taken in motion, a truck that never drove off) can be looked into.
 */
export async function auditingRefusals<T>(db: Db, operator: Operator, weighing: 'tara' | 'load', run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof CaptureRefused) {
      await recordAudit(db, {
        action: 'scale.capture_refused',
        outcome: 'failure',
        actorUserId: operator.user.id,
        actorUsername: operator.user.username,
        entityType: 'scale',
        entityId: String(error.scaleId),
        clientAddress: operator.clientAddress,
        details: { weighing, refusal: error.refusal, message: error.message, reading: readingDetails(error.reading) },
      });
    }
    throw error;
  }
}

function readingDetails(reading: IndicatorReading | null) {
  if (!reading) return null;
  const { weightKg, stable, motion, overload, underZero, connected, stale, raw } = reading;
  return { weight_kg: weightKg, stable, motion, overload, under_zero: underZero, connected, stale, raw_frame: raw };
}
