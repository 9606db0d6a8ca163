/** Load (full) weighings: each issues a scale document with the net material weight. */
import type { recordLoadRequestSchema } from '@weighbridge/contract/weighing';
import { WEIGHING_MESSAGES } from '@weighbridge/contract/weighing';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { siteYear } from '../../lib/site-time.js';
import { type Answer, idempotent } from '../idempotency/service.js';
import { issueScaleDocument } from '../scale-documents/issue.js';
import { findDocumentItem } from '../scale-documents/repository.js';
import type { WeighingContext } from './context.js';
import { resolveLoadChoices } from './load-places.js';
import { auditWeighing, type Operator } from './operator.js';
import { findCurrentTara } from './repository.js';
import { checkScaleCapacity, formatKg, vehicleOnScale } from './rules.js';

type RecordLoadValues = z.output<typeof recordLoadRequestSchema>;

/** Two decimals, computed on cents so that 30000.10 - 12000.05 is exactly 18000.05. */
export function netWeightKg(fullKg: number, tareKg: number): number {
  return (Math.round(fullKg * 100) - Math.round(tareKg * 100)) / 100;
}

export async function recordLoad(ctx: WeighingContext, input: RecordLoadValues, operator: Operator, idempotencyKey: string | undefined) {
  checkScaleCapacity('fullWeight', input.fullWeight, ctx.scaleCapacityKg);
  const request = { key: idempotencyKey, userId: operator.user.id, route: 'record-load', body: input };
  return idempotent(ctx.db, request, async (tx) => {
    const vehicle = await vehicleOnScale(tx, input.vehicleId);
    const tara = await findCurrentTara(tx, vehicle.vehicle_id);
    if (!tara) throw new AppError('BAD_REQUEST', WEIGHING_MESSAGES.noTara);
    if (input.fullWeight <= tara.tareWeightKg) {
      throw new AppError(
        'BAD_REQUEST',
        `fullWeight: the full weight ${formatKg(input.fullWeight)} must be above the tara weight ${formatKg(tara.tareWeightKg)}`,
      );
    }
    const { material, area, polygon, station, driver } = await resolveLoadChoices(tx, input, vehicle.assigned_driver_id);
    const net = netWeightKg(input.fullWeight, tara.tareWeightKg);
    const overloadKg = vehicle.capacity_kg !== null && net > vehicle.capacity_kg ? netWeightKg(net, vehicle.capacity_kg) : null;
    const now = ctx.clock.now();
    const issued = await issueScaleDocument(tx, ctx.signingKey, siteYear(now, ctx.siteTimeZone), {
      status: 'completed',
      weighingType: 'load',
      firstWeighAt: tara.weighedAt,
      secondWeighAt: now,
      taraId: tara.id,
      vehicleId: vehicle.vehicle_id,
      registrationNumber: vehicle.registration_number,
      brand: vehicle.brand,
      model: vehicle.model,
      driverId: driver?.driver_id ?? null,
      driverName: driver?.name ?? null,
      driverSurname: driver?.surname ?? null,
      rfidCardNumber: input.rfidCardNumber,
      tareWeightKg: tara.tareWeightKg,
      fullWeightKg: input.fullWeight,
      netWeightKg: net,
      materialId: material.material_id,
      materialName: material.name,
      polygonId: polygon?.polygon_id ?? null,
      polygonCode: polygon?.registration_id ?? null,
      loadingAreaId: area.loading_area_id,
      loadingAreaName: area.area_name,
      unloadingStationId: station?.station_id ?? null,
      destinationName: station?.area_name ?? null,
      scaleId: input.scaleId,
      readerId: input.readerId,
      operatorId: operator.user.id,
      operatorName: operator.user.name,
      notes: input.notes,
      weightSource: 'manual',
      overloaded: overloadKg !== null,
      overloadKg,
    });
    const document = await findDocumentItem(tx, issued.id);
    await auditWeighing(tx, operator, { action: 'scale_document.create', entityType: 'scale_document', entityId: issued.id, details: { after: document } });
    const warning =
      overloadKg === null
        ? undefined
        : `Vehicle ${vehicle.registration_number} is overloaded by ${formatKg(overloadKg)} (capacity ${formatKg(vehicle.capacity_kg!)})`;
    return {
      status: 201,
      body: { message: WEIGHING_MESSAGES.loadRecorded, data: document!, ...(warning ? { warning } : {}) },
    } satisfies Answer<unknown>;
  });
}
