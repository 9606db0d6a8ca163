/** Two-factor sign-in (TOTP, RFC 6238): turning it on with an authenticator app, recovery codes, turning it off. */
import { z } from 'zod';
import { missingOr, storableText } from './fields.js';
import { userSchema } from './auth.js';
import { problem } from './problems.js';

/** How many single-use recovery codes a user gets when turning two-factor sign-in on, or anew. */
export const RECOVERY_CODE_COUNT = 10;

/** The seconds a code of the authenticator app stands for (RFC 6238's default; every app uses it). */
export const TOTP_PERIOD_SECONDS = 30;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  /** The user's role requires it: it cannot be turned off. */
  required: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** A secret to add to the authenticator app: as a QR code (SVG) of its otpauth address, and as text to type. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

const codeText = () => z.string({ error: missingOr('text') });

/** A six-digit code of the authenticator app. */
export const authenticatorCodeSchema = codeText()
  .trim()
  .regex(/^\d{6}$/, problem('sixDigits'));

export const twoFactorCodeRequestSchema = z.strictObject({ code: authenticatorCodeSchema });
export type TwoFactorCodeRequest = z.infer<typeof twoFactorCodeRequestSchema>;

/** Shown once: only hashes of them are kept. */
export const recoveryCodesResponseSchema = z.object({ message: z.string(), recovery_codes: z.array(z.string()), user: userSchema });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

export const twoFactorDisableRequestSchema = z.strictObject({
  current_password: storableText(codeText().min(1, problem('required')).max(1024, problem('tooLong'))),
});
export type TwoFactorDisableRequest = z.infer<typeof twoFactorDisableRequestSchema>;

export const twoFactorDisableResponseSchema = z.object({ message: z.string(), user: userSchema });

export const TWO_FACTOR_MESSAGES = {
  alreadyOn: 'Two-factor sign-in is already on',
  noSetup: 'Start the set-up first: scan the QR code, then enter a code',
  enabled: 'Two-factor sign-in is on',
  disabled: 'Two-factor sign-in is off',
  requiredByRole: 'Your role requires two-factor sign-in: it cannot be turned off',
  notOn: 'Two-factor sign-in is not on',
  newCodes: 'New recovery codes made: the old ones no longer work',
  resetByAdmin: 'Two-factor sign-in turned off for this user',
} as const;
