/** Queries on user accounts and the sessions they end. Usernames are matched without regard to case. */
import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { roles, sessions, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;

/** What a signed-in user is shown of their own account (toUser): no password hash, no second-factor secret. */
export const USER_FACTS = {
  id: users.id,
  username: users.username,
  name: users.name,
  role: users.role,
  mustChangePassword: users.mustChangePassword,
  totpEnabledAt: users.totpEnabledAt,
};
export type UserFacts = Pick<UserRow, keyof typeof USER_FACTS>;

/** An account with what its role gives it: the role's label and grants. */
export type AccountRow = { user: UserRow; roleLabel: string; grants: string[]; requiresTwoFactor: boolean };

function selectAccounts(executor: Executor) {
  return executor
    .select({ user: users, roleLabel: roles.label, grants: roles.grants, requiresTwoFactor: roles.requiresTwoFactor })
    .from(users)
    .innerJoin(roles, eq(roles.name, users.role));
}

export async function findUserByUsername(executor: Executor, username: string): Promise<AccountRow | undefined> {
  const [row] = await selectAccounts(executor).where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function findAccount(executor: Executor, id: number): Promise<AccountRow | undefined> {
  const [row] = await selectAccounts(executor).where(eq(users.id, id));
  return row;
}

/** Reads an account and locks its row until the transaction ends, so that the audit's before is what the change replaced. */
export async function lockAccount(executor: Executor, id: number): Promise<AccountRow | undefined> {
  const [row] = await selectAccounts(executor).where(eq(users.id, id)).for('update', { of: users });
  return row;
}

export function listAccounts(executor: Executor): Promise<AccountRow[]> {
  return selectAccounts(executor).orderBy(sql`lower(${users.username})`);
}

/**
 * The ids of the active users of a role, their rows locked: two administrators demoting each other at
 * once take turns, and the second finds the first already gone.
 */
export async function lockActiveHolders(executor: Executor, role: string): Promise<number[]> {
  const rows = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, role), eq(users.active, true)))
    .orderBy(users.id)
    .for('update');
  return rows.map((row) => row.id);
}

export async function countUsers(executor: Executor): Promise<number> {
  const [row] = await executor.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

export async function insertUser(
  executor: Executor,
  values: { username: string; name: string; role: string; passwordHash: string; mustChangePassword: boolean },
): Promise<number> {
  const [row] = await executor.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('insert into users returned no row');
  return row.id;
}

export async function updateUser(
  executor: Executor,
  id: number,
  values: Partial<Pick<UserRow, 'name' | 'role' | 'active' | 'passwordHash' | 'mustChangePassword'>>,
): Promise<void> {
  await executor
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

export async function recordSignIn(executor: Executor, id: number, at: Date): Promise<void> {
  await executor.update(users).set({ lastSignInAt: at }).where(eq(users.id, id));
}

/** Ends every live session of a user, or every one but `except`; answers how many ended. */
export async function revokeSessionsOf(executor: Executor, userId: number, at: Date, except?: number): Promise<number> {
  const ended = await executor
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, at),
        except === undefined ? undefined : ne(sessions.id, except),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}
