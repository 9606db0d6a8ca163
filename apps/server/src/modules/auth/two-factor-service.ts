/**
 * Turning two-factor sign-in on and off for oneself, new recovery codes, and an administrator turning it
 * off for a user who lost their phone and codes. The set-up keeps a new secret on the account, unconfirmed,
 * until a code of it comes back; only then does sign-in ask for codes. Every change is audited with before
 * and after (never the secret or a code), and codes typed here are throttled as sign-in codes are.
 */
import { PASSWORD_CHANGE_MESSAGES, type User } from '@weighbridge/contract/auth';
import { MESSAGES } from '@weighbridge/contract/messages';
import { type RecoveryCodesResponse, TWO_FACTOR_MESSAGES, type TwoFactorSetup, type TwoFactorStatus } from '@weighbridge/contract/two-factor';
import { USER_MESSAGES } from '@weighbridge/contract/users';
import { renderSVG } from 'uqr';
import { recordAudit } from '../../db/audit-log.js';
import type { Db, Tx } from '../../db/database.js';
import type { Manager } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { newTotpSecret, otpauthUrl, totpStepOf } from '../../lib/totp.js';
import { requireHeldGrants } from '../roles/public.js';
import { findAccount, revokeSessionsOf, toUser } from '../users/public.js';
import { requireSecret, type SecretRefusal } from './secret-check.js';
import type { LoginThrottle } from './login-throttle.js';
import { CODE_REFUSALS, issueRecoveryCodes, takeAppCode } from './sign-in-codes.js';
import { countUnusedRecoveryCodes, replaceRecoveryCodes, setTotp } from './two-factor-repository.js';

const ENTITY = 'user';
const WRONG_CODE: SecretRefusal = { message: MESSAGES.invalidSignInCode, reason: 'wrong code' };

/** The signed-in user acting on their own account, and the session that stays signed in. */
export type Self = { user: User; sessionId: number; clientAddress: string };

/** What the audit trail shows of an account's two-factor sign-in. */
function twoFactorState(row: { totpEnabledAt: Date | null }, recoveryCodesLeft: number) {
  return { two_factor_enabled: row.totpEnabledAt !== null, recovery_codes_left: recoveryCodesLeft };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

export function createTwoFactorService(deps: { db: Db; clock: Clock; throttle: LoginThrottle; issuer: () => Promise<string> }) {
  const { db, clock, throttle } = deps;

  async function account(executor: Db | Tx, userId: number) {
    const found = await findAccount(executor, userId);
    if (!found) throw new AppError('NOT_FOUND', USER_MESSAGES.notFound);
    return found;
  }

  /** A code of the app (or the password) typed by the user, throttled as sign-in is. */
  function requireCode(self: Self, action: string, check: () => Promise<boolean | SecretRefusal>, wrong = WRONG_CODE): Promise<void> {
    return requireSecret({ db, throttle }, { action, userId: self.user.id, username: self.user.username, clientAddress: self.clientAddress }, check, wrong);
  }

  async function status(userId: number): Promise<TwoFactorStatus> {
    const found = await account(db, userId);
    return {
      enabled: found.user.totpEnabledAt !== null,
      enabled_at: found.user.totpEnabledAt?.toISOString() ?? null,
      required: found.requiresTwoFactor,
      recovery_codes_left: found.user.totpEnabledAt ? await countUnusedRecoveryCodes(db, userId) : 0,
    };
  }

  /** A new secret for the user's app, kept unconfirmed; a set-up begun again replaces the last one. */
  async function setup(self: Self): Promise<TwoFactorSetup> {
    const found = await account(db, self.user.id);
    if (found.user.totpEnabledAt) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.alreadyOn);
    const secret = newTotpSecret();
    await setTotp(db, self.user.id, { totpSecret: secret, totpEnabledAt: null, totpLastStep: null });
    const url = otpauthUrl(secret, await deps.issuer(), self.user.username);
    return { secret, otpauth_url: url, qr_svg: renderSVG(url, { ecc: 'M', border: 2 }) };
  }

  /**
   * Turns it on with the first code of the new secret: recovery codes are made, and every other session
   * of the user ends (they were signed in without a code).
   */
  async function enable(self: Self, code: string): Promise<RecoveryCodesResponse> {
    const found = await account(db, self.user.id);
    if (found.user.totpEnabledAt) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.alreadyOn);
    const secret = found.user.totpSecret;
    if (!secret) throw new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.noSetup);
    const at = clock.now();
    const step = totpStepOf(secret, code, at);
    await requireCode(self, 'user.two_factor_enable', async () => step !== undefined);
    return db.transaction(async (tx) => {
      await setTotp(tx, self.user.id, { totpSecret: secret, totpEnabledAt: at, totpLastStep: step! });
      const codes = await issueRecoveryCodes(tx, self.user.id, at);
      const sessionsEnded = await revokeSessionsOf(tx, self.user.id, at, self.sessionId);
      await recordOwnChange(tx, self, 'user.two_factor_enable', twoFactorState(found.user, 0), { two_factor_enabled: true, recovery_codes_left: codes.length }, sessionsEnded);
      return { message: TWO_FACTOR_MESSAGES.enabled, recovery_codes: codes, user: toUser((await findAccount(tx, self.user.id))!) };
    });
  }

  /** New recovery codes for a code of the app; the old ones stop working. */
  async function renewRecoveryCodes(self: Self, code: string): Promise<RecoveryCodesResponse> {
    const found = await account(db, self.user.id);
    const secret = found.user.totpEnabledAt ? found.user.totpSecret : null;
    if (!secret) throw new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.notOn);
    const at = clock.now();
    await requireCode(self, 'user.recovery_codes_renew', async () => {
      const taken = await takeAppCode(db, { id: self.user.id, totpSecret: secret }, code, at);
      return 'used' in taken || { message: CODE_REFUSALS[taken.refused], reason: taken.refused };
    });
    return db.transaction(async (tx) => {
      const left = await countUnusedRecoveryCodes(tx, self.user.id);
      const codes = await issueRecoveryCodes(tx, self.user.id, at);
      await recordOwnChange(tx, self, 'user.recovery_codes_renew', { recovery_codes_left: left }, { recovery_codes_left: codes.length });
      return { message: TWO_FACTOR_MESSAGES.newCodes, recovery_codes: codes, user: toUser((await findAccount(tx, self.user.id))!) };
    });
  }

  /** Turns it off with the current password, unless the user's role requires it. */
  async function disable(self: Self, currentPassword: string): Promise<User> {
    const found = await account(db, self.user.id);
    if (!found.user.totpEnabledAt) throw new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.notOn);
    if (found.requiresTwoFactor) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.requiredByRole);
    await requireCode(self, 'user.two_factor_disable', () => verifyPassword(found.user.passwordHash, currentPassword), {
      message: PASSWORD_CHANGE_MESSAGES.wrongCurrent,
      reason: 'wrong current password',
    });
    return turnOff(self.user.id, (tx, before) => recordOwnChange(tx, self, 'user.two_factor_disable', before, twoFactorState({ totpEnabledAt: null }, 0)));
  }

  /**
   * An administrator turns it off for a user who lost both the app and the codes; the user's sessions end,
   * and a role that requires it has them set it up again at the next sign-in.
   */
  async function resetFor(actor: Manager, userId: number): Promise<User> {
    const found = await account(db, userId);
    // Whoever could turn off an administrator's second factor would be one password from signing in as them.
    requireHeldGrants(actor, found.grants);
    if (!found.user.totpEnabledAt && !found.user.totpSecret) throw new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.notOn);
    return turnOff(userId, async (tx, before) => {
      const sessionsEnded = await revokeSessionsOf(tx, userId, clock.now());
      await recordAudit(tx, {
        action: 'user.two_factor_reset',
        outcome: 'success',
        actorUserId: actor.userId,
        actorUsername: actor.username,
        entityType: ENTITY,
        entityId: String(userId),
        clientAddress: actor.clientAddress,
        details: { before, after: twoFactorState({ totpEnabledAt: null }, 0), sessions_ended: sessionsEnded },
      });
    });
  }

  async function turnOff(userId: number, audit: (tx: Tx, before: ReturnType<typeof twoFactorState>) => Promise<void>): Promise<User> {
    return db.transaction(async (tx) => {
      const found = await account(tx, userId);
      const before = twoFactorState(found.user, await countUnusedRecoveryCodes(tx, userId));
      await setTotp(tx, userId, { totpSecret: null, totpEnabledAt: null, totpLastStep: null });
      await replaceRecoveryCodes(tx, userId, [], clock.now());
      await audit(tx, before);
      return toUser((await findAccount(tx, userId))!);
    });
  }

  async function recordOwnChange(tx: Tx, self: Self, action: string, before: object, after: object, sessionsEnded?: number): Promise<void> {
    await recordAudit(tx, {
      action,
      outcome: 'success',
      actorUserId: self.user.id,
      actorUsername: self.user.username,
      entityType: ENTITY,
      entityId: String(self.user.id),
      clientAddress: self.clientAddress,
      details: { before, after, ...(sessionsEnded === undefined ? {} : { sessions_ended: sessionsEnded }) },
    });
  }

  return { status, setup, enable, renewRecoveryCodes, disable, resetFor };
}
