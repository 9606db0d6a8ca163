/**
 * A secret a signed-in user types to change their own account (the current password, a code of the
 * authenticator app), throttled as sign-in is, so that a session left open does not let anyone guess
 * faster than the sign-in page would: counted as a failed sign-in before it is checked (refused past the
 * limit), a right one clearing the username's count; each refusal audited. A check may answer a
 * refusal of its own instead of false, where it knows better than 'wrong' (a code already used).
 */
import { MESSAGES } from '@weighbridge/contract/messages';
import { recordAudit } from '../../db/audit-log.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import type { LoginThrottle } from './login-throttle.js';

/** What the user reads of a refused secret, and the reason the audit trail records. */
export type SecretRefusal = { message: string; reason: string };

/** The change the secret is asked for, as the audit trail names it: `user.password_change`, ... */
export type SecretAudit = { action: string; userId: number; username: string; clientAddress: string };

export async function requireSecret(
  deps: { db: Db; throttle: LoginThrottle },
  audit: SecretAudit,
  check: () => Promise<boolean | SecretRefusal>,
  wrong: SecretRefusal,
): Promise<void> {
  const { db, throttle } = deps;
  const entry = {
    action: audit.action,
    actorUserId: audit.userId,
    actorUsername: audit.username,
    entityType: 'user',
    entityId: String(audit.userId),
    clientAddress: audit.clientAddress,
  };
  const waitSeconds = await throttle.admit(audit.clientAddress, audit.username);
  if (waitSeconds > 0) {
    await recordAudit(db, { ...entry, outcome: 'denied', details: { reason: 'throttled' } });
    throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyLoginAttempts, waitSeconds);
  }
  // A wrong one stays counted: admit counted it as a failure before it was checked.
  const checked = await check();
  if (checked !== true) {
    const refusal = checked === false ? wrong : checked;
    await recordAudit(db, { ...entry, outcome: 'failure', details: { reason: refusal.reason } });
    throw new AppError('BAD_REQUEST', refusal.message);
  }
  await throttle.succeeded(audit.username);
}
