/** Every error answer carries its code beside its text, and the OpenAPI description lists the error answers. */
import { MESSAGES } from '@weighbridge/contract/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../test/engines.js';
import { sharedTestApp } from '../test/shared-app.js';

describe.each(ENGINES)('error codes on the %s engine', (engine) => {
  const t = sharedTestApp(engine);
  let supervisor: string;
  let operator: string;
  beforeAll(async () => {
    supervisor = await t.signInAs('supervisor');
    operator = await t.signInAs('operator');
  });

  it('sends the code of each refusal beside its message', async () => {
    const unsigned = await t.call('GET', '/api/vehicles');
    expect([unsigned.statusCode, unsigned.json()]).toEqual([401, { error: MESSAGES.authenticationRequired, code: 'UNAUTHORIZED' }]);

    const notAllowed = await t.call('DELETE', '/api/vehicles/1', { token: operator });
    expect([notAllowed.statusCode, notAllowed.json().code]).toEqual([403, 'FORBIDDEN']);

    const missing = await t.call('GET', '/api/vehicles/999999', { token: supervisor });
    expect([missing.statusCode, missing.json()]).toEqual([404, { error: 'Vehicle not found', code: 'NOT_FOUND' }]);

    const invalid = await t.call('GET', '/api/vehicles/abc', { token: supervisor });
    expect([invalid.statusCode, invalid.json()]).toEqual([400, { error: 'Vehicle must be a positive whole number', code: 'BAD_REQUEST' }]);

    const unknownPath = await t.call('GET', '/api/no-such-thing', { token: supervisor });
    expect([unknownPath.statusCode, unknownPath.json()]).toEqual([404, { error: MESSAGES.notFound, code: 'NOT_FOUND' }]);
  });

  it('describes the error answers of each route in the OpenAPI document', async () => {
    const { paths } = (await t.call('GET', '/api/docs')).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } }> }>>;
    };
    const deleteVehicle = paths['/api/vehicles/{id}']!.delete!.responses;
    expect(Object.keys(deleteVehicle).sort()).toEqual(['200', '400', '401', '403', '404', '409', '413', '500']);
    expect(Object.keys(deleteVehicle['404']!.content['application/json'].schema.properties)).toEqual(['error', 'code']);
    expect(Object.keys(paths['/api/health']!.get!.responses).sort()).toEqual(['200', '400', '500']);
    expect(paths['/api/auth/login']!.post!.responses).toHaveProperty('429');
  });
});
