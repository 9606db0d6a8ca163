/** Creating users: the CLI, the first administrator at start, and tests all go through here. */
import type { User } from '@weighbridge/contract/auth';
import { ROLES, type Role } from '@weighbridge/contract/permissions';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, passwordProblem } from '../../lib/passwords.js';
import { recordAudit } from '../../db/audit-log.js';
import { countUsers, findUserByUsername, insertUser, type UserRow } from './repository.js';

export type NewUser = { username: string; name: string; role: string; password: string };

const USERNAME_PATTERN = /^[A-Za-z0-9._-]{1,100}$/;

export function toUser(row: UserRow): User {
  return { id: row.id, username: row.username, name: row.name, role: row.role as Role };
}

/** Creates a user after checking name, role and password; a taken username is a conflict. Inside a transaction, in a savepoint of it. */
export async function createUser(db: Executor, input: NewUser, actor = 'system'): Promise<User> {
  const username = input.username.trim();
  const name = input.name.trim();
  if (!USERNAME_PATTERN.test(username)) {
    throw new AppError('BAD_REQUEST', 'username: use 1-100 letters, digits, dots, dashes or underscores');
  }
  if (name === '' || name.length > 200) throw new AppError('BAD_REQUEST', 'name: must be 1-200 characters');
  if (!(ROLES as readonly string[]).includes(input.role)) {
    throw new AppError('BAD_REQUEST', `role: must be one of ${ROLES.join(', ')}`);
  }
  const problem = passwordProblem(input.password);
  if (problem) throw new AppError('BAD_REQUEST', `password: ${problem}`);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    if (await findUserByUsername(tx, username)) {
      throw new AppError('CONFLICT', `username: '${username}' is already taken`);
    }
    const row = await insertUser(tx, { username, name, role: input.role, passwordHash });
    await recordAudit(tx, {
      action: 'user.create',
      outcome: 'success',
      actorUsername: actor,
      entityType: 'user',
      entityId: String(row.id),
      details: { after: toUser(row) },
    });
    return toUser(row);
  });
}

export async function hasAnyUser(db: Executor): Promise<boolean> {
  return (await countUsers(db)) > 0;
}
