/**
 * A valid request for every API route, on a site seeded through the API: the authorization matrix sends
 * them as each role, and the input fuzzing breaks one part of them at a time. A request that removes or
 * voids something gets a new record of its own each time it is asked for.
 */
import { DEFAULT_SHIFT_PATTERN } from '@weighbridge/contract/shifts';
import { verificationCodeOf } from '@weighbridge/contract/tickets';
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { sessions, users } from '../db/schema.js';
import { countThrottledAttempt } from '../db/throttle-counts.js';
import { totpCodeAt } from '../lib/totp.js';
import { weighingsWorkbook } from '../modules/import/test-workbooks.js';
import { scaleDocuments } from '../db/tables/scale-documents.js';
import { createUser } from '../modules/users/service.js';
import { backUpThroughApi } from './backups.js';
import { PIXEL_PNG_DATA_URL } from './images.js';
import { loadBody, makeSite, makeVehicle, type Site } from './site-data.js';
import { TEST_PASSWORD, type TestApp } from './test-app.js';

export type QueryValue = string | readonly string[];

export type RouteRequest = {
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  /** A JSON body. */
  body?: unknown;
  /** A body that is not JSON (an upload), with its content type. */
  raw?: { contentType: string; payload: Buffer };
  /** The answer is an event stream that does not end: only its opening is read. */
  stream?: boolean;
};

/** The route table's key of a route: 'PUT /api/vehicles/:id'. */
export type RouteKey = `${string} /api${string}`;

/** The site's clock reads 2026-03-02 08:00 UTC (manualClock); the dates below are in its past. */
const PERIOD = { startDate: '2026-03-01', endDate: '2026-03-02' };

/** The authenticator secret of the users whose requests carry codes. */
const ROUTE_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

let serial = 0;
const unique = (prefix: string) => `${prefix} ${++serial}`;

export type RouteRequests = {
  site: Site;
  /** A valid request of the route, or undefined for a route this list does not know. */
  validRequest: (key: string) => Promise<RouteRequest | undefined>;
};

/** The id field of each master data answer. */
const ID_FIELDS: Record<string, string> = {
  '/api/vehicles': 'vehicle_id',
  '/api/drivers': 'driver_id',
  '/api/materials': 'material_id',
  '/api/loading-areas': 'loading_area_id',
  '/api/polygons': 'polygon_id',
  '/api/unloading-stations': 'station_id',
  '/api/scales': 'scale_id',
  '/api/readers': 'reader_id',
  '/api/workstations': 'workstation_id',
  '/api/drill-rigs': 'rig_id',
  '/api/crushing-plants': 'plant_id',
  '/api/stop-reasons': 'reason_id',
  '/api/stops': 'stop_id',
  '/api/production/stockpiles': 'stockpile_id',
  '/api/production/shift-logs': 'log_id',
  '/api/drilling/operators': 'operator_id',
  '/api/drilling/plans': 'revision_id',
  '/api/drilling/logs': 'drill_log_id',
  '/api/drilling/blasts': 'blast_id',
};

async function created(t: TestApp, token: string, url: string, body: unknown): Promise<number> {
  const answer = await expectStatus(t.call('POST', url, { token, body }), 201);
  return (answer.json().data as Record<string, number>)[ID_FIELDS[url]!]!;
}

/** A multipart body with one file in the field `file`, as the import page uploads it. */
function fileUpload(fileName: string, content: Buffer): NonNullable<RouteRequest['raw']> {
  const boundary = '----weighbridge-route-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

/** Seeds a site (master data, a tara, an RFID card, a load document, a user to sign in as) and answers its requests. */
export async function prepareRouteRequests(t: TestApp): Promise<RouteRequests> {
  const site = await makeSite(t);
  const admin = site.adminToken;
  const loginUsername = unique('route-login').replace(' ', '-');
  await createUser(t.database.db, { username: loginUsername, name: 'Route Login', role: 'viewer', password: TEST_PASSWORD });

  const driverBody = () => ({ name: 'Janez', surname: 'Novak', driver_license_id: unique('DL') });
  const vehicleBody = () => ({ registration_number: unique('LJ'), brand: 'Volvo', model: 'FMX' });
  const materialBody = () => ({ name: unique('Sand 0/4'), registration_id: unique('MAT') });
  const areaBody = () => ({ area_name: unique('East Pit') });
  const polygonBody = () => ({ registration_id: unique('P'), loading_area_id: site.areaId });
  const stationBody = () => ({ areaName: unique('Stockpile') });
  // Nothing listens on port 9 (discard) here: the scale and reader stay offline and need no device.
  const scaleBody = () => ({ name: unique('Weighbridge'), capacity_kg: 80_000, division_kg: 20, connection: 'tcp', host: '127.0.0.1', port: 9 });
  const readerBody = () => ({ name: unique('Gate reader'), scale_id: 1, connection: 'tcp', host: '127.0.0.1', port: 9 });
  const workstationBody = () => ({ name: unique('Scale house'), scale_id: 1, reader_id: null });
  const rigBody = () => ({ name: unique('Drill rig'), model: 'DP1500i' });
  const plantBody = () => ({ name: unique('Crusher'), rated_tons_per_hour: 400, station_ids: [] });
  const stockpileBody = () => ({ material_id: site.materialId, place: unique('Yard'), opening_tons: 500, opening_date: '2026-03-01' });
  const reasonBody = () => ({ equipment_class: 'rig', name: unique('Bit change'), category: 'operating_delay', planned: true });
  /** A rig of its own, stopped since an hour ago: each stop request has a machine that no other stop overlaps. */
  const stoppedRig = async () =>
    created(t, admin, '/api/stops', {
      equipment_class: 'rig',
      machine_id: await created(t, admin, '/api/drill-rigs', rigBody()),
      started_at: new Date(t.clock.now().getTime() - 3_600_000).toISOString(),
    });

  const accountBody = () => ({ username: unique('clerk').replace(' ', '-'), name: 'Petra Clerk', role: 'viewer' });
  const roleBody = () => ({ name: unique('clerk').replace(' ', '-'), label: unique('Weighbridge clerk'), grants: ['scale.documents.view', 'reports'] });
  /** A user made by an administrator through the API; `inactive`: then deactivated. */
  const newAccount = async (options: { inactive?: boolean } = {}) => {
    const answer = await expectStatus(t.call('POST', '/api/users', { token: admin, body: { ...accountBody(), password: 'First-Shift-Pass-1' } }), 201);
    const userId = answer.json().data.id as number;
    if (options.inactive) await expectStatus(t.call('POST', `/api/users/${userId}/deactivate`, { token: admin }), 200);
    return userId;
  };
  /** The id of the session signed in last. */
  const newestSession = async () => {
    const [newest] = await t.database.db.select({ id: sessions.id }).from(sessions).orderBy(desc(sessions.id)).limit(1);
    return String(newest!.id);
  };
  /** The username of the session signed in last. */
  const newestSessionUser = async () => {
    const [newest] = await t.database.db
      .select({ username: users.username })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .orderBy(desc(sessions.id))
      .limit(1);
    return newest!.username;
  };
  /** Two-factor sign-in of a user with the one secret the requests' codes are made of, its last code forgotten. */
  const setTwoFactorOf = async (username: string, state: 'off' | 'set up' | 'on') => {
    const values = {
      off: { totpSecret: null, totpEnabledAt: null },
      'set up': { totpSecret: ROUTE_TOTP_SECRET, totpEnabledAt: null },
      on: { totpSecret: ROUTE_TOTP_SECRET, totpEnabledAt: t.clock.now() },
    }[state];
    await t.database.db
      .update(users)
      .set({ ...values, totpLastStep: null })
      .where(eq(users.username, username));
  };
  const codeUser = unique('route-code').replace(' ', '-');
  await createUser(t.database.db, { username: codeUser, name: 'Route Code', role: 'viewer', password: TEST_PASSWORD });
  const newRole = async () => {
    const answer = await expectStatus(t.call('POST', '/api/roles', { token: admin, body: roleBody() }), 201);
    return answer.json().data.name as string;
  };

  const spare = {
    user: await newAccount(),
    role: await newRole(),
    vehicle: await created(t, admin, '/api/vehicles', vehicleBody()),
    driver: await created(t, admin, '/api/drivers', driverBody()),
    material: await created(t, admin, '/api/materials', materialBody()),
    area: await created(t, admin, '/api/loading-areas', areaBody()),
    polygon: await created(t, admin, '/api/polygons', polygonBody()),
    station: await created(t, admin, '/api/unloading-stations', stationBody()),
    scale: await created(t, admin, '/api/scales', scaleBody()),
    reader: await created(t, admin, '/api/readers', readerBody()),
    workstation: await created(t, admin, '/api/workstations', workstationBody()),
    rig: await created(t, admin, '/api/drill-rigs', rigBody()),
    plant: await created(t, admin, '/api/crushing-plants', plantBody()),
    reason: await created(t, admin, '/api/stop-reasons', reasonBody()),
    stockpile: await created(t, admin, '/api/production/stockpiles', stockpileBody()),
  };
  /** An open shift log of a plant of its own, which each request changes, signs or amends. */
  const shiftLog = async () =>
    created(t, admin, '/api/production/shift-logs', { plant_id: await created(t, admin, '/api/crushing-plants', plantBody()), production_day: '2026-03-01', shift_name: 'Morning' });
  /** A draft of the year's crush plan of its own, which each request changes or approves. */
  const planDraft = async () => (await expectStatus(t.call('POST', '/api/production/crush-plans', { token: admin, body: { year: 2026 } }), 201)).json().data.revision_id as number;
  // Drilling: an operator who drills and fires, a plan's draft, a night's log and a blast of limestone.
  const operatorBody = () => ({
    name: unique('Driller'),
    competencies: [
      { kind: 'drill_operator', expires_on: '2030-12-31' },
      { kind: 'shotfirer', expires_on: '2030-12-31' },
    ],
  });
  const driller = await created(t, admin, '/api/drilling/operators', operatorBody());
  // A rig of its own: the drill rig routes retire the spare one.
  const drillingRig = await created(t, admin, '/api/drill-rigs', rigBody());
  const limestone = await created(t, admin, '/api/materials', { ...materialBody(), density_kg_m3: 2650 });
  const planBody = () => ({ year: 2026, lines: [{ loading_area_id: site.areaId, polygon_id: null, month: 3, rig_id: drillingRig, metres: 100, holes: 8, volume_m3: 900, tons: 2385, explosives_kg: 600 }] });
  const drillLogBody = () => ({
    rig_id: drillingRig,
    operator_id: driller,
    production_day: '2026-03-01',
    shift: 'Night',
    loading_area_id: site.areaId,
    polygon_id: site.polygonId,
    hole_count: 10,
    depth_m: 12,
    diameter_mm: 89,
    drill_hours: 3,
  });
  const blastBody = () => ({
    polygon_id: site.polygonId,
    fired_at: '2026-03-02T07:00:00Z',
    burden_m: 3,
    spacing_m: 3,
    bench_height_m: 10,
    hole_diameter_mm: 89,
    holes_charged: 10,
    explosives: [{ product: 'ANFO', kg: 600 }],
    detonators: 20,
    material_id: limestone,
    shotfirer_id: driller,
  });
  const drilling = {
    plan: await created(t, admin, '/api/drilling/plans', planBody()),
    log: await created(t, admin, '/api/drilling/logs', drillLogBody()),
    blast: await created(t, admin, '/api/drilling/blasts', blastBody()),
  };
  const rfidCardNumber = unique('RF').replace(' ', '-');
  await expectStatus(t.call('POST', '/api/tara-weighings', { token: admin, body: { vehicleId: site.vehicleId, tareWeight: 10_000 } }), 201);
  await expectStatus(t.call('POST', '/api/tara-weighings/rfid/assign', { token: admin, body: { rfidCardNumber, vehicleId: site.vehicleId } }), 200);
  const recordLoad = async () => {
    const answer = await expectStatus(t.call('POST', '/api/scale-documents/record-load', { token: admin, body: loadBody(site, 30_000) }), 201);
    return String(answer.json().data.document_id);
  };
  const documentId = await recordLoad();
  const [printed] = await t.database.db
    .select({ number: scaleDocuments.documentNumber, signature: scaleDocuments.signature })
    .from(scaleDocuments)
    .where(eq(scaleDocuments.id, Number(documentId)));
  // The site as seeded, which the restore brings back once the site has been cleared.
  const backup = await backUpThroughApi(t, admin);
  if (backup.state !== 'done') throw new Error(`the seeded site's backup failed: ${backup.error}`);
  const backupFile = backup.file!;
  // Checked only (dryRun): the row is valid, and nothing is written.
  const upload = fileUpload(
    'weighings.xlsx',
    weighingsWorkbook([
      {
        'Load Date': '2026-02-10 07:30',
        'Registration Number': 'LJ IMPORT-1',
        Material: 'Gravel 16/32',
        'Loading Area': 'North Pit',
        'Tare Weight (kg)': 12000.5,
        'Gross Weight (kg)': 30250,
      },
    ]),
  );

  const id = (value: number | string) => String(value);
  // Each report asks the same of its page and of its files.
  const customPeriod = (): RouteRequest => ({ query: { period: 'custom', ...PERIOD } });
  const monthlyMaterial = (): RouteRequest => ({ query: { year: '2026', materialIds: id(site.materialId) } });
  const annualMaterial = (): RouteRequest => ({ query: { startYear: '2025', endYear: '2026', materialIds: id(site.materialId) } });
  const requests: Record<RouteKey, () => Promise<RouteRequest> | RouteRequest> = {
    'GET /api/docs': () => ({}),
    'GET /api/health': () => ({}),
    'POST /api/auth/login': () => ({ body: { username: loginUsername, password: TEST_PASSWORD } }),
    'POST /api/auth/logout': () => ({}),
    'GET /api/auth/me': () => ({}),
    'GET /api/permissions/my-permissions': () => ({}),
    'POST /api/auth/change-password': () => ({ body: { current_password: TEST_PASSWORD, new_password: unique('Quarry gate code').replace(' ', '-') } }),
    'GET /api/users': () => ({}),
    'POST /api/users': () => ({ body: { ...accountBody(), password: 'First-Shift-Pass-1' } }),
    'PUT /api/users/:id': () => ({ params: { id: id(spare.user) }, body: { name: unique('Renamed Clerk'), role: 'operator' } }),
    'POST /api/users/:id/deactivate': async () => ({ params: { id: id(await newAccount()) } }),
    'POST /api/users/:id/reactivate': async () => ({ params: { id: id(await newAccount({ inactive: true })) } }),
    'POST /api/users/:id/reset-password': async () => ({ params: { id: id(await newAccount()) }, body: { password: 'Temporary-Pass-77' } }),
    'GET /api/roles': () => ({}),
    'POST /api/roles': () => ({ body: roleBody() }),
    'PUT /api/roles/:name': () => ({ params: { name: spare.role }, body: { ...roleBody(), name: spare.role, description: 'Reads the tickets' } }),
    'DELETE /api/roles/:name': async () => ({ params: { name: await newRole() } }),
    'GET /api/site': () => ({}),
    'GET /api/site/settings': () => ({}),
    'PUT /api/site/settings': () => ({
      // No coordinates: the site keeps no weather to ask a service for (GET /api/dashboard/weather answers that).
      body: { name: unique('Kamnolom'), address: 'Industrijska cesta 5; 3230 Šentjur', public_url: 'https://tehtnica.example', latitude: null, longitude: null },
    }),
    'PUT /api/site/logo': () => ({ body: { image: PIXEL_PNG_DATA_URL } }),
    'PUT /api/site/shifts': () => ({ body: DEFAULT_SHIFT_PATTERN }),
    'GET /api/site/document-numbers': () => ({}),
    // A year ahead, in its default format: the documents weighed meanwhile keep theirs.
    'PUT /api/site/document-numbers': () => {
      const year = t.clock.now().getUTCFullYear() + 1;
      return { body: { year, prefix: `SD-${year}-`, digits: 6 } };
    },
    'PUT /api/site/weights': () => ({ body: { unit: 'kg', decimals: 2 } }),
    'DELETE /api/site/logo': () => ({}),
    'GET /api/site/appearance': () => ({}),
    'PUT /api/site/appearance': () => ({ body: { density: 'comfortable' } }),
    'GET /api/account/preferences': () => ({}),
    'PUT /api/account/preferences': () => ({ body: { colorScheme: 'dark', menuView: null } }),
    'GET /api/site/logo': async () => {
      await expectStatus(t.call('PUT', '/api/site/logo', { token: admin, body: { image: PIXEL_PNG_DATA_URL } }), 200);
      return {};
    },
    'GET /api/project-documents/:slug': () => ({ params: { slug: 'architecture' } }),

    'GET /api/vehicles': () => ({}),
    'GET /api/vehicles/:id': () => ({ params: { id: id(site.vehicleId) } }),
    'POST /api/vehicles': () => ({ body: vehicleBody() }),
    'PUT /api/vehicles/:id': () => ({ params: { id: id(spare.vehicle) }, body: { ...vehicleBody(), capacity_kg: 20_000 } }),
    'DELETE /api/vehicles/:id': async () => ({ params: { id: id(await makeVehicle(t, admin)) } }),

    'GET /api/drivers': () => ({}),
    'GET /api/drivers/:id': () => ({ params: { id: id(spare.driver) } }),
    'GET /api/drivers/:id/usage': () => ({ params: { id: id(spare.driver) } }),
    'POST /api/drivers': () => ({ body: driverBody() }),
    'PUT /api/drivers/:id': () => ({ params: { id: id(spare.driver) }, body: { ...driverBody(), blood_type: 'A+', birth_date: '1980-05-17' } }),
    'DELETE /api/drivers/:id': async () => ({ params: { id: id(await created(t, admin, '/api/drivers', driverBody())) } }),

    'GET /api/materials': () => ({}),
    'GET /api/materials/:material_id': () => ({ params: { material_id: id(site.materialId) } }),
    'POST /api/materials': () => ({ body: materialBody() }),
    'PUT /api/materials/:material_id': () => ({ params: { material_id: id(spare.material) }, body: { ...materialBody(), density_kg_m3: 1600.5 } }),
    'DELETE /api/materials/:material_id': async () => ({ params: { material_id: id(await created(t, admin, '/api/materials', materialBody())) } }),

    'GET /api/loading-areas': () => ({}),
    'GET /api/loading-areas/:id': () => ({ params: { id: id(site.areaId) } }),
    'POST /api/loading-areas': () => ({ body: areaBody() }),
    'PUT /api/loading-areas/:id': () => ({ params: { id: id(spare.area) }, body: { ...areaBody(), status: 'inactive' } }),
    'DELETE /api/loading-areas/:id': async () => ({ params: { id: id(await created(t, admin, '/api/loading-areas', areaBody())) } }),

    'GET /api/polygons': () => ({ query: { loadingAreaId: id(site.areaId) } }),
    'GET /api/polygons/:id': () => ({ params: { id: id(site.polygonId) } }),
    'POST /api/polygons': () => ({ body: polygonBody() }),
    'PUT /api/polygons/:id': () => ({ params: { id: id(spare.polygon) }, body: { ...polygonBody(), area_name: 'Bench 3' } }),
    'DELETE /api/polygons/:id': async () => ({ params: { id: id(await created(t, admin, '/api/polygons', polygonBody())) } }),

    'GET /api/unloading-stations': () => ({}),
    'GET /api/unloading-stations/:station_id': () => ({ params: { station_id: id(site.stationId) } }),
    'POST /api/unloading-stations': () => ({ body: stationBody() }),
    'PUT /api/unloading-stations/:station_id': () => ({ params: { station_id: id(spare.station) }, body: { ...stationBody(), capacity: 5000 } }),
    'DELETE /api/unloading-stations/:station_id': async () => ({
      params: { station_id: id(await created(t, admin, '/api/unloading-stations', stationBody())) },
    }),

    'GET /api/scales': () => ({}),
    'GET /api/scales/:scale_id': () => ({ params: { scale_id: id(spare.scale) } }),
    'POST /api/scales': () => ({ body: scaleBody() }),
    'PUT /api/scales/:scale_id': () => ({ params: { scale_id: id(spare.scale) }, body: { ...scaleBody(), location: 'Gate 2', enabled: false } }),
    'GET /api/scales/:scale_id/status': () => ({ params: { scale_id: id(spare.scale) } }),
    'GET /api/scales/:scale_id/live': () => ({ params: { scale_id: id(spare.scale) }, stream: true }),
    'GET /api/readers': () => ({}),
    'GET /api/readers/:reader_id': () => ({ params: { reader_id: id(spare.reader) } }),
    'POST /api/readers': () => ({ body: readerBody() }),
    'PUT /api/readers/:reader_id': () => ({ params: { reader_id: id(spare.reader) }, body: { ...readerBody(), scale_id: spare.scale, card_format: 'hex' } }),

    'GET /api/readers/:reader_id/status': () => ({ params: { reader_id: id(spare.reader) } }),
    'GET /api/workstations': () => ({}),
    'GET /api/workstations/:workstation_id': () => ({ params: { workstation_id: id(spare.workstation) } }),
    'POST /api/workstations': () => ({ body: workstationBody() }),
    'PUT /api/workstations/:workstation_id': () => ({
      params: { workstation_id: id(spare.workstation) },
      body: { ...workstationBody(), scale_id: spare.scale },
    }),
    'DELETE /api/workstations/:workstation_id': async () => ({
      params: { workstation_id: id(await created(t, admin, '/api/workstations', workstationBody())) },
    }),

    'GET /api/drill-rigs': () => ({}),
    'GET /api/drill-rigs/:rig_id': () => ({ params: { rig_id: id(spare.rig) } }),
    'POST /api/drill-rigs': () => ({ body: rigBody() }),
    'PUT /api/drill-rigs/:rig_id': () => ({ params: { rig_id: id(spare.rig) }, body: { ...rigBody(), status: 'retired' } }),
    'DELETE /api/drill-rigs/:rig_id': async () => ({ params: { rig_id: id(await created(t, admin, '/api/drill-rigs', rigBody())) } }),
    'GET /api/crushing-plants': () => ({}),
    'GET /api/crushing-plants/:plant_id': () => ({ params: { plant_id: id(spare.plant) } }),
    'POST /api/crushing-plants': () => ({ body: plantBody() }),
    'PUT /api/crushing-plants/:plant_id': () => ({ params: { plant_id: id(spare.plant) }, body: { ...plantBody(), station_ids: [spare.station] } }),
    'DELETE /api/crushing-plants/:plant_id': async () => ({ params: { plant_id: id(await created(t, admin, '/api/crushing-plants', plantBody())) } }),
    'GET /api/stop-reasons': () => ({}),
    'GET /api/stop-reasons/:reason_id': () => ({ params: { reason_id: id(spare.reason) } }),
    'POST /api/stop-reasons': () => ({ body: reasonBody() }),
    'PUT /api/stop-reasons/:reason_id': () => ({ params: { reason_id: id(spare.reason) }, body: { ...reasonBody(), active: false } }),
    'DELETE /api/stop-reasons/:reason_id': async () => ({ params: { reason_id: id(await created(t, admin, '/api/stop-reasons', reasonBody())) } }),
    'GET /api/stops/board': () => ({ query: { equipment_class: 'rig' } }),
    'GET /api/stops': () => ({ query: { from: '2026-03-01T00:00:00Z', to: '2026-03-03T00:00:00Z', equipment_class: 'rig' } }),
    'GET /api/stops/figures': () => ({ query: { from: '2026-03-01T00:00:00Z', to: '2026-03-02T00:00:00Z' } }),
    'GET /api/stops/gaps': () => ({ query: { from: '2026-03-02T00:00:00Z', to: '2026-03-02T08:00:00Z', equipment_class: 'vehicle' } }),
    'GET /api/stops/:stop_id': async () => ({ params: { stop_id: id(await stoppedRig()) } }),
    'POST /api/stops': async () => ({ body: { equipment_class: 'rig', machine_id: await created(t, admin, '/api/drill-rigs', rigBody()) } }),
    'POST /api/stops/:stop_id/end': async () => ({ params: { stop_id: id(await stoppedRig()) }, body: { comment: 'Running again' } }),
    'POST /api/stops/:stop_id/classify': async () => ({
      params: { stop_id: id(await stoppedRig()) },
      body: { reason_id: await created(t, admin, '/api/stop-reasons', reasonBody()) },
    }),
    'PUT /api/stops/:stop_id': async () => ({
      params: { stop_id: id(await stoppedRig()) },
      body: { started_at: '2026-03-02T06:00:00Z', ended_at: '2026-03-02T07:00:00Z', reason_id: null, comment: 'Typed from the shift sheet' },
    }),

    'GET /api/production/crush-plans': () => ({ query: { year: '2026' } }),
    'GET /api/production/crush-plans/:revision_id': async () => ({ params: { revision_id: id(await planDraft()) } }),
    'POST /api/production/crush-plans': () => ({ body: { year: 2026 } }),
    'PUT /api/production/crush-plans/:revision_id/lines': async () => ({
      params: { revision_id: id(await planDraft()) },
      body: { lines: [{ plant_id: spare.plant, material_id: spare.material, month: 3, tons: 12_000 }] },
    }),
    'POST /api/production/crush-plans/:revision_id/approve': async () => ({ params: { revision_id: id(await planDraft()) }, body: { reason: 'Budget agreed' } }),

    'GET /api/production/shift-logs': () => ({ query: { from: '2026-03-01', to: '2026-03-02' } }),
    'GET /api/production/shift-logs/shift': () => ({ query: { plant_id: String(spare.plant), production_day: '2026-03-01', shift_name: 'Morning' } }),
    'POST /api/production/shift-logs': async () => ({ body: { plant_id: await created(t, admin, '/api/crushing-plants', plantBody()), production_day: '2026-03-01', shift_name: 'Morning' } }),
    'PUT /api/production/shift-logs/:log_id': async () => ({ params: { log_id: id(await shiftLog()) }, body: { hour_meter_start: 100, hour_meter_end: 107.5 } }),
    'POST /api/production/shift-logs/:log_id/sign': async () => ({ params: { log_id: id(await shiftLog()) } }),
    'GET /api/production/shift-logs/:log_id/amendments': async () => ({ params: { log_id: id(await shiftLog()) } }),
    'POST /api/production/shift-logs/:log_id/amend': async () => {
      const logId = await shiftLog();
      await expectStatus(t.call('POST', `/api/production/shift-logs/${logId}/sign`, { token: admin }), 200);
      return { params: { log_id: id(logId) }, body: { notes: 'Hour meter read again', amendment_reason: 'Misread meter' } };
    },
    'GET /api/production/stockpiles': () => ({}),
    'GET /api/production/stockpiles/:stockpile_id': () => ({ params: { stockpile_id: id(spare.stockpile) } }),
    'GET /api/production/stockpiles/:stockpile_id/movements': () => ({ params: { stockpile_id: id(spare.stockpile) } }),
    'POST /api/production/stockpiles': () => ({ body: stockpileBody() }),
    'PUT /api/production/stockpiles/:stockpile_id': () => ({ params: { stockpile_id: id(spare.stockpile) }, body: { ...stockpileBody(), opening_tons: 50 } }),
    'DELETE /api/production/stockpiles/:stockpile_id': async () => ({ params: { stockpile_id: id(await created(t, admin, '/api/production/stockpiles', stockpileBody())) } }),
    'POST /api/production/stockpile-movements': () => ({ body: { kind: 'out', stockpile_id: spare.stockpile, tons: 1, moved_on: '2026-03-01' } }),
    'POST /api/production/stockpiles/:stockpile_id/surveys': () => ({ params: { stockpile_id: id(spare.stockpile) }, body: { date: '2026-03-01', measured_tons: 500 } }),
    'GET /api/production/stockpile-balances': () => ({ query: { from: '2026-03-01', to: '2026-03-02' } }),
    'GET /api/production/figures': () => ({ query: { from: '2026-03-01', to: '2026-03-02', plant_id: String(spare.plant) } }),
    'GET /api/drilling/operators': () => ({}),
    'GET /api/drilling/operators/:operator_id': () => ({ params: { operator_id: id(driller) } }),
    'POST /api/drilling/operators': () => ({ body: operatorBody() }),
    'PUT /api/drilling/operators/:operator_id': () => ({ params: { operator_id: id(driller) }, body: operatorBody() }),
    'DELETE /api/drilling/operators/:operator_id': async () => ({ params: { operator_id: id(await created(t, admin, '/api/drilling/operators', operatorBody())) } }),
    'GET /api/drilling/plans': () => ({ query: { year: '2026' } }),
    'GET /api/drilling/plans/:revision_id': () => ({ params: { revision_id: id(drilling.plan) } }),
    'POST /api/drilling/plans': () => ({ body: planBody() }),
    'PUT /api/drilling/plans/:revision_id': () => ({ params: { revision_id: id(drilling.plan) }, body: { notes: 'Rewritten', lines: planBody().lines } }),
    'DELETE /api/drilling/plans/:revision_id': async () => ({ params: { revision_id: id(await created(t, admin, '/api/drilling/plans', planBody())) } }),
    'POST /api/drilling/plans/:revision_id/approve': async () => ({
      params: { revision_id: id(await created(t, admin, '/api/drilling/plans', planBody())) },
      body: { reason: 'Agreed' },
    }),
    'GET /api/drilling/logs': () => ({ query: { from: '2026-03-01', to: '2026-03-02' } }),
    'GET /api/drilling/logs/:drill_log_id': () => ({ params: { drill_log_id: id(drilling.log) } }),
    'POST /api/drilling/logs': () => ({ body: drillLogBody() }),
    'PUT /api/drilling/logs/:drill_log_id': () => ({ params: { drill_log_id: id(drilling.log) }, body: { ...drillLogBody(), notes: 'Corrected' } }),
    'GET /api/drilling/blasts': () => ({ query: { from: '2026-03-01', to: '2026-03-02' } }),
    'GET /api/drilling/blasts/:blast_id': () => ({ params: { blast_id: id(drilling.blast) } }),
    'POST /api/drilling/blasts': () => ({ body: blastBody() }),
    'PUT /api/drilling/blasts/:blast_id': () => ({ params: { blast_id: id(drilling.blast) }, body: { ...blastBody(), misfires: 1 } }),
    'GET /api/drilling/blasts/:blast_id/muckpile': () => ({ params: { blast_id: id(drilling.blast) } }),
    'GET /api/drilling/muckpiles': () => ({ query: { loading_area_id: id(site.areaId) } }),
    'GET /api/drilling/figures': () => ({ query: { from: '2026-03-01', to: '2026-03-31' } }),

    'POST /api/tara-weighings': () => ({ body: { vehicleId: site.vehicleId, rfidCardNumber, tareWeight: 10_000, scaleId: 1, notes: null } }),
    'GET /api/tara-weighings/vehicle/:id/current': () => ({ params: { id: id(site.vehicleId) } }),
    'GET /api/tara-weighings/history': () => ({ query: { vehicleId: id(site.vehicleId) } }),
    'POST /api/tara-weighings/rfid/assign': () => ({ body: { rfidCardNumber, vehicleId: site.vehicleId } }),
    'GET /api/tara-weighings/rfid/:rfid': () => ({ params: { rfid: rfidCardNumber } }),
    'POST /api/scale-documents/record-load': () => ({ body: loadBody(site, 30_000) }),

    'GET /api/scale-documents': () => ({ query: { page: '1', limit: '20', ...PERIOD, vehicleIds: id(site.vehicleId) } }),
    'GET /api/scale-documents/stats': () => ({ query: PERIOD }),
    'GET /api/scale-documents/export.xlsx': () => ({ query: { ...PERIOD, vehicleIds: id(site.vehicleId), search: 'KR' } }),
    'GET /api/scale-documents/:id': () => ({ params: { id: documentId } }),
    'POST /api/scale-documents': () => ({
      body: {
        vehicleId: site.vehicleId,
        tareWeight: 11_000,
        fullWeight: 29_000.5,
        firstWeighAt: '2026-03-02T06:10:00Z',
        secondWeighAt: '2026-03-02T06:40:00Z',
        materialId: site.materialId,
        loadedAreaId: site.areaId,
        polygonId: site.polygonId,
        unloadingStationId: site.stationId,
      },
    }),
    'PUT /api/scale-documents/:id': () => ({ params: { id: documentId }, body: { notes: 'Checked at the gate', reason: 'Gate check' } }),
    'DELETE /api/scale-documents/:id': async () => ({ params: { id: await recordLoad() }, body: { reason: 'Wrong truck' } }),
    'GET /api/scale-documents/:id/ticket.pdf': () => ({ params: { id: documentId }, query: { size: 'a5' } }),
    'GET /api/verify/:number': () => ({ params: { number: printed!.number }, query: { c: verificationCodeOf(printed!.signature) } }),

    'GET /api/database/stats': () => ({}),
    'POST /api/database/clear': () => ({}),
    'GET /api/backups': () => ({}),
    'POST /api/backups': () => ({}),
    'GET /api/backups/:file': () => ({ params: { file: backupFile } }),
    'POST /api/backups/:file/verify': () => ({ params: { file: backupFile } }),
    'POST /api/backups/:file/restore': () => ({ params: { file: backupFile }, body: { confirmation: 'RESTORE', acceptAltered: false } }),
    'GET /api/monitoring/metrics': () => ({}),
    'GET /api/monitoring/summary': () => ({}),
    'GET /api/monitoring/dashboards': () => ({}),

    'GET /api/dashboard/insights': () => ({ query: PERIOD }),
    'GET /api/dashboard/vehicle-trips': () => ({ query: PERIOD }),
    'GET /api/dashboard/weather': () => ({}),

    'GET /api/reports/summary': customPeriod,
    'GET /api/reports/vehicles': customPeriod,
    'GET /api/reports/materials': customPeriod,
    'GET /api/reports/loading-areas': customPeriod,
    'GET /api/reports/drivers': customPeriod,
    'GET /api/reports/trends': customPeriod,
    'GET /api/reports/downtime': customPeriod,
    'GET /api/reports/monthly-material': monthlyMaterial,
    'GET /api/reports/annual-material': annualMaterial,
    'GET /api/reports/summary/export.xlsx': customPeriod,
    'GET /api/reports/summary/export.pdf': customPeriod,
    'GET /api/reports/vehicles/export.xlsx': customPeriod,
    'GET /api/reports/vehicles/export.pdf': customPeriod,
    'GET /api/reports/materials/export.xlsx': customPeriod,
    'GET /api/reports/materials/export.pdf': customPeriod,
    'GET /api/reports/loading-areas/export.xlsx': customPeriod,
    'GET /api/reports/loading-areas/export.pdf': customPeriod,
    'GET /api/reports/drivers/export.xlsx': customPeriod,
    'GET /api/reports/drivers/export.pdf': customPeriod,
    'GET /api/reports/trends/export.xlsx': customPeriod,
    'GET /api/reports/trends/export.pdf': customPeriod,
    'GET /api/reports/downtime/export.xlsx': customPeriod,
    'GET /api/reports/downtime/export.pdf': customPeriod,
    'GET /api/reports/monthly-material/export.xlsx': monthlyMaterial,
    'GET /api/reports/monthly-material/export.pdf': monthlyMaterial,
    'GET /api/reports/annual-material/export.xlsx': annualMaterial,
    'GET /api/reports/annual-material/export.pdf': annualMaterial,
    'GET /api/reports/production': customPeriod,
    'GET /api/reports/drilling': customPeriod,
    'GET /api/reports/production/export.xlsx': customPeriod,
    'GET /api/reports/production/export.pdf': customPeriod,
    'GET /api/reports/drilling/export.xlsx': customPeriod,
    'GET /api/reports/drilling/export.pdf': customPeriod,

    'GET /api/audit-log': () => ({ query: { ...PERIOD, action: 'vehicle.create', recordType: 'vehicle', username: 'admin', limit: '10' } }),
    'GET /api/audit-log/export.xlsx': () => ({ query: { ...PERIOD, action: 'vehicle.create', recordType: 'vehicle', username: 'admin' } }),
    'GET /api/sessions': () => ({}),
    'GET /api/document-chain': () => ({}),
    'POST /api/document-chain/check': () => ({}),
    // A session of its own each time: the route-login user signs in anew.
    'DELETE /api/sessions/:id': async () => {
      await expectStatus(t.call('POST', '/api/auth/login', { body: { username: loginUsername, password: TEST_PASSWORD } }), 200);
      return { params: { id: await newestSession() } };
    },
    'GET /api/auth/sessions': () => ({}),
    // The caller's own: the session it has just signed in with (the authorization matrix signs in first).
    'DELETE /api/auth/sessions/:id': async () => ({ params: { id: await newestSession() } }),
    'POST /api/auth/login/code': async () => {
      await setTwoFactorOf(codeUser, 'on');
      const answer = await expectStatus(t.call('POST', '/api/auth/login', { body: { username: codeUser, password: TEST_PASSWORD } }), 200);
      return { body: { challenge: answer.json().two_factor.challenge, code: totpCodeAt(ROUTE_TOTP_SECRET, t.clock.now()) } };
    },
    // The caller's own account: the user signed in last (the authorization matrix signs in a new one first).
    'GET /api/auth/two-factor': () => ({}),
    'POST /api/auth/two-factor/setup': async () => (await setTwoFactorOf(await newestSessionUser(), 'off'), {}),
    'POST /api/auth/two-factor/enable': async () => {
      await setTwoFactorOf(await newestSessionUser(), 'set up');
      return { body: { code: totpCodeAt(ROUTE_TOTP_SECRET, t.clock.now()) } };
    },
    'POST /api/auth/two-factor/recovery-codes': async () => {
      await setTwoFactorOf(await newestSessionUser(), 'on');
      return { body: { code: totpCodeAt(ROUTE_TOTP_SECRET, t.clock.now()) } };
    },
    'POST /api/auth/two-factor/disable': async () => {
      await setTwoFactorOf(await newestSessionUser(), 'on');
      return { body: { current_password: TEST_PASSWORD } };
    },
    'DELETE /api/users/:id/two-factor': async () => {
      const userId = await newAccount();
      const [user] = await t.database.db.select({ username: users.username }).from(users).where(eq(users.id, userId));
      await setTwoFactorOf(user!.username, 'on');
      return { params: { id: id(userId) } };
    },
    'PUT /api/roles/:name/two-factor': () => ({ params: { name: spare.role }, body: { required: true } }),
    'GET /api/sign-in-lockouts': () => ({}),
    // A username with a failed sign-in counted, each time a new one: unlocking clears it.
    'POST /api/sign-in-lockouts/unlock': async () => {
      const subject = unique('locked').replace(' ', '-');
      await countThrottledAttempt(t.database.db, { scope: 'username', subject }, t.clock.now(), t.config.loginWindowMs);
      return { body: { scope: 'username', subject } };
    },

    'GET /api/import/excel/columns': () => ({}),
    'GET /api/import/excel/template': () => ({}),
    'POST /api/import/excel': () => ({ query: { dryRun: 'true' }, raw: upload }),
  };

  return {
    site,
    validRequest: async (key) => {
      const make = requests[key as RouteKey];
      return make ? make() : undefined;
    },
  };
}

async function expectStatus(pending: Promise<LightMyRequestResponse>, status: number): Promise<LightMyRequestResponse> {
  const answer = await pending;
  if (answer.statusCode !== status) throw new Error(`expected ${status}, got ${answer.statusCode}: ${answer.body}`);
  return answer;
}

/** The URL of a route with its path parameters and query filled in (a list repeats the parameter). */
export function routeUrl(template: string, request: RouteRequest): string {
  const path = template.replace(/:(\w+)/g, (_match, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`no value for :${name} of ${template}`);
    return pathSegment(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query ?? {})) {
    for (const one of [value].flat()) search.append(name, one);
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** Text as one percent-encoded path segment; unlike encodeURIComponent, it takes any string (a lone surrogate too). */
function pathSegment(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => (/[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
}

/**
 * Sends a route's request. A JSON body is sent as the text given (`json`) when there is one, so that a
 * test can send what JSON.stringify would never write.
 */
export function sendRouteRequest(
  t: TestApp,
  route: { method: string; url: string },
  request: RouteRequest,
  options: { token?: string | undefined; json?: string } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
  let payload: string | Buffer | undefined;
  if (request.raw) {
    headers['content-type'] = request.raw.contentType;
    payload = request.raw.payload;
  } else if (options.json !== undefined || request.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = options.json ?? JSON.stringify(request.body);
  }
  const sent = { method: route.method as 'GET', url: routeUrl(route.url, request), headers, ...(payload === undefined ? {} : { payload }) };
  return request.stream ? openingOf(t.app.inject({ ...sent, payloadAsStream: true })) : t.app.inject(sent);
}

/** The answer of a stream with the body read up to its first event; a refusal (not a stream) is read whole. */
async function openingOf(pending: Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  const answer = await pending;
  const streaming = String(answer.headers['content-type']).startsWith('text/event-stream');
  let body = '';
  for await (const chunk of answer.stream()) {
    body += String(chunk);
    if (streaming && /event: [^\n]*\ndata:[^\n]*\n\n/.test(body)) break;
  }
  return { ...answer, body, payload: body, rawPayload: Buffer.from(body), json: () => JSON.parse(body) };
}
