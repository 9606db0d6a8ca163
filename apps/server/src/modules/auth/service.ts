/** Sign-in, sign-out and the lookup of the session behind a bearer token. */
import type { LoginResponse, User } from '@weighbridge/contract/auth';
import { MESSAGES } from '@weighbridge/contract/messages';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { hashToken, newSessionToken } from '../../lib/tokens.js';
import { recordAudit } from '../../db/audit-log.js';
import { loginFailures } from '../monitoring/public.js';
import { findUserByUsername, toUser } from '../users/public.js';
import type { LoginThrottle } from './login-throttle.js';
import { findLiveSession, insertSession, revokeSession, touchSession } from './repository.js';

export type SessionPolicy = { idleMs: number; maxAgeMs: number };

export type AuthContext = { user: User; sessionId: number };

/** A session's last-seen time is written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60_000;

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: { db: Db; clock: Clock; policy: SessionPolicy; throttle: LoginThrottle }) {
  const { db, clock, policy, throttle } = deps;

  async function login(username: string, password: string, clientAddress: string): Promise<LoginResponse> {
    const waitSeconds = await throttle.admit(clientAddress, username);
    if (waitSeconds > 0) {
      loginFailures.inc({ reason: 'throttled' });
      await recordAudit(db, {
        action: 'auth.login',
        outcome: 'denied',
        actorUsername: username,
        clientAddress,
        details: { reason: 'throttled' },
      });
      throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyLoginAttempts, waitSeconds);
    }
    const row = await findUserByUsername(db, username);
    const valid = await verifyPassword(row?.active ? row.passwordHash : undefined, password);
    if (!row || !valid) {
      await throttle.failed(username);
      loginFailures.inc({ reason: 'invalid_credentials' });
      await recordAudit(db, {
        action: 'auth.login',
        outcome: 'failure',
        actorUserId: row?.id ?? null,
        actorUsername: username,
        clientAddress,
      });
      throw new AppError('UNAUTHORIZED', MESSAGES.invalidCredentials);
    }
    await throttle.succeeded(username);
    const token = newSessionToken();
    const now = clock.now();
    await db.transaction(async (tx) => {
      const session = await insertSession(tx, {
        tokenHash: hashToken(token),
        userId: row.id,
        clientAddress,
        createdAt: now,
        expiresAt: new Date(now.getTime() + policy.maxAgeMs),
      });
      await recordAudit(tx, {
        action: 'auth.login',
        outcome: 'success',
        actorUserId: row.id,
        actorUsername: row.username,
        entityType: 'session',
        entityId: String(session.id),
        clientAddress,
      });
    });
    return { token, user: toUser(row) };
  }

  /** The token's session while it is signed in: not revoked, its user active, neither expired nor idle. */
  async function liveSession(token: string, now: number) {
    const found = await findLiveSession(db, hashToken(token));
    if (!found) return undefined;
    const { session } = found;
    if (now >= session.expiresAt.getTime() || now - session.lastSeenAt.getTime() >= policy.idleMs) return undefined;
    return found;
  }

  /** The signed-in user of a token, or undefined when the token is unknown, revoked or expired. */
  async function authenticate(token: string): Promise<AuthContext | undefined> {
    const now = clock.now().getTime();
    const found = await liveSession(token, now);
    if (!found) return undefined;
    const { session } = found;
    if (now - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) await touchSession(db, session.id, new Date(now));
    return { user: toUser(found.user), sessionId: session.id };
  }

  /**
   * Whether a token is still signed in, without counting the check as use: a live stream asks it while it
   * stays open, and an open weighing page must not keep an unattended session from going idle.
   */
  async function stillSignedIn(token: string): Promise<boolean> {
    return (await liveSession(token, clock.now().getTime())) !== undefined;
  }

  async function logout(auth: AuthContext, clientAddress: string): Promise<void> {
    await db.transaction(async (tx) => {
      await revokeSession(tx, auth.sessionId, clock.now());
      await recordAudit(tx, {
        action: 'auth.logout',
        outcome: 'success',
        actorUserId: auth.user.id,
        actorUsername: auth.user.username,
        entityType: 'session',
        entityId: String(auth.sessionId),
        clientAddress,
      });
    });
  }

  return { login, authenticate, stillSignedIn, logout };
}
