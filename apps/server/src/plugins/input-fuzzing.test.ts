/**
 * Input fuzzing: every route of the server's route table that takes a body, a query or path parameters
 * gets generated bad input (see test/bad-inputs.ts), sent by a signed-in administrator so that
 * permissions are not what refuses it. Each call must be refused with a 4xx `{ error }` that holds no
 * stack trace and no SQL, and must leave the site's data as it was. An input that is accepted is a
 * finding: the generators break a valid request in ways the route's description does not allow.
 *
 * FUZZ_RUNS sets the runs per route (default 20); a failure prints the seed to replay it with FUZZ_SEED.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorAnswer, textsOf } from '../test/api-answers.js';
import { badRequests, type OpenApiDocument, routeInput, takesInput } from '../test/bad-inputs.js';
import { snapshotSiteData } from '../test/business-snapshot.js';
import { ENGINES } from '../test/engines.js';
import { prepareRouteRequests, type RouteRequests, sendRouteRequest } from '../test/route-requests.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

/** Routes left out of the API description on purpose; none takes input. */
const UNDESCRIBED_WITHOUT_INPUT = ['GET /api/docs', 'GET /api/site/logo', 'GET /api/import/excel/template'];

/** The route table and the API description, read once from a server started for the purpose. */
async function readRouteTable() {
  const t = await startTestApp('embedded');
  try {
    return { routes: [...t.routes], description: t.app.swagger() as unknown as OpenApiDocument };
  } finally {
    await t.close();
  }
}

const { routes: ROUTES, description: DESCRIPTION } = await readRouteTable();
const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const TARGETS = ROUTES.flatMap((route) => {
  const input = routeInput(DESCRIPTION, route.method, route.url);
  return input && takesInput(input) ? [{ key: keyOf(route), route, input }] : [];
});

describe.each(ENGINES)('input fuzzing on the %s engine', (engine) => {
  let t: TestApp;
  let requests: RouteRequests;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    requests = await prepareRouteRequests(t);
    admin = await t.signInAs('admin');
  });
  afterAll(async () => t.close());

  it('knows the input of every route, so that no route escapes the fuzzing', () => {
    const undescribed = ROUTES.filter((route) => !routeInput(DESCRIPTION, route.method, route.url)).map(keyOf);
    expect(undescribed).toEqual(UNDESCRIBED_WITHOUT_INPUT);
    expect(TARGETS.map((target) => target.key)).toEqual(
      expect.arrayContaining(['POST /api/auth/login', 'POST /api/scale-documents/record-load', 'GET /api/scale-documents', 'DELETE /api/vehicles/:id']),
    );
  });

  it.each(TARGETS.map((target) => [target.key, target] as const))(
    '%s refuses bad input with a 4xx { error } and changes nothing',
    async (key, { route, input }) => {
      const valid = await requests.validRequest(key);
      expect(valid, `a valid request of ${key} to break`).toBeDefined();
      // Only sign-in answers 401 to a caller with a session: for a name and password, or a code, that do not match.
      // Sign-in, codes and the ticket verification count every call of an address, and refuse past their limit.
      const signsIn = key === 'POST /api/auth/login' || key === 'POST /api/auth/login/code';
      const counted = key === 'GET /api/verify/:number' || key.startsWith('POST /api/auth/two-factor/');
      const refusals = [400, 404, 409, 413, 414, 415, ...(signsIn ? [401, 429] : counted ? [429] : [])];

      // Each run must leave the data as it found it, so every run is compared with the data before the first.
      const before = await snapshotSiteData(t.database.db);
      const property = fc.asyncProperty(badRequests(input, valid!), async (bad) => {
        const answer = await sendRouteRequest(t, route, bad.request, { token: admin, ...(bad.json === undefined ? {} : { json: bad.json }) });
        const what = `${key} with ${bad.broke}: ${answer.statusCode} ${answer.body.slice(0, 200)}`;
        expect(answer.statusCode, `${what}: a server error`).toBeLessThan(500);
        expect(answer.statusCode, `${what}: bad input accepted`).toBeGreaterThanOrEqual(400);
        expect(refusals, what).toContain(answer.statusCode);
        expectErrorAnswer(answer, textsOf(bad.request.params, bad.request.query, bad.request.body));
        expect(await snapshotSiteData(t.database.db), `${what}: data changed`).toEqual(before);
      });
      await fc.assert(property, { numRuns: RUNS, endOnFailure: true, ...(SEED === undefined ? {} : { seed: SEED }) });
    },
    180_000,
  );
});
