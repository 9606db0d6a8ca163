/** On a database without users, creates the first administrator so that someone can sign in. */
import { randomBytes } from 'node:crypto';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { createUser, hasAnyUser } from './modules/users/service.js';

export type FirstAdmin = { username: string; generatedPassword?: string };

export async function ensureFirstAdmin(db: Db, config: Config): Promise<FirstAdmin | undefined> {
  if (await hasAnyUser(db)) return undefined;
  const generatedPassword = config.adminPassword ? undefined : randomBytes(12).toString('base64url');
  const password = config.adminPassword ?? generatedPassword!;
  await createUser(db, { username: config.adminUsername, name: 'Administrator', role: 'admin', password });
  return generatedPassword ? { username: config.adminUsername, generatedPassword } : { username: config.adminUsername };
}
