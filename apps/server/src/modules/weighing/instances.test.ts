/**
 * Two servers on one PostgreSQL database, as at a site with two application instances behind a proxy:
 * weighing stations send their taras and loads to either, and the document numbering, the signature
 * chain and the Idempotency-Keys hold across both as on one server.
 */
import type { ScaleDocument, ScaleDocumentDetail } from '@weighbridge/contract/scale-documents';
import type { TaraRecord } from '@weighbridge/contract/weighing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Api,
  type ApiAnswer,
  type ChildServer,
  loadOf,
  newServerData,
  type Pit,
  seedPit,
  type ServerData,
  sharingDatabase,
  signInAsAdmin,
  startChildServer,
} from '../../test/child-server.js';
import { ENGINES } from '../../test/engines.js';

const CLIENTS = 8;
const ROUNDS = 6;
const SIGNING_KEY = 'two-instances-share-this-signing-key-0123';

type Load = { fullWeight: number; taraNumber: number; answer: ApiAnswer<{ data: ScaleDocument }> };

/** One weighing station: each round a tara on one instance and the load on the other, taking turns. */
async function weighAcross(apis: Api[], pit: Pit, client: number): Promise<Load[]> {
  const vehicleId = pit.vehicleIds[client]!;
  const loads: Load[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const [taraApi, loadApi] = (client + round) % 2 === 0 ? [apis[0]!, apis[1]!] : [apis[1]!, apis[0]!];
    const tara = await taraApi.call<{ data: TaraRecord }>('POST', '/api/tara-weighings', { vehicleId, tareWeight: 11_000 + client, rfidCardNumber: null, scaleId: 1, notes: null });
    if (tara.status !== 201) throw new Error(`tara answered ${tara.status}: ${JSON.stringify(tara.body)}`);
    // Unique full weights: the document a load made is found by its weight.
    const fullWeight = 30_000 + client * 100 + round;
    const answer = await loadApi.call<{ data: ScaleDocument }>('POST', '/api/scale-documents/record-load', loadOf(pit, vehicleId, fullWeight), {
      'Idempotency-Key': `load-${client}-${round}`,
    });
    loads.push({ fullWeight, taraNumber: tara.body.data.tara_number, answer });
  }
  return loads;
}

/** The weighing history as an instance lists it: taras and loads. */
async function historyRows(api: Api): Promise<ScaleDocument[]> {
  const rows: ScaleDocument[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.call<{ data: ScaleDocument[]; pagination: { pages: number } }>('GET', `/api/scale-documents?limit=200&page=${page}`);
    rows.push(...answer.body.data);
    if (page >= answer.body.pagination.pages) return rows;
  }
}

const allDocuments = async (api: Api) => (await historyRows(api)).filter((row) => row.weighing_type === 'load');

describe.runIf(ENGINES.includes('postgres'))('weighing through two servers on one PostgreSQL database', () => {
  let data: ServerData[] = [];
  let servers: ChildServer[] = [];
  let apis: Api[];
  let pit: Pit;
  beforeAll(async () => {
    const first = await newServerData('postgres', { DOCUMENT_SIGNING_KEY: SIGNING_KEY, INSTANCE_NAME: 'scale-house-a' });
    data = [first, await sharingDatabase(first, { INSTANCE_NAME: 'scale-house-b' })];
    servers = await Promise.all(data.map((each) => startChildServer(each)));
    apis = await Promise.all(servers.map((server) => signInAsAdmin(server.base)));
    pit = await seedPit(apis[0]!, CLIENTS);
  }, 180_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    for (const each of data.reverse()) await each.dispose();
  });

  it('runs as two instances that name themselves', async () => {
    const health = await Promise.all(servers.map(async (server) => (await fetch(`${server.base}/api/health`)).json()));
    expect(health).toMatchObject([
      { status: 'ok', database: 'postgres', instance: 'scale-house-a' },
      { status: 'ok', database: 'postgres', instance: 'scale-house-b' },
    ]);
  });

  it('numbers loads and taras from 8 stations on both instances uniquely and without gaps, each acknowledged load there once', async () => {
    const loads = (await Promise.all(Array.from({ length: CLIENTS }, (_, client) => weighAcross(apis, pit, client)))).flat();
    expect(loads.filter((load) => load.answer.status !== 201).map((load) => load.answer.body)).toEqual([]);

    const sequences = loads.map((load) => load.answer.body.data.order_sequence ?? 0).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: CLIENTS * ROUNDS }, (_, index) => index + 1));
    expect(new Set(loads.map((load) => load.answer.body.data.document_number)).size).toBe(CLIENTS * ROUNDS);
    // The taras too, on a counter of their own: 1, 2, 3 ... however the two instances interleaved them.
    expect(loads.map((load) => load.taraNumber).sort((a, b) => a - b)).toEqual(Array.from({ length: CLIENTS * ROUNDS }, (_, index) => index + 1));

    // Each instance lists every load once, as acknowledged, whichever instance recorded it.
    for (const api of apis) {
      const documents = await allDocuments(api);
      expect(documents).toHaveLength(CLIENTS * ROUNDS);
      for (const load of loads) {
        const stored = documents.filter((row) => row.full_weight_kg === load.fullWeight);
        expect(stored.map((row) => [row.document_id, row.document_number])).toEqual([[load.answer.body.data.document_id, load.answer.body.data.document_number]]);
      }
    }
    // One signature chain: each document verifies against its predecessor, recorded by either instance.
    for (const load of loads) {
      const detail = await apis[1]!.call<{ data: ScaleDocumentDetail }>('GET', `/api/scale-documents/${load.answer.body.data.document_id}`);
      expect([load.answer.body.data.document_number, detail.body.data.integrity]).toEqual([load.answer.body.data.document_number, 'verified']);
    }
  }, 120_000);

  it("answers an Idempotency-Key sent to A and then to B with A's answer, and records one weighing", async () => {
    const vehicleId = pit.vehicleIds[0]!;
    const tara = { vehicleId, tareWeight: 12_345, rfidCardNumber: null, scaleId: 1, notes: null };
    const headers = { 'Idempotency-Key': 'tara-across-instances' };
    const first = await apis[0]!.call<{ data: TaraRecord }>('POST', '/api/tara-weighings', tara, headers);
    expect(first.status).toBe(201);
    expect(await apis[1]!.call('POST', '/api/tara-weighings', tara, headers)).toEqual(first);

    const before = await allDocuments(apis[0]!);
    const load = loadOf(pit, vehicleId, 45_678);
    const loadHeaders = { 'Idempotency-Key': 'load-across-instances' };
    const recorded = await apis[0]!.call<{ data: ScaleDocument }>('POST', '/api/scale-documents/record-load', load, loadHeaders);
    expect(recorded.status).toBe(201);
    expect(recorded.body.data.vehicle_empty_weight_kg).toBe(12_345);
    expect(await apis[1]!.call('POST', '/api/scale-documents/record-load', load, loadHeaders)).toEqual(recorded);
    // Both at once, to either instance: still the first answer.
    const together = await Promise.all(apis.map((api) => api.call('POST', '/api/scale-documents/record-load', load, loadHeaders)));
    expect(together).toEqual([recorded, recorded]);

    const after = await historyRows(apis[1]!);
    const loads = after.filter((row) => row.weighing_type === 'load');
    expect(loads).toHaveLength(before.length + 1);
    expect(loads.filter((row) => row.full_weight_kg === 45_678).map((row) => row.document_id)).toEqual([recorded.body.data.document_id]);
    expect(after.filter((row) => row.weighing_type === 'tare' && row.document_id === first.body.data.tara_id)).toHaveLength(1);
  }, 60_000);
});
