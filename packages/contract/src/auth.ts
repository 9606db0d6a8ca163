/** Sign-in, session and permission payloads. */
import { z } from 'zod';
import { storableText } from './fields.js';
import { passwordSchema } from './users.js';

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
});
export type User = z.infer<typeof userSchema>;

/** The messages leave the field out: the server puts its label in front ('Password is required'). */
const signInText = () => z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'is required' : 'must be text') });

export const loginRequestSchema = z.strictObject({
  username: storableText(signInText().trim().min(1, 'is required').max(100, 'is too long')),
  password: storableText(signInText().min(1, 'is required').max(1024, 'is too long')),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

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
  current_password: storableText(signInText().min(1, 'is required').max(1024, 'is too long')),
  new_password: passwordSchema,
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

export const passwordChangeResponseSchema = z.object({ message: z.string(), user: userSchema });
