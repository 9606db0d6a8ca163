/** The signed-in session a request carries, as the access plugin and the routes see it. */
import type { User } from '@weighbridge/contract/auth';

/** The user of a live session, its id and the grants of the user's role. */
export type AuthContext = { user: User; sessionId: number; grants: readonly string[] };

/** Finds the live session of a token, if there is one; the auth module provides it. */
export type SessionLookup = { authenticate(token: string): Promise<AuthContext | undefined> };

/**
 * Whether a token's session is still signed in, without counting the question as activity: a live
 * stream asks it while it stays open.
 */
export type SessionWatch = { stillSignedIn(token: string): Promise<boolean> };
