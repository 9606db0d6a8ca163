/** Queries on users. Usernames are matched without regard to case. */
import { count, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;

export async function findUserByUsername(executor: Executor, username: string): Promise<UserRow | undefined> {
  const [row] = await executor
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function countUsers(executor: Executor): Promise<number> {
  const [row] = await executor.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

export async function insertUser(
  executor: Executor,
  values: { username: string; name: string; role: string; passwordHash: string },
): Promise<UserRow> {
  const [row] = await executor.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export function listUsers(executor: Executor): Promise<UserRow[]> {
  return executor.select().from(users).orderBy(users.username);
}
