/** Password hashing (argon2id) and the password policy. */
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { passwordSchema } from '@weighbridge/contract/users';
import { COMMON_PASSWORDS } from './common-passwords.js';

/** Algorithm.Argon2id; the library exports it as a const enum, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;
/** OWASP's recommended argon2id parameters: 19 MiB of memory, two passes. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash of no one's password, verified when the user does not exist so that timing does not tell. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    decoyHash ??= hashPassword('decoy password that matches nothing');
    await verify(await decoyHash, password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Why a password may not be used, without the field's name ('must be at least 8 characters'), or
 * undefined when it is acceptable: the contract's lengths, and none of the most common passwords.
 */
export function passwordProblem(password: string): string | undefined {
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) return checked.error.issues[0]!.message;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'is too common; choose another';
  return undefined;
}
