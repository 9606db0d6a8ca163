/**
 * The authorization matrix: every route of the server's own route table, called anonymously and as each
 * role, answers as the roles table of the README says (admin everything; supervisor everything but
 * settings, import, voiding, entering documents by hand and users; operator weighs and reads; viewer
 * reads dashboard, documents and reports). The expectation is written out here route by route, not read
 * from the permission keys it checks, and a route without an expectation fails as does a stale one.
 */
import { type BuiltInRole as Role, GRANTABLE_KEYS } from '@weighbridge/contract/permissions';
import { DOCUMENT_MESSAGES } from '@weighbridge/contract/scale-documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../modules/users/service.js';
import { expectErrorAnswer, expectHardenedHeaders, textsOf } from '../test/api-answers.js';
import { snapshotSiteData } from '../test/business-snapshot.js';
import { ENGINES } from '../test/engines.js';
import { prepareRouteRequests, type RouteKey, type RouteRequests, sendRouteRequest } from '../test/route-requests.js';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app.js';

const ANYONE = 'anyone';
const EVERY_ROLE = ['admin', 'supervisor', 'operator', 'viewer'] as const satisfies readonly Role[];
/** Who weighs at the scale. */
const WEIGHERS = ['admin', 'supervisor', 'operator'] as const satisfies readonly Role[];
/** Who changes master data and corrects documents. */
const EDITORS = ['admin', 'supervisor'] as const satisfies readonly Role[];
const ADMINS = ['admin'] as const satisfies readonly Role[];

type Expectation = {
  who: typeof ANYONE | readonly Role[];
  /** The status of an allowed call with valid input. */
  success: number;
  /** The refusal's message where the spec words it. */
  denied?: string;
};

/** The keys a refusal must not show a user (a module's key alone reads as a word: 'reports'). */
const INTERNAL_KEYS = [...GRANTABLE_KEYS].filter((grant) => grant.includes('.'));

const read = (who: Expectation['who']): Expectation => ({ who, success: 200 });
const create = (who: Expectation['who']): Expectation => ({ who, success: 201 });

/**
 * Master data is changed by editors and read by every role: operators for the weighing form, viewers for
 * the filters and names of the documents pages.
 */
function masterData(list: string, item: string): Record<string, Expectation> {
  return {
    [`GET ${list}`]: read(EVERY_ROLE),
    [`GET ${item}`]: read(EVERY_ROLE),
    [`POST ${list}`]: create(EDITORS),
    [`PUT ${item}`]: read(EDITORS),
    [`DELETE ${item}`]: read(EDITORS),
  };
}

const EXPECTED: Record<RouteKey, Expectation> = {
  'GET /api/docs': read(ANYONE),
  'GET /api/health': read(ANYONE),
  'POST /api/auth/login': read(ANYONE),
  'POST /api/auth/logout': read(EVERY_ROLE),
  'GET /api/auth/me': read(EVERY_ROLE),
  'GET /api/permissions/my-permissions': read(EVERY_ROLE),
  'GET /api/site': read(EVERY_ROLE),
  'GET /api/site/settings': read(ADMINS),
  'PUT /api/site/settings': read(ADMINS),
  'PUT /api/site/logo': read(ADMINS),
  'PUT /api/site/shifts': read(ADMINS),
  'GET /api/site/document-numbers': read(ADMINS),
  'PUT /api/site/document-numbers': read(ADMINS),
  'PUT /api/site/weights': read(ADMINS),
  'DELETE /api/site/logo': read(ADMINS),
  // Public: an image tag sends no token; a site without a logo answers 404 (the seeded site has one).
  'GET /api/site/logo': read(ANYONE),
  // Public: the sign-in page and the first paint follow the site's default theme and language.
  'GET /api/site/appearance': read(ANYONE),
  'PUT /api/site/appearance': read(ADMINS),
  // Each caller's own choices of how the pages look.
  'GET /api/account/preferences': read(EVERY_ROLE),
  'PUT /api/account/preferences': read(EVERY_ROLE),
  'GET /api/project-documents/:slug': read(EVERY_ROLE),
  'GET /api/drivers/:id/usage': read(EDITORS),
  // Each caller changes its own password: the session it is sent with goes on.
  'POST /api/auth/change-password': read(EVERY_ROLE),
  'GET /api/users': read(ADMINS),
  'POST /api/users': create(ADMINS),
  'PUT /api/users/:id': read(ADMINS),
  'POST /api/users/:id/deactivate': read(ADMINS),
  'POST /api/users/:id/reactivate': read(ADMINS),
  'POST /api/users/:id/reset-password': read(ADMINS),
  'POST /api/auth/login/code': read(ANYONE),
  // Each caller's own two-factor sign-in: a user of the role signed in for the request.
  'GET /api/auth/two-factor': read(EVERY_ROLE),
  'POST /api/auth/two-factor/setup': read(EVERY_ROLE),
  'POST /api/auth/two-factor/enable': read(EVERY_ROLE),
  'POST /api/auth/two-factor/recovery-codes': read(EVERY_ROLE),
  'POST /api/auth/two-factor/disable': read(EVERY_ROLE),
  'DELETE /api/users/:id/two-factor': read(ADMINS),
  'PUT /api/roles/:name/two-factor': read(ADMINS),
  'GET /api/roles': read(ADMINS),
  'POST /api/roles': create(ADMINS),
  'PUT /api/roles/:name': read(ADMINS),
  'DELETE /api/roles/:name': read(ADMINS),

  ...masterData('/api/vehicles', '/api/vehicles/:id'),
  ...masterData('/api/drivers', '/api/drivers/:id'),
  ...masterData('/api/materials', '/api/materials/:material_id'),
  ...masterData('/api/loading-areas', '/api/loading-areas/:id'),
  ...masterData('/api/polygons', '/api/polygons/:id'),
  ...masterData('/api/unloading-stations', '/api/unloading-stations/:station_id'),

  // Whoever weighs chooses a scale and sees its readers; only administrators configure them.
  'GET /api/scales': read(WEIGHERS),
  'GET /api/scales/:scale_id': read(WEIGHERS),
  'POST /api/scales': create(ADMINS),
  'PUT /api/scales/:scale_id': read(ADMINS),
  'GET /api/scales/:scale_id/status': read(WEIGHERS),
  'GET /api/scales/:scale_id/live': read(WEIGHERS),
  'GET /api/readers': read(WEIGHERS),
  'GET /api/readers/:reader_id': read(WEIGHERS),
  'POST /api/readers': create(ADMINS),
  'PUT /api/readers/:reader_id': read(ADMINS),
  'GET /api/readers/:reader_id/status': read(WEIGHERS),
  // The weighing page opens on its workstation's scale and reader; only administrators keep the list.
  'GET /api/workstations': read(WEIGHERS),
  'GET /api/workstations/:workstation_id': read(WEIGHERS),
  'POST /api/workstations': create(ADMINS),
  'PUT /api/workstations/:workstation_id': read(ADMINS),
  'DELETE /api/workstations/:workstation_id': read(ADMINS),
  // The Stop Counter is the supervisors' and administrators': operators and viewers neither see nor record stops.
  'GET /api/drill-rigs': read(EDITORS),
  'GET /api/drill-rigs/:rig_id': read(EDITORS),
  'POST /api/drill-rigs': create(EDITORS),
  'PUT /api/drill-rigs/:rig_id': read(EDITORS),
  'DELETE /api/drill-rigs/:rig_id': read(EDITORS),
  'GET /api/crushing-plants': read(EDITORS),
  'GET /api/crushing-plants/:plant_id': read(EDITORS),
  'POST /api/crushing-plants': create(EDITORS),
  'PUT /api/crushing-plants/:plant_id': read(EDITORS),
  'DELETE /api/crushing-plants/:plant_id': read(EDITORS),
  'GET /api/stop-reasons': read(EDITORS),
  'GET /api/stop-reasons/:reason_id': read(EDITORS),
  'POST /api/stop-reasons': create(EDITORS),
  'PUT /api/stop-reasons/:reason_id': read(EDITORS),
  'DELETE /api/stop-reasons/:reason_id': read(EDITORS),
  'GET /api/stops/board': read(EDITORS),
  'GET /api/stops/figures': read(EDITORS),
  'GET /api/stops': read(EDITORS),
  'GET /api/stops/gaps': read(EDITORS),
  // Drilling is the supervisors' and administrators'; operators read the muckpiles that the Loading Areas page shows.
  'GET /api/drilling/operators': read(EDITORS),
  'GET /api/drilling/operators/:operator_id': read(EDITORS),
  'POST /api/drilling/operators': create(EDITORS),
  'PUT /api/drilling/operators/:operator_id': read(EDITORS),
  'DELETE /api/drilling/operators/:operator_id': read(EDITORS),
  'GET /api/drilling/plans': read(EDITORS),
  'GET /api/drilling/plans/:revision_id': read(EDITORS),
  'POST /api/drilling/plans': create(EDITORS),
  'PUT /api/drilling/plans/:revision_id': read(EDITORS),
  'DELETE /api/drilling/plans/:revision_id': read(EDITORS),
  'POST /api/drilling/plans/:revision_id/approve': read(EDITORS),
  'GET /api/drilling/logs': read(EDITORS),
  'GET /api/drilling/logs/:drill_log_id': read(EDITORS),
  'POST /api/drilling/logs': create(EDITORS),
  'PUT /api/drilling/logs/:drill_log_id': read(EDITORS),
  'GET /api/drilling/blasts': read(EDITORS),
  'GET /api/drilling/blasts/:blast_id': read(EDITORS),
  'POST /api/drilling/blasts': create(EDITORS),
  'PUT /api/drilling/blasts/:blast_id': read(EDITORS),
  'GET /api/drilling/blasts/:blast_id/muckpile': read(EDITORS),
  'GET /api/drilling/muckpiles': read(WEIGHERS),
  'GET /api/drilling/figures': read(EDITORS),
  'GET /api/stops/:stop_id': read(EDITORS),
  'POST /api/stops': create(EDITORS),
  'POST /api/stops/:stop_id/end': read(EDITORS),
  'POST /api/stops/:stop_id/classify': read(EDITORS),
  'PUT /api/stops/:stop_id': read(EDITORS),
  // Production is the supervisors' and administrators' too.
  'GET /api/production/crush-plans': read(EDITORS),
  'GET /api/production/crush-plans/:revision_id': read(EDITORS),
  'POST /api/production/crush-plans': create(EDITORS),
  'PUT /api/production/crush-plans/:revision_id/lines': read(EDITORS),
  'POST /api/production/crush-plans/:revision_id/approve': read(EDITORS),
  'GET /api/production/shift-logs': read(EDITORS),
  'GET /api/production/shift-logs/shift': read(EDITORS),
  'POST /api/production/shift-logs': create(EDITORS),
  'PUT /api/production/shift-logs/:log_id': read(EDITORS),
  'POST /api/production/shift-logs/:log_id/sign': read(EDITORS),
  'POST /api/production/shift-logs/:log_id/amend': read(EDITORS),
  'GET /api/production/shift-logs/:log_id/amendments': read(EDITORS),
  'GET /api/production/stockpiles': read(EDITORS),
  'GET /api/production/stockpiles/:stockpile_id': read(EDITORS),
  'GET /api/production/stockpiles/:stockpile_id/movements': read(EDITORS),
  'POST /api/production/stockpiles': create(EDITORS),
  'PUT /api/production/stockpiles/:stockpile_id': read(EDITORS),
  'DELETE /api/production/stockpiles/:stockpile_id': read(EDITORS),
  'POST /api/production/stockpile-movements': create(EDITORS),
  'POST /api/production/stockpiles/:stockpile_id/surveys': create(EDITORS),
  'GET /api/production/stockpile-balances': read(EDITORS),
  'GET /api/production/figures': read(EDITORS),

  'POST /api/tara-weighings': create(WEIGHERS),
  'POST /api/tara-weighings/rfid/assign': read(WEIGHERS),
  'GET /api/tara-weighings/rfid/:rfid': read(WEIGHERS),
  'POST /api/scale-documents/record-load': create(WEIGHERS),
  // The history lists taras among the documents, so whoever reads documents reads taras.
  'GET /api/tara-weighings/vehicle/:id/current': read(EVERY_ROLE),
  'GET /api/tara-weighings/history': read(EVERY_ROLE),

  'GET /api/scale-documents': read(EVERY_ROLE),
  'GET /api/scale-documents/stats': read(EVERY_ROLE),
  'GET /api/scale-documents/export.xlsx': read(EVERY_ROLE),
  'GET /api/scale-documents/:id': read(EVERY_ROLE),
  'POST /api/scale-documents': create(ADMINS),
  'PUT /api/scale-documents/:id': read(EDITORS),
  'DELETE /api/scale-documents/:id': { who: ADMINS, success: 200, denied: DOCUMENT_MESSAGES.onlyAdminsDelete },
  // Whoever weighs prints the ticket the driver takes away; anyone holding a ticket may check it.
  'GET /api/scale-documents/:id/ticket.pdf': read(WEIGHERS),
  'GET /api/verify/:number': read(ANYONE),

  'GET /api/import/excel/columns': read(ADMINS),
  'POST /api/import/excel': read(ADMINS),
  // The template holds only column names and an example row, so a plain link may fetch it.
  'GET /api/import/excel/template': read(ANYONE),

  'GET /api/database/stats': read(ADMINS),
  'GET /api/backups': read(ADMINS),
  // The backup is written in the background: the answer is that it has started.
  'POST /api/backups': { who: ADMINS, success: 202 },
  'GET /api/backups/:file': read(ADMINS),
  'POST /api/backups/:file/verify': read(ADMINS),
  'GET /api/audit-log': read(ADMINS),
  'GET /api/audit-log/export.xlsx': read(ADMINS),
  'GET /api/sign-in-lockouts': read(ADMINS),
  'POST /api/sign-in-lockouts/unlock': read(ADMINS),
  'GET /api/sessions': read(ADMINS),
  'GET /api/document-chain': read(ADMINS),
  'POST /api/document-chain/check': read(ADMINS),
  'DELETE /api/sessions/:id': read(ADMINS),
  'GET /api/auth/sessions': read(EVERY_ROLE),
  'DELETE /api/auth/sessions/:id': read(EVERY_ROLE),
  'GET /api/monitoring/metrics': read(ADMINS),
  'GET /api/monitoring/summary': read(ADMINS),
  'GET /api/monitoring/dashboards': read(ADMINS),

  'GET /api/dashboard/insights': read(EVERY_ROLE),
  'GET /api/dashboard/vehicle-trips': read(EVERY_ROLE),
  // The test site has no coordinates: past the permission check the answer is that there is no weather.
  'GET /api/dashboard/weather': read(EVERY_ROLE),

  'GET /api/reports/summary': read(EVERY_ROLE),
  'GET /api/reports/vehicles': read(EVERY_ROLE),
  'GET /api/reports/materials': read(EVERY_ROLE),
  'GET /api/reports/loading-areas': read(EVERY_ROLE),
  'GET /api/reports/drivers': read(EVERY_ROLE),
  'GET /api/reports/trends': read(EVERY_ROLE),
  // The Stop Counter's figures with the reports' permission: every role, including those without a Stop Counter.
  'GET /api/reports/downtime': read(EVERY_ROLE),
  'GET /api/reports/monthly-material': read(EVERY_ROLE),
  'GET /api/reports/annual-material': read(EVERY_ROLE),
  // Every role holds reports.scale.export: whoever reads a report may take it away as Excel or PDF.
  'GET /api/reports/summary/export.xlsx': read(EVERY_ROLE),
  'GET /api/reports/summary/export.pdf': read(EVERY_ROLE),
  'GET /api/reports/vehicles/export.xlsx': read(EVERY_ROLE),
  'GET /api/reports/vehicles/export.pdf': read(EVERY_ROLE),
  'GET /api/reports/materials/export.xlsx': read(EVERY_ROLE),
  'GET /api/reports/materials/export.pdf': read(EVERY_ROLE),
  'GET /api/reports/loading-areas/export.xlsx': read(EVERY_ROLE),
  'GET /api/reports/loading-areas/export.pdf': read(EVERY_ROLE),
  'GET /api/reports/drivers/export.xlsx': read(EVERY_ROLE),
  'GET /api/reports/drivers/export.pdf': read(EVERY_ROLE),
  'GET /api/reports/trends/export.xlsx': read(EVERY_ROLE),
  'GET /api/reports/trends/export.pdf': read(EVERY_ROLE),
  'GET /api/reports/downtime/export.xlsx': read(EVERY_ROLE),
  'GET /api/reports/downtime/export.pdf': read(EVERY_ROLE),
  'GET /api/reports/monthly-material/export.xlsx': read(EVERY_ROLE),
  'GET /api/reports/monthly-material/export.pdf': read(EVERY_ROLE),
  'GET /api/reports/annual-material/export.xlsx': read(EVERY_ROLE),
  'GET /api/reports/annual-material/export.pdf': read(EVERY_ROLE),
  // Every role holds `reports`, and with it the Production and Drilling reports and their files.
  'GET /api/reports/production': read(EVERY_ROLE),
  'GET /api/reports/drilling': read(EVERY_ROLE),
  'GET /api/reports/production/export.xlsx': read(EVERY_ROLE),
  'GET /api/reports/production/export.pdf': read(EVERY_ROLE),
  'GET /api/reports/drilling/export.xlsx': read(EVERY_ROLE),
  'GET /api/reports/drilling/export.pdf': read(EVERY_ROLE),

  // Last: it empties the site the other routes are called on...
  'POST /api/database/clear': read(ADMINS),
  // ...and the backup of the site as it was seeded comes back into the empty database.
  'POST /api/backups/:file/restore': read(ADMINS),
};

type Caller = 'anonymous' | Role;
const CALLERS: readonly Caller[] = ['anonymous', 'viewer', 'operator', 'supervisor', 'admin'];

const mayCall = (expected: Expectation, caller: Caller) => expected.who === ANYONE || (caller !== 'anonymous' && expected.who.includes(caller));

describe.each(ENGINES)('authorization matrix on the %s engine', (engine) => {
  let t: TestApp;
  let requests: RouteRequests;
  const tokens = {} as Record<Role, string>;

  beforeAll(async () => {
    // Every call is made from one address, and the sign-ins, codes and passwords checked count against it.
    t = await startTestApp(engine, { LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '1000' });
    requests = await prepareRouteRequests(t);
    for (const role of EVERY_ROLE) tokens[role] = await t.signInAs(role);
  });
  afterAll(async () => t.close());

  it('expects an answer for every route of the server, and has no expectation of a route that is gone', () => {
    const served = t.routes.map((route) => `${route.method} ${route.url}`);
    expect(new Set(served).size, 'each route once').toBe(served.length);
    expect(served.filter((key) => !(key in EXPECTED)), 'routes without an expectation').toEqual([]);
    expect(Object.keys(EXPECTED).filter((key) => !served.includes(key)), 'expectations of routes the server does not have').toEqual([]);
  });

  it.each(Object.entries(EXPECTED))('%s answers each caller as expected', async (key, expected) => {
    const route = t.routes.find((candidate) => `${candidate.method} ${candidate.url}` === key);
    expect(route, `route ${key}`).toBeDefined();
    const refused = CALLERS.filter((caller) => !mayCall(expected, caller));
    const allowed = CALLERS.filter((caller) => mayCall(expected, caller));

    const validRequest = async () => {
      const request = await requests.validRequest(key);
      if (!request) throw new Error(`test/route-requests.ts has no valid request of ${key}`);
      return request;
    };

    // Refused callers first, with valid requests: each answer is the refusal, and nothing changes.
    const refusedRequests = [];
    while (refusedRequests.length < refused.length) refusedRequests.push(await validRequest());
    const before = await snapshotSiteData(t.database.db);
    for (const [index, caller] of refused.entries()) {
      const request = refusedRequests[index]!;
      const answer = await sendRouteRequest(t, route!, request, { token: caller === 'anonymous' ? undefined : tokens[caller] });
      expect(answer.statusCode, `${key} as ${caller}: ${answer.body}`).toBe(caller === 'anonymous' ? 401 : 403);
      expectErrorAnswer(answer, textsOf(request));
      if (caller !== 'anonymous' && expected.denied) expect(answer.json().error).toBe(expected.denied);
      // A refusal names the permission as the grants matrix does, never by its key.
      const error = String(answer.json().error);
      expect(INTERNAL_KEYS.filter((grant) => error.includes(grant)), `${key} as ${caller}: ${error}`).toEqual([]);
    }
    expect(await snapshotSiteData(t.database.db), `${key}: refused calls change nothing`).toEqual(before);

    for (const caller of allowed) {
      // A sign-out, or ending one's own session, ends the session it is sent with: each caller ends a
      // session of its own, signed in before the request is made (which names the newest session).
      // The two-factor routes change the caller's own sign-in: a new user of the role each time.
      const endsOwn = key === 'POST /api/auth/logout' || key === 'DELETE /api/auth/sessions/:id';
      const ownAccount = endsOwn || key.startsWith('POST /api/auth/two-factor/');
      const token = caller === 'anonymous' ? undefined : ownAccount ? await t.signInAs(caller) : tokens[caller];
      const request = await validRequest();
      const answer = await sendRouteRequest(t, route!, request, { token });
      expect(answer.statusCode, `${key} as ${caller}: ${answer.body.slice(0, 300)}`).toBe(expected.success);
      expectHardenedHeaders(answer);
    }
  });
});

describe.each(ENGINES)('records that belong to a user on the %s engine', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => t.close());

  async function signIn(username: string): Promise<string> {
    const answer = await t.call('POST', '/api/auth/login', { body: { username, password: TEST_PASSWORD } });
    expect(answer.statusCode).toBe(200);
    return answer.json().token;
  }

  async function newUser(role: Role, username: string, name: string): Promise<string> {
    await createUser(t.database.db, { username, name, role, password: TEST_PASSWORD });
    return signIn(username);
  }

  it('ends only the session a sign-out is sent with: not the same user’s other session, not another user’s', async () => {
    const annaAtScale = await newUser('operator', 'anna', 'Anna Kovač');
    const annaInOffice = await signIn('anna');
    const boris = await newUser('operator', 'boris', 'Boris Zupan');

    expect((await t.call('POST', '/api/auth/logout', { token: annaAtScale })).statusCode).toBe(200);

    expect((await t.call('GET', '/api/auth/me', { token: annaAtScale })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token: annaInOffice })).json().user).toMatchObject({ username: 'anna' });
    expect((await t.call('GET', '/api/auth/me', { token: boris })).json().user).toMatchObject({ username: 'boris' });
    // A second sign-out with the ended session is refused like any other call without a session.
    expect((await t.call('POST', '/api/auth/logout', { token: annaAtScale })).statusCode).toBe(401);
  });

  it('answers who am I and what may I do with the caller’s own account, whatever the query names', async () => {
    const carla = await newUser('viewer', 'carla', 'Carla Viewer');
    await newUser('admin', 'dora', 'Dora Admin');
    const me = await t.call('GET', '/api/auth/me?username=dora&userId=1', { token: carla });
    expect(me.json().user).toMatchObject({ username: 'carla', role: 'viewer' });
    const permissions = await t.call('GET', '/api/permissions/my-permissions?username=dora', { token: carla });
    expect(permissions.json().user).toMatchObject({ username: 'carla', role: 'viewer' });
    // A viewer's settings are its own appearance only; an admin's pages are not the viewer's.
    expect(permissions.json().permissions.pages).toContain('settings.appearance');
    expect(permissions.json().permissions.pages).not.toContain('settings.users');
  });

  it('records a weighing as the signed-in operator, and refuses a body that names another', async () => {
    const admin = await t.signInAs('admin');
    const vehicle = await t.call('POST', '/api/vehicles', { token: admin, body: { registration_number: 'LJ OWN-1', brand: 'MAN', model: 'TGS' } });
    const vehicleId = vehicle.json().data.vehicle_id as number;
    const eva = await newUser('operator', 'eva', 'Eva Operator');
    await newUser('operator', 'filip', 'Filip Operator');

    const before = await snapshotSiteData(t.database.db);
    for (const claim of [{ operator_name: 'Filip Operator' }, { operatorId: 1 }, { operatorName: 'filip' }]) {
      const body = { vehicleId, tareWeight: 12_000, ...claim };
      const spoofed = await t.call('POST', '/api/tara-weighings', { token: eva, body });
      expect(spoofed.statusCode).toBe(400);
      expectErrorAnswer(spoofed, textsOf(body));
    }
    expect(await snapshotSiteData(t.database.db)).toEqual(before);

    const tara = await t.call('POST', '/api/tara-weighings', { token: eva, body: { vehicleId, tareWeight: 12_000 } });
    expect(tara.statusCode).toBe(201);
    expect(tara.json().data.operator_name).toBe('Eva Operator');
  });
});
