/** Sign-in, sign-out and the lookup of the session behind a bearer token. */
import { type LoginCodeRequest, type LoginResponse, PASSWORD_CHANGE_MESSAGES, type PasswordChangeRequest, type SignedIn, type User } from '@weighbridge/contract/auth';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { MESSAGES } from '@weighbridge/contract/messages';
import { USER_AGENT_MAX_LENGTH } from '@weighbridge/contract/sessions';
import { and, gt, isNull, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.js';
import { sessions } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { AuthContext } from '../../lib/session.js';
import { hashToken, newSessionToken } from '../../lib/tokens.js';
import { recordAudit } from '../../db/audit-log.js';
import { loginFailures } from '../../metrics/metrics.js';
import {
  type AccountRow,
  findAccount,
  findUserByUsername,
  recordSignIn,
  requireGoodPassword,
  revokeSessionsOf,
  toUser,
  updateUser,
  type UserRow,
} from '../users/public.js';
import type { LoginThrottle } from './login-throttle.js';
import { findLiveSession, insertSession, revokeSession, touchSession } from './repository.js';
import { requireSecret } from './secret-check.js';
import { CODE_REFUSALS, takeSignInCode } from './sign-in-codes.js';
import { findOpenChallenge, insertChallenge, pruneChallenges, takeChallenge } from './two-factor-repository.js';

export type SessionPolicy = { idleMs: number; maxAgeMs: number };

/** Whether a session not revoked is still signed in at `now`: neither past its lifetime nor idle too long. */
export function sessionIsLive(session: { expiresAt: Date; lastSeenAt: Date }, now: number, policy: SessionPolicy): boolean {
  return now < session.expiresAt.getTime() && now - session.lastSeenAt.getTime() < policy.idleMs;
}

/**
 * The rule of sessionIsLive as a condition on the sessions table (and not revoked), so that a list of the
 * sessions signed in now reads only those, not every session the site has ever had.
 */
export function liveSessionCondition(now: number, policy: SessionPolicy): SQL {
  return and(isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date(now)), gt(sessions.lastSeenAt, new Date(now - policy.idleMs)))!;
}

/** A request's session: its user, and the grants of the user's role as they are at this request. */
/** The minutes between a right password and its code; a sign-in not finished by then starts again. */
const CHALLENGE_LIFETIME_MS = 5 * 60_000;
/** Used and expired challenges are deleted a day on, at a later sign-in. */
const CHALLENGE_KEPT_MS = 24 * 60 * 60_000;

/** A session's last-seen time is written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60_000;

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: { db: Db; clock: Clock; policy: SessionPolicy; throttle: LoginThrottle }) {
  const { db, clock, policy, throttle } = deps;

  async function login(username: string, password: string, clientAddress: string, userAgent?: string): Promise<LoginResponse> {
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
    const account = await findUserByUsername(db, username);
    const row = account?.user;
    const valid = await verifyPassword(row?.active ? row.passwordHash : undefined, password);
    if (!account || !row || !valid) {
      // The failure was counted by admit, before the password was checked.
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
    if (row.totpEnabledAt && row.totpSecret) {
      // The username's failures are cleared by the code, not the password: else a known password would
      // reset the count before every few guesses of the code. The right password's own reservation is given back.
      await throttle.passed(username);
      return { two_factor: await openChallenge(row, clientAddress) };
    }
    await throttle.succeeded(username);
    return signIn(account, clientAddress, userAgent);
  }

  /** The password was right: a challenge the code must come back with, on this server or another. */
  async function openChallenge(row: UserRow, clientAddress: string) {
    const challenge = newSessionToken();
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + CHALLENGE_LIFETIME_MS);
    await db.transaction(async (tx) => {
      await pruneChallenges(tx, new Date(now.getTime() - CHALLENGE_KEPT_MS));
      await insertChallenge(tx, { tokenHash: hashToken(challenge), userId: row.id, createdAt: now, expiresAt });
      await recordAudit(tx, { action: 'auth.login_password', outcome: 'success', actorUserId: row.id, actorUsername: row.username, clientAddress });
    });
    return { challenge, expires_at: expiresAt.toISOString() };
  }

  /**
   * The second step: a code of the user's app or a recovery code, each good once. Throttled as passwords
   * are; a wrong code leaves the challenge open for another try until it expires.
   */
  async function loginWithCode(request: LoginCodeRequest, clientAddress: string, userAgent?: string): Promise<SignedIn> {
    const now = clock.now();
    const open = await findOpenChallenge(db, hashToken(request.challenge), now);
    const account = open && (await findAccount(db, open.userId));
    const row = account?.user;
    if (!open || !account || !row?.active || !row.totpEnabledAt || !row.totpSecret) {
      throw new AppError('UNAUTHORIZED', MESSAGES.signInCodeExpired);
    }
    const audit = { action: 'auth.login_code', actorUserId: row.id, actorUsername: row.username, clientAddress };
    const waitSeconds = await throttle.admit(clientAddress, row.username);
    if (waitSeconds > 0) {
      loginFailures.inc({ reason: 'throttled' });
      await recordAudit(db, { ...audit, outcome: 'denied', details: { reason: 'throttled' } });
      throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyLoginAttempts, waitSeconds);
    }
    const secret = row.totpSecret;
    const outcome = await db.transaction(async (tx) => {
      const taken = await takeSignInCode(tx, { id: row.id, totpSecret: secret }, request.code, now);
      if ('refused' in taken) return taken;
      if (!(await takeChallenge(tx, open.id, now))) throw new AppError('UNAUTHORIZED', MESSAGES.signInCodeExpired);
      return { signedIn: await openSession(tx, account, clientAddress, userAgent, { two_factor: taken.used }) };
    });
    if ('refused' in outcome) {
      loginFailures.inc({ reason: 'invalid_code' });
      await recordAudit(db, { ...audit, outcome: 'failure', details: { reason: outcome.refused } });
      throw new AppError('UNAUTHORIZED', CODE_REFUSALS[outcome.refused]);
    }
    await throttle.succeeded(row.username);
    return outcome.signedIn;
  }

  function signIn(account: AccountRow, clientAddress: string, userAgent: string | undefined): Promise<SignedIn> {
    return db.transaction((tx) => openSession(tx, account, clientAddress, userAgent));
  }

  /** A new session of the account, its sign-in recorded and audited, in the caller's transaction. */
  async function openSession(tx: Tx, account: AccountRow, clientAddress: string, userAgent: string | undefined, details?: Record<string, unknown>): Promise<SignedIn> {
    const row = account.user;
    const token = newSessionToken();
    const now = clock.now();
    const session = await insertSession(tx, {
      tokenHash: hashToken(token),
      userId: row.id,
      clientAddress,
      userAgent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH) || null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + policy.maxAgeMs),
    });
    await recordSignIn(tx, row.id, now);
    await recordAudit(tx, {
      action: 'auth.login',
      outcome: 'success',
      actorUserId: row.id,
      actorUsername: row.username,
      entityType: 'session',
      entityId: String(session.id),
      clientAddress,
      ...(details ? { details } : {}),
    });
    return { token, user: toUser(account) };
  }

  /** The token's session while it is signed in: not revoked, its user active, neither expired nor idle. */
  async function liveSession(token: string, now: number) {
    const found = await findLiveSession(db, hashToken(token));
    if (!found) return undefined;
    return sessionIsLive(found.session, now, policy) ? found : undefined;
  }

  /** The signed-in user of a token, or undefined when the token is unknown, revoked or expired. */
  async function authenticate(token: string): Promise<AuthContext | undefined> {
    const now = clock.now().getTime();
    const found = await liveSession(token, now);
    if (!found) return undefined;
    const { session } = found;
    if (now - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) await touchSession(db, session.id, new Date(now));
    return { user: toUser(found), sessionId: session.id, grants: found.grants };
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

  /**
   * Changes the signed-in user's own password, the current one required (throttled as sign-in is). Every
   * other session of the user ends; this one goes on, free of a required change.
   */
  async function changePassword(auth: AuthContext, change: PasswordChangeRequest, clientAddress: string): Promise<User> {
    const { user } = auth;
    const audit = { action: 'user.password_change', actorUserId: user.id, actorUsername: user.username, entityType: 'user', entityId: String(user.id), clientAddress };
    const account = await findAccount(db, user.id);
    await requireSecret(
      { db, throttle },
      { action: audit.action, userId: user.id, username: user.username, clientAddress },
      async () => account !== undefined && (await verifyPassword(account.user.passwordHash, change.current_password)),
      { message: PASSWORD_CHANGE_MESSAGES.wrongCurrent, reason: 'wrong current password' },
    );
    if (change.new_password === change.current_password) throw new AppError('BAD_REQUEST', PASSWORD_CHANGE_MESSAGES.unchanged);
    requireGoodPassword(change.new_password, FIELD_LABELS.auth.new_password);
    const passwordHash = await hashPassword(change.new_password);
    return db.transaction(async (tx) => {
      await updateUser(tx, user.id, { passwordHash, mustChangePassword: false });
      const sessionsEnded = await revokeSessionsOf(tx, user.id, clock.now(), auth.sessionId);
      const after = await findAccount(tx, user.id);
      await recordAudit(tx, {
        ...audit,
        outcome: 'success',
        details: { before: { must_change_password: account!.user.mustChangePassword }, after: { must_change_password: false }, sessions_ended: sessionsEnded },
      });
      return toUser(after!);
    });
  }

  return { login, loginWithCode, authenticate, stillSignedIn, logout, changePassword };
}
