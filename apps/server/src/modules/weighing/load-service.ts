/** Load (full) weighings: each issues a scale document with the net material weight. */
import { formatScaleKg } from '@weighbridge/contract/formats';
import type { ScaleDocument } from '@weighbridge/contract/scale-documents';
import type { recordLoadRequestSchema } from '@weighbridge/contract/weighing';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { loadRecordedMessage, WEIGHING_MESSAGES } from '@weighbridge/contract/weighing';
import { netWeightKg } from '@weighbridge/contract/weights';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { siteYear } from '../../lib/site-time.js';
import { asWeighing } from '../../lib/weighing-activity.js';
import { type Answer, idempotent } from '../idempotency/public.js';
import { weighingsRecorded } from '../../metrics/metrics.js';
import {
  checkGrossAboveTare,
  issueScaleDocument,
  requestedChoices,
  resolveLoadChoices,
  ticketTexts,
  vehicleOnScale,
} from '../scale-documents/public.js';
import type { Operator } from '../../lib/actor.js';
import { weighingAudit } from '../../db/audit-log.js';
import { findCurrentTara } from './repository.js';
import { auditingRefusals, type ScaleWeighingContext, weightOnScale, weightRequest } from './scale-weight.js';

type RecordLoadValues = z.output<typeof recordLoadRequestSchema>;
type LoadAnswer = { message: string; data: ScaleDocument; warning?: string };

const LABELS = FIELD_LABELS['scale-documents'];

export async function recordLoad(ctx: ScaleWeighingContext, input: RecordLoadValues, operator: Operator, idempotencyKey: string | undefined) {
  const request = { key: idempotencyKey, userId: operator.user.id, route: 'record-load', body: input };
  let capturedAt: Date | undefined;
  let recorded = false;
  // Noted as weighing, so that an import writing its documents meanwhile gives way (see lib/weighing-activity.ts).
  const answer = await auditingRefusals(ctx.db, operator, 'load', () => asWeighing(ctx.db, () => idempotent(ctx.db, request, async (tx, store) => {
    const vehicle = await vehicleOnScale(tx, input.vehicleId);
    const tara = await findCurrentTara(tx, vehicle.vehicle_id);
    if (!tara) throw new AppError('BAD_REQUEST', WEIGHING_MESSAGES.noTara);
    const gross = await weightOnScale(tx, ctx, weightRequest(input, input.fullWeight), operator, LABELS.fullWeight);
    const now = gross.weighedAt;
    checkGrossAboveTare(gross.weightKg, tara.tareWeightKg);
    const resolved = await resolveLoadChoices(tx, requestedChoices(input), vehicle.assigned_driver_id);
    const net = netWeightKg(gross.weightKg, tara.tareWeightKg);
    const ticket = ticketTexts(vehicle, resolved, net);
    const warning =
      ticket.overloadKg === null
        ? undefined
        : `Vehicle ${vehicle.registration_number} is overloaded by ${formatScaleKg(ticket.overloadKg)} (capacity ${formatScaleKg(vehicle.capacity_kg!)})`;
    let answer: Answer<LoadAnswer> | undefined;
    // The audit row, the stored answer and a capture's time go in the document's own insert (see AlongsideWrites).
    const alongside = (document: ScaleDocument) => {
      answer = { status: 201, body: { message: loadRecordedMessage(document.document_number), data: document, ...(warning ? { warning } : {}) }, stored: true };
      const audit = weighingAudit(tx, operator, { action: 'scale_document.create', entityType: 'scale_document', entityId: document.document_id, details: { after: document } });
      return [audit, ...store(answer), ...gross.writes];
    };
    await issueScaleDocument(
      tx,
      ctx.signingKey,
      siteYear(now, ctx.siteTimeZone),
      {
        ...ticket,
        status: 'completed',
        weighingType: 'load',
        firstWeighAt: tara.weighedAt,
        secondWeighAt: now,
        taraId: tara.id,
        rfidCardNumber: input.rfidCardNumber,
        tareWeightKg: tara.tareWeightKg,
        grossWeightKg: gross.weightKg,
        netWeightKg: net,
        scaleId: input.scaleId,
        readerId: input.readerId,
        operatorId: operator.user.id,
        operatorName: operator.user.name,
        notes: input.notes,
        weightSource: gross.weightSource,
        tareWeightSource: tara.weightSource,
        grossRawFrame: gross.rawFrame,
        tareRawFrame: tara.rawFrame,
        manualReason: typedWeightReasons(tara.manualReason, gross.manualReason),
      },
      alongside,
    );
    recorded = true;
    if (gross.weightSource === 'scale') capturedAt = now;
    return answer!;
  })));
  // Counted once committed; a retry that gets the first answer back recorded nothing.
  if (recorded) weighingsRecorded.inc({ kind: 'load' });
  if (capturedAt) ctx.devices.captured(input.scaleId, capturedAt);
  return answer;
}

/**
 * Why the ticket's weights were typed, as the ticket keeps it: the tara's reason, the load's, or both
 * named by their weight when they differ.
 */
export function typedWeightReasons(tareReason: string | null, grossReason: string | null): string | null {
  if (tareReason && grossReason && tareReason !== grossReason) return `${LABELS.tareWeight}: ${tareReason}; ${LABELS.fullWeight}: ${grossReason}`;
  return grossReason ?? tareReason;
}
