import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectHardenedHeaders } from '../../test/api-answers.js';
import { ENGINES } from '../../test/engines.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe.each(ENGINES)('health and HTTP hardening on the %s engine', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { INSTANCE_NAME: 'scale-house-a' });
  });
  afterAll(async () => t.close());

  it('answers the health check without sign-in and names the engine and the instance', async () => {
    const response = await t.call('GET', '/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: engine, instance: 'scale-house-a', devices: { scales: [], readers: [] } });
  });

  it('sends security headers and forbids caching API answers (every other kind of answer: plugins/http-hardening.test.ts)', async () => {
    expectHardenedHeaders(await t.call('GET', '/api/health'));
  });

  it('serves the OpenAPI description of the routes', async () => {
    const response = await t.call('GET', '/api/docs');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/auth/login');
  });

  it('refuses a body that is not JSON with a 400 and an error field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().error).toBe('string');
  });
});
