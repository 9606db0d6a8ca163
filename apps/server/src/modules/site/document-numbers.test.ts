/**
 * Document number formats per year on the System page, and taras numbered on their own: a format saved by
 * an administrator only, audited, refused with a clear message and nothing changed when wrong or ambiguous;
 * a load weighed after a change carries the new prefix while the numbers issued keep theirs; taras numbered
 * 1, 2, 3 with no gap, a rolled-back or refused tara taking no number, concurrent ones none twice.
 */
import { DOCUMENT_NUMBER_MESSAGES } from '@weighbridge/contract/document-numbers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { loadBody, makeSite, makeVehicle, type Site } from '../../test/site-data.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { takeTaraId } from '../weighing/repository.js';

/** The test clock reads 2026-03-02: the site's year is 2026. */
const YEAR = 2026;

describe.each(ENGINES)('document number formats on the %s engine', (engine) => {
  let t: TestApp;
  let site: Site;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    site = await makeSite(t);
    admin = site.adminToken;
  });
  afterAll(async () => t.close());

  const formats = async () => (await t.call('GET', '/api/site/document-numbers', { token: admin })).json().data as { year: number; prefix: string; next_number: string }[];
  const save = (body: unknown, token = admin) => t.call('PUT', '/api/site/document-numbers', { token, body });
  const audited = () =>
    queryRows<{ actor_username: string; details: unknown }>(t.database.db, sql`select actor_username, details from audit_log where action = 'site.document_numbers' order by id`);
  const tara = async (vehicleId = site.vehicleId, body: Record<string, unknown> = {}) =>
    t.call('POST', '/api/tara-weighings', { token: admin, body: { vehicleId, tareWeight: 12_000, ...body } });
  async function load(fullWeight: number): Promise<{ document_id: number; document_number: string }> {
    const answer = await t.call('POST', '/api/scale-documents/record-load', { token: admin, body: loadBody(site, fullWeight) });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data;
  }
  const numberOf = async (documentId: number) => (await t.call('GET', `/api/scale-documents/${documentId}`, { token: admin })).json().data.document_number;

  it('lists this year and the next in the default format until one is set', async () => {
    expect(await formats()).toEqual([
      { year: YEAR + 1, prefix: `SD-${YEAR + 1}-`, digits: 6, configured: false, issued: 0, next_number: `SD-${YEAR + 1}-000001`, editable: true },
      { year: YEAR, prefix: `SD-${YEAR}-`, digits: 6, configured: false, issued: 0, next_number: `SD-${YEAR}-000001`, editable: true },
    ]);
  });

  it('is read and set by an administrator only', async () => {
    for (const role of ['supervisor', 'operator', 'viewer']) {
      const token = await t.signInAs(role);
      expect((await t.call('GET', '/api/site/document-numbers', { token })).statusCode).toBe(403);
      expect((await save({ year: YEAR, prefix: 'KI-', digits: 5 }, token)).statusCode).toBe(403);
    }
    expect(await audited()).toEqual([]);
  });

  it('numbers the documents weighed after a change in the new format; those issued keep theirs', async () => {
    expect((await tara()).statusCode).toBe(201);
    const before = await load(30_000);
    expect(before.document_number).toBe(`SD-${YEAR}-000001`);

    const saved = await save({ year: YEAR, prefix: 'ki-26-', digits: 4 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.find((row: { year: number }) => row.year === YEAR)).toEqual({
      year: YEAR,
      prefix: 'KI-26-',
      digits: 4,
      configured: true,
      issued: 1,
      next_number: 'KI-26-0002',
      editable: true,
    });
    const [row] = await audited();
    expect(row).toMatchObject({
      details: { before: { year: YEAR, prefix: `SD-${YEAR}-`, digits: 6 }, after: { year: YEAR, prefix: 'KI-26-', digits: 4, first_number: 'KI-26-0002' } },
    });

    const after = await load(31_000);
    expect(after.document_number).toBe('KI-26-0002');
    expect(await numberOf(before.document_id)).toBe(`SD-${YEAR}-000001`);
    // The history finds the new numbers by a piece of their prefix, and the old ones as before.
    const search = async (text: string) =>
      (await t.call('GET', `/api/scale-documents?search=${encodeURIComponent(text)}`, { token: admin })).json().data.map((item: { document_number: string }) => item.document_number);
    expect(await search('i-26-00')).toEqual(['KI-26-0002']);
    expect(await search(`SD-${YEAR}-0000`)).toEqual([`SD-${YEAR}-000001`]);
  });

  it('refuses a past year, a malformed prefix, wrong digits and a prefix another year numbers with, changing nothing', async () => {
    const refusals: [unknown, number, string][] = [
      [{ year: YEAR - 1, prefix: 'KI-', digits: 6 }, 400, DOCUMENT_NUMBER_MESSAGES.pastYear(YEAR)],
      [{ year: YEAR + 6, prefix: 'KI-', digits: 6 }, 400, DOCUMENT_NUMBER_MESSAGES.pastYear(YEAR)],
      [{ year: YEAR, prefix: 'KI', digits: 6 }, 400, `Prefix ${DOCUMENT_NUMBER_MESSAGES.prefixShape}`],
      [{ year: YEAR, prefix: 'KI 26-', digits: 6 }, 400, `Prefix ${DOCUMENT_NUMBER_MESSAGES.prefixShape}`],
      [{ year: YEAR, prefix: '26-', digits: 6 }, 400, `Prefix ${DOCUMENT_NUMBER_MESSAGES.prefixShape}`],
      [{ year: YEAR, prefix: 'KAMNOLOM-2026-', digits: 6 }, 400, `Prefix ${DOCUMENT_NUMBER_MESSAGES.prefixLength}`],
      [{ year: YEAR, prefix: 'TARA-', digits: 6 }, 400, `Prefix ${DOCUMENT_NUMBER_MESSAGES.taraPrefix}`],
      [{ year: YEAR, prefix: 'KI-', digits: 3 }, 400, `Digits ${DOCUMENT_NUMBER_MESSAGES.digits}`],
      [{ year: YEAR, prefix: 'KI-', digits: 10 }, 400, `Digits ${DOCUMENT_NUMBER_MESSAGES.digits}`],
      // 2027 numbered 'KI-26-' would write 'KI-26-0002' again; 'SD-2027-' is 2027's own.
      [{ year: YEAR + 1, prefix: 'KI-26-', digits: 4 }, 409, DOCUMENT_NUMBER_MESSAGES.prefixTaken('KI-26-', YEAR)],
      [{ year: YEAR, prefix: `SD-${YEAR + 1}-`, digits: 6 }, 409, DOCUMENT_NUMBER_MESSAGES.prefixTaken(`SD-${YEAR + 1}-`, YEAR + 1)],
    ];
    const listed = await formats();
    for (const [body, status, message] of refusals) {
      const answer = await save(body);
      expect([answer.statusCode, answer.json().error], JSON.stringify(body)).toEqual([status, message]);
    }
    expect(await formats()).toEqual(listed);
    expect(await audited()).toHaveLength(1);
    // The year's earlier prefix is still its own: another year may not take it either.
    expect((await save({ year: YEAR + 1, prefix: `SD-${YEAR}-`, digits: 6 })).statusCode).toBe(409);
  });

  it('sets a year ahead, whose first document gets the first number', async () => {
    const saved = await save({ year: YEAR + 1, prefix: 'KI-27-', digits: 5 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data[0]).toMatchObject({ year: YEAR + 1, prefix: 'KI-27-', next_number: 'KI-27-00001', editable: true });
    // A year on (signed in anew: a session does not last a year), and back.
    t.clock.advance(365 * 86_400_000);
    admin = await t.signInAs('admin');
    expect((await tara()).statusCode).toBe(201);
    expect((await load(32_000)).document_number).toBe('KI-27-00001');
    t.clock.advance(-365 * 86_400_000);
    admin = await t.signInAs('admin');
  });

  it('numbers taras 1, 2, 3 apart from the documents: a refused or rolled-back tara takes no number', async () => {
    const numbers = async () =>
      (await t.call('GET', `/api/tara-weighings/history?vehicleId=${site.vehicleId}`, { token: admin })).json().data.map((row: { tara_number: number }) => row.tara_number).sort((a: number, b: number) => a - b);
    // Two taras so far (the vehicle's, before the loads above), whatever ids the documents took between them.
    expect(await numbers()).toEqual([1, 2]);

    // Another vehicle's card: refused before anything is written.
    const other = await makeVehicle(t, admin);
    const third = await tara(other, { rfidCardNumber: 'CARD-NUM-1' });
    expect(third.json().data.tara_number).toBe(3);
    expect((await tara(site.vehicleId, { rfidCardNumber: 'CARD-NUM-1' })).statusCode).toBe(409);
    // A number taken in a transaction that then fails is given back.
    await expect(
      t.database.db.transaction(async (tx) => {
        expect((await takeTaraId(tx, site.vehicleId, 12_000)).taraNumber).toBe(4);
        throw new Error('the tara was not written');
      }),
    ).rejects.toThrow('the tara was not written');

    const fourth = await tara();
    expect(fourth.json().data.tara_number).toBe(4);
    expect(await numbers()).toEqual([1, 2, 4]);
    // The history writes it as its number, and a search finds it by it.
    const listed = await t.call('GET', '/api/scale-documents?search=TARA-000004', { token: admin });
    expect(listed.json().data.map((row: { weighing_type: string; order_sequence: number }) => [row.weighing_type, row.order_sequence])).toEqual([['tare', 4]]);
  });

  it('gives concurrent taras distinct consecutive numbers', async () => {
    const vehicles = await Promise.all(Array.from({ length: 10 }, () => makeVehicle(t, admin)));
    const answers = await Promise.all(vehicles.map((vehicleId) => tara(vehicleId)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    const numbers = answers.map((answer) => answer.json().data.tara_number as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, index) => 5 + index));
  });

  it("counts 'Total Documents' as load documents and 'Total Taras' apart", async () => {
    const { pagination } = (await t.call('GET', '/api/scale-documents', { token: admin })).json();
    expect(pagination).toMatchObject({ documentsUnfiltered: 3, tarasUnfiltered: 14, totalUnfiltered: 17 });
  });
});
