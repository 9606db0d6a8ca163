/**
 * The audit trail: rows are only ever inserted (the table's trigger refuses anything else). Every module
 * and the access plugin write to it, so it lives with the database rather than in a module.
 */
import type { SQL } from 'drizzle-orm';
import type { Actor, Operator } from '../lib/actor.js';
import type { Executor } from './database.js';
import { auditLog } from './schema.js';

export type AuditEntry = {
  action: string;
  outcome: 'success' | 'failure' | 'denied';
  actorUserId?: number | null;
  actorUsername?: string | null;
  entityType?: string | null;
  entityId?: string | null;
  clientAddress?: string | null;
  details?: Record<string, unknown> | null;
};

/** Writes one audit row; pass the transaction of the change it records so both commit or neither. */
export async function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await auditInsert(executor, entry);
}

/** The insert of one audit row, not yet sent: for a caller that sends it together with its last write. */
export function auditInsert(executor: Executor, entry: AuditEntry) {
  return executor.insert(auditLog).values(entry);
}

export type Change = {
  /** 'vehicle.create', 'vehicle.update', 'vehicle.delete', ... */
  action: string;
  entityType: string;
  /** The record's id, or its name where the name is its key (a role). */
  entityId: number | string;
  before: unknown;
  after: unknown;
  /** Anything else the change did, such as pairings it released. */
  effects?: Record<string, unknown>;
};

/** Writes the audit row of a change to a record; pass the change's transaction so both commit or neither. */
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

type WeighingEntry = { action: string; entityType: string; entityId: number; details: Record<string, unknown> };

/** Writes the audit row of a weighing, or of a change to its scale document, with its operator. */
export async function auditWeighing(executor: Executor, operator: Operator, entry: WeighingEntry): Promise<void> {
  await executor.execute(weighingAudit(executor, operator, entry));
}

/** The audit row of a weighing, not yet sent: the weighing sends it with its stored answer (see `AnswerStore`). */
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
