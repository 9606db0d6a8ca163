/**
 * The units weights are shown in: saved by an administrator only, audited, refused with a clear message
 * and nothing changed when wrong, told to every page, and followed by what prints a weight: a ticket
 * printed after switching to tons shows tons with the site's decimals, the verify page's answer tells the
 * unit, the Excel export keeps its weights numbers, in tons, with the unit in the header, and a report's
 * PDF reads its weights in tons too.
 */
import { read, utils } from '@e965/xlsx';
import { DEFAULT_WEIGHT_DISPLAY } from '@weighbridge/contract/formats';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { pdfQrCode, pdfText } from '../../test/pdf-files.js';
import { makeSite, printedTicket, type Site } from '../../test/site-data.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe.each(ENGINES)('the units weights are shown in, on the %s engine', (engine) => {
  let t: TestApp;
  let site: Site;

  beforeAll(async () => {
    t = await startTestApp(engine);
    site = await makeSite(t);
  });
  afterAll(async () => t.close());

  const weightsOf = async (token = site.adminToken) => (await t.call('GET', '/api/site', { token })).json().data.weights;
  const save = (body: unknown, token = site.adminToken) => t.call('PUT', '/api/site/weights', { token, body });

  it('are kg with two decimals on a new site, as the scale reads them, and a ticket says so', async () => {
    expect(await weightsOf()).toEqual({ unit: 'kg', decimals: 2 });
    expect(await weightsOf()).toEqual(DEFAULT_WEIGHT_DISPLAY);
    const text = await pdfText(await printedTicket(t, site, 31_234.5));
    expect(text).toContain('31,234.50 kg');
    expect(text).toContain('19,234.50 kg');
  });

  it('are changed by an administrator only; every role reads them', async () => {
    for (const role of ['supervisor', 'operator', 'viewer']) {
      const token = await t.signInAs(role);
      const refused = await save({ unit: 't', decimals: 2 }, token);
      expect(refused.statusCode).toBe(403);
      expect(await weightsOf(token)).toEqual({ unit: 'kg', decimals: 2 });
    }
  });

  it('refuses a unit or decimals the site cannot show, naming the field, and changes nothing', async () => {
    const refusals: [unknown, string][] = [
      [{ unit: 'lb', decimals: 0 }, 'Unit must be one of kg, t'],
      [{ unit: 't', decimals: 4 }, 'Decimal places must be between 0 and 3'],
      [{ unit: 't', decimals: 1.5 }, 'Decimal places must be a whole number'],
      [{ unit: 't' }, 'Decimal places must be a number'],
    ];
    for (const [body, message] of refusals) {
      const answer = await save(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error).toBe(message);
    }
    expect(await weightsOf()).toEqual({ unit: 'kg', decimals: 2 });
  });

  it('switched to tons, are audited, and a ticket printed after shows tons with the decimals', async () => {
    const saved = await save({ unit: 't', decimals: 2 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ unit: 't', decimals: 2 });
    expect(await weightsOf(await t.signInAs('viewer'))).toEqual({ unit: 't', decimals: 2 });
    const audit = await queryRows(t.database.db, sql`select actor_username, details from audit_log where action = 'site.weights'`);
    expect(audit).toEqual([{ actor_username: expect.stringMatching(/^admin-/), details: { before: { unit: 'kg', decimals: 2 }, after: { unit: 't', decimals: 2 } } }]);

    // Gross 31,234.5 kg, tare 12,000 kg, net 19,234.5 kg: in tons to two places 31.23, 12.00 and 19.23.
    const ticket = await printedTicket(t, site, 31_234.5);
    const text = await pdfText(ticket);
    for (const weight of ['31.23 t', '12.00 t', '19.23 t']) expect(text).toContain(weight);
    expect(text).not.toContain(' kg');

    // The public verify page has no other way to learn the unit than its answer.
    const verifyPage = new URL((await pdfQrCode(ticket))!);
    const verified = await t.call('GET', `/api${verifyPage.pathname}${verifyPage.search}`);
    expect(verified.json().data).toMatchObject({ net_weight_kg: 19_234.5, weights: { unit: 't', decimals: 2 } });
  });

  it('switched to tons, export their weights as numbers of tons, the unit in the header', async () => {
    await save({ unit: 't', decimals: 3 });
    const exported = await t.app.inject({ method: 'GET', url: '/api/scale-documents/export.xlsx', headers: { authorization: `Bearer ${site.adminToken}` } });
    expect(exported.statusCode).toBe(200);
    const sheet = read(exported.rawPayload, { type: 'buffer', cellNF: true }).Sheets['Scale documents']!;
    const [header, ...rows] = utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
    expect(header).toEqual(expect.arrayContaining(['Gross (t)', 'Tare (t)', 'Net (t)']));
    const net = header!.indexOf('Net (t)');
    // Each load above: 31,234.5 kg less the 12,000 kg tara.
    expect(rows.filter((row) => row[net] !== undefined).map((row) => row[net])).toEqual(expect.arrayContaining([19.2345]));
    const netCell = sheet[utils.encode_cell({ r: 1, c: net })];
    expect(netCell).toMatchObject({ t: 'n', z: '#,##0.000' });
  });

  it("switched to tons, a report's PDF reads its weights in tons with the site's decimals, headed in tons", async () => {
    await save({ unit: 't', decimals: 3 });
    const answer = await t.app.inject({ method: 'GET', url: '/api/reports/materials/export.pdf?period=all', headers: { authorization: `Bearer ${site.adminToken}` } });
    expect(answer.statusCode).toBe(200);
    const text = await pdfText(answer.rawPayload);
    // Every load of this site's one material had a net of 19,234.5 kg: each 19.2345 t, to three places 19.235 t.
    expect(text).toContain('Avg (t)');
    expect(text).toContain('19.235 t');
    expect(text).not.toContain(' kg');
  });
});
