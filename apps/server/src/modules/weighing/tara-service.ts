/** Tara (empty) weighings, their history, and the RFID cards that pick a vehicle at the scale. */
import type { recordTaraRequestSchema } from '@weighbridge/contract/weighing';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { type CurrentTaraResponse, WEIGHING_MESSAGES } from '@weighbridge/contract/weighing';
import { REFUSALS, REFUSALS_WITH_VALUES } from '@weighbridge/contract/refusals';
import type { z } from 'zod';
import type { Executor, Tx } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import type { Answer } from '../idempotency/public.js';
import { vehicleRecords } from '../vehicles/public.js';
import type { WeighingContext } from '../../db/weighing-context.js';
import { auditWeighing, weighingAudit } from '../../db/audit-log.js';
import type { Operator } from '../../lib/actor.js';
import { bindRfidCard, findCurrentTara, findRfidCard, insertTara, listTaraHistory, takeTaraId, toCurrentTara, toTaraRecord } from './repository.js';
import { vehicleOnScale } from './rules.js';
import { recordWeighing } from './recording.js';
import { isCapture, type ScaleWeighingContext, weightOnScale, weightRequest } from './scale-weight.js';
import { holdVehicleAndScale } from './held-rows.js';

type RecordTaraValues = z.output<typeof recordTaraRequestSchema>;

export async function recordTara(ctx: ScaleWeighingContext, input: RecordTaraValues, operator: Operator, idempotencyKey: string | undefined) {
  const request = { key: idempotencyKey, userId: operator.user.id, route: 'tara-weighings', body: input };
  return recordWeighing(ctx, operator, 'tara', request, async (tx, store) => {
    const request = weightRequest(input, input.tareWeight);
    const { vehicle, scale } = await holdVehicleAndScale(tx, input.vehicleId, input.scaleId, isCapture(request));
    const weight = weightOnScale(ctx, scale, request, operator, FIELD_LABELS['tara-weighings'].tareWeight);
    if (input.rfidCardNumber) await claimCardForVehicle(tx, input.rfidCardNumber, vehicle.vehicle_id, vehicle.registration_number, operator);
    // The fleet register shows the latest tara as the vehicle's tare weight; the tara's id is taken in the
    // same statement, and its number. Both come before the tara, whose totals rows other scale houses' taras may wait for
    // until this one commits: the tara, its audit row and its stored answer are then one statement.
    const { id, taraNumber } = await takeTaraId(tx, vehicle.vehicle_id, weight.weightKg);
    const tara = {
      id,
      taraNumber,
      vehicleId: vehicle.vehicle_id,
      weighedAt: weight.weighedAt,
      tareWeightKg: weight.weightKg,
      rfidCardNumber: input.rfidCardNumber ?? null,
      scaleId: input.scaleId,
      operatorId: operator.user.id,
      operatorName: operator.user.name,
      notes: input.notes ?? null,
      weightSource: weight.weightSource,
      rawFrame: weight.rawFrame,
      manualReason: weight.manualReason,
    };
    const record = toTaraRecord({ ...tara, createdAt: tara.weighedAt });
    const answer = { status: 201, body: { message: WEIGHING_MESSAGES.taraRecorded, data: record }, stored: true } satisfies Answer<unknown>;
    const audit = weighingAudit(tx, operator, { action: 'tara_weighing.create', entityType: 'tara_weighing', entityId: id, details: { after: record } });
    await insertTara(tx, tara, [audit, ...store(answer), ...weight.writes]);
    return { answer, weight };
  });
}

/** A card read at a tara weighing belongs to that vehicle: an unknown card is bound to it, another vehicle's card is refused. */
async function claimCardForVehicle(tx: Tx, cardNumber: string, vehicleId: number, registration: string, operator: Operator): Promise<void> {
  const card = await findRfidCard(tx, cardNumber);
  if (card?.vehicleId === vehicleId) return;
  if (card) throw new AppError('CONFLICT', REFUSALS_WITH_VALUES.cardOfAnotherVehicle(FIELD_LABELS['tara-weighings'].rfidCardNumber, cardNumber));
  await bindRfidCard(tx, cardNumber, vehicleId, operator.user.id);
  await auditWeighing(tx, operator, {
    action: 'rfid_card.assign',
    entityType: 'vehicle',
    entityId: vehicleId,
    details: { after: { rfid_card_number: cardNumber, vehicle_id: vehicleId, registration_number: registration } },
  });
}

/** The vehicle's last tara; a vehicle never weighed empty has none, which is no error, and an unknown one is 404. */
export async function currentTara(ctx: WeighingContext, vehicleId: number): Promise<CurrentTaraResponse> {
  const tara = await findCurrentTara(ctx.db, vehicleId);
  if (tara) return { hasTara: true, data: toCurrentTara(tara, ctx.clock.now(), ctx.taraMaxAgeDays) };
  if (!(await vehicleRecords.find(ctx.db, vehicleId))) throw new AppError('NOT_FOUND', REFUSALS.vehicleNotFound);
  return { hasTara: false, data: null };
}

export async function taraHistory(executor: Executor, vehicleId: number) {
  return { data: (await listTaraHistory(executor, vehicleId)).map(toTaraRecord) };
}

export async function assignRfidCard(ctx: WeighingContext, cardNumber: string, vehicleId: number, operator: Operator) {
  return ctx.db.transaction(async (tx) => {
    const vehicle = await vehicleOnScale(tx, vehicleId);
    const before = await findRfidCard(tx, cardNumber);
    await bindRfidCard(tx, cardNumber, vehicleId, operator.user.id);
    const after = { rfid_card_number: cardNumber, vehicle_id: vehicleId };
    await auditWeighing(tx, operator, {
      action: 'rfid_card.assign',
      entityType: 'vehicle',
      entityId: vehicleId,
      details: { before: before ? { rfid_card_number: before.cardNumber, vehicle_id: before.vehicleId } : null, after },
    });
    return { message: `RFID card '${cardNumber}' assigned to ${vehicle.registration_number}`, data: after };
  });
}

export async function lookUpRfidCard(ctx: WeighingContext, cardNumber: string) {
  const card = await findRfidCard(ctx.db, cardNumber);
  const vehicle = card ? await vehicleRecords.find(ctx.db, card.vehicleId) : undefined;
  if (!card || !vehicle) throw new AppError('NOT_FOUND', REFUSALS_WITH_VALUES.cardNotAssigned(cardNumber));
  const tara = await findCurrentTara(ctx.db, vehicle.vehicle_id);
  return {
    data: {
      rfid_card_number: card.cardNumber,
      vehicle_id: vehicle.vehicle_id,
      registration_number: vehicle.registration_number,
      brand: vehicle.brand,
      model: vehicle.model,
      driver_name: vehicle.driver_name,
      current_tara: tara ? toCurrentTara(tara, ctx.clock.now(), ctx.taraMaxAgeDays) : null,
    },
  };
}
