/** Queries on roles and their grants. */
import type { RoleRecord } from '@weighbridge/contract/users';
import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { roles, users } from '../../db/schema.js';

export type RoleRow = typeof roles.$inferSelect;

/** A role's answer, with how many accounts hold it. */
function selectRoles(executor: Executor) {
  const holders = executor
    .select({ role: users.role, count: count().as('count') })
    .from(users)
    .groupBy(users.role)
    .as('holders');
  return executor
    .select({
      name: roles.name,
      label: roles.label,
      description: roles.description,
      built_in: roles.builtIn,
      grants: roles.grants,
      requires_two_factor: roles.requiresTwoFactor,
      user_count: sql<number>`coalesce(${holders.count}, 0)::int`,
    })
    .from(roles)
    .leftJoin(holders, eq(holders.role, roles.name));
}

/** Built-in roles first, then the custom ones by label. */
export function listRoleRecords(executor: Executor): Promise<RoleRecord[]> {
  return selectRoles(executor).orderBy(sql`${roles.builtIn} desc`, sql`lower(${roles.label})`, roles.name);
}

export async function findRoleRecord(executor: Executor, name: string): Promise<RoleRecord | undefined> {
  const [row] = await selectRoles(executor).where(eq(roles.name, name));
  return row;
}

export async function findRole(executor: Executor, name: string): Promise<RoleRow | undefined> {
  const [row] = await executor.select().from(roles).where(eq(roles.name, name));
  return row;
}

/** Reads a role and locks its row until the transaction ends (the audit's before, a delete racing an assignment). */
export async function lockRole(executor: Executor, name: string): Promise<RoleRow | undefined> {
  const [row] = await executor.select().from(roles).where(eq(roles.name, name)).for('update');
  return row;
}

/** The names of every role, for the message that lists them. */
export async function roleNames(executor: Executor): Promise<string[]> {
  const rows = await executor.select({ name: roles.name }).from(roles).orderBy(sql`${roles.builtIn} desc`, roles.name);
  return rows.map((row) => row.name);
}

export async function countHolders(executor: Executor, name: string): Promise<number> {
  const [row] = await executor.select({ value: count() }).from(users).where(eq(users.role, name));
  return row?.value ?? 0;
}

type RoleValues = Pick<RoleRow, 'name' | 'label' | 'description' | 'builtIn' | 'grants'>;

export async function insertRole(executor: Executor, values: RoleValues): Promise<void> {
  await executor.insert(roles).values(values);
}

/** Changes a role; a new name carries its users along (the foreign key cascades). */
export async function updateRole(executor: Executor, name: string, values: Partial<Omit<RoleRow, 'builtIn' | 'createdAt' | 'updatedAt'>>): Promise<void> {
  await executor
    .update(roles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(roles.name, name));
}

/** Writes a built-in role as the contract defines it, adding it when it is missing. */
export async function upsertBuiltInRole(executor: Executor, values: Omit<RoleValues, 'builtIn'>): Promise<void> {
  await executor
    .insert(roles)
    .values({ ...values, builtIn: true })
    .onConflictDoUpdate({
      target: roles.name,
      set: { label: values.label, description: values.description, grants: values.grants, builtIn: true, updatedAt: sql`now()` },
    });
}

export async function deleteRole(executor: Executor, name: string): Promise<void> {
  await executor.delete(roles).where(eq(roles.name, name));
}
