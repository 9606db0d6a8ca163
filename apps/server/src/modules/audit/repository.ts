/** The audit trail: rows are only ever inserted (the table's trigger refuses anything else). */
import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { auditLog } from '../../db/schema.js';

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

export function latestAuditEntries(executor: Executor, limit: number) {
  return executor.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);
}
