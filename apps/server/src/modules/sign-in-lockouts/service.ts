/**
 * The sign-in throttle's usernames and addresses as the Security page shows them, and their unlocking.
 * The ticket verification's counts (scope 'verify') are left out: they throttle the public /verify page,
 * not signing in, and clear themselves within minutes.
 */
import { LOCKOUT_MESSAGES, type SignInLockout, type UnlockSignInRequest } from '@weighbridge/contract/sign-in-lockouts';
import { recordAudit } from '../../db/audit-log.js';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import type { LoginThrottle } from '../auth/public.js';

export type SignInLockoutContext = { db: Db; throttle: LoginThrottle };

/** The locked out first, then by attempts, most first; then by when they clear. */
export async function listSignInLockouts(ctx: SignInLockoutContext): Promise<SignInLockout[]> {
  const standings = await ctx.throttle.standings();
  return standings
    .map(({ windowEndsAt, ...standing }) => ({ ...standing, clearsAt: windowEndsAt.toISOString() }))
    .sort((a, b) => Number(b.lockedOut) - Number(a.lockedOut) || b.attempts - a.attempts || a.clearsAt.localeCompare(b.clearsAt) || a.subject.localeCompare(b.subject));
}

/** Clears the count and records who cleared it, with what it was, in one transaction. */
export async function unlockSignIn(ctx: SignInLockoutContext, request: UnlockSignInRequest, actor: Actor): Promise<{ message: string }> {
  const cleared = await ctx.db.transaction(async (tx) => {
    const count = await ctx.throttle.unlock(tx, request.scope, request.subject);
    if (!count) throw new AppError('NOT_FOUND', LOCKOUT_MESSAGES.notCounted);
    const { scope, subject, attempts, windowEndsAt } = count;
    await recordAudit(tx, {
      action: 'sign_in_lockout.unlock',
      outcome: 'success',
      actorUserId: actor.userId,
      actorUsername: actor.username,
      entityType: 'sign_in_lockout',
      // The record is the username or address itself: an address, or a name no account has, has no id.
      entityId: `${scope}:${subject}`,
      clientAddress: actor.clientAddress,
      details: { before: { scope, subject, attempts, clearsAt: windowEndsAt.toISOString() }, after: null },
    });
    return count;
  });
  return { message: LOCKOUT_MESSAGES.unlocked(request.scope, cleared.subject) };
}
