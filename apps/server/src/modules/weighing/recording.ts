/**
 * What every weighing (a tara, a load) goes through around its own rules: one transaction, idempotent
 * under the request's key, noted as weighing so that an import writing its documents meanwhile gives way
 * (see lib/weighing-activity.ts), a refused capture audited after the rollback; once committed, counted
 * and its capture noted on the scale. A retry answered from its first attempt records nothing, and so
 * counts nothing.
 */
import { asWeighing } from '../../lib/weighing-activity.js';
import type { Operator } from '../../lib/actor.js';
import { weighingsRecorded } from '../../metrics/metrics.js';
import { type Answer, type AnswerStore, idempotent, type IdempotentRequest } from '../idempotency/public.js';
import type { Tx } from '../../db/database.js';
import { auditingRefusals, type ScaleWeighingContext, type ScaleWeight } from './scale-weight.js';

/** What a weighing's own rules give back: its answer and the weight it recorded. */
export type Weighed<T> = { answer: Answer<T>; weight: ScaleWeight };

export async function recordWeighing<T>(
  ctx: ScaleWeighingContext,
  operator: Operator,
  kind: 'tara' | 'load',
  request: IdempotentRequest,
  weigh: (tx: Tx, store: AnswerStore) => Promise<Weighed<T>>,
): Promise<Answer<T>> {
  let recorded: ScaleWeight | undefined;
  const answer = await auditingRefusals(ctx.db, operator, kind, () =>
    asWeighing(ctx.db, () =>
      idempotent(ctx.db, request, async (tx, store) => {
        const weighed = await weigh(tx, store);
        recorded = weighed.weight;
        return weighed.answer;
      }),
    ),
  );
  if (recorded) {
    weighingsRecorded.inc({ kind });
    if (recorded.weightSource === 'scale') ctx.devices.captured(recorded.scaleId, recorded.weighedAt);
  }
  return answer;
}
