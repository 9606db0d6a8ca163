/** Sign-in, session and permission payloads. */
import { z } from 'zod';
import { FIELD_LABELS } from './field-labels.js';
import { missingOr, storableText } from './fields.js';
import { passwordSchema } from './users.js';
import { problem } from './problems.js';

/**
 * The signed-in user. `role` is the role's name (a built-in one or a custom one), `role_label` how the
 * header shows it. With `must_change_password` (a first password, or one an administrator reset) the
 * user may do nothing but change it.
 */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: z.string(),
  role_label: z.string(),
  must_change_password: z.boolean(),
  /** Whether the user signs in with a code from an authenticator app after the password. */
  two_factor_enabled: z.boolean(),
  /** The user's role requires two-factor sign-in and the user has not set it up: the user may do nothing else. */
  two_factor_setup_required: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** The messages leave the field out: the server puts its label in front ('Password is required'). */
const signInText = () => z.string({ error: missingOr('text') });

export const loginRequestSchema = z.strictObject({
  username: storableText(signInText().trim().min(1, problem('required')).max(100, problem('tooLong'))),
  password: storableText(signInText().min(1, problem('required')).max(1024, problem('tooLong'))),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** A sign-in that is done: the session's token and its user. */
export const signedInSchema = z.object({ token: z.string(), user: userSchema });
export type SignedIn = z.infer<typeof signedInSchema>;

/** The password was right and a code must follow: the challenge to send back with it, good until `expires_at`. */
export const codeNeededSchema = z.object({ two_factor: z.object({ challenge: z.string(), expires_at: z.string() }) });

export const loginResponseSchema = z.union([signedInSchema, codeNeededSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The second step of a two-factor sign-in: a six-digit code from the app, or one of the recovery codes. */
export const loginCodeRequestSchema = z.strictObject({
  challenge: storableText(signInText().min(1, problem('required')).max(200, problem('tooLong'))),
  code: storableText(signInText().trim().min(1, problem('required')).max(40, problem('tooLong'))),
});
export type LoginCodeRequest = z.infer<typeof loginCodeRequestSchema>;

export const meResponseSchema = z.object({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const logoutResponseSchema = z.object({ message: z.string() });

export const myPermissionsResponseSchema = z.object({
  success: z.literal(true),
  permissions: z.object({
    modules: z.array(z.string()),
    pages: z.array(z.string()),
    actions: z.array(z.string()),
  }),
  raw: z.array(z.string()),
  user: userSchema,
});
export type MyPermissionsResponse = z.infer<typeof myPermissionsResponseSchema>;

/** The body of POST /api/auth/change-password: the signed-in user's own password, the current one required. */
export const passwordChangeRequestSchema = z.strictObject({
  current_password: storableText(signInText().min(1, problem('required')).max(1024, problem('tooLong'))),
  new_password: passwordSchema,
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

export const passwordChangeResponseSchema = z.object({ message: z.string(), user: userSchema });

/** The refusals and the confirmation of changing one's own password. */
export const PASSWORD_CHANGE_MESSAGES = {
  wrongCurrent: `${FIELD_LABELS.auth.current_password} is not correct`,
  unchanged: `${FIELD_LABELS.auth.new_password} must differ from the current one`,
  changed: 'Password changed',
} as const;
