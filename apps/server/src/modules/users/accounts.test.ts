/**
 * Accounts and roles through the API, on every engine: what an administrator does on /settings/users,
 * what the user on the other end finds at their next request, and what the audit trail keeps of it.
 */
import { MESSAGES } from '@weighbridge/contract/messages';
import { normalGrants, ROLE_GRANTS } from '@weighbridge/contract/permissions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.js';

const FIRST_PASSWORD = 'First-Shift-Pass-1';

describe.each(ENGINES)('accounts and roles on the %s engine', (engine) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(engine, { LOGIN_MAX_FAILURES_PER_USERNAME: '4', LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '1000' });
    admin = await t.signInAs('admin', 'chief');
  });
  afterAll(async () => t.close());

  const login = (username: string, password: string) => t.call('POST', '/api/auth/login', { body: { username, password } });
  const token = async (username: string, password: string) => {
    const answer = await login(username, password);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().token as string;
  };
  /** An account an administrator creates on the page, with its first password. */
  const createAccount = async (username: string, role: string, by = admin) => {
    const answer = await t.call('POST', '/api/users', { token: by, body: { username, name: `Name of ${username}`, role, password: FIRST_PASSWORD } });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data as { id: number; must_change_password: boolean };
  };
  /** A user free to work: created, signed in with the first password, which is then changed to TEST_PASSWORD. */
  const readyUser = async (username: string, role: string) => {
    const { id } = await createAccount(username, role);
    const first = await token(username, FIRST_PASSWORD);
    const changed = await t.call('POST', '/api/auth/change-password', { token: first, body: { current_password: FIRST_PASSWORD, new_password: TEST_PASSWORD } });
    expect(changed.statusCode, changed.body).toBe(200);
    return { id, token: first };
  };
  const createRole = async (name: string, grants: string[], by = admin) => {
    const answer = await t.call('POST', '/api/roles', { token: by, body: { name, label: `Label of ${name}`, grants } });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data;
  };
  const auditRows = (entityType: string, entityId: string | number) =>
    queryRows<{ action: string; actor_username: string; details: Record<string, unknown> }>(
      t.database.db,
      sql`select action, actor_username, details from audit_log where entity_type = ${entityType} and entity_id = ${String(entityId)} order by id`,
    );

  it('creates an account whose first password must be changed before anything else, and lists it', async () => {
    const created = await createAccount('kiara', 'operator');
    expect(created).toMatchObject({ must_change_password: true, active: true, role: 'operator', role_label: 'Operator', last_sign_in_at: null });

    const signedIn = await login('kiara', FIRST_PASSWORD);
    expect(signedIn.json().user).toMatchObject({ username: 'kiara', must_change_password: true });
    const kiara = signedIn.json().token as string;

    const refused = await t.call('GET', '/api/vehicles', { token: kiara });
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: MESSAGES.passwordChangeRequired, code: 'PASSWORD_CHANGE_REQUIRED' }]);
    expect((await t.call('GET', '/api/permissions/my-permissions', { token: kiara })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/auth/me', { token: kiara })).json().user.must_change_password).toBe(true);

    const wrong = await t.call('POST', '/api/auth/change-password', { token: kiara, body: { current_password: 'Not-The-One-9', new_password: TEST_PASSWORD } });
    expect([wrong.statusCode, wrong.json().error]).toEqual([400, 'Current password is not correct']);
    const same = await t.call('POST', '/api/auth/change-password', { token: kiara, body: { current_password: FIRST_PASSWORD, new_password: FIRST_PASSWORD } });
    expect([same.statusCode, same.json().error]).toEqual([400, 'New password must differ from the current one']);
    const common = await t.call('POST', '/api/auth/change-password', { token: kiara, body: { current_password: FIRST_PASSWORD, new_password: 'password123' } });
    expect([common.statusCode, common.json().error]).toEqual([400, 'New password is too common; choose another']);

    const changed = await t.call('POST', '/api/auth/change-password', { token: kiara, body: { current_password: FIRST_PASSWORD, new_password: TEST_PASSWORD } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ message: 'Password changed', user: { username: 'kiara', must_change_password: false } });
    // The same session goes on, now free to work.
    expect((await t.call('GET', '/api/vehicles', { token: kiara })).statusCode).toBe(200);

    const list = (await t.call('GET', '/api/users', { token: admin })).json().data as { username: string; last_sign_in_at: string | null }[];
    expect(list.find((account) => account.username === 'kiara')).toMatchObject({
      must_change_password: false,
      last_sign_in_at: t.clock.now().toISOString(),
    });
  });

  it('refuses a taken username, an unknown role and a password the policy refuses', async () => {
    const body = { username: 'CHIEF', name: 'Another Chief', role: 'viewer', password: FIRST_PASSWORD };
    const taken = await t.call('POST', '/api/users', { token: admin, body });
    expect([taken.statusCode, taken.json().error]).toEqual([409, "Username 'CHIEF' is already taken"]);
    const unknown = await t.call('POST', '/api/users', { token: admin, body: { ...body, username: 'newbie', role: 'owner' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/^Role must be one of admin, operator, supervisor, viewer/);
    const short = await t.call('POST', '/api/users', { token: admin, body: { ...body, username: 'newbie', password: 'short' } });
    expect([short.statusCode, short.json().error]).toEqual([400, 'Password must be at least 8 characters']);
  });

  it('keeps the last active administrator: neither demoted nor deactivated', async () => {
    // A deputy holds every grant an administrator holds, under a custom role: it may manage administrators.
    await createRole('deputy', [...ROLE_GRANTS.admin]);
    const deputy = (await readyUser('deputy-dana', 'deputy')).token;
    const [chief, ...others] = await activeAdministrators();
    expect(chief!.username).toBe('chief');
    expect(others).toEqual([]);
    const put = (id: number, role: string) => t.call('PUT', `/api/users/${id}`, { token: deputy, body: { name: 'Changed Name', role } });
    const deactivate = (id: number) => t.call('POST', `/api/users/${id}/deactivate`, { token: deputy });

    const demoted = await put(chief!.id, 'supervisor');
    expect([demoted.statusCode, demoted.json().error]).toEqual([409, 'This is the last active administrator: give another active user the Admin role first']);
    const deactivated = await deactivate(chief!.id);
    expect([deactivated.statusCode, deactivated.json().code]).toEqual([409, 'CONFLICT']);
    // A new name keeps the role, so the last administrator may be renamed.
    expect((await put(chief!.id, 'admin')).statusCode).toBe(200);

    // With a second administrator the first may go, and the second is then the last.
    const second = await createAccount('second-admin', 'admin');
    expect((await put(chief!.id, 'supervisor')).statusCode).toBe(200);
    expect((await deactivate(second.id)).statusCode).toBe(409);
    expect((await put(second.id, 'viewer')).statusCode).toBe(409);
    expect((await put(chief!.id, 'admin')).statusCode).toBe(200);
    expect((await deactivate(second.id)).statusCode).toBe(200);
    // An inactive administrator does not count: the chief is the last active one again.
    expect((await put(chief!.id, 'viewer')).statusCode).toBe(409);
    expect((await t.call('POST', `/api/users/${second.id}/reactivate`, { token: deputy })).json().data).toMatchObject({ active: true, role: 'admin' });
  });

  async function activeAdministrators() {
    const list = (await t.call('GET', '/api/users', { token: admin })).json().data as { id: number; username: string; role: string; active: boolean }[];
    return list.filter((account) => account.role === 'admin' && account.active);
  }

  it('refuses a deactivated user’s token at once and its sign-in, and lets it back in once reactivated', async () => {
    const { id, token: lena } = await readyUser('lena', 'viewer');
    const other = await token('lena', TEST_PASSWORD);
    expect((await t.call('GET', '/api/scale-documents/stats', { token: lena })).statusCode).toBe(200);

    const deactivated = await t.call('POST', `/api/users/${id}/deactivate`, { token: admin });
    expect(deactivated.json().data).toMatchObject({ active: false });

    for (const session of [lena, other]) {
      const refused = await t.call('GET', '/api/auth/me', { token: session });
      expect([refused.statusCode, refused.json()]).toEqual([401, { error: MESSAGES.authenticationRequired, code: 'UNAUTHORIZED' }]);
    }
    expect((await login('lena', TEST_PASSWORD)).json()).toEqual({ error: MESSAGES.invalidCredentials, code: 'UNAUTHORIZED' });
    const [sessions] = await queryRows<{ live: number }>(t.database.db, sql`select count(*)::int as live from sessions where user_id = ${id} and revoked_at is null`);
    expect(sessions).toEqual({ live: 0 });

    expect((await t.call('POST', `/api/users/${id}/reactivate`, { token: admin })).json().data.active).toBe(true);
    expect((await t.call('GET', '/api/auth/me', { token: lena })).statusCode).toBe(401);
    expect((await login('lena', TEST_PASSWORD)).statusCode).toBe(200);

    const own = await t.call('POST', `/api/users/${(await t.call('GET', '/api/auth/me', { token: admin })).json().user.id}/deactivate`, { token: admin });
    expect([own.statusCode, own.json().error]).toEqual([409, 'You cannot deactivate your own account']);
  });

  it('applies a custom role’s new grant at the next request, and its removal too', async () => {
    await createRole('clerk', ['scale.dashboard']);
    const { token: clerk } = await readyUser('clara', 'clerk');
    const denied = await t.call('GET', '/api/vehicles', { token: clerk });
    expect(denied.statusCode).toBe(403);
    expect((await t.call('GET', '/api/dashboard/insights', { token: clerk })).statusCode).toBe(200);

    const granted = await t.call('PUT', '/api/roles/clerk', { token: admin, body: { name: 'clerk', label: 'Clerk', grants: ['scale.dashboard', 'scale.vehicles.view'] } });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().data).toMatchObject({ built_in: false, grants: ['scale.dashboard', 'scale.vehicles.view'], user_count: 1 });
    expect((await t.call('GET', '/api/vehicles', { token: clerk })).statusCode).toBe(200);
    expect((await t.call('POST', '/api/vehicles', { token: clerk, body: { registration_number: 'LJ CLERK-1', brand: 'MAN', model: 'TGS' } })).statusCode).toBe(403);
    const permissions = (await t.call('GET', '/api/permissions/my-permissions', { token: clerk })).json();
    expect(permissions.raw).toEqual(['scale.dashboard', 'scale.vehicles.view']);
    expect(permissions.user).toMatchObject({ role: 'clerk', role_label: 'Clerk' });

    await t.call('PUT', '/api/roles/clerk', { token: admin, body: { name: 'clerk', label: 'Clerk', grants: ['scale.dashboard'] } });
    expect((await t.call('GET', '/api/vehicles', { token: clerk })).statusCode).toBe(403);

    // A new role for the user applies at the next request too.
    const { id } = (await t.call('GET', '/api/auth/me', { token: clerk })).json().user;
    await t.call('PUT', `/api/users/${id}`, { token: admin, body: { name: 'Clara', role: 'operator' } });
    expect((await t.call('GET', '/api/vehicles', { token: clerk })).statusCode).toBe(200);
  });

  it('keeps the built-in roles read-only, a held role from deletion, and the grants to the catalogue', async () => {
    const roles = (await t.call('GET', '/api/roles', { token: admin })).json().data as { name: string; built_in: boolean; grants: string[] }[];
    expect(roles.slice(0, 4).map((role) => role.name).sort()).toEqual(['admin', 'operator', 'supervisor', 'viewer']);
    expect(roles.find((role) => role.name === 'viewer')).toMatchObject({ built_in: true, grants: normalGrants(ROLE_GRANTS.viewer) });

    const editBuiltIn = await t.call('PUT', '/api/roles/viewer', { token: admin, body: { name: 'viewer', label: 'Viewer', grants: ['scale'] } });
    expect([editBuiltIn.statusCode, editBuiltIn.json().error]).toEqual([409, 'Built-in roles cannot be changed; create a custom role that starts from it']);
    expect((await t.call('DELETE', '/api/roles/operator', { token: admin })).statusCode).toBe(409);
    const sameName = await t.call('POST', '/api/roles', { token: admin, body: { name: 'viewer', label: 'Mine', grants: [] } });
    expect([sameName.statusCode, sameName.json().error]).toEqual([409, "Name: a role named 'viewer' already exists"]);

    const unknownKey = await t.call('POST', '/api/roles', { token: admin, body: { name: 'odd', label: 'Odd', grants: ['scale.documents.view', 'scale.secret'] } });
    expect([unknownKey.statusCode, unknownKey.json().error]).toEqual([400, "Grants (1) holds 'scale.secret', which is not a key of the permission catalogue"]);
    const badName = await t.call('POST', '/api/roles', { token: admin, body: { name: 'Weigh Clerk', label: 'Odd', grants: [] } });
    expect(badName.statusCode).toBe(400);

    // Grants are kept once, without a key that another of them already covers.
    const loader = await createRole('loader', ['scale.weighing.record', 'scale.weighing', 'reports', 'reports.scale.view', 'reports']);
    expect(loader.grants).toEqual(['scale.weighing', 'reports']);

    const { id } = await createAccount('lars', 'loader');
    const held = await t.call('DELETE', '/api/roles/loader', { token: admin });
    expect([held.statusCode, held.json().error]).toEqual([409, 'The role is held by 1 user and cannot be deleted; give them another role first']);

    // A new name carries the role's users along.
    const renamed = await t.call('PUT', '/api/roles/loader', { token: admin, body: { name: 'haul-loader', label: 'Haul loader', grants: ['scale.weighing'] } });
    expect(renamed.json().data).toMatchObject({ name: 'haul-loader', user_count: 1 });
    const lars = (await t.call('GET', '/api/users', { token: admin })).json().data.find((account: { id: number }) => account.id === id);
    expect(lars).toMatchObject({ role: 'haul-loader', role_label: 'Haul loader' });
    await t.call('PUT', `/api/users/${id}`, { token: admin, body: { name: 'Lars', role: 'viewer' } });
    expect((await t.call('DELETE', '/api/roles/haul-loader', { token: admin })).statusCode).toBe(200);
    expect((await t.call('DELETE', '/api/roles/haul-loader', { token: admin })).statusCode).toBe(404);
  });

  it('lets no one hand out grants they do not hold themselves', async () => {
    await createRole('user-desk', ['settings.users', 'scale.dashboard', 'scale.documents.view']);
    const desk = await readyUser('desmond', 'user-desk');
    const wider = await t.call('POST', '/api/roles', { token: desk.token, body: { name: 'wider', label: 'Wider', grants: ['scale.documents'] } });
    expect([wider.statusCode, wider.json().error]).toEqual([403, 'You cannot grant permissions that you do not hold yourself']);
    expect((await t.call('POST', '/api/roles', { token: desk.token, body: { name: 'narrow', label: 'Narrow', grants: ['scale.documents.view'] } })).statusCode).toBe(201);
    const asAdmin = await t.call('POST', '/api/users', { token: desk.token, body: { username: 'sneaky', name: 'Sneaky', role: 'admin', password: FIRST_PASSWORD } });
    expect(asAdmin.statusCode).toBe(403);
    const chiefId = (await t.call('GET', '/api/auth/me', { token: admin })).json().user.id;
    const resetChief = await t.call('POST', `/api/users/${chiefId}/reset-password`, { token: desk.token, body: { password: 'Taken-Over-123' } });
    expect(resetChief.statusCode).toBe(403);
    expect((await t.call('POST', '/api/users', { token: desk.token, body: { username: 'narrow-nina', name: 'Nina', role: 'narrow', password: FIRST_PASSWORD } })).statusCode).toBe(201);
  });

  it('lets a user manager below the administrators touch no account or role holding more than they do', async () => {
    await createRole('account-desk', ['settings.users', 'scale.dashboard', 'scale.documents.view']);
    await createRole('supervisors-too', ['scale', 'reports']);
    const desk = await readyUser('dora', 'account-desk');
    const beyond = [403, 'You cannot grant permissions that you do not hold yourself'];
    const answer = async (method: 'PUT' | 'DELETE', url: string, body?: object) => {
      const response = await t.call(method, url, { token: desk.token, body });
      return [response.statusCode, response.json().error];
    };
    // The administrator's second factor, and the administrators' requirement of it, either way.
    const chiefId = (await t.call('GET', '/api/auth/me', { token: admin })).json().user.id;
    await t.database.db.execute(sql`update users set totp_secret = 'JBSWY3DPEHPK3PXP', totp_enabled_at = now() where id = ${chiefId}`);
    expect(await answer('DELETE', `/api/users/${chiefId}/two-factor`)).toEqual(beyond);
    expect(await answer('PUT', '/api/roles/admin/two-factor', { required: true })).toEqual(beyond);
    expect(await answer('PUT', '/api/roles/admin/two-factor', { required: false })).toEqual(beyond);
    // A custom role that holds more than the manager: not changed, not narrowed, not deleted.
    expect(await answer('PUT', '/api/roles/supervisors-too', { name: 'supervisors-too', label: 'Narrowed', grants: ['scale.dashboard'] })).toEqual(beyond);
    expect(await answer('DELETE', '/api/roles/supervisors-too')).toEqual(beyond);
    const [chief] = await queryRows<{ on: boolean }>(t.database.db, sql`select totp_enabled_at is not null as on from users where id = ${chiefId}`);
    expect(chief).toEqual({ on: true });
    const roles = (await t.call('GET', '/api/roles', { token: admin })).json().data as { name: string; label: string; requires_two_factor: boolean }[];
    expect(roles.find((role) => role.name === 'admin')?.requires_two_factor).toBe(false);
    expect(roles.find((role) => role.name === 'supervisors-too')?.label).not.toBe('Narrowed');
    // What is within the manager's grants stays theirs to change.
    expect((await t.call('PUT', '/api/roles/account-desk/two-factor', { token: desk.token, body: { required: false } })).statusCode).toBe(200);
    await t.database.db.execute(sql`update users set totp_secret = null, totp_enabled_at = null where id = ${chiefId}`);
  });

  it('forces the change after a password reset, and ends the user’s sessions', async () => {
    const { id, token: milan } = await readyUser('milan', 'supervisor');
    const reset = await t.call('POST', `/api/users/${id}/reset-password`, { token: admin, body: { password: 'Temporary-Pass-77' } });
    expect(reset.json().data).toMatchObject({ must_change_password: true });
    expect((await t.call('GET', '/api/auth/me', { token: milan })).statusCode).toBe(401);
    expect((await login('milan', TEST_PASSWORD)).statusCode).toBe(401);

    const temporary = await token('milan', 'Temporary-Pass-77');
    expect((await t.call('GET', '/api/vehicles', { token: temporary })).json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    await t.call('POST', '/api/auth/change-password', { token: temporary, body: { current_password: 'Temporary-Pass-77', new_password: 'Milan-Own-Pass-5' } });
    expect((await t.call('GET', '/api/vehicles', { token: temporary })).statusCode).toBe(200);
    expect((await login('milan', 'Milan-Own-Pass-5')).statusCode).toBe(200);
  });

  it('ends every other session of a user who changes the password, and throttles wrong current passwords', async () => {
    const { token: desk } = await readyUser('nora', 'viewer');
    const phone = await token('nora', TEST_PASSWORD);
    const office = await token('nora', TEST_PASSWORD);
    const changed = await t.call('POST', '/api/auth/change-password', { token: desk, body: { current_password: TEST_PASSWORD, new_password: 'Nora-New-Pass-8' } });
    expect(changed.statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: desk })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: phone })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token: office })).statusCode).toBe(401);
    const audit = (await auditRows('user', changed.json().user.id)).filter((row) => row.action === 'user.password_change').at(-1);
    expect(audit).toEqual({
      action: 'user.password_change',
      actor_username: 'nora',
      details: { before: { must_change_password: false }, after: { must_change_password: false }, sessions_ended: 2 },
    });

    const attempts = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      attempts.push((await t.call('POST', '/api/auth/change-password', { token: desk, body: { current_password: `Guess-${attempt}-abcdef`, new_password: 'Whatever-Pass-9' } })).statusCode);
    }
    expect(attempts).toEqual([400, 400, 400, 400, 429]);
  });

  it('writes every change to the audit trail with before and after, and never a password or its hash', async () => {
    await createRole('auditor', ['reports']);
    await t.call('PUT', '/api/roles/auditor', { token: admin, body: { name: 'auditor', label: 'Auditor', description: 'Reads reports', grants: ['reports', 'scale.documents.view'] } });
    const { id } = await createAccount('olaf', 'auditor');
    await t.call('PUT', `/api/users/${id}`, { token: admin, body: { name: 'Olaf Berg', role: 'viewer' } });
    await t.call('POST', `/api/users/${id}/deactivate`, { token: admin });
    await t.call('POST', `/api/users/${id}/reactivate`, { token: admin });
    await t.call('POST', `/api/users/${id}/reset-password`, { token: admin, body: { password: 'Temporary-Pass-77' } });
    await t.call('DELETE', '/api/roles/auditor', { token: admin });

    const account = { username: 'olaf', must_change_password: true };
    expect(await auditRows('user', id)).toEqual([
      { action: 'user.create', actor_username: 'chief', details: { before: null, after: { ...account, name: 'Name of olaf', role: 'auditor', active: true } } },
      {
        action: 'user.update',
        actor_username: 'chief',
        details: { before: { ...account, name: 'Name of olaf', role: 'auditor', active: true }, after: { ...account, name: 'Olaf Berg', role: 'viewer', active: true } },
      },
      {
        action: 'user.deactivate',
        actor_username: 'chief',
        details: { before: { ...account, name: 'Olaf Berg', role: 'viewer', active: true }, after: { ...account, name: 'Olaf Berg', role: 'viewer', active: false }, sessions_ended: 0 },
      },
      {
        action: 'user.reactivate',
        actor_username: 'chief',
        details: { before: { ...account, name: 'Olaf Berg', role: 'viewer', active: false }, after: { ...account, name: 'Olaf Berg', role: 'viewer', active: true } },
      },
      {
        action: 'user.password_reset',
        actor_username: 'chief',
        details: { before: { ...account, name: 'Olaf Berg', role: 'viewer', active: true }, after: { ...account, name: 'Olaf Berg', role: 'viewer', active: true }, sessions_ended: 0 },
      },
    ]);
    const roleRows = await auditRows('role', 'auditor');
    expect(roleRows.map((row) => row.action)).toEqual(['role.create', 'role.update', 'role.delete']);
    expect(roleRows[1]!.details).toMatchObject({
      before: { label: 'Label of auditor', description: null, grants: ['reports'] },
      after: { label: 'Auditor', description: 'Reads reports', grants: ['scale.documents.view', 'reports'] },
    });
    expect(roleRows[2]!.details).toMatchObject({ after: null });

    const everything = JSON.stringify(await queryRows(t.database.db, sql`select details from audit_log`));
    for (const secret of [FIRST_PASSWORD, TEST_PASSWORD, 'Temporary-Pass-77', '$argon2', 'password_hash', 'passwordHash']) expect(everything).not.toContain(secret);
  });

  it('copies the built-in roles from the contract at every start, undoing a change made in the database', async () => {
    await t.database.db.execute(sql`update roles set grants = '{settings}', label = 'Boss' where name = 'viewer'`);
    const restarted = await startTestAppOn(t);
    const viewer = await restarted.call('GET', '/api/roles', { token: admin });
    expect(viewer.json().data.find((role: { name: string }) => role.name === 'viewer')).toMatchObject({ label: 'Viewer', grants: normalGrants(ROLE_GRANTS.viewer) });
    const rows = await queryRows<{ details: { before: { grants: string[] }; after: { grants: string[] } } }>(
      t.database.db,
      sql`select details from audit_log where action = 'role.sync' and entity_id = 'viewer' order by id desc limit 1`,
    );
    expect(rows[0]!.details.before.grants).toEqual(['settings']);
    expect(rows[0]!.details.after.grants).toEqual(normalGrants(ROLE_GRANTS.viewer));
    await restarted.app.close();
  });
});

/** A second application on the same database, as a restart makes it. */
async function startTestAppOn(t: TestApp) {
  const { buildApp } = await import('../../app.js');
  const built = await buildApp({ config: t.config, database: t.database, clock: t.clock, logger: false });
  return {
    app: built.app,
    call: (method: string, url: string, options: { token?: string } = {}) =>
      built.app.inject({ method: method as 'GET', url, headers: options.token ? { authorization: `Bearer ${options.token}` } : {} }),
  };
}
