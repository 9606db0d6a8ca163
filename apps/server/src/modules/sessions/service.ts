/**
 * The active sessions of everyone (administrators) or of the signed-in user, and their ending. An ended
 * session's token is refused at its next request, as a signed-out one is.
 */
import { type ActiveSession, browserName, SESSION_MESSAGES } from '@weighbridge/contract/sessions';
import { and, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../db/audit-log.js';
import type { Db, Executor, Tx } from '../../db/database.js';
import type { Actor, Manager } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { liveSessionCondition, revokeSession, type SessionPolicy } from '../auth/public.js';
import { requireHeldGrants } from '../roles/public.js';
import { findAccount } from '../users/public.js';
import { listLiveSessions, ofUser, withId } from './repository.js';

export type SessionsContext = { db: Db; clock: Clock; policy: SessionPolicy };

type Row = Awaited<ReturnType<typeof listLiveSessions>>[number];

function toActiveSession({ session, username, name }: Row, currentId: number): ActiveSession {
  return {
    id: session.id,
    userId: session.userId,
    username,
    name,
    signedInAt: session.createdAt.toISOString(),
    lastUsedAt: session.lastSeenAt.toISOString(),
    clientAddress: session.clientAddress,
    browser: browserName(session.userAgent),
    current: session.id === currentId,
  };
}

async function activeRows(ctx: SessionsContext, executor: Executor, where?: SQL): Promise<Row[]> {
  return listLiveSessions(executor, liveSessionCondition(ctx.clock.now().getTime(), ctx.policy), where);
}

/** Every user's active sessions, or only `userId`'s; `currentId` is the session asking. */
export async function listActiveSessions(ctx: SessionsContext, currentId: number, userId?: number): Promise<ActiveSession[]> {
  const rows = await activeRows(ctx, ctx.db, userId === undefined ? undefined : ofUser(userId));
  return rows.map((row) => toActiveSession(row, currentId));
}

/**
 * Ends an active session of any account whose role holds no grant the manager lacks: whoever could end
 * an administrator's sessions could keep the administrators signed out. The manager's own sessions pass,
 * as their own role is within their grants.
 */
export function endManagedSession(ctx: SessionsContext, id: number, manager: Manager): Promise<{ message: string }> {
  return endSession(ctx, id, manager, undefined, async (tx, row) => {
    const account = await findAccount(tx, row.session.userId);
    if (!account) throw new AppError('NOT_FOUND', SESSION_MESSAGES.notFound);
    requireHeldGrants(manager, account.grants);
  });
}

/** Ends one of the signed-in user's own sessions: a session of someone else is as unknown as one that does not exist. */
export function endOwnSession(ctx: SessionsContext, id: number, self: Actor): Promise<{ message: string }> {
  return endSession(ctx, id, self, ofUser(self.userId));
}

/** Ends the active session `id` within `where`, once `mayEnd` lets it, and records who ended whose in the same transaction. */
async function endSession(
  ctx: SessionsContext,
  id: number,
  actor: Actor,
  where?: SQL,
  mayEnd?: (tx: Tx, row: Row) => Promise<void>,
): Promise<{ message: string }> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await activeRows(ctx, tx, and(withId(id), where));
    if (!row) throw new AppError('NOT_FOUND', SESSION_MESSAGES.notFound);
    await mayEnd?.(tx, row);
    if (!(await revokeSession(tx, id, ctx.clock.now()))) throw new AppError('NOT_FOUND', SESSION_MESSAGES.notFound);
    const { session, username } = row;
    await recordAudit(tx, {
      action: 'session.end',
      outcome: 'success',
      actorUserId: actor.userId,
      actorUsername: actor.username,
      entityType: 'session',
      entityId: String(id),
      clientAddress: actor.clientAddress,
      details: {
        before: { username, signed_in_at: session.createdAt.toISOString(), client_address: session.clientAddress, browser: browserName(session.userAgent) },
        after: null,
      },
    });
  });
  return { message: SESSION_MESSAGES.ended };
}
