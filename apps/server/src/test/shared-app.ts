/**
 * One test application for the tests of a describe block: started before the first of them and closed
 * after the last, so that a test file does not spell out the same set-up and tear-down again.
 *
 * ```ts
 * describe.each(ENGINES)('materials on the %s engine', (engine) => {
 *   const t = sharedTestApp(engine);
 *   it('lists materials', async () => expect((await t.call('GET', '/api/materials', { token })).statusCode).toBe(200));
 * });
 * ```
 */
import type { DatabaseEngine } from '@weighbridge/contract/system';
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * The application, read through a stand-in that forwards to it once started: the describe's code takes
 * it at once, its tests use it later. Reading it before the start fails with a plain message.
 */
export function sharedTestApp(engine: DatabaseEngine, ...start: Parameters<typeof startTestApp> extends [unknown, ...infer Rest] ? Rest : never): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(engine, ...start);
  });
  afterAll(async () => started?.close());
  const app = (): TestApp => {
    if (!started) throw new Error('the test application is read before its describe block started it');
    return started;
  };
  return new Proxy({} as TestApp, {
    get: (_, field) => Reflect.get(app(), field),
    set: (_, field, value) => Reflect.set(app(), field, value),
  });
}
