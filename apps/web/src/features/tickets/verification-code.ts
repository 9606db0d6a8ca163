/**
 * The verification code of the address a ticket's QR code opens (`?c=`), checked before it is sent: a
 * missing or malformed code is said so at once, and costs no lookup of the address's limit.
 */
import { verificationCodeSchema } from '@weighbridge/contract/tickets';

/** What is wrong with a code: none given, or not the code's form (verifyMessages words each). */
export type CodeProblem = 'missing' | 'malformed';

export type CodeCheck = { ok: true; code: string } | { ok: false; problem: CodeProblem };

/**
 * The code as the server compares it (trimmed, lower case), or what is wrong with it.
 * @example checkVerificationCode('3F2A9C01B7E4') // { ok: true, code: '3f2a9c01b7e4' }
 */
export function checkVerificationCode(raw: string | null): CodeCheck {
  if (raw === null || raw.trim() === '') return { ok: false, problem: 'missing' };
  const parsed = verificationCodeSchema.safeParse(raw);
  return parsed.success ? { ok: true, code: parsed.data } : { ok: false, problem: 'malformed' };
}
