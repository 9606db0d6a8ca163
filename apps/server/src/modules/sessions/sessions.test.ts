import { type ActiveSession, SESSION_MESSAGES } from '@weighbridge/contract/sessions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.js';
import { createUser } from '../users/service.js';

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME_ON_ANDROID = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const SCALE_HOUSE = '203.0.113.9';
const SITE_OFFICE = '198.51.100.7';

describe.each(ENGINES)('active sessions on the %s engine', (engine) => {
  let t: TestApp;
  let admin: string;

  beforeEach(async () => {
    t = await startTestApp(engine);
    admin = await t.signInAs('admin', 'security-admin');
    await createUser(t.database.db, { username: 'jana', name: 'Jana Novak', role: 'operator', password: TEST_PASSWORD });
    await createUser(t.database.db, { username: 'marko', name: 'Marko Horvat', role: 'viewer', password: TEST_PASSWORD });
  });
  afterEach(async () => t.close());

  async function signIn(username: string, userAgent: string, remoteAddress: string): Promise<string> {
    const answer = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: TEST_PASSWORD }, headers: { 'user-agent': userAgent }, remoteAddress });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().token;
  }

  async function list(url: string, token: string): Promise<ActiveSession[]> {
    const answer = await t.call('GET', url, { token });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  }

  it('lists every active session with its user, browser and address, the last used first', async () => {
    t.clock.advance(60_000);
    const janaAtScale = await signIn('jana', FIREFOX_ON_WINDOWS, SCALE_HOUSE);
    t.clock.advance(60_000);
    await signIn('marko', CHROME_ON_ANDROID, SITE_OFFICE);
    t.clock.advance(120_000);
    // Jana's session is used again: it moves up past Marko's.
    expect((await t.call('GET', '/api/auth/me', { token: janaAtScale })).statusCode).toBe(200);

    const sessions = await list('/api/sessions', admin);
    const now = t.clock.now().getTime();
    expect(sessions.map(({ id: _id, userId: _userId, ...rest }) => rest)).toEqual([
      {
        username: 'jana',
        name: 'Jana Novak',
        signedInAt: new Date(now - 180_000).toISOString(),
        lastUsedAt: new Date(now).toISOString(),
        clientAddress: SCALE_HOUSE,
        browser: 'Firefox on Windows',
        current: false,
      },
      // The administrator's own, used by this very request.
      expect.objectContaining({ username: 'security-admin', current: true, lastUsedAt: new Date(now).toISOString(), clientAddress: '127.0.0.1', browser: 'lightMyRequest' }),
      {
        username: 'marko',
        name: 'Marko Horvat',
        signedInAt: new Date(now - 120_000).toISOString(),
        lastUsedAt: new Date(now - 120_000).toISOString(),
        clientAddress: SITE_OFFICE,
        browser: 'Chrome on Android',
        current: false,
      },
    ]);
  });

  it('refuses an ended session’s token at its next request, and records who ended it', async () => {
    const jana = await signIn('jana', FIREFOX_ON_WINDOWS, SCALE_HOUSE);
    const [session] = (await list('/api/sessions', admin)).filter((one) => one.username === 'jana');

    const ended = await t.call('DELETE', `/api/sessions/${session!.id}`, { token: admin });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ message: SESSION_MESSAGES.ended });
    expect((await t.call('GET', '/api/auth/me', { token: jana })).statusCode).toBe(401);
    expect((await list('/api/sessions', admin)).map((one) => one.username)).toEqual(['security-admin']);

    const again = await t.call('DELETE', `/api/sessions/${session!.id}`, { token: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(SESSION_MESSAGES.notFound);
    expect((await t.call('DELETE', '/api/sessions/999999', { token: admin })).statusCode).toBe(404);

    const trail = await t.call('GET', '/api/audit-log?action=session.end', { token: admin });
    expect(trail.json().data).toEqual([
      expect.objectContaining({
        username: 'security-admin',
        outcome: 'success',
        recordType: 'session',
        recordId: String(session!.id),
        details: { before: { username: 'jana', signed_in_at: session!.signedInAt, client_address: SCALE_HOUSE, browser: 'Firefox on Windows' }, after: null },
      }),
    ]);
  });

  it('shows a user only their own sessions, this one marked, and lets them end another of their own', async () => {
    const janaAtScale = await signIn('jana', FIREFOX_ON_WINDOWS, SCALE_HOUSE);
    const janaOnPhone = await signIn('jana', CHROME_ON_ANDROID, SITE_OFFICE);
    await signIn('marko', CHROME_ON_ANDROID, SITE_OFFICE);

    const own = await list('/api/auth/sessions', janaAtScale);
    expect(own.map((one) => `${one.username} ${one.browser} ${one.current}`).sort()).toEqual(['jana Chrome on Android false', 'jana Firefox on Windows true']);
    const phone = own.find((one) => !one.current)!;

    expect((await t.call('DELETE', `/api/auth/sessions/${phone.id}`, { token: janaAtScale })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: janaOnPhone })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token: janaAtScale })).statusCode).toBe(200);
  });

  it('answers 404 to a user ending someone else’s session through their own, and that session goes on', async () => {
    const jana = await signIn('jana', FIREFOX_ON_WINDOWS, SCALE_HOUSE);
    const marko = await signIn('marko', CHROME_ON_ANDROID, SITE_OFFICE);
    const [markoSession] = await list('/api/auth/sessions', marko);

    const refused = await t.call('DELETE', `/api/auth/sessions/${markoSession!.id}`, { token: jana });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe(SESSION_MESSAGES.notFound);
    expect((await t.call('GET', '/api/auth/me', { token: marko })).statusCode).toBe(200);
  });

  it('leaves out the sessions that have gone idle', async () => {
    await signIn('jana', FIREFOX_ON_WINDOWS, SCALE_HOUSE);
    t.clock.advance(t.config.sessionIdleMs);
    const fresh = await t.signInAs('admin', 'second-admin');
    expect((await list('/api/sessions', fresh)).map((one) => one.username)).toEqual(['second-admin']);
  });
});
