import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { loadBody, makeSite, makeVehicle, type Site } from '../../test/site-data.js';
import { sharedTestApp } from '../../test/shared-app.js';

describe.each(ENGINES)('the weighing history on the %s engine', (engine) => {
  const t = sharedTestApp(engine);
  let site: Site;
  let operator: string;
  let secondVehicle: number;
  const numbers: string[] = [];
  const ids: number[] = [];
  let taraId: number;

  beforeAll(async () => {
    site = await makeSite(t);
    operator = await t.signInAs('operator');
    secondVehicle = await makeVehicle(t, site.adminToken);
    for (const vehicleId of [site.vehicleId, secondVehicle]) {
      const tara = await t.call('POST', '/api/tara-weighings', { token: operator, body: { vehicleId, tareWeight: 10000 } });
      taraId = tara.json().data.tara_id;
    }
    // Three loads: two of the first vehicle, one of the second; 20,000 kg net in all.
    for (const [vehicleId, full] of [[site.vehicleId, 15000], [site.vehicleId, 17000], [secondVehicle, 18000]] as const) {
      t.clock.advance(60_000);
      const answer = await t.call('POST', '/api/scale-documents/record-load', { token: operator, body: loadBody(site, full, { vehicleId }) });
      numbers.push(answer.json().data.document_number);
      ids.push(answer.json().data.document_id);
    }
  });

  const list = async (query: string) => (await t.call('GET', `/api/scale-documents?${query}`, { token: operator })).json();

  it('lists documents and tara rows newest first with totals', async () => {
    const page = await list('page=1&limit=20');
    expect(page.pagination).toEqual({ page: 1, limit: 20, pages: 1, total: 5, totalUnfiltered: 5, documentsUnfiltered: 3, tarasUnfiltered: 2, totalWeight: 20000 });
    expect(page.data[0].document_number).toBe(numbers[2]);
    expect(page.data.filter((row: { weighing_type: string }) => row.weighing_type === 'tare')).toHaveLength(2);
  });

  it('filters by vehicle and pages through the result', async () => {
    const firstPage = await list(`vehicleIds=${site.vehicleId}&limit=2&page=1`);
    expect(firstPage.pagination).toMatchObject({ total: 3, pages: 2, totalUnfiltered: 5, totalWeight: 12000 });
    expect(firstPage.data).toHaveLength(2);
    const secondPage = await list(`vehicleIds=${site.vehicleId}&limit=2&page=2`);
    expect(secondPage.data).toHaveLength(1);
    expect(secondPage.data[0].weighing_type).toBe('tare');
  });

  it('leaves tara rows out when filtering by material, and finds by document number', async () => {
    expect((await list(`materialIds=${site.materialId}`)).pagination.total).toBe(3);
    const found = await list(`search=${numbers[1]}`);
    expect(found.data.map((row: { document_number: string }) => row.document_number)).toEqual([numbers[1]]);
  });

  it('counts the statistics of completed loads', async () => {
    const stats = (await t.call('GET', '/api/scale-documents/stats', { token: operator })).json();
    expect(stats).toEqual({ total_transactions: 3, total_weight: 20000, avg_weight: 6666.67, unique_vehicles: 2 });
  });

  it.each([['page=0'], ['limit=500'], ['startDate=2026-02-30'], ['vehicleIds=1,x'], ['startDate=2026-05-02&endDate=2026-05-01']])(
    'refuses the bad query %s with 400',
    async (query) => {
      const answer = await t.call('GET', `/api/scale-documents?${query}`, { token: operator });
      expect(answer.statusCode).toBe(400);
      expect(typeof answer.json().error).toBe('string');
    },
  );

  it('shows a document’s detail as verified', async () => {
    const detail = (await t.call('GET', `/api/scale-documents/${ids[0]}`, { token: operator })).json();
    expect(detail.data).toMatchObject({ document_number: numbers[0], integrity: 'verified', voided_at: null });
  });

  it('reports a row changed behind the application’s back as altered', async () => {
    await t.database.db.execute(sql`update scale_documents set full_weight_kg = 16000, material_weight_kg = 6000 where document_id = ${ids[1]!}`);
    const detail = (await t.call('GET', `/api/scale-documents/${ids[1]}`, { token: operator })).json();
    expect(detail.data.integrity).toBe('altered');
  });

  it('lets only administrators void, never tara rows', async () => {
    const supervisor = await t.signInAs('supervisor');
    const refused = await t.call('DELETE', `/api/scale-documents/${ids[0]}`, { token: supervisor });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Only administrators can delete documents', code: 'FORBIDDEN' });
    const tara = await t.call('DELETE', `/api/scale-documents/${taraId}`, { token: site.adminToken, body: { reason: 'Wrong truck' } });
    expect(tara.statusCode).toBe(400);
    expect(tara.json()).toEqual({ error: 'Tara records cannot be deleted from this view', code: 'BAD_REQUEST' });
  });

  it('voids only with a reason, as the ticket keeps it', async () => {
    for (const body of [undefined, {}, { reason: '   ' }, { reason: null }]) {
      const refused = await t.call('DELETE', `/api/scale-documents/${ids[2]}`, { token: site.adminToken, body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toEqual({ error: 'Reason is required', code: 'BAD_REQUEST' });
    }
    const detail = (await t.call('GET', `/api/scale-documents/${ids[2]}`, { token: site.adminToken })).json();
    expect(detail.data).toMatchObject({ status: 'completed', voided_at: null });
  });

  it('takes a voided document out of lists and statistics, keeping who and why', async () => {
    const voided = await t.call('DELETE', `/api/scale-documents/${ids[2]}`, { token: site.adminToken, body: { reason: 'Wrong truck' } });
    expect(voided.statusCode).toBe(200);
    const page = await list('limit=20');
    expect(page.data.map((row: { document_id: number }) => row.document_id)).not.toContain(ids[2]);
    expect(page.pagination.totalUnfiltered).toBe(4);
    const stats = (await t.call('GET', '/api/scale-documents/stats', { token: operator })).json();
    expect(stats.total_transactions).toBe(2);
    const detail = (await t.call('GET', `/api/scale-documents/${ids[2]}`, { token: site.adminToken })).json();
    expect(detail.data).toMatchObject({ status: 'cancelled', void_reason: 'Wrong truck', voided_by_name: 'Test admin' });
    const again = await t.call('DELETE', `/api/scale-documents/${ids[2]}`, { token: site.adminToken, body: { reason: 'Wrong truck' } });
    expect(again.statusCode).toBe(409);
  });

  it('lists the voided documents alone with status voided, out of every total', async () => {
    const voided = await list('status=voided');
    expect(voided.data.map((row: { document_id: number; status: string }) => [row.document_id, row.status])).toEqual([[ids[2], 'cancelled']]);
    expect(voided.pagination).toEqual({ page: 1, limit: 20, pages: 1, total: 1, totalUnfiltered: 4, documentsUnfiltered: 2, tarasUnfiltered: 2, totalWeight: 0 });
    expect((await list(`status=voided&vehicleIds=${site.vehicleId}`)).pagination.total).toBe(0);
    expect((await list(`status=voided&search=${numbers[2]}`)).data).toHaveLength(1);
    expect((await list(`search=${numbers[2]}`)).data).toHaveLength(0);
    const refused = await t.call('GET', '/api/scale-documents?status=cancelled', { token: operator });
    expect(refused.statusCode).toBe(400);
  });

  it('lets a supervisor correct the destination but not the weights', async () => {
    const supervisor = await t.signInAs('supervisor');
    const corrected = await t.call('PUT', `/api/scale-documents/${ids[0]}`, { token: supervisor, body: { unloadingStationId: null, notes: 'Direct to stockpile' } });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().data).toMatchObject({ destination: null, notes: 'Direct to stockpile' });
    const weights = await t.call('PUT', `/api/scale-documents/${ids[0]}`, { token: supervisor, body: { fullWeight: 1 } });
    expect(weights.statusCode).toBe(400);
  });

  it('lets an administrator enter a two-pass document by hand, flagged manual', async () => {
    const body = {
      vehicleId: secondVehicle,
      tareWeight: 11000,
      fullWeight: 29000.5,
      firstWeighAt: '2026-03-02T06:10:00Z',
      secondWeighAt: '2026-03-02T06:40:00Z',
      materialId: site.materialId,
      loadedAreaId: site.areaId,
    };
    const entered = await t.call('POST', '/api/scale-documents', { token: site.adminToken, body });
    expect(entered.statusCode).toBe(201);
    expect(entered.json().data).toMatchObject({ weighing_type: 'combined', weight_source: 'manual', tare_weight_source: 'manual', material_weight_kg: 18000.5 });
    const stored = await t.call('GET', `/api/scale-documents/${entered.json().data.document_id}`, { token: site.adminToken });
    expect(stored.json().data).toMatchObject(entered.json().data);
    expect((await t.call('POST', '/api/scale-documents', { token: operator, body })).statusCode).toBe(403);
  });
});
