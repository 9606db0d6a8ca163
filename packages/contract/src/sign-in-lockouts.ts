/**
 * Settings / Security, locked out: the usernames and client addresses the sign-in throttling counts now,
 * those locked out and those counting towards it, and their unlocking.
 */
import { z } from 'zod';
import { storableText } from './fields.js';
import { problem } from './problems.js';

/** A username counts its failed sign-ins; an address counts every sign-in attempt made from it. */
export const LOCKOUT_SCOPES = ['username', 'address'] as const;
export type LockoutScope = (typeof LOCKOUT_SCOPES)[number];

export const LOCKOUT_SCOPE_LABELS: Readonly<Record<LockoutScope, string>> = {
  username: 'Username',
  address: 'Address',
};

export const signInLockoutSchema = z.object({
  scope: z.enum(LOCKOUT_SCOPES),
  /** The username (lower-cased) or the client address. */
  subject: z.string(),
  /** Failed sign-ins of a username, or sign-in attempts from an address, in the running window. */
  attempts: z.number().int(),
  /** At this many the next attempt is refused until the window ends. */
  limit: z.number().int(),
  lockedOut: z.boolean(),
  /** ISO 8601: when the window ends and the count clears by itself. */
  clearsAt: z.string(),
});
export type SignInLockout = z.infer<typeof signInLockoutSchema>;

/** GET /api/sign-in-lockouts: the locked out first, then the rest by attempts, most first. */
export const signInLockoutListResponseSchema = z.object({ data: z.array(signInLockoutSchema) });

/** POST /api/sign-in-lockouts/unlock: clears one entry's count, so that it may sign in at once. */
export const unlockSignInRequestSchema = z.strictObject({
  scope: z.enum(LOCKOUT_SCOPES, { error: "must be 'username' or 'address'" }),
  subject: storableText(z.string({ error: problem('required') }).min(1, problem('required')).max(200, problem('atMostCharacters', { max: 200 }))),
});
export type UnlockSignInRequest = z.infer<typeof unlockSignInRequestSchema>;

export const unlockSignInResponseSchema = z.object({ message: z.string() });

export const LOCKOUT_MESSAGES = {
  unlocked: (scope: LockoutScope, subject: string) => `${LOCKOUT_SCOPE_LABELS[scope]} ${subject} unlocked`,
  notCounted: 'That username or address has no sign-in failures counted now: it may already sign in.',
} as const;
