/** The signed-in user at the scale, recorded as the operator of every weighing. */
import type { User } from '@weighbridge/contract/auth';
import type { FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { requireAuth } from '../../plugins/access.js';
import { auditInsert } from '../audit/repository.js';

export type Operator = { user: User; clientAddress: string };

export function operatorOf(request: FastifyRequest): Operator {
  return { user: requireAuth(request).user, clientAddress: request.ip };
}

type WeighingEntry = { action: string; entityType: string; entityId: number; details: Record<string, unknown> };

export async function auditWeighing(executor: Executor, operator: Operator, entry: WeighingEntry): Promise<void> {
  await executor.execute(weighingAudit(executor, operator, entry));
}

/** The audit row of a weighing, not yet sent (see `Answer.lastWrite`). */
export function weighingAudit(executor: Executor, operator: Operator, entry: WeighingEntry): SQL {
  return auditInsert(executor, {
    action: entry.action,
    outcome: 'success',
    actorUserId: operator.user.id,
    actorUsername: operator.user.username,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    clientAddress: operator.clientAddress,
    details: entry.details,
  }).getSQL();
}
