/**
 * The second step of a sign-in: an authenticator app's code or a recovery code, each good once. Recovery
 * codes are 12 characters of an alphabet without look-alikes (60 bits), shown once and kept as hashes.
 */
import { randomInt } from 'node:crypto';
import { MESSAGES } from '@weighbridge/contract/messages';
import { RECOVERY_CODE_COUNT } from '@weighbridge/contract/two-factor';
import type { Executor } from '../../db/database.js';
import { hashToken } from '../../lib/tokens.js';
import { totpStepOf } from '../../lib/totp.js';
import { recoveryCodeWasUsed, replaceRecoveryCodes, takeRecoveryCode, takeTotpStep } from './two-factor-repository.js';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;

function newRecoveryCode(): string {
  const groups = Array.from({ length: GROUPS }, () => Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''));
  return groups.join('-');
}

/** A recovery code as typed, in the form it was hashed: lower case, without spaces or dashes. */
function recoveryCodeHash(userId: number, typed: string): string {
  return hashToken(`${userId}:${typed.toLowerCase().replace(/[\s-]/g, '')}`);
}

/** Makes the user's recovery codes anew in the caller's transaction; answers them, to be shown once. */
export async function issueRecoveryCodes(executor: Executor, userId: number, at: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await replaceRecoveryCodes(
    executor,
    userId,
    codes.map((code) => recoveryCodeHash(userId, code)),
    at,
  );
  return codes;
}

export type CodeUsed = 'authenticator' | 'recovery code';

/**
 * Why a code was refused: it is none of the user's, or it is one of theirs that was used already (the
 * app's code of a step taken before, a recovery code crossed off), which the user is told so that they
 * wait for the next code instead of doubting the app.
 */
export type CodeRefused = 'wrong code' | 'app code already used' | 'recovery code already used';

export type CodeTaken = { used: CodeUsed } | { refused: CodeRefused };

/** What the user reads of a refused code. */
export const CODE_REFUSALS: Readonly<Record<CodeRefused, string>> = {
  'wrong code': MESSAGES.invalidSignInCode,
  'app code already used': MESSAGES.signInCodeUsed,
  'recovery code already used': MESSAGES.recoveryCodeUsed,
};

/**
 * The app's code of the user, within the drift of `at`, taken unless its step (or a later one) was taken
 * already, in the caller's transaction.
 */
export async function takeAppCode(executor: Executor, user: { id: number; totpSecret: string }, code: string, at: Date): Promise<CodeTaken> {
  const step = totpStepOf(user.totpSecret, code, at);
  if (step === undefined) return { refused: 'wrong code' };
  return (await takeTotpStep(executor, user.id, step)) ? { used: 'authenticator' } : { refused: 'app code already used' };
}

/**
 * Takes a code of the user, in the caller's transaction: the app's code of the current step (not one taken
 * already) or an unused recovery code. Answers which it was, or why it was refused.
 */
export async function takeSignInCode(executor: Executor, user: { id: number; totpSecret: string }, typed: string, at: Date): Promise<CodeTaken> {
  const digits = typed.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) return takeAppCode(executor, user, digits, at);
  const hash = recoveryCodeHash(user.id, typed);
  if (await takeRecoveryCode(executor, user.id, hash, at)) return { used: 'recovery code' };
  return { refused: (await recoveryCodeWasUsed(executor, user.id, hash)) ? 'recovery code already used' : 'wrong code' };
}
