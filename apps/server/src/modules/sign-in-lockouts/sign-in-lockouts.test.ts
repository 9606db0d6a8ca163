import { LOCKOUT_MESSAGES, type SignInLockout } from '@weighbridge/contract/sign-in-lockouts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countThrottledAttempt } from '../../db/throttle-counts.js';
import { ENGINES } from '../../test/engines.js';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.js';
import { createUser } from '../users/service.js';

const WINDOW_MS = 15 * 60_000;
/** An address of its own for the signing in under test, so the administrator's calls from 127.0.0.1 count apart. */
const TRUCK_OFFICE = '203.0.113.9';

describe.each(ENGINES)('locked-out sign-ins on the %s engine', (engine) => {
  let t: TestApp;
  let admin: string;

  beforeEach(async () => {
    t = await startTestApp(engine, { LOGIN_MAX_FAILURES_PER_USERNAME: '3', LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '6' });
    admin = await t.signInAs('admin', 'security-admin');
    await createUser(t.database.db, { username: 'Jana', name: 'Jana Novak', role: 'operator', password: TEST_PASSWORD });
  });
  afterEach(async () => t.close());

  const signIn = (username: string, password: string, remoteAddress = TRUCK_OFFICE) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

  async function lockouts(): Promise<SignInLockout[]> {
    const answer = await t.call('GET', '/api/sign-in-lockouts', { token: admin });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  }

  const unlock = (scope: string, subject: string) => t.call('POST', '/api/sign-in-lockouts/unlock', { token: admin, body: { scope, subject } });

  it('lists a username locked by failed sign-ins; after Unlock it signs in at once, and the unlock is in the trail', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn('jana', 'wrong-password')).statusCode).toBe(401);
    expect((await signIn('Jana', TEST_PASSWORD)).statusCode).toBe(429);

    const clearsAt = new Date(t.clock.now().getTime() + WINDOW_MS).toISOString();
    expect(await lockouts()).toEqual([
      { scope: 'username', subject: 'jana', attempts: 3, limit: 3, lockedOut: true, clearsAt },
      // Four attempts from the office: the three failures and the refused one; two more and it is locked too.
      { scope: 'address', subject: TRUCK_OFFICE, attempts: 4, limit: 6, lockedOut: false, clearsAt },
      { scope: 'address', subject: '127.0.0.1', attempts: 1, limit: 6, lockedOut: false, clearsAt },
    ]);

    const answer = await unlock('username', 'Jana');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ message: LOCKOUT_MESSAGES.unlocked('username', 'jana') });
    expect((await lockouts()).map((entry) => entry.subject)).not.toContain('jana');
    expect((await signIn('Jana', TEST_PASSWORD)).statusCode).toBe(200);

    const trail = await t.call('GET', '/api/audit-log?action=sign_in_lockout.unlock', { token: admin });
    expect(trail.json().data).toEqual([
      expect.objectContaining({
        username: 'security-admin',
        outcome: 'success',
        recordType: 'sign_in_lockout',
        recordId: 'username:jana',
        clientAddress: '127.0.0.1',
        details: { before: { scope: 'username', subject: 'jana', attempts: 3, clearsAt }, after: null },
      }),
    ]);
  });

  it('lists an address locked by attempts; after Unlock a sign-in from it goes through', async () => {
    for (let i = 0; i < 6; i++) await signIn(`guess-${i}`, 'wrong-password');
    expect((await signIn('Jana', TEST_PASSWORD)).statusCode).toBe(429);
    const office = (await lockouts()).find((entry) => entry.subject === TRUCK_OFFICE);
    expect(office).toMatchObject({ scope: 'address', lockedOut: true, limit: 6 });

    expect((await unlock('address', TRUCK_OFFICE)).statusCode).toBe(200);
    expect((await signIn('Jana', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('lists the locked out first, leaves out the ticket lookups and the counts whose window has ended', async () => {
    await countThrottledAttempt(t.database.db, { scope: 'verify', subject: TRUCK_OFFICE }, t.clock.now(), WINDOW_MS);
    await signIn('marko', 'wrong-password', '198.51.100.7');
    for (let i = 0; i < 3; i++) await signIn('jana', 'wrong-password');
    expect((await lockouts()).map((entry) => `${entry.scope} ${entry.subject} ${entry.lockedOut}`)).toEqual([
      'username jana true',
      'address 203.0.113.9 false',
      'address 127.0.0.1 false',
      'address 198.51.100.7 false',
      'username marko false',
    ]);
    t.clock.advance(WINDOW_MS);
    expect(await lockouts()).toEqual([]);
  });

  it('answers 404 for an entry with nothing counted, and changes nothing', async () => {
    const answer = await unlock('username', 'nobody');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error).toBe(LOCKOUT_MESSAGES.notCounted);
    const trail = await t.call('GET', '/api/audit-log?action=sign_in_lockout.unlock', { token: admin });
    expect(trail.json().data).toEqual([]);
  });

  it('names the field of a bad unlock', async () => {
    const answer = await unlock('verify', '127.0.0.1');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe("Kind must be 'username' or 'address'");
  });
});
