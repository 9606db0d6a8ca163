/**
 * Ending someone else's session from Settings / Security, by a manager below the administrators: an
 * account whose role holds a grant the manager lacks keeps its sessions, refused as a password reset is.
 */
import type { ActiveSession } from '@weighbridge/contract/sessions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.js';

/** The password reset's refusal of an account beyond the manager's grants. */
const BEYOND_GRANTS = [403, { error: 'You cannot grant permissions that you do not hold yourself', code: 'FORBIDDEN' }];

describe.each(ENGINES)('ending another user’s session on the %s engine', (engine) => {
  let t: TestApp;
  let chief: string;
  /** Sasha ends sessions and unlocks sign-ins, and sees the dashboard: less than an administrator. */
  let sasha: string;
  /** Gil's role holds only the dashboard, which Sasha holds too. */
  let gil: string;

  beforeEach(async () => {
    t = await startTestApp(engine);
    chief = await t.signInAs('admin', 'chief');
    for (const [name, grants] of [['security-desk', ['settings.security', 'scale.dashboard']], ['gate-clerk', ['scale.dashboard']]] as const) {
      const created = await t.call('POST', '/api/roles', { token: chief, body: { name, label: name, grants } });
      expect(created.statusCode, created.body).toBe(201);
    }
    sasha = await t.signInAs('security-desk', 'sasha');
    gil = await t.signInAs('gate-clerk', 'gil');
  });
  afterEach(async () => t.close());

  async function sessions(): Promise<ActiveSession[]> {
    const answer = await t.call('GET', '/api/sessions', { token: sasha });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  }
  const sessionIdOf = async (username: string) => (await sessions()).find((one) => one.username === username && !one.current)!.id;
  const endBySasha = (id: number) => t.call('DELETE', `/api/sessions/${id}`, { token: sasha });
  const stillSignedIn = async (token: string) => (await t.call('GET', '/api/auth/me', { token })).statusCode;
  const endingsRecorded = async () => (await t.call('GET', '/api/audit-log?action=session.end', { token: chief })).json().data as { username: string }[];

  it('refuses to end an administrator’s session as a password reset is refused; the administrator stays signed in', async () => {
    const id = await sessionIdOf('chief');
    const refused = await endBySasha(id);
    expect([refused.statusCode, refused.json()]).toEqual(BEYOND_GRANTS);
    expect(await stillSignedIn(chief)).toBe(200);
    expect((await sessions()).map((one) => one.id)).toContain(id);
    expect(await endingsRecorded()).toEqual([]);
  });

  it('ends the session of an account within the manager’s grants', async () => {
    const ended = await endBySasha(await sessionIdOf('gil'));
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await stillSignedIn(gil)).toBe(401);
    expect(await endingsRecorded()).toEqual([expect.objectContaining({ username: 'sasha' })]);
  });

  it('lets the manager end another session of their own there', async () => {
    const signedIn = await t.call('POST', '/api/auth/login', { body: { username: 'sasha', password: TEST_PASSWORD } });
    const phone = signedIn.json().token as string;
    expect((await endBySasha(await sessionIdOf('sasha'))).statusCode).toBe(200);
    expect(await stillSignedIn(phone)).toBe(401);
    expect(await stillSignedIn(sasha)).toBe(200);
  });
});
