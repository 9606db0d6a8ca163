/**
 * HTTP hardening over every kind of API answer: the security headers and no caching on successes and on
 * each refusal (400, 401, 403, 404, 409, 413, 414, 415, 429) and on an unexpected failure (500); the
 * request body size limit; no stack trace or SQL in any error answer. The input fuzzing checks the same
 * of every refusal it provokes.
 */
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorAnswer, expectHardenedHeaders } from '../test/api-answers.js';
import { snapshotBusinessData } from '../test/business-snapshot.js';
import { ENGINES } from '../test/engines.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

/** The largest JSON body an API answer may be asked to read: a weighbridge form is a few hundred bytes. */
const MOST_BODY_BYTES = 1024 * 1024;

describe.each(ENGINES)('HTTP hardening on the %s engine', (engine) => {
  let t: TestApp;
  let admin: string;
  let viewer: string;

  beforeAll(async () => {
    t = await startTestApp(engine, { LOGIN_MAX_FAILURES_PER_USERNAME: '2' });
    admin = await t.signInAs('admin');
    viewer = await t.signInAs('viewer');
  });
  afterAll(async () => t.close());

  const json = (method: 'POST' | 'PUT', url: string, payload: string, token?: string) =>
    t.app.inject({ method, url, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload });

  it('sends the security headers and no-store on every kind of API answer', async () => {
    const vehicle = { registration_number: 'LJ HARD-1', brand: 'Volvo', model: 'FMX' };
    const cases: [string, number, () => Promise<LightMyRequestResponse>][] = [
      ['public', 200, () => t.call('GET', '/api/health')],
      ['signed in', 200, () => t.call('GET', '/api/vehicles', { token: viewer })],
      ['created', 201, () => t.call('POST', '/api/vehicles', { token: admin, body: vehicle })],
      ['a file', 200, () => t.call('GET', '/api/import/excel/template')],
      ['plain text', 200, () => t.call('GET', '/api/monitoring/metrics', { token: admin })],
      ['invalid input', 400, () => t.call('POST', '/api/vehicles', { token: admin, body: { brand: 7 } })],
      ['not JSON', 400, () => json('POST', '/api/vehicles', '{"brand": ', admin)],
      ['a broken percent escape', 400, () => t.call('GET', '/api/vehicles/%E0%A4%A', { token: admin })],
      ['no session', 401, () => t.call('GET', '/api/vehicles')],
      ['an unknown path without a session', 401, () => t.call('GET', '/api/no-such-thing')],
      ['not allowed', 403, () => t.call('GET', '/api/users', { token: viewer })],
      ['an unknown path', 404, () => t.call('GET', '/api/no-such-thing', { token: admin })],
      ['an unknown record', 404, () => t.call('GET', '/api/vehicles/2147483647', { token: admin })],
      ['a conflict', 409, () => t.call('POST', '/api/vehicles', { token: admin, body: vehicle })],
      ['too large', 413, () => json('POST', '/api/vehicles', JSON.stringify({ brand: 'x'.repeat(MOST_BODY_BYTES) }), admin)],
      ['a path parameter past what the router reads', 414, () => t.call('GET', `/api/vehicles/${'1'.repeat(500)}`, { token: admin })],
      ['an unsupported media type', 415, () => t.app.inject({ method: 'POST', url: '/api/vehicles', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/xml' }, payload: '<vehicle/>' })],
    ];
    for (const [kind, status, send] of cases) {
      const answer = await send();
      expect(answer.statusCode, `${kind}: ${answer.body.slice(0, 200)}`).toBe(status);
      if (status >= 400) expectErrorAnswer(answer);
      else expectHardenedHeaders(answer);
    }
  });

  it('answers too many failed sign-ins with 429, Retry-After and the same headers', async () => {
    const attempt = () => t.call('POST', '/api/auth/login', { body: { username: 'nobody', password: 'wrong-password' } });
    expectErrorAnswer(await attempt());
    expectErrorAnswer(await attempt());
    const throttled = await attempt();
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expectErrorAnswer(throttled);
  });

  it('refuses a JSON body past the limit with 413 { error } before reading it, signed in or not, and changes nothing', async () => {
    expect(t.app.initialConfig.bodyLimit).toBeLessThanOrEqual(MOST_BODY_BYTES);
    const limit = t.app.initialConfig.bodyLimit!;
    const before = await snapshotBusinessData(t.database.db);
    const oversized = JSON.stringify({ registration_number: 'LJ BIG-1', brand: 'Volvo', model: 'FMX', notes: 'x'.repeat(limit) });
    for (const answer of [await json('POST', '/api/vehicles', oversized, admin), await json('POST', '/api/auth/login', oversized)]) {
      expect(answer.statusCode).toBe(413);
      expectErrorAnswer(answer);
    }
    // Just under the limit the body is read, and refused for what it says.
    const underLimit = await json('POST', '/api/vehicles', JSON.stringify({ registration_number: 'LJ BIG-2', brand: 'x'.repeat(limit - 100), model: 'FMX' }), admin);
    expect(underLimit.statusCode).toBe(400);
    expectErrorAnswer(underLimit);
    expect(await snapshotBusinessData(t.database.db)).toEqual(before);
  });

  it('answers a failure nobody foresaw with a plain 500, the query and the database error only in the log', async () => {
    await t.database.db.execute(sql`alter table materials rename to materials_away`);
    try {
      const answer = await t.call('GET', '/api/materials', { token: admin });
      expect(answer.statusCode).toBe(500);
      expect(answer.json()).toEqual({ error: 'Internal server error', code: 'INTERNAL_ERROR' });
      expectHardenedHeaders(answer);
      expect(answer.body).not.toMatch(/materials|select|relation/i);
    } finally {
      await t.database.db.execute(sql`alter table materials_away rename to materials`);
    }
  });
});
