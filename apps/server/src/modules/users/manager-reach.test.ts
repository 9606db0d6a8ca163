/**
 * A user manager below the administrators, route by route: a change to an account or a role that holds a
 * grant the manager lacks is refused as the password reset refuses it, and leaves it as it was; the same
 * change to an account or a role within the manager's grants goes through.
 */
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.js';

/** The password reset's refusal: every other change beyond the manager's grants answers the same. */
const BEYOND_GRANTS = [403, { error: 'You cannot grant permissions that you do not hold yourself', code: 'FORBIDDEN' }];
const answerOf = (response: LightMyRequestResponse) => [response.statusCode, response.json()];

describe.each(ENGINES)('a user manager below the administrators on the %s engine', (engine) => {
  let t: TestApp;
  let chief: { id: number; token: string };
  /** Dora holds the users page and a little of the scale module: less than an administrator. */
  let dora: string;
  /** Gil's role holds only the dashboard, which Dora holds too. */
  let gil: { id: number; token: string };

  beforeEach(async () => {
    t = await startTestApp(engine);
    chief = await signedIn('admin', 'chief');
    await createRole('account-desk', ['settings.users', 'scale.dashboard', 'scale.documents.view']);
    await createRole('gate-clerk', ['scale.dashboard']);
    dora = (await signedIn('account-desk', 'dora')).token;
    gil = await signedIn('gate-clerk', 'gil');
  });
  afterEach(async () => t.close());

  async function signedIn(role: string, username: string) {
    const token = await t.signInAs(role, username);
    const me = await t.call('GET', '/api/auth/me', { token });
    return { id: me.json().user.id as number, token };
  }
  async function createRole(name: string, grants: string[]) {
    const answer = await t.call('POST', '/api/roles', { token: chief.token, body: { name, label: `Label of ${name}`, grants } });
    expect(answer.statusCode, answer.body).toBe(201);
  }
  const byDora = (method: string, url: string, body?: object) => t.call(method, url, { token: dora, body });
  const stillSignedIn = async (token: string) => (await t.call('GET', '/api/auth/me', { token })).statusCode;
  async function account(id: number) {
    const list = (await t.call('GET', '/api/users', { token: chief.token })).json().data as { id: number; name: string; role: string; active: boolean }[];
    return list.find((one) => one.id === id);
  }
  async function role(name: string) {
    const list = (await t.call('GET', '/api/roles', { token: chief.token })).json().data as { name: string; label: string; grants: string[]; requires_two_factor: boolean }[];
    return list.find((one) => one.name === name);
  }

  it('refuses to reset an administrator’s password, which still signs in; resets a gate clerk’s', async () => {
    expect(answerOf(await byDora('POST', `/api/users/${chief.id}/reset-password`, { password: 'Taken-Over-123' }))).toEqual(BEYOND_GRANTS);
    expect(await stillSignedIn(chief.token)).toBe(200);
    expect((await t.call('POST', '/api/auth/login', { body: { username: 'chief', password: 'Taken-Over-123' } })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/auth/login', { body: { username: 'chief', password: TEST_PASSWORD } })).statusCode).toBe(200);

    expect((await byDora('POST', `/api/users/${gil.id}/reset-password`, { password: 'Temporary-Pass-77' })).statusCode).toBe(200);
    expect(await stillSignedIn(gil.token)).toBe(401);
  });

  it('refuses to rename an administrator or to give anyone the Admin role; renames a gate clerk', async () => {
    expect(answerOf(await byDora('PUT', `/api/users/${chief.id}`, { name: 'Renamed Chief', role: 'admin' }))).toEqual(BEYOND_GRANTS);
    expect(answerOf(await byDora('PUT', `/api/users/${gil.id}`, { name: 'Gil', role: 'admin' }))).toEqual(BEYOND_GRANTS);
    expect(await account(chief.id)).toMatchObject({ name: 'Test admin', role: 'admin' });
    expect(await account(gil.id)).toMatchObject({ name: 'Test gate-clerk', role: 'gate-clerk' });

    expect((await byDora('PUT', `/api/users/${gil.id}`, { name: 'Gil at the Gate', role: 'gate-clerk' })).statusCode).toBe(200);
    expect(await account(gil.id)).toMatchObject({ name: 'Gil at the Gate', role: 'gate-clerk' });
  });

  it('refuses to deactivate an administrator, who stays signed in; deactivates a gate clerk', async () => {
    expect(answerOf(await byDora('POST', `/api/users/${chief.id}/deactivate`))).toEqual(BEYOND_GRANTS);
    expect(await stillSignedIn(chief.token)).toBe(200);
    expect(await account(chief.id)).toMatchObject({ active: true });

    expect((await byDora('POST', `/api/users/${gil.id}/deactivate`)).statusCode).toBe(200);
    expect(await stillSignedIn(gil.token)).toBe(401);
  });

  it('refuses to reactivate an administrator; reactivates a gate clerk', async () => {
    const second = await signedIn('admin', 'second-admin');
    for (const id of [second.id, gil.id]) expect((await t.call('POST', `/api/users/${id}/deactivate`, { token: chief.token })).statusCode).toBe(200);

    expect(answerOf(await byDora('POST', `/api/users/${second.id}/reactivate`))).toEqual(BEYOND_GRANTS);
    expect(await account(second.id)).toMatchObject({ active: false });
    expect((await byDora('POST', `/api/users/${gil.id}/reactivate`)).statusCode).toBe(200);
    expect(await account(gil.id)).toMatchObject({ active: true });
  });

  it('refuses to turn off an administrator’s two-factor sign-in; turns off a gate clerk’s', async () => {
    const twoFactorOn = async (id: number) => {
      const [row] = await queryRows<{ on: boolean }>(t.database.db, sql`select totp_enabled_at is not null as on from users where id = ${id}`);
      return row!.on;
    };
    for (const id of [chief.id, gil.id]) {
      await t.database.db.execute(sql`update users set totp_secret = 'JBSWY3DPEHPK3PXP', totp_enabled_at = now() where id = ${id}`);
    }

    expect(answerOf(await byDora('DELETE', `/api/users/${chief.id}/two-factor`))).toEqual(BEYOND_GRANTS);
    expect(await twoFactorOn(chief.id)).toBe(true);
    expect(await stillSignedIn(chief.token)).toBe(200);
    expect((await byDora('DELETE', `/api/users/${gil.id}/two-factor`)).statusCode).toBe(200);
    expect(await twoFactorOn(gil.id)).toBe(false);
  });

  it('refuses to create a role beyond its own grants; creates one within them', async () => {
    expect(answerOf(await byDora('POST', '/api/roles', { name: 'wider', label: 'Wider', grants: ['scale.documents'] }))).toEqual(BEYOND_GRANTS);
    expect(await role('wider')).toBeUndefined();
    expect((await byDora('POST', '/api/roles', { name: 'narrow', label: 'Narrow', grants: ['scale.documents.view'] })).statusCode).toBe(201);
  });

  it('refuses to change or delete a role holding more than it does, or to widen one; changes and deletes one within its grants', async () => {
    await createRole('weighers', ['scale.weighing']);
    expect(answerOf(await byDora('PUT', '/api/roles/weighers', { name: 'weighers', label: 'Narrowed', grants: ['scale.dashboard'] }))).toEqual(BEYOND_GRANTS);
    expect(answerOf(await byDora('DELETE', '/api/roles/weighers'))).toEqual(BEYOND_GRANTS);
    expect(answerOf(await byDora('PUT', '/api/roles/gate-clerk', { name: 'gate-clerk', label: 'Gate', grants: ['scale.dashboard', 'scale.weighing'] }))).toEqual(BEYOND_GRANTS);
    expect(await role('weighers')).toMatchObject({ label: 'Label of weighers', grants: ['scale.weighing'] });
    expect(await role('gate-clerk')).toMatchObject({ label: 'Label of gate-clerk', grants: ['scale.dashboard'] });

    expect((await byDora('PUT', '/api/roles/gate-clerk', { name: 'gate-clerk', label: 'Gate', grants: ['scale.dashboard'] })).statusCode).toBe(200);
    expect(await role('gate-clerk')).toMatchObject({ label: 'Gate' });
    await createRole('spare-desk', ['scale.dashboard']);
    expect((await byDora('DELETE', '/api/roles/spare-desk')).statusCode).toBe(200);
    expect(await role('spare-desk')).toBeUndefined();
  });

  it('refuses to require a second factor of the administrators; requires it of the gate clerks', async () => {
    expect(answerOf(await byDora('PUT', '/api/roles/admin/two-factor', { required: true }))).toEqual(BEYOND_GRANTS);
    expect(await role('admin')).toMatchObject({ requires_two_factor: false });
    expect(await stillSignedIn(chief.token)).toBe(200);

    expect((await byDora('PUT', '/api/roles/gate-clerk/two-factor', { required: true })).statusCode).toBe(200);
    expect(await role('gate-clerk')).toMatchObject({ requires_two_factor: true });
  });
});
