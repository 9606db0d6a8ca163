import { MESSAGES } from '@weighbridge/contract/messages';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/database.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.js';
import { createUser } from '../users/service.js';
import { hashToken } from '../../lib/tokens.js';
import { findLiveSession } from './repository.js';

describe.each(ENGINES)('sign-in and sessions on the %s engine', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(engine, { LOGIN_MAX_FAILURES_PER_USERNAME: '3', LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '8' });
    await createUser(t.database.db, { username: 'Jana', name: 'Jana Novak', role: 'operator', password: TEST_PASSWORD });
  });
  afterEach(async () => t.close());

  const login = (username: string, password: string) => t.call('POST', '/api/auth/login', { body: { username, password } });

  it('signs in with the right password and answers a token and the user', async () => {
    const response = await login('jana', TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({ id: expect.any(Number), username: 'Jana', name: 'Jana Novak', role: 'operator', role_label: 'Operator', must_change_password: false, two_factor_enabled: false, two_factor_setup_required: false });
    expect(Buffer.from(body.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const me = await t.call('GET', '/api/auth/me', { token: body.token });
    expect(me.json()).toEqual({ user: body.user });
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const wrong = await login('jana', 'not-the-password');
    const unknown = await login('nobody', TEST_PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid username or password', code: 'UNAUTHORIZED' });
    expect(unknown.json()).toEqual({ error: 'Invalid username or password', code: 'UNAUTHORIZED' });
  });

  it('keeps only a hash of the token in the database', async () => {
    const { token } = (await login('jana', TEST_PASSWORD)).json();
    const rows = await queryRows(t.database.db, sql`select token_hash from sessions`);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('reads no password hash or second-factor secret when it checks a token', async () => {
    const { token } = (await login('jana', TEST_PASSWORD)).json();
    const found = await findLiveSession(t.database.db, hashToken(token));
    expect(found?.user.username).toBe('Jana');
    expect(Object.keys(found!.user).sort()).toEqual(['id', 'mustChangePassword', 'name', 'role', 'totpEnabledAt', 'username']);
    expect(Object.keys(found!.session).sort()).toEqual(['expiresAt', 'id', 'lastSeenAt']);
  });

  it('refuses API calls without a valid token', async () => {
    for (const token of [undefined, 'made-up-token']) {
      const response = await t.call('GET', '/api/auth/me', token ? { token } : {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: MESSAGES.authenticationRequired, code: 'UNAUTHORIZED' });
    }
    expect((await t.call('GET', '/api/no-such-route')).statusCode).toBe(401);
  });

  it('answers 404 for an unknown API path once signed in', async () => {
    const { token } = (await login('jana', TEST_PASSWORD)).json();
    const response = await t.call('GET', '/api/no-such-route', { token });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  it('revokes the token on logout', async () => {
    const { token } = (await login('jana', TEST_PASSWORD)).json();
    expect((await t.call('POST', '/api/auth/logout', { token })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token })).statusCode).toBe(401);
  });

  it('ends a session after the idle timeout, and keeps it while it is used', async () => {
    const { token } = (await login('jana', TEST_PASSWORD)).json();
    t.clock.advance(11 * 3_600_000);
    expect((await t.call('GET', '/api/auth/me', { token })).statusCode).toBe(200);
    t.clock.advance(11 * 3_600_000);
    expect((await t.call('GET', '/api/auth/me', { token })).statusCode).toBe(200);
    t.clock.advance(12 * 3_600_000 + 1000);
    expect((await t.call('GET', '/api/auth/me', { token })).statusCode).toBe(401);
  });

  it('ends a session at its absolute lifetime however much it is used', async () => {
    const { token } = (await login('jana', TEST_PASSWORD)).json();
    for (let hour = 0; hour < 7 * 24; hour += 10) {
      t.clock.advance(10 * 3_600_000);
      const status = (await t.call('GET', '/api/auth/me', { token })).statusCode;
      if (hour + 10 < 7 * 24) expect(status).toBe(200);
      else expect(status).toBe(401);
    }
  });

  it('throttles repeated failures for a username with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await login('jana', 'wrong-password')).statusCode).toBe(401);
    const throttled = await login('jana', TEST_PASSWORD);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ error: 'Too many login attempts. Please try again later.', code: 'TOO_MANY_REQUESTS' });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(throttled.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('clears a username’s failures on a successful sign-in', async () => {
    for (let i = 0; i < 2; i++) await login('jana', 'wrong-password');
    expect((await login('jana', TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await login('jana', 'wrong-password')).statusCode).toBe(401);
  });

  it('throttles many attempts from one address whatever the usernames', async () => {
    for (let i = 0; i < 8; i++) expect((await login(`someone-${i}`, 'wrong-password')).statusCode).toBe(401);
    expect((await login('another', 'wrong-password')).statusCode).toBe(429);
  });

  it('refuses sign-in for a deactivated user and ends their sessions', async () => {
    const { token } = (await login('jana', TEST_PASSWORD)).json();
    await t.database.db.execute(sql`update users set active = false where username = 'Jana'`);
    expect((await t.call('GET', '/api/auth/me', { token })).statusCode).toBe(401);
    expect((await login('jana', TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('writes sign-ins, failures and sign-outs to the audit trail with the client address', async () => {
    await login('jana', 'wrong-password');
    const { token } = (await login('jana', TEST_PASSWORD)).json();
    await t.call('POST', '/api/auth/logout', { token });
    const rows = await queryRows(t.database.db, 
      sql`select action, outcome, actor_username, client_address from audit_log where action like 'auth.%' order by id`,
    );
    expect(rows).toEqual([
      { action: 'auth.login', outcome: 'failure', actor_username: 'jana', client_address: '127.0.0.1' },
      { action: 'auth.login', outcome: 'success', actor_username: 'Jana', client_address: '127.0.0.1' },
      { action: 'auth.logout', outcome: 'success', actor_username: 'Jana', client_address: '127.0.0.1' },
    ]);
  });

  it('names the field of an invalid sign-in request', async () => {
    const missing = await t.call('POST', '/api/auth/login', { body: { username: 'jana' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'Password is required', code: 'BAD_REQUEST' });
    const blank = await t.call('POST', '/api/auth/login', { body: { username: '  ', password: 'x' } });
    expect(blank.json()).toEqual({ error: 'Username is required', code: 'BAD_REQUEST' });
    const extra = await t.call('POST', '/api/auth/login', { body: { username: 'jana', password: 'x', admin: true } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toMatch(/admin/);
  });
});
