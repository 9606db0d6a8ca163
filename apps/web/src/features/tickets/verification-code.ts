/**
 * The verification code of the address a ticket's QR code opens (`?c=`), checked before it is sent: a
 * missing or malformed code is said so at once, and costs no lookup of the address's limit.
 */
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { verificationCodeSchema } from '@weighbridge/contract/tickets';

export const VERIFY_TEXTS = {
  title: 'Ticket verification',
  subtitle: "Checks a printed weighing ticket against the weighbridge's records",
  missingCode: 'This address has no verification code. Enter the code printed on the ticket.',
  failed: 'The ticket could not be checked. Please try again later.',
} as const;

export type CodeCheck = { ok: true; code: string } | { ok: false; problem: string };

/**
 * The code as the server compares it (trimmed, lower case), or what is wrong with it.
 * @example checkVerificationCode('3F2A9C01B7E4') // { ok: true, code: '3f2a9c01b7e4' }
 */
export function checkVerificationCode(raw: string | null): CodeCheck {
  if (raw === null || raw.trim() === '') return { ok: false, problem: VERIFY_TEXTS.missingCode };
  const parsed = verificationCodeSchema.safeParse(raw);
  if (parsed.success) return { ok: true, code: parsed.data };
  return { ok: false, problem: `${FIELD_LABELS.verify.c} ${parsed.error.issues[0]?.message ?? 'is not valid'}` };
}
