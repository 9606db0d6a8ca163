/** On a database without users, creates the first administrator so that someone can sign in. */
import { randomBytes } from 'node:crypto';
import { ADMIN_ROLE } from '@weighbridge/contract/permissions';
import { sql } from 'drizzle-orm';
import type { Config } from './config.js';
import { MIGRATION_LOCK_ID } from './db/advisory-locks.js';
import type { Db } from './db/database.js';
import { createUser, hasAnyUser } from './modules/users/service.js';

export type FirstAdmin = { username: string; generatedPassword?: string };

/**
 * Servers starting together on one database each find no user: the start lock lets one create the
 * administrator while the others wait for it, and then find it (once the lock is released at the end
 * of the transaction, after the user is committed).
 */
export async function ensureFirstAdmin(db: Db, config: Config): Promise<FirstAdmin | undefined> {
  if (await hasAnyUser(db)) return undefined;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    if (await hasAnyUser(tx)) return undefined;
    const generatedPassword = config.adminPassword ? undefined : randomBytes(12).toString('base64url');
    const password = config.adminPassword ?? generatedPassword!;
    // A generated password has been in the server's output: its administrator replaces it at the first sign-in.
    await createUser(tx, { username: config.adminUsername, name: 'Administrator', role: ADMIN_ROLE, password, mustChangePassword: Boolean(generatedPassword) });
    return generatedPassword ? { username: config.adminUsername, generatedPassword } : { username: config.adminUsername };
  });
}
