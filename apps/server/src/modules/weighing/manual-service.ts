/**
 * A complete two-pass document entered by hand by an administrator (a weighbridge that was down, a
 * ticket written on paper). Both weights are flagged manual; it is numbered and signed like any other.
 */
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import type { manualDocumentRequestSchema } from '@weighbridge/contract/scale-documents';
import { netWeightKg } from '@weighbridge/contract/weights';
import { REFUSALS } from '@weighbridge/contract/refusals';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { siteYear } from '../../lib/site-time.js';
import { asWeighing } from '../../lib/weighing-activity.js';
import type { WeighingContext } from '../../db/weighing-context.js';
import { requestedChoices, resolveLoadChoices, ticketTexts } from '../../ledger/load-places.js';
import { auditIssue } from '../../ledger/reactions.js';
import type { Operator } from '../../lib/actor.js';
import { checkGrossAboveTare, checkScaleCapacity, vehicleOnScale } from './rules.js';
import { issueScaleDocument } from '../../ledger/issue.js';

type ManualDocument = z.output<typeof manualDocumentRequestSchema>;

const LABELS = FIELD_LABELS['scale-documents'];

export async function enterDocumentByHand(ctx: WeighingContext, input: ManualDocument, operator: Operator) {
  checkScaleCapacity(LABELS.tareWeight, input.tareWeight, ctx.scaleCapacityKg);
  checkScaleCapacity(LABELS.fullWeight, input.fullWeight, ctx.scaleCapacityKg);
  checkGrossAboveTare(input.fullWeight, input.tareWeight);
  const firstWeighAt = new Date(input.firstWeighAt);
  const secondWeighAt = new Date(input.secondWeighAt);
  if (secondWeighAt < firstWeighAt) throw new AppError('BAD_REQUEST', REFUSALS.secondWeighBeforeFirst);
  if (secondWeighAt > ctx.clock.now()) throw new AppError('BAD_REQUEST', REFUSALS.secondWeighInFuture);
  // Noted as weighing: it takes the numbering as a load does (see lib/weighing-activity.ts).
  return asWeighing(ctx.db, () => ctx.db.transaction(async (tx) => {
    const vehicle = await vehicleOnScale(tx, input.vehicleId);
    const resolved = await resolveLoadChoices(tx, requestedChoices(input), vehicle.assigned_driver_id);
    const net = netWeightKg(input.fullWeight, input.tareWeight);
    const ticket = ticketTexts(vehicle, resolved, net);
    const document = await issueScaleDocument(tx, ctx.signingKey, siteYear(secondWeighAt, ctx.siteTimeZone), {
      ...ticket,
      status: 'completed',
      weighingType: 'combined',
      firstWeighAt,
      secondWeighAt,
      rfidCardNumber: input.rfidCardNumber,
      tareWeightKg: input.tareWeight,
      grossWeightKg: input.fullWeight,
      netWeightKg: net,
      scaleId: null,
      readerId: null,
      operatorId: operator.user.id,
      operatorName: operator.user.name,
      notes: input.notes,
      weightSource: 'manual',
      tareWeightSource: 'manual',
    }, [auditIssue(tx, operator, 'scale_document.create_manual')]);
    return { message: `Document ${document.document_number} entered`, data: document };
  }));
}
