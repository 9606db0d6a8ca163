/**
 * User accounts and roles, as administrators manage them on /settings/users (`settings.users.manage`).
 * Accounts are never deleted: the audit trail and the documents name them. A role's grants are keys of
 * the permission catalogue (permissions.ts); the four built-in roles are read-only templates.
 */
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './constants.js';
import { missingOr, optionalText, requiredText, storableText } from './fields.js';
import { formatQuantity } from './numbers.js';
import { GRANTABLE_KEYS } from './permissions.js';
import { problem } from './problems.js';
import { withValues } from './texts-with-values.js';

const MAX_PASSWORD_LENGTH = 1024;


/**
 * A password as the policy takes it (lengths here; the server also refuses the most common passwords).
 * It is never trimmed: every character counts.
 */
export const passwordSchema = storableText(
  z
    .string({ error: missingOr('text') })
    .min(MIN_PASSWORD_LENGTH, problem('atLeastCharacters', { min: MIN_PASSWORD_LENGTH }))
    .max(MAX_PASSWORD_LENGTH, problem('atMostCharacters', { max: formatQuantity(MAX_PASSWORD_LENGTH) })),
);

/** Letters, digits, dots, dashes or underscores; matched without regard to case at sign-in. */
export const usernameSchema = storableText(
  z
    .string({ error: missingOr('text') })
    .trim()
    .min(1, problem('required'))
    .max(100, problem('atMostCharacters', { max: 100 }))
    .regex(/^[A-Za-z0-9._-]+$/, 'may hold only letters, digits, dots, dashes and underscores'),
);

const personNameSchema = requiredText(200);

/** A role's name, which accounts refer to: lower-case, so that no two roles differ only by case. */
export const roleNameSchema = storableText(
  z
    .string({ error: missingOr('text') })
    .trim()
    .min(1, problem('required'))
    .max(50, problem('atMostCharacters', { max: 50 }))
    .regex(/^[a-z][a-z0-9_-]*$/, problem('roleName')),
);

/** The body of POST /api/users. The password is a first one: the user changes it at the first sign-in. */
export const newAccountSchema = z.strictObject({
  username: usernameSchema,
  name: personNameSchema,
  role: roleNameSchema,
  password: passwordSchema,
});
export type NewAccount = z.infer<typeof newAccountSchema>;

/** The body of PUT /api/users/{id}: what an administrator may change of an account. */
export const accountUpdateSchema = z.strictObject({ name: personNameSchema, role: roleNameSchema });
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

/** The body of POST /api/users/{id}/reset-password: a temporary password, changed at the next sign-in. */
export const passwordResetSchema = z.strictObject({ password: passwordSchema });
export type PasswordReset = z.infer<typeof passwordResetSchema>;

export const accountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: z.string(),
  role_label: z.string(),
  active: z.boolean(),
  must_change_password: z.boolean(),
  /** Signs in with a code from an authenticator app after the password. */
  two_factor_enabled: z.boolean(),
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

export const accountListResponseSchema = z.object({ data: z.array(accountSchema) });
export const accountResponseSchema = z.object({ data: accountSchema });

/** At most this many grants a role holds; the catalogue has fewer keys. */
const MAX_GRANTS = 500;

const grantKeySchema = z
  .string({ error: problem('permissionKeys') })
  .max(100, problem('permissionKeys'))
  .refine((key) => GRANTABLE_KEYS.has(key), { error: (issue) => `holds '${String(issue.input)}', which is not a key of the permission catalogue` });

/** The body of POST /api/roles and PUT /api/roles/{name}: a custom role and its grants. */
export const roleInputSchema = z.strictObject({
  name: roleNameSchema,
  label: requiredText(100),
  description: optionalText(500),
  grants: z.array(grantKeySchema, { error: problem('permissionKeys') }).max(MAX_GRANTS, problem('atMostKeys', { max: MAX_GRANTS })),
});
export type RoleInput = z.input<typeof roleInputSchema>;
export type RoleValues = z.output<typeof roleInputSchema>;

export const roleSchema = z.object({
  name: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  built_in: z.boolean(),
  grants: z.array(z.string()),
  /** Its users sign in with a code after the password; built-in roles too may require it. */
  requires_two_factor: z.boolean(),
  /** How many accounts, active or not, hold the role. */
  user_count: z.number().int(),
});
export type RoleRecord = z.infer<typeof roleSchema>;

export const roleListResponseSchema = z.object({ data: z.array(roleSchema) });
export const roleResponseSchema = z.object({ data: roleSchema });

/** The body of PUT /api/roles/{name}/two-factor: whether the role's users must sign in with a code. */
export const roleTwoFactorSchema = z.strictObject({ required: z.boolean({ error: problem('trueOrFalse') }) });

/** The refusals of the user accounts' rules. */
export const USER_MESSAGES = {
  notFound: 'User not found',
  lastAdministrator: 'This is the last active administrator: give another active user the Admin role first',
  ownAccount: 'You cannot deactivate your own account',
  taken: withValues("Username '{username}' is already taken", (username: string) => ({ username })),
} as const;

/** The refusals of the roles' rules. */
export const ROLE_MESSAGES = {
  notFound: 'Role not found',
  builtInUnchangeable: 'Built-in roles cannot be changed; create a custom role that starts from it',
  builtInUndeletable: 'Built-in roles cannot be deleted',
  beyondOwnGrants: 'You cannot grant permissions that you do not hold yourself',
  taken: withValues("Name: a role named '{name}' already exists", (name: string) => ({ name })),
  /** A role held by users; one user and several read apart, so each is a text of its own. */
  heldByOne: 'The role is held by 1 user and cannot be deleted; give them another role first',
  heldByMany: withValues('The role is held by {count} users and cannot be deleted; give them another role first', (count: number) => ({ count })),
  held: (count: number): string => (count === 1 ? ROLE_MESSAGES.heldByOne : ROLE_MESSAGES.heldByMany(count)),
} as const;
