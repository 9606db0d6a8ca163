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
import type { Operator } from '../../lib/actor.js';
import { issueScaleDocument } from '../../ledger/issue.js';
import { requestedChoices, ticketTexts } from '../../ledger/load-places.js';
import { auditIssue } from '../../ledger/reactions.js';
import type { Answer } from '../idempotency/public.js';
import { holdVehicleAndScale, readTaraAndChoices } from './held-rows.js';
import { recordWeighing } from './recording.js';
import { checkGrossAboveTare } from './rules.js';
import { isCapture, type ScaleWeighingContext, weightOnScale, weightRequest } from './scale-weight.js';

type RecordLoadValues = z.output<typeof recordLoadRequestSchema>;
type LoadAnswer = { message: string; data: ScaleDocument; warning?: string };

const LABELS = FIELD_LABELS['scale-documents'];

export async function recordLoad(ctx: ScaleWeighingContext, input: RecordLoadValues, operator: Operator, idempotencyKey: string | undefined) {
  const request = { key: idempotencyKey, userId: operator.user.id, route: 'record-load', body: input };
  return recordWeighing<LoadAnswer>(ctx, operator, 'load', request, async (tx, store) => {
    const request = weightRequest(input, input.fullWeight);
    const { vehicle, scale } = await holdVehicleAndScale(tx, input.vehicleId, input.scaleId, isCapture(request));
    const { tara, checkChoices } = await readTaraAndChoices(tx, vehicle, requestedChoices(input));
    if (!tara) throw new AppError('BAD_REQUEST', WEIGHING_MESSAGES.noTara);
    const gross = weightOnScale(ctx, scale, request, operator, LABELS.fullWeight);
    const now = gross.weighedAt;
    checkGrossAboveTare(gross.weightKg, tara.tareWeightKg);
    const resolved = checkChoices();
    const net = netWeightKg(gross.weightKg, tara.tareWeightKg);
    const ticket = ticketTexts(vehicle, resolved, net);
    const warning =
      ticket.overloadKg === null
        ? undefined
        : `Vehicle ${vehicle.registration_number} is overloaded by ${formatScaleKg(ticket.overloadKg)} (capacity ${formatScaleKg(vehicle.capacity_kg!)})`;
    const answerOf = (document: ScaleDocument): Answer<LoadAnswer> => ({
      status: 201,
      body: { message: loadRecordedMessage(document.document_number), data: document, ...(warning ? { warning } : {}) },
      stored: true,
    });
    const document = await issueScaleDocument(
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
      [auditIssue(tx, operator, 'scale_document.create'), ({ document }) => store(answerOf(document)), () => gross.writes],
    );
    return { answer: answerOf(document), weight: gross };
  });
}

/**
 * Why the ticket's weights were typed, as the ticket keeps it: the tara's reason, the load's, or both
 * named by their weight when they differ.
 */
export function typedWeightReasons(tareReason: string | null, grossReason: string | null): string | null {
  if (tareReason && grossReason && tareReason !== grossReason) return `${LABELS.tareWeight}: ${tareReason}; ${LABELS.fullWeight}: ${grossReason}`;
  return grossReason ?? tareReason;
}
