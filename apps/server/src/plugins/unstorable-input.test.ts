/**
 * Input of a valid shape that the database cannot hold as given: a lone UTF-16 surrogate in a text, a
 * weight that rounds to 0.00, an id past a PostgreSQL integer, a date of year 0 or 9999. Each was a 500
 * (the fuzzer's findings); each is a 400 whose message names the field, and nothing is written.
 */
import { FIRST_REPORT_YEAR, lastReportYear } from '@weighbridge/contract/fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotBusinessData } from '../test/business-snapshot.js';
import { ENGINES } from '../test/engines.js';
import { loadBody, makeSite, type Site } from '../test/site-data.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

const LONE = 'Gate \uD800 note';

describe.each(ENGINES)('input the database cannot hold, on the %s engine', (engine) => {
  let t: TestApp;
  let site: Site;
  let documentId: number;

  beforeAll(async () => {
    t = await startTestApp(engine);
    site = await makeSite(t);
    await t.call('POST', '/api/tara-weighings', { token: site.adminToken, body: { vehicleId: site.vehicleId, tareWeight: 10_000 } });
    documentId = (await t.call('POST', '/api/scale-documents/record-load', { token: site.adminToken, body: loadBody(site, 20_000) })).json().data.document_id;
  });
  afterAll(async () => t.close());

  const manual = (extra: Record<string, unknown>) => ({
    vehicleId: site.vehicleId,
    tareWeight: 11_000,
    fullWeight: 29_000,
    firstWeighAt: '2026-03-01T06:10:00Z',
    secondWeighAt: '2026-03-01T06:40:00Z',
    materialId: site.materialId,
    loadedAreaId: site.areaId,
    ...extra,
  });
  const text = 'must not contain the NUL character or a lone UTF-16 surrogate';
  const years = `${FIRST_REPORT_YEAR} to ${lastReportYear()}`;

  /** [method, url, body, the start of the message] */
  const cases = (): [string, string, unknown, string][] => [
    ['POST', '/api/tara-weighings', { vehicleId: site.vehicleId, tareWeight: 10_000, notes: LONE }, `notes: ${text}`],
    ['POST', '/api/tara-weighings', { vehicleId: site.vehicleId, tareWeight: 10_000, rfidCardNumber: '\uDC00' }, `rfidCardNumber: ${text}`],
    ['POST', '/api/tara-weighings', { vehicleId: site.vehicleId, tareWeight: 1e-320 }, 'tareWeight: must have at most 2 decimals'],
    ['POST', '/api/tara-weighings', { vehicleId: site.vehicleId, tareWeight: 1e300 }, 'tareWeight: must be at most'],
    ['POST', '/api/scale-documents/record-load', loadBody(site, 20_000, { notes: LONE }), `notes: ${text}`],
    ['POST', '/api/scale-documents/record-load', loadBody(site, 20_000, { rfidCardNumber: 'RF\uD83D' }), `rfidCardNumber: ${text}`],
    ['POST', '/api/scale-documents', manual({ notes: LONE }), `notes: ${text}`],
    ['POST', '/api/scale-documents', manual({ tareWeight: 1e-320 }), 'tareWeight: must have at most 2 decimals'],
    ['POST', '/api/scale-documents', manual({ firstWeighAt: '0000-01-01T00:00:00Z' }), `firstWeighAt: must be a time in the years ${years}`],
    ['PUT', `/api/scale-documents/${documentId}`, { notes: LONE }, `notes: ${text}`],
    ['PUT', `/api/scale-documents/${documentId}`, { notes: 'Checked', reason: LONE }, `reason: ${text}`],
    ['DELETE', `/api/scale-documents/${documentId}`, { reason: LONE }, `reason: ${text}`],
    ['POST', '/api/tara-weighings/rfid/assign', { rfidCardNumber: LONE, vehicleId: site.vehicleId }, `rfidCardNumber: ${text}`],
    ['POST', '/api/vehicles', { registration_number: 'KR \uD800', brand: 'Volvo', model: 'FMX' }, `registration_number: ${text}`],
    ['POST', '/api/auth/login', { username: 'admin\uDFFF', password: 'Gravel-Truck-42' }, `username: ${text}`],
    ['GET', '/api/scale-documents?startDate=0000-01-01', undefined, `startDate: must be a date in the years ${years}`],
    ['GET', '/api/scale-documents?vehicleIds=9999999999', undefined, 'vehicleIds: holds an id that is not a known record'],
    ['GET', '/api/scale-documents?search=Vol%00vo', undefined, `search: ${text}`],
    ['GET', '/api/reports/summary?period=custom&startDate=1000-01-01&endDate=9999-12-31', undefined, `startDate: must be a date in the years ${years}`],
    ['GET', '/api/reports/materials?period=custom&startDate=2026-01-01&endDate=9999-12-31', undefined, `endDate: must be a date in the years ${years}`],
    ['GET', '/api/reports/monthly-material?materialIds=1,2147483648', undefined, 'materialIds: holds an id that is not a known record'],
    ['GET', '/api/tara-weighings/history?vehicleId=9999999999', undefined, 'vehicleId: is not a known record'],
  ];

  it('answers 400 naming the field, and writes nothing', async () => {
    const before = await snapshotBusinessData(t.database.db);
    for (const [method, url, body, message] of cases()) {
      const answer = await t.call(method, url, { token: site.adminToken, ...(body === undefined ? {} : { body }) });
      expect(answer.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${answer.body}`).toBe(400);
      expect(answer.json().error, `${method} ${url}`).toMatch(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    }
    expect(await snapshotBusinessData(t.database.db)).toEqual(before);
  });
});
