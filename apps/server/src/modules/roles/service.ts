/**
 * Roles: the four built-in ones are the contract's matrix, copied into the database at every start and
 * read-only here; custom ones are created, changed and deleted by administrators. Every change is audited
 * in its transaction, with the role before and after.
 */
import { BUILT_IN_ROLE_TEXTS, BUILT_IN_ROLES, coversGrants, isBuiltInRole, normalGrants, ROLE_GRANTS } from '@weighbridge/contract/permissions';
import { ROLE_MESSAGES, type RoleRecord, type RoleValues } from '@weighbridge/contract/users';
import { REFUSALS_WITH_VALUES } from '@weighbridge/contract/refusals';
import { sql } from 'drizzle-orm';
import { recordAudit, recordChange } from '../../db/audit-log.js';
import { MIGRATION_LOCK_ID } from '../../db/advisory-locks.js';
import { type Db, type Executor, type Tx } from '../../db/database.js';
import type { Manager } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import {
  countHolders,
  deleteRole as deleteRoleRow,
  findRole,
  findRoleRecord,
  insertRole,
  listRoleRecords,
  lockRole,
  roleNames,
  type RoleRow,
  updateRole as updateRoleRow,
  upsertBuiltInRole,
} from './repository.js';

const ENTITY = 'role';

export function listRoles(db: Db): Promise<RoleRecord[]> {
  return listRoleRecords(db);
}

/**
 * The role an account is given, or a 400 that lists the roles there are. The account's foreign key keeps
 * the role from being deleted before the account's transaction ends.
 */
export async function requireRole(executor: Executor, name: string): Promise<RoleRow> {
  const role = await findRole(executor, name);
  if (role) return role;
  throw new AppError('BAD_REQUEST', REFUSALS_WITH_VALUES.roleNotOffered(await roleNames(executor)));
}

/**
 * Refuses a change that would hand out grants the manager does not hold, or touch a role or an account
 * holding them: a manager below the administrators manages only those below them.
 */
export function requireHeldGrants(manager: Manager, grants: readonly string[]): void {
  if (!coversGrants(manager.grants, grants)) throw new AppError('FORBIDDEN', ROLE_MESSAGES.beyondOwnGrants);
}

export async function createRole(db: Db, values: RoleValues, manager: Manager): Promise<RoleRecord> {
  const grants = normalGrants(values.grants);
  requireHeldGrants(manager, grants);
  return db.transaction(async (tx) => {
    if (await lockRole(tx, values.name)) throw new AppError('CONFLICT', ROLE_MESSAGES.taken(values.name));
    await insertRole(tx, { name: values.name, label: values.label, description: values.description, builtIn: false, grants });
    const after = await readBack(tx, values.name);
    await recordChange(tx, manager, { action: 'role.create', entityType: ENTITY, entityId: values.name, before: null, after });
    return after;
  });
}

export async function updateRole(db: Db, name: string, values: RoleValues, manager: Manager): Promise<RoleRecord> {
  const grants = normalGrants(values.grants);
  requireHeldGrants(manager, grants);
  return db.transaction(async (tx) => {
    const role = await customRole(tx, name, ROLE_MESSAGES.builtInUnchangeable);
    if (values.name !== name && (await lockRole(tx, values.name))) throw new AppError('CONFLICT', ROLE_MESSAGES.taken(values.name));
    const before = await readBack(tx, role.name);
    // A role's users hold its grants: changing a role that holds more than the manager would hand them out.
    requireHeldGrants(manager, before.grants);
    await updateRoleRow(tx, name, { name: values.name, label: values.label, description: values.description, grants });
    const after = await readBack(tx, values.name);
    await recordChange(tx, manager, { action: 'role.update', entityType: ENTITY, entityId: name, before, after });
    return after;
  });
}

/**
 * Whether a role's users must sign in with a code after the password: for a built-in role too (the
 * administrators are the first a site wants it for), which the start's rewrite of the built-in roles keeps.
 */
export async function setRoleTwoFactor(db: Db, name: string, required: boolean, manager: Manager): Promise<RoleRecord> {
  return db.transaction(async (tx) => {
    if (!(await lockRole(tx, name))) throw new AppError('NOT_FOUND', ROLE_MESSAGES.notFound);
    const before = await readBack(tx, name);
    // Switched on for a role beyond the manager's grants, it would lock its users out until they set it up.
    requireHeldGrants(manager, before.grants);
    await updateRoleRow(tx, name, { requiresTwoFactor: required });
    const after = await readBack(tx, name);
    await recordChange(tx, manager, { action: 'role.two_factor', entityType: ENTITY, entityId: name, before, after });
    return after;
  });
}

/** A custom role may be deleted once no account, active or not, holds it. */
export async function deleteRole(db: Db, name: string, manager: Manager): Promise<void> {
  await db.transaction(async (tx) => {
    await customRole(tx, name, ROLE_MESSAGES.builtInUndeletable);
    const before = await readBack(tx, name);
    requireHeldGrants(manager, before.grants);
    const holders = await countHolders(tx, name);
    if (holders > 0) throw new AppError('CONFLICT', ROLE_MESSAGES.held(holders));
    await deleteRoleRow(tx, name);
    await recordChange(tx, manager, { action: 'role.delete', entityType: ENTITY, entityId: name, before, after: null });
  });
}

/**
 * Writes the built-in roles as the contract's matrix defines them, under the start lock so that servers
 * starting together do it once. A role that differs (a new page's grants after an upgrade) is audited
 * with its before and after.
 */
export async function syncBuiltInRoles(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    for (const name of BUILT_IN_ROLES) {
      const wanted = { name, ...BUILT_IN_ROLE_TEXTS[name], grants: normalGrants(ROLE_GRANTS[name]) };
      const current = await lockRole(tx, name);
      if (current?.builtIn && sameRole(current, wanted)) continue;
      const before = current ? await readBack(tx, name) : null;
      await upsertBuiltInRole(tx, wanted);
      await recordAudit(tx, {
        action: 'role.sync',
        outcome: 'success',
        actorUsername: 'system',
        entityType: ENTITY,
        entityId: name,
        details: { before, after: await readBack(tx, name) },
      });
    }
  });
}

function sameRole(current: RoleRow, wanted: { label: string; description: string; grants: string[] }): boolean {
  return (
    current.label === wanted.label &&
    current.description === wanted.description &&
    current.grants.length === wanted.grants.length &&
    current.grants.every((grant, index) => grant === wanted.grants[index])
  );
}

/** The locked custom role of that name: 404 when there is none, 409 with `builtInMessage` for a built-in one. */
async function customRole(tx: Tx, name: string, builtInMessage: string): Promise<RoleRow> {
  const role = await lockRole(tx, name);
  if (!role) throw new AppError('NOT_FOUND', ROLE_MESSAGES.notFound);
  if (role.builtIn || isBuiltInRole(name)) throw new AppError('CONFLICT', builtInMessage);
  return role;
}

async function readBack(tx: Tx, name: string): Promise<RoleRecord> {
  const role = await findRoleRecord(tx, name);
  if (!role) throw new Error(`role ${name} vanished within its own transaction`);
  return role;
}
