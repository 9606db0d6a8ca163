/**
 * Unlocking sign-ins by a manager below the administrators: the username of an account whose role holds
 * a grant the manager lacks stays locked, refused as a password reset is; an address, and a username no
 * account has, are no account of anyone and may be unlocked.
 */
import type { SignInLockout } from '@weighbridge/contract/sign-in-lockouts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.js';

/** The password reset's refusal of an account beyond the manager's grants. */
const BEYOND_GRANTS = [403, { error: 'You cannot grant permissions that you do not hold yourself', code: 'FORBIDDEN' }];
/** The address each lockout is made from, apart from the test's own calls from 127.0.0.1. */
const TRUCK_OFFICE = '203.0.113.9';
const SCALE_HOUSE = '198.51.100.7';

describe.each(ENGINES)('unlocking another user’s sign-in on the %s engine', (engine) => {
  let t: TestApp;
  let chief: string;
  /** Sasha unlocks sign-ins and sees the dashboard: less than an administrator. */
  let sasha: string;

  beforeEach(async () => {
    t = await startTestApp(engine, { LOGIN_MAX_FAILURES_PER_USERNAME: '3', LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '6' });
    chief = await t.signInAs('admin', 'chief');
    for (const [name, grants] of [['security-desk', ['settings.security', 'scale.dashboard']], ['gate-clerk', ['scale.dashboard']]] as const) {
      const created = await t.call('POST', '/api/roles', { token: chief, body: { name, label: name, grants } });
      expect(created.statusCode, created.body).toBe(201);
    }
    sasha = await t.signInAs('security-desk', 'sasha');
    await t.signInAs('gate-clerk', 'gil');
  });
  afterEach(async () => t.close());

  const signIn = (username: string, password: string, remoteAddress = TRUCK_OFFICE) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });
  async function lockOut(username: string) {
    for (let i = 0; i < 3; i++) expect((await signIn(username, 'wrong-password')).statusCode).toBe(401);
    expect((await signIn(username, TEST_PASSWORD)).statusCode).toBe(429);
  }
  const unlockBySasha = (scope: string, subject: string) => t.call('POST', '/api/sign-in-lockouts/unlock', { token: sasha, body: { scope, subject } });
  async function lockedOut(): Promise<string[]> {
    const answer = await t.call('GET', '/api/sign-in-lockouts', { token: sasha });
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json().data as SignInLockout[]).filter((one) => one.lockedOut).map((one) => `${one.scope} ${one.subject}`);
  }
  const unlocksRecorded = async () => (await t.call('GET', '/api/audit-log?action=sign_in_lockout.unlock', { token: chief })).json().data as unknown[];

  it('refuses to unlock an administrator’s username, in any case, as a password reset is refused; it stays locked', async () => {
    await lockOut('chief');
    for (const subject of ['chief', 'CHIEF']) {
      const refused = await unlockBySasha('username', subject);
      expect([refused.statusCode, refused.json()]).toEqual(BEYOND_GRANTS);
    }
    expect(await lockedOut()).toContain('username chief');
    expect((await signIn('chief', TEST_PASSWORD, SCALE_HOUSE)).statusCode).toBe(429);
    expect(await unlocksRecorded()).toEqual([]);
  });

  it('unlocks the username of an account within the manager’s grants, which then signs in', async () => {
    await lockOut('gil');
    const unlocked = await unlockBySasha('username', 'gil');
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(await lockedOut()).not.toContain('username gil');
    expect((await signIn('gil', TEST_PASSWORD, SCALE_HOUSE)).statusCode).toBe(200);
  });

  it('unlocks an address an administrator signs in from, and a username no account has', async () => {
    for (let i = 0; i < 6; i++) await signIn(i === 0 ? 'nobody' : `guess-${i}`, 'wrong-password', SCALE_HOUSE);
    expect(await lockedOut()).toEqual([`address ${SCALE_HOUSE}`]);

    expect((await unlockBySasha('address', SCALE_HOUSE)).statusCode).toBe(200);
    expect((await signIn('chief', TEST_PASSWORD, SCALE_HOUSE)).statusCode).toBe(200);
    expect((await unlockBySasha('username', 'nobody')).statusCode).toBe(200);
    expect(await unlocksRecorded()).toHaveLength(2);
  });
});
