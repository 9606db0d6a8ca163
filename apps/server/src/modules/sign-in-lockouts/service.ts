/**
 * The sign-in throttle's usernames and addresses as the Security page shows them, and their unlocking.
 * The ticket verification's counts (scope 'verify') are left out: they throttle the public /verify page,
 * not signing in, and clear themselves within minutes.
 */
import { LOCKOUT_MESSAGES, type SignInLockout, type UnlockSignInRequest } from '@weighbridge/contract/sign-in-lockouts';
import { recordAudit } from '../../db/audit-log.js';
import type { Db } from '../../db/database.js';
import type { Manager } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import type { LoginThrottle } from '../auth/public.js';
import { requireHeldGrants } from '../roles/public.js';
import { findUserByUsername } from '../users/public.js';

export type SignInLockoutContext = { db: Db; throttle: LoginThrottle };

/** The locked out first, then by attempts, most first; then by when they clear. */
export async function listSignInLockouts(ctx: SignInLockoutContext): Promise<SignInLockout[]> {
  const standings = await ctx.throttle.standings();
  return standings
    .map(({ windowEndsAt, ...standing }) => ({ ...standing, clearsAt: windowEndsAt.toISOString() }))
    .sort((a, b) => Number(b.lockedOut) - Number(a.lockedOut) || b.attempts - a.attempts || a.clearsAt.localeCompare(b.clearsAt) || a.subject.localeCompare(b.subject));
}

/**
 * Clears the count and records who cleared it, with what it was, in one transaction. A username of an
 * account whose role holds grants the manager lacks stays locked: unlocking it would hand its guesser
 * more tries at an administrator's password. An address is no account, and every username tried from it
 * still counts its own failures, so any manager may clear one; a username no account has guards nothing.
 */
export async function unlockSignIn(ctx: SignInLockoutContext, request: UnlockSignInRequest, manager: Manager): Promise<{ message: string }> {
  const cleared = await ctx.db.transaction(async (tx) => {
    const count = await ctx.throttle.unlock(tx, request.scope, request.subject);
    if (!count) throw new AppError('NOT_FOUND', LOCKOUT_MESSAGES.notCounted);
    const { scope, subject, attempts, windowEndsAt } = count;
    // Looked up by the subject as the throttle counts it; a refusal rolls the clearing back.
    const account = scope === 'username' ? await findUserByUsername(tx, subject) : undefined;
    if (account) requireHeldGrants(manager, account.grants);
    await recordAudit(tx, {
      action: 'sign_in_lockout.unlock',
      outcome: 'success',
      actorUserId: manager.userId,
      actorUsername: manager.username,
      entityType: 'sign_in_lockout',
      // The record is the username or address itself: an address, or a name no account has, has no id.
      entityId: `${scope}:${subject}`,
      clientAddress: manager.clientAddress,
      details: { before: { scope, subject, attempts, clearsAt: windowEndsAt.toISOString() }, after: null },
    });
    return count;
  });
  return { message: LOCKOUT_MESSAGES.unlocked(request.scope, cleared.subject) };
}
