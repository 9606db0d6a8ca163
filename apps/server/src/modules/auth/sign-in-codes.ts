/**
 * The second step of a sign-in: an authenticator app's code or a recovery code, each good once. Recovery
 * codes are 12 characters of an alphabet without look-alikes (60 bits), shown once and kept as hashes.
 */
import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@weighbridge/contract/two-factor';
import type { Executor } from '../../db/database.js';
import { hashToken } from '../../lib/tokens.js';
import { totpStepOf } from '../../lib/totp.js';
import { replaceRecoveryCodes, takeRecoveryCode, takeTotpStep } from './two-factor-repository.js';

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
 * Takes a code of the user, in the caller's transaction: the app's code of the current step (not one taken
 * already) or an unused recovery code. Answers which it was, or undefined when it is neither.
 */
export async function takeSignInCode(executor: Executor, user: { id: number; totpSecret: string }, typed: string, at: Date): Promise<CodeUsed | undefined> {
  const digits = typed.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) {
    const step = totpStepOf(user.totpSecret, digits, at);
    return step !== undefined && (await takeTotpStep(executor, user.id, step)) ? 'authenticator' : undefined;
  }
  return (await takeRecoveryCode(executor, user.id, recoveryCodeHash(user.id, typed), at)) ? 'recovery code' : undefined;
}
