/**
 * A scale house client for the throughput and load runs: a tara weighing then a load weighing of one
 * truck, each with its own Idempotency-Key, keeping every acknowledged weighing so that the database can
 * be checked afterwards for lost and doubled ones.
 */
import { randomUUID } from 'node:crypto';
import type { Random } from '../random.js';
import type { ApiClient } from './api-client.js';

export type WeighingSite = { vehicleIds: number[]; materialIds: number[]; areas: { id: number; polygonIds: number[] }[]; stationIds: number[] };
export type Acknowledged = { taraIds: number[]; loads: { id: number; number: string }[] };

type TaraAnswer = { data: { tara_id: number } };
type LoadAnswer = { data: { document_id: number; document_number: string } };

export async function weighTruck(client: ApiClient, site: WeighingSite, vehicleId: number, random: Random, acked: Acknowledged, latencies: number[], resend = false) {
  const tareKg = 12000 + random.int(0, 300) * 10;
  let started = performance.now();
  const tara = (await client.post('/api/tara-weighings', { vehicleId, tareWeight: tareKg }, { 'idempotency-key': randomUUID() })) as TaraAnswer;
  latencies.push(performance.now() - started);
  acked.taraIds.push(tara.data.tara_id);

  const area = random.pick(site.areas);
  const body = {
    vehicleId,
    fullWeight: tareKg + 15000 + random.int(0, 800) * 10,
    materialId: random.pick(site.materialIds),
    loadedAreaId: area.id,
    polygonId: area.polygonIds.length ? random.pick(area.polygonIds) : null,
    unloadingStationId: random.pick(site.stationIds),
  };
  const key = randomUUID();
  started = performance.now();
  const load = (await client.post('/api/scale-documents/record-load', body, { 'idempotency-key': key })) as LoadAnswer;
  latencies.push(performance.now() - started);
  acked.loads.push({ id: load.data.document_id, number: load.data.document_number });
  if (resend) {
    // A client that lost the answer sends the same request again: it must get the same document back.
    const again = (await client.post('/api/scale-documents/record-load', body, { 'idempotency-key': key })) as LoadAnswer;
    if (again.data.document_id !== load.data.document_id) throw new Error(`A resent weighing made document ${again.data.document_id} besides ${load.data.document_id}`);
  }
}

/** Runs `clients` loops side by side until `durationMs` has passed; answers the elapsed time. */
export async function runClients(clients: number, durationMs: number, loop: (index: number, until: number) => Promise<void>): Promise<number> {
  const started = performance.now();
  const until = started + durationMs;
  await Promise.all(Array.from({ length: clients }, (_, index) => loop(index, until)));
  return performance.now() - started;
}
