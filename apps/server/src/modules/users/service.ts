/**
 * User accounts: created by the CLI, the first administrator at start and administrators on
 * /settings/users; changed, deactivated, reactivated and given a temporary password there. Accounts are
 * never deleted. Every change is audited in its transaction with the account before and after (never a
 * password or its hash).
 */
import type { User } from '@weighbridge/contract/auth';
import { FIELD_LABELS, labelled } from '@weighbridge/contract/field-labels';
import { ADMIN_ROLE } from '@weighbridge/contract/permissions';
import { type Account, type AccountUpdate, newAccountSchema, USER_MESSAGES } from '@weighbridge/contract/users';
import { recordAudit, recordChange } from '../../db/audit-log.js';
import type { Db, Executor, Tx } from '../../db/database.js';
import type { Manager } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, passwordProblem } from '../../lib/passwords.js';
import { requireHeldGrants, requireRole } from '../roles/public.js';
import { type AccountRow, countUsers, type UserFacts, findAccount, findUserByUsername, insertUser, listAccounts as listAccountRows, lockAccount, lockActiveHolders, revokeSessionsOf, updateUser } from './repository.js';

export type NewUser = { username: string; name: string; role: string; password: string };

const ENTITY = 'user';

/** The account as its user sees it; from the facts a session lookup reads, or a whole account row. */
export function toUser(row: { user: UserFacts; roleLabel: string; requiresTwoFactor: boolean }): User {
  const { user } = row;
  const twoFactorEnabled = user.totpEnabledAt !== null;
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    role: user.role,
    role_label: row.roleLabel,
    must_change_password: user.mustChangePassword,
    two_factor_enabled: twoFactorEnabled,
    two_factor_setup_required: row.requiresTwoFactor && !twoFactorEnabled,
  };
}

export function toAccount(row: AccountRow): Account {
  const { user } = row;
  return {
    ...toUser(row),
    active: user.active,
    last_sign_in_at: user.lastSignInAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
  };
}

/** The account as the audit trail keeps it: what an administrator can see and change, no password. */
function audited(row: AccountRow) {
  const { user } = row;
  return { username: user.username, name: user.name, role: user.role, active: user.active, must_change_password: user.mustChangePassword };
}

/** Refuses a password the policy does not accept, naming the field it came in ('New password is too common; ...'). */
export function requireGoodPassword(password: string, label: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new AppError('BAD_REQUEST', `${label} ${problem}`);
}

/**
 * Creates an account after checking it against the contract (the CLI's input is not checked elsewhere);
 * a taken username is a conflict. `mustChangePassword`: the password is a first one that its user
 * changes at the first sign-in. Inside a transaction, in a savepoint of it.
 */
export async function createUser(
  db: Executor,
  input: NewUser & { mustChangePassword?: boolean },
  actor: Manager | string = 'system',
): Promise<User> {
  const checked = newAccountSchema.safeParse({ username: input.username, name: input.name, role: input.role, password: input.password });
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw new AppError('BAD_REQUEST', labelled(FIELD_LABELS.users, String(issue.path[0]), issue.message));
  }
  const { username, name, role, password } = checked.data;
  requireGoodPassword(password, FIELD_LABELS.users.password);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const given = await requireRole(tx, role);
    if (typeof actor !== 'string') requireHeldGrants(actor, given.grants);
    if (await findUserByUsername(tx, username)) throw new AppError('CONFLICT', USER_MESSAGES.taken(username));
    const id = await insertUser(tx, { username, name, role, passwordHash, mustChangePassword: input.mustChangePassword ?? false });
    const after = await readBack(tx, id);
    const change = { action: 'user.create', entityType: ENTITY, entityId: id, before: null, after: audited(after) };
    if (typeof actor !== 'string') await recordChange(tx, actor, change);
    else await recordAudit(tx, { action: change.action, outcome: 'success', actorUsername: actor, entityType: ENTITY, entityId: String(id), details: { before: null, after: change.after } });
    return toUser(after);
  });
}

export async function hasAnyUser(db: Executor): Promise<boolean> {
  return (await countUsers(db)) > 0;
}

export async function listAccounts(db: Db): Promise<Account[]> {
  return (await listAccountRows(db)).map(toAccount);
}

/** An account an administrator creates: its first password is changed at its first sign-in. */
export async function createAccount(db: Db, input: NewUser, manager: Manager): Promise<Account> {
  const user = await createUser(db, { ...input, mustChangePassword: true }, manager);
  return toAccount((await findAccount(db, user.id))!);
}

/** Changes an account's name and role. The last active administrator keeps the Admin role. */
export async function updateAccount(db: Db, id: number, update: AccountUpdate, manager: Manager): Promise<Account> {
  return db.transaction(async (tx) => {
    const before = await managedAccount(tx, id, manager);
    if (update.role !== before.user.role) {
      requireHeldGrants(manager, (await requireRole(tx, update.role)).grants);
      await keepAnAdministrator(tx, before);
    }
    await updateUser(tx, id, { name: update.name, role: update.role });
    return recorded(tx, manager, 'user.update', before);
  });
}

/** Deactivates an account: its sessions end at once and it cannot sign in. The last active administrator stays. */
export async function deactivateAccount(db: Db, id: number, manager: Manager, clock: Clock): Promise<Account> {
  if (id === manager.userId) throw new AppError('CONFLICT', USER_MESSAGES.ownAccount);
  return db.transaction(async (tx) => {
    const before = await managedAccount(tx, id, manager);
    if (!before.user.active) return toAccount(before);
    await keepAnAdministrator(tx, before);
    await updateUser(tx, id, { active: false });
    const sessionsEnded = await revokeSessionsOf(tx, id, clock.now());
    return recorded(tx, manager, 'user.deactivate', before, { sessions_ended: sessionsEnded });
  });
}

export async function reactivateAccount(db: Db, id: number, manager: Manager): Promise<Account> {
  return db.transaction(async (tx) => {
    const before = await managedAccount(tx, id, manager);
    if (before.user.active) return toAccount(before);
    await updateUser(tx, id, { active: true });
    return recorded(tx, manager, 'user.reactivate', before);
  });
}

/**
 * Gives an account a temporary password, to be changed at its next sign-in; its sessions end, so that
 * whoever held them signs in with the new one.
 */
export async function resetPassword(db: Db, id: number, password: string, manager: Manager, clock: Clock): Promise<Account> {
  requireGoodPassword(password, FIELD_LABELS.users.password);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const before = await managedAccount(tx, id, manager);
    await updateUser(tx, id, { passwordHash, mustChangePassword: true });
    const sessionsEnded = await revokeSessionsOf(tx, id, clock.now());
    return recorded(tx, manager, 'user.password_reset', before, { sessions_ended: sessionsEnded });
  });
}

/**
 * The locked account, when it exists and the manager holds every grant of its role: whoever could
 * reset an administrator's password could sign in as one.
 */
async function managedAccount(tx: Tx, id: number, manager: Manager): Promise<AccountRow> {
  const account = await lockAccount(tx, id);
  if (!account) throw new AppError('NOT_FOUND', USER_MESSAGES.notFound);
  requireHeldGrants(manager, account.grants);
  return account;
}

/**
 * Refuses to take the last active user of the built-in Admin role out of it (by another role or by
 * deactivation): someone must always be able to manage the site's accounts.
 */
async function keepAnAdministrator(tx: Tx, account: AccountRow): Promise<void> {
  if (account.user.role !== ADMIN_ROLE || !account.user.active) return;
  const administrators = await lockActiveHolders(tx, ADMIN_ROLE);
  if (administrators.every((userId) => userId === account.user.id)) throw new AppError('CONFLICT', USER_MESSAGES.lastAdministrator);
}

/** Audits a change to an account with its before and after, and answers the account as it now is. */
async function recorded(tx: Tx, manager: Manager, action: string, before: AccountRow, effects?: Record<string, unknown>): Promise<Account> {
  const after = await readBack(tx, before.user.id);
  await recordChange(tx, manager, { action, entityType: ENTITY, entityId: before.user.id, before: audited(before), after: audited(after), effects });
  return toAccount(after);
}

async function readBack(tx: Tx, id: number): Promise<AccountRow> {
  const account = await findAccount(tx, id);
  if (!account) throw new Error(`user ${id} vanished within its own transaction`);
  return account;
}
