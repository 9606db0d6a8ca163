/**
 * Input of a valid shape that the database cannot hold as given: a lone UTF-16 surrogate in a text, a
 * weight that rounds to 0.00, an id past a PostgreSQL integer, a date of year 0 or 9999. Each was a 500
 * (the fuzzer's findings); each is a 400 whose message names the field, and nothing is written.
 */
import { FIRST_REPORT_YEAR, lastReportYear } from '@weighbridge/contract/fields';
import { beforeAll, describe, expect, it } from 'vitest';
import { snapshotBusinessData } from '../test/business-snapshot.js';
import { ENGINES } from '../test/engines.js';
import { loadBody, makeSite, type Site } from '../test/site-data.js';
import { sharedTestApp } from '../test/shared-app.js';

const LONE = 'Gate \uD800 note';

describe.each(ENGINES)('input the database cannot hold, on the %s engine', (engine) => {
  const t = sharedTestApp(engine);
  let site: Site;
  let documentId: number;

  beforeAll(async () => {
    site = await makeSite(t);
    await t.call('POST', '/api/tara-weighings', { token: site.adminToken, body: { vehicleId: site.vehicleId, tareWeight: 10_000 } });
    documentId = (await t.call('POST', '/api/scale-documents/record-load', { token: site.adminToken, body: loadBody(site, 20_000) })).json().data.document_id;
  });

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
    ['POST', '/api/tara-weighings', { vehicleId: site.vehicleId, tareWeight: 10_000, notes: LONE }, `Notes ${text}`],
    ['POST', '/api/tara-weighings', { vehicleId: site.vehicleId, tareWeight: 10_000, rfidCardNumber: '\uDC00' }, `RFID Card Number ${text}`],
    ['POST', '/api/tara-weighings', { vehicleId: site.vehicleId, tareWeight: 1e-320 }, 'Tare Weight must have at most 2 decimals'],
    ['POST', '/api/tara-weighings', { vehicleId: site.vehicleId, tareWeight: 1e300 }, 'Tare Weight must be at most'],
    ['POST', '/api/scale-documents/record-load', loadBody(site, 20_000, { notes: LONE }), `Notes ${text}`],
    ['POST', '/api/scale-documents/record-load', loadBody(site, 20_000, { rfidCardNumber: 'RF\uD83D' }), `RFID Card Number ${text}`],
    ['POST', '/api/scale-documents', manual({ notes: LONE }), `Notes ${text}`],
    ['POST', '/api/scale-documents', manual({ tareWeight: 1e-320 }), 'Tare Weight must have at most 2 decimals'],
    ['POST', '/api/scale-documents', manual({ firstWeighAt: '0000-01-01T00:00:00Z' }), `Tare time must be a time in the years ${years}`],
    ['PUT', `/api/scale-documents/${documentId}`, { notes: LONE }, `Notes ${text}`],
    ['PUT', `/api/scale-documents/${documentId}`, { notes: 'Checked', reason: LONE }, `Reason ${text}`],
    ['DELETE', `/api/scale-documents/${documentId}`, { reason: LONE }, `Reason ${text}`],
    ['POST', '/api/tara-weighings/rfid/assign', { rfidCardNumber: LONE, vehicleId: site.vehicleId }, `RFID Card Number ${text}`],
    ['POST', '/api/vehicles', { registration_number: 'KR \uD800', brand: 'Volvo', model: 'FMX' }, `Registration Number ${text}`],
    ['POST', '/api/auth/login', { username: 'admin\uDFFF', password: 'Gravel-Truck-42' }, `Username ${text}`],
    ['GET', '/api/scale-documents?startDate=0000-01-01', undefined, `Start date must be a date in the years ${years}`],
    ['GET', '/api/scale-documents?vehicleIds=9999999999', undefined, 'Vehicles must list only known records'],
    ['GET', '/api/scale-documents?search=Vol%00vo', undefined, `Search ${text}`],
    ['GET', '/api/reports/summary?period=custom&startDate=1000-01-01&endDate=9999-12-31', undefined, `Start date must be a date in the years ${years}`],
    ['GET', '/api/reports/materials?period=custom&startDate=2026-01-01&endDate=9999-12-31', undefined, `End date must be a date in the years ${years}`],
    ['GET', '/api/reports/monthly-material?materialIds=1,2147483648', undefined, 'Materials must list only known records'],
    ['GET', '/api/tara-weighings/history?vehicleId=9999999999', undefined, 'Vehicle is not a known record'],
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
