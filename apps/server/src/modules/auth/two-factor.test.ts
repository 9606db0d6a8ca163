import { MESSAGES } from '@weighbridge/contract/messages';
import { TWO_FACTOR_MESSAGES } from '@weighbridge/contract/two-factor';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { totpCodeAt } from '../../lib/totp.js';
import { ENGINES } from '../../test/engines.js';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.js';
import { createUser } from '../users/service.js';

describe.each(ENGINES)('two-factor sign-in on the %s engine', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(engine, { LOGIN_MAX_FAILURES_PER_USERNAME: '3', LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '100', SITE_NAME: 'Kamnolom Črni Vrh' });
    await createUser(t.database.db, { username: 'jana', name: 'Jana Novak', role: 'operator', password: TEST_PASSWORD });
  });
  afterEach(async () => t.close());

  const login = (username = 'jana', password = TEST_PASSWORD) => t.call('POST', '/api/auth/login', { body: { username, password } });
  const signIn = async () => (await login()).json().token as string;
  const withCode = (challenge: string, code: string) => t.call('POST', '/api/auth/login/code', { body: { challenge, code } });
  const challenge = async () => {
    const answer = await login();
    expect(answer.statusCode).toBe(200);
    expect(answer.json().token).toBeUndefined();
    return answer.json().two_factor.challenge as string;
  };
  const nextStep = () => t.clock.advance(30_000);

  /** Turns it on for the session's user as the page does; answers the secret and the recovery codes. */
  async function turnOn(token: string) {
    const setup = await t.call('POST', '/api/auth/two-factor/setup', { token });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json();
    const enabled = await t.call('POST', '/api/auth/two-factor/enable', { token, body: { code: totpCodeAt(secret, t.clock.now()) } });
    expect(enabled.statusCode).toBe(200);
    return { secret: secret as string, recoveryCodes: enabled.json().recovery_codes as string[] };
  }

  it('sets up with a QR code of the otpauth address and turns on with the first code', async () => {
    const token = await signIn();
    expect((await t.call('GET', '/api/auth/two-factor', { token })).json()).toEqual({ enabled: false, enabled_at: null, required: false, recovery_codes_left: 0 });
    const setup = (await t.call('POST', '/api/auth/two-factor/setup', { token })).json();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(setup.otpauth_url);
    expect(url.searchParams.get('secret')).toBe(setup.secret);
    expect(url.searchParams.get('issuer')).toBe('Kamnolom Črni Vrh');
    expect(setup.qr_svg).toMatch(/^<svg[^>]*>.*<\/svg>$/s);

    const wrong = await t.call('POST', '/api/auth/two-factor/enable', { token, body: { code: '000000' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: MESSAGES.invalidSignInCode, code: 'BAD_REQUEST' });
    const notDigits = await t.call('POST', '/api/auth/two-factor/enable', { token, body: { code: 'abcdef' } });
    expect(notDigits.json().error).toBe('Code must be the six digits the app shows');

    const enabled = await t.call('POST', '/api/auth/two-factor/enable', { token, body: { code: totpCodeAt(setup.secret, t.clock.now()) } });
    expect(enabled.statusCode).toBe(200);
    const { recovery_codes, user, message } = enabled.json();
    expect(message).toBe(TWO_FACTOR_MESSAGES.enabled);
    expect(user.two_factor_enabled).toBe(true);
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    for (const code of recovery_codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const status = (await t.call('GET', '/api/auth/two-factor', { token })).json();
    expect(status).toMatchObject({ enabled: true, required: false, recovery_codes_left: 10 });
    expect((await t.call('POST', '/api/auth/two-factor/setup', { token })).json()).toEqual({ error: TWO_FACTOR_MESSAGES.alreadyOn, code: 'CONFLICT' });
  });

  it('keeps only hashes of the recovery codes and never shows the secret again', async () => {
    const token = await signIn();
    const { secret, recoveryCodes } = await turnOn(token);
    const stored = JSON.stringify(await queryRows(t.database.db, sql`select code_hash from recovery_codes`));
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace(/-/g, ''));
    }
    const answers = [await t.call('GET', '/api/auth/two-factor', { token }), await t.call('GET', '/api/auth/me', { token })];
    for (const answer of answers) expect(answer.body).not.toContain(secret);
    const audit = JSON.stringify(await queryRows(t.database.db, sql`select details from audit_log`));
    expect(audit).not.toContain(secret);
    for (const code of recoveryCodes) expect(audit).not.toContain(code);
  });

  it('ends the other sessions when it is turned on', async () => {
    const other = await signIn();
    const token = await signIn();
    await turnOn(token);
    expect((await t.call('GET', '/api/auth/me', { token: other })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token })).statusCode).toBe(200);
  });

  it('asks for the code after the password and signs in with it once (fixed secret, fixed clock)', async () => {
    const { secret } = await turnOn(await signIn());
    // The code that turned it on was taken: the same code cannot sign in.
    const first = await challenge();
    const reused = await withCode(first, totpCodeAt(secret, t.clock.now()));
    expect(reused.statusCode).toBe(401);
    // The code is right but spent: the user is told to wait for the next one, not that it is wrong.
    expect(reused.json()).toEqual({ error: 'This code has already been used. Wait for the next code.', code: 'UNAUTHORIZED' });
    expect((await withCode(first, '000000')).json()).toEqual({ error: 'The code is not correct', code: 'UNAUTHORIZED' });

    nextStep();
    const code = totpCodeAt(secret, t.clock.now());
    const signedIn = await withCode(first, code);
    expect(signedIn.statusCode).toBe(200);
    const { token, user } = signedIn.json();
    expect(user).toMatchObject({ username: 'jana', two_factor_enabled: true, two_factor_setup_required: false });
    expect((await t.call('GET', '/api/vehicles', { token })).statusCode).toBe(200);

    // The challenge is used up, and the code too: neither signs in a second time.
    expect((await withCode(first, code)).json()).toEqual({ error: MESSAGES.signInCodeExpired, code: 'UNAUTHORIZED' });
    expect((await withCode(await challenge(), code)).statusCode).toBe(401);
  });

  it('accepts the code of the step before or after, for a phone a little off', async () => {
    const { secret } = await turnOn(await signIn());
    t.clock.advance(120_000);
    const late = totpCodeAt(secret, new Date(t.clock.now().getTime() - 30_000));
    expect((await withCode(await challenge(), late)).statusCode).toBe(200);
    t.clock.advance(120_000);
    const tooLate = totpCodeAt(secret, new Date(t.clock.now().getTime() - 90_000));
    expect((await withCode(await challenge(), tooLate)).statusCode).toBe(401);
  });

  it('signs in once with each recovery code', async () => {
    const { recoveryCodes } = await turnOn(await signIn());
    const [code] = recoveryCodes;
    const signedIn = await withCode(await challenge(), code!.toUpperCase());
    expect(signedIn.statusCode).toBe(200);
    const again = await withCode(await challenge(), code!);
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe('This recovery code has already been used. Use another one.');
    expect((await withCode(await challenge(), 'aaaa-bbbb-cccc')).json().error).toBe('The code is not correct');
    const status = (await t.call('GET', '/api/auth/two-factor', { token: signedIn.json().token })).json();
    expect(status.recovery_codes_left).toBe(9);
  });

  it('throttles codes as passwords: wrong codes lock the username, a right password does not reset the count', async () => {
    const { secret } = await turnOn(await signIn());
    nextStep();
    for (let attempt = 0; attempt < 3; attempt++) {
      const wrong = await withCode(await challenge(), '123456');
      expect(wrong.statusCode).toBe(401);
    }
    const locked = await login();
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: MESSAGES.tooManyLoginAttempts, code: 'TOO_MANY_REQUESTS' });
    t.clock.advance(t.config.loginWindowMs);
    expect((await withCode(await challenge(), totpCodeAt(secret, t.clock.now()))).statusCode).toBe(200);
  });

  it('checks no more wrong codes than the limit when 400 arrive at once, nor passwords', async () => {
    await turnOn(await signIn());
    const open = await challenge();
    const codes = await Promise.all(Array.from({ length: 400 }, (_, i) => withCode(open, String(100000 + i))));
    // LOGIN_MAX_FAILURES_PER_USERNAME is 3 here: three codes checked and wrong, every other one refused unchecked.
    expect(codes.filter((answer) => answer.statusCode === 401)).toHaveLength(3);
    expect(codes.filter((answer) => answer.statusCode === 429)).toHaveLength(397);
    const checked = await queryRows<{ count: number }>(t.database.db, sql`select count(*)::int as count from audit_log where action = 'auth.login_code' and outcome = 'failure'`);
    expect(checked).toEqual([{ count: 3 }]);

    await t.database.db.execute(sql`delete from login_throttle`);
    await createUser(t.database.db, { username: 'rok', name: 'Rok Zupan', role: 'viewer', password: TEST_PASSWORD });
    const passwords = await Promise.all(Array.from({ length: 400 }, (_, i) => login('rok', `wrong-password-${i}`)));
    expect(passwords.filter((answer) => answer.statusCode === 401)).toHaveLength(3);
    const failures = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from audit_log where action = 'auth.login' and outcome = 'failure' and actor_username = 'rok'`,
    );
    expect(failures).toEqual([{ count: 3 }]);
  });

  it('refuses the code step once the challenge has expired', async () => {
    const { secret } = await turnOn(await signIn());
    const pending = await challenge();
    t.clock.advance(5 * 60_000 + 1);
    const expired = await withCode(pending, totpCodeAt(secret, t.clock.now()));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ error: MESSAGES.signInCodeExpired, code: 'UNAUTHORIZED' });
    expect((await withCode('made-up', '123456')).json().error).toBe(MESSAGES.signInCodeExpired);
  });

  it('makes new recovery codes for a code of the app; the old ones stop working', async () => {
    const token = await signIn();
    const { secret, recoveryCodes } = await turnOn(token);
    nextStep();
    const renewed = await t.call('POST', '/api/auth/two-factor/recovery-codes', { token, body: { code: totpCodeAt(secret, t.clock.now()) } });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().recovery_codes).toHaveLength(10);
    const reused = await t.call('POST', '/api/auth/two-factor/recovery-codes', { token, body: { code: totpCodeAt(secret, t.clock.now()) } });
    expect(reused.json()).toEqual({ error: 'This code has already been used. Wait for the next code.', code: 'BAD_REQUEST' });
    expect((await withCode(await challenge(), recoveryCodes[0]!)).statusCode).toBe(401);
    expect((await withCode(await challenge(), renewed.json().recovery_codes[0])).statusCode).toBe(200);
  });

  it('turns off with the current password; then the password alone signs in', async () => {
    const token = await signIn();
    await turnOn(token);
    const wrong = await t.call('POST', '/api/auth/two-factor/disable', { token, body: { current_password: 'not-it' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'Current password is not correct', code: 'BAD_REQUEST' });
    const off = await t.call('POST', '/api/auth/two-factor/disable', { token, body: { current_password: TEST_PASSWORD } });
    expect(off.statusCode).toBe(200);
    expect(off.json().user.two_factor_enabled).toBe(false);
    expect((await login()).json().token).toEqual(expect.any(String));
    expect(await queryRows(t.database.db, sql`select id from recovery_codes`)).toHaveLength(0);
  });

  it('lets an administrator turn it off for a user, ending their sessions', async () => {
    const token = await signIn();
    await turnOn(token);
    const admin = await t.signInAs('admin');
    const [jana] = (await queryRows(t.database.db, sql`select id from users where username = 'jana'`)) as { id: number }[];
    const id = jana!.id;
    const reset = await t.call('DELETE', `/api/users/${id}/two-factor`, { token: admin });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ message: TWO_FACTOR_MESSAGES.resetByAdmin, user: { two_factor_enabled: false } });
    expect((await t.call('GET', '/api/auth/me', { token })).statusCode).toBe(401);
    expect((await login()).json().token).toEqual(expect.any(String));
    const audited = await queryRows(t.database.db, sql`select actor_username, details from audit_log where action = 'user.two_factor_reset'`);
    expect(audited).toEqual([expect.objectContaining({ details: expect.objectContaining({ before: { two_factor_enabled: true, recovery_codes_left: 10 } }) })]);
  });

  it('refuses the set-up while the password must be changed, and offers it once it is', async () => {
    await createUser(t.database.db, { username: 'mojca', name: 'Mojca Kralj', role: 'operator', password: TEST_PASSWORD, mustChangePassword: true });
    const { token } = (await login('mojca')).json();
    for (const [method, url] of [['GET', '/api/auth/two-factor'], ['POST', '/api/auth/two-factor/setup'], ['POST', '/api/auth/two-factor/enable']] as const) {
      const refused = await t.call(method, url, { token, body: method === 'POST' ? { code: '123456' } : undefined });
      expect(refused.json(), url).toEqual({ error: MESSAGES.passwordChangeRequired, code: 'PASSWORD_CHANGE_REQUIRED' });
    }
    expect(await queryRows(t.database.db, sql`select totp_secret from users where username = 'mojca' and totp_secret is not null`)).toEqual([]);
    const changed = await t.call('POST', '/api/auth/change-password', { token, body: { current_password: TEST_PASSWORD, new_password: 'Quarry-gate-7781' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await t.call('POST', '/api/auth/two-factor/setup', { token })).statusCode).toBe(200);
  });

  it('makes the users of a role that requires it set it up before anything else, and keeps it on', async () => {
    const admin = await t.signInAs('admin');
    const required = await t.call('PUT', '/api/roles/operator/two-factor', { token: admin, body: { required: true } });
    expect(required.statusCode).toBe(200);
    expect(required.json().data).toMatchObject({ name: 'operator', built_in: true, requires_two_factor: true });

    const signedIn = (await login()).json();
    expect(signedIn.user).toMatchObject({ two_factor_enabled: false, two_factor_setup_required: true });
    const { token } = signedIn;
    const refused = await t.call('GET', '/api/vehicles', { token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: MESSAGES.twoFactorSetupRequired, code: 'TWO_FACTOR_SETUP_REQUIRED' });
    expect((await t.call('GET', '/api/auth/me', { token })).statusCode).toBe(200);

    await turnOn(token);
    expect((await t.call('GET', '/api/vehicles', { token })).statusCode).toBe(200);
    const off = await t.call('POST', '/api/auth/two-factor/disable', { token, body: { current_password: TEST_PASSWORD } });
    expect(off.json()).toEqual({ error: TWO_FACTOR_MESSAGES.requiredByRole, code: 'CONFLICT' });

    // The start's rewrite of the built-in roles from the matrix keeps the requirement.
    const { syncBuiltInRoles } = await import('../roles/service.js');
    await syncBuiltInRoles(t.database.db);
    const roles = (await t.call('GET', '/api/roles', { token: admin })).json().data as { name: string; requires_two_factor: boolean }[];
    expect(roles.find((role) => role.name === 'operator')?.requires_two_factor).toBe(true);
  });
});
