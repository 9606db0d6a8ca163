/**
 * The server is killed (SIGKILL, as a power cut would) while a dozen weighing stations record taras and
 * loads at once, and started again on the same data. Every weighing it acknowledged is there once with
 * what was acknowledged; the numbers run 1..n without a gap; the signature chain verifies; no document,
 * audit row or Idempotency-Key is half there; a station that retries its unanswered request with the
 * same key gets one weighing; and the next load gets the next number.
 */
import type { ScaleDocument, ScaleDocumentDetail } from '@weighbridge/contract/scale-documents';
import type { TaraRecord } from '@weighbridge/contract/weighing';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import {
  type Api,
  type ApiAnswer,
  type ChildServer,
  loadOf,
  newServerData,
  type Pit,
  seedPit,
  type ServerData,
  signInAsAdmin,
  sleep,
  startChildServer,
} from '../../test/child-server.js';
import { ENGINES } from '../../test/engines.js';

const STATIONS = 12;
/** The kill comes once this many loads were acknowledged, while the stations keep sending. */
const KILL_AFTER_LOADS = 40;

type Sent = { station: number; route: '/api/tara-weighings' | '/api/scale-documents/record-load'; key: string; body: Record<string, unknown> };
type Outcome = Sent & { answer?: ApiAnswer<{ data: ScaleDocument | TaraRecord }> };

const isLoad = (outcome: Outcome) => outcome.route === '/api/scale-documents/record-load';
/** The document an acknowledged load answered with. */
const documentOf = (outcome: Outcome) => outcome.answer!.body.data as ScaleDocument;
const taraOf = (outcome: Outcome) => outcome.answer!.body.data as TaraRecord;

/** One weighing station: tara then load, again and again, until the server goes away. */
async function weighUntilCut(api: Api, pit: Pit, station: number, outcomes: Outcome[]): Promise<void> {
  const vehicleId = pit.vehicleIds[station]!;
  for (let round = 0; ; round++) {
    const tareWeight = 10_000 + station * 10 + (round % 10);
    // Every load's full weight is unique, so the document it made can be found by it.
    const fullWeight = 30_000 + station * 1000 + round;
    const requests: Sent[] = [
      { station, route: '/api/tara-weighings', key: `tara-${station}-${round}`, body: { vehicleId, tareWeight, rfidCardNumber: null, scaleId: 1, notes: null } },
      { station, route: '/api/scale-documents/record-load', key: `load-${station}-${round}`, body: loadOf(pit, vehicleId, fullWeight) },
    ];
    for (const request of requests) {
      const outcome: Outcome = { ...request };
      outcomes.push(outcome);
      try {
        outcome.answer = await api.call<{ data: ScaleDocument | TaraRecord }>('POST', request.route, request.body, { 'Idempotency-Key': request.key });
      } catch {
        return; // cut off: the server is gone
      }
      if (outcome.answer.status !== 201) throw new Error(`${request.route} answered ${outcome.answer.status}: ${JSON.stringify(outcome.answer.body)}`);
    }
  }
}

async function allHistoryRows(api: Api): Promise<ScaleDocument[]> {
  const rows = [];
  for (let page = 1; ; page++) {
    const answer = await api.call<{ data: ScaleDocument[]; pagination: { pages: number } }>('GET', `/api/scale-documents?limit=200&page=${page}`);
    rows.push(...answer.body.data);
    if (page >= answer.body.pagination.pages) return rows;
  }
}

/** The product's own tamper check of a document: its signature, and its link to the document before it. */
async function integrityOf(api: Api, documentId: number): Promise<string> {
  return (await api.call<{ data: ScaleDocumentDetail }>('GET', `/api/scale-documents/${documentId}`)).body.data.integrity;
}

describe.each(ENGINES)('a server killed amid weighings on the %s engine', (engine) => {
  let data: ServerData;
  let server: ChildServer | undefined;
  afterAll(async () => {
    await server?.kill();
    await data?.dispose();
  });

  it('keeps every acknowledged weighing exactly once, numbered without gaps and signed in one chain', async () => {
    data = await newServerData(engine);
    server = await startChildServer(data);
    let api = await signInAsAdmin(server.base);
    const pit = await seedPit(api, STATIONS);

    const outcomes: Outcome[] = [];
    let refused: unknown;
    const stations = Promise.all(Array.from({ length: STATIONS }, (_, station) => weighUntilCut(api, pit, station, outcomes))).catch(
      (error: unknown) => void (refused = error),
    );
    const acknowledgedLoads = () => outcomes.filter((o) => isLoad(o) && o.answer?.status === 201);
    const deadline = Date.now() + 60_000;
    while (acknowledgedLoads().length < KILL_AFTER_LOADS && refused === undefined && Date.now() < deadline) await sleep(5);
    await server.kill();
    await stations;
    if (refused) throw refused;

    const acknowledged = outcomes.filter((o) => o.answer);
    const unanswered = outcomes.filter((o) => !o.answer);
    expect(acknowledgedLoads().length).toBeGreaterThanOrEqual(KILL_AFTER_LOADS);
    // Requests were in flight when the server died: the kill came mid-stream.
    expect(unanswered.length).toBeGreaterThan(0);

    // The embedded engine's lock of the dead process is taken over; PostgreSQL recovers on its own.
    server = await startChildServer(data);
    api = await signInAsAdmin(server.base);
    const rows = await allHistoryRows(api);
    const documents = rows.filter((row) => row.weighing_type === 'load');
    const taras = rows.filter((row) => row.weighing_type === 'tare');

    for (const load of acknowledged.filter((o) => isLoad(o))) {
      const sent = documentOf(load);
      const stored = documents.filter((row) => row.document_id === sent.document_id);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        document_number: sent.document_number,
        order_sequence: sent.order_sequence,
        vehicle_id: load.body.vehicleId,
        full_weight_kg: load.body.fullWeight,
        vehicle_empty_weight_kg: sent.vehicle_empty_weight_kg,
        material_weight_kg: sent.material_weight_kg,
        status: 'completed',
      });
    }
    for (const tara of acknowledged.filter((o) => o.route === '/api/tara-weighings')) {
      expect(taras.filter((row) => row.document_id === taraOf(tara).tara_id)).toHaveLength(1);
    }

    // A station retries what it never heard back about, with the same key: one weighing each, never two.
    for (const request of unanswered) {
      const retried = await api.call<{ data: ScaleDocument | TaraRecord }>('POST', request.route, request.body, { 'Idempotency-Key': request.key });
      expect(retried.status).toBe(201);
      request.answer = retried;
    }
    const afterRetries = (await allHistoryRows(api)).filter((row) => row.weighing_type === 'load');
    for (const load of outcomes.filter((o) => isLoad(o))) {
      const made = afterRetries.filter((row) => row.full_weight_kg === load.body.fullWeight);
      expect(made.map((row) => row.document_id)).toEqual([documentOf(load).document_id]);
    }

    // Numbers of the year run 1..n, and every document verifies against its signature and its predecessor.
    const sequences = afterRetries.map((row) => row.order_sequence as number).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, index) => index + 1));
    for (const row of afterRetries) {
      expect([row.document_number, await integrityOf(api, row.document_id)]).toEqual([row.document_number, 'verified']);
    }

    const next = await api.call<{ data: ScaleDocument }>('POST', '/api/scale-documents/record-load', loadOf(pit, pit.vehicleIds[0]!, 99_000), { 'Idempotency-Key': 'after-restart' });
    expect(next.status).toBe(201);
    expect(next.body.data.order_sequence).toBe(sequences.length + 1);
    expect(await integrityOf(api, next.body.data.document_id)).toBe('verified');

    await server.stop();
    await expectNothingHalfWritten(data);
  }, 180_000);
});

/** Looks inside the stopped server's database: every document whole, with its tara, its audit row and its place in the chain. */
async function expectNothingHalfWritten(data: ServerData): Promise<void> {
  const database = await data.open();
  try {
    const [facts] = await queryRows<Record<string, number | boolean>>(
      database.db,
      sql`select
        (select count(*)::int from scale_documents) as documents,
        (select count(*)::int from scale_documents d join tara_weighings t on t.tara_id = d.tara_id
          where t.vehicle_id = d.vehicle_id and t.tare_weight_kg = d.vehicle_empty_weight_kg
            and d.material_weight_kg = d.full_weight_kg - d.vehicle_empty_weight_kg) as documents_with_their_tara,
        (select count(distinct d.document_id)::int from scale_documents d join audit_log a
          on a.action = 'scale_document.create' and a.entity_id = d.document_id::text) as documents_audited,
        (select count(*)::int from audit_log where action = 'scale_document.create') as document_audit_rows,
        (select count(*)::int from tara_weighings) as taras,
        (select count(*)::int from audit_log where action = 'tara_weighing.create') as tara_audit_rows,
        (select count(*)::int from idempotency_keys where response_status is null) as keys_without_answer,
        (select coalesce(max(last_sequence), 0) from document_counters) = (select max(order_sequence) from scale_documents) as counter_at_last_number,
        (select last_signature from document_chain where id = 1) = (select signature from scale_documents order by document_id desc limit 1) as chain_head_at_last_document`,
    );
    expect(facts).toEqual({
      documents: facts!.documents,
      documents_with_their_tara: facts!.documents,
      documents_audited: facts!.documents,
      document_audit_rows: facts!.documents,
      taras: facts!.taras,
      tara_audit_rows: facts!.taras,
      keys_without_answer: 0,
      counter_at_last_number: true,
      chain_head_at_last_document: true,
    });
  } finally {
    await database.close();
  }
}
