/** The audit row of a change to a record: who made it, from where, and the values before and after. */
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/database.js';
import { requireAuth } from '../../plugins/access.js';
import { recordAudit } from './repository.js';

/** The signed-in user making a change, and the address the request came from. */
export type Actor = { userId: number; username: string; clientAddress: string };

export function actorOf(request: FastifyRequest): Actor {
  const { user } = requireAuth(request);
  return { userId: user.id, username: user.username, clientAddress: request.ip };
}

export type Change = {
  /** 'vehicle.create', 'vehicle.update', 'vehicle.delete', ... */
  action: string;
  entityType: string;
  entityId: number;
  before: unknown;
  after: unknown;
  /** Anything else the change did, such as pairings it released. */
  effects?: Record<string, unknown>;
};

/** Writes the change's audit row; pass the change's transaction so both commit or neither. */
export async function recordChange(executor: Executor, actor: Actor, change: Change): Promise<void> {
  await recordAudit(executor, {
    action: change.action,
    outcome: 'success',
    actorUserId: actor.userId,
    actorUsername: actor.username,
    entityType: change.entityType,
    entityId: String(change.entityId),
    clientAddress: actor.clientAddress,
    details: { before: change.before ?? null, after: change.after ?? null, ...change.effects },
  });
}
