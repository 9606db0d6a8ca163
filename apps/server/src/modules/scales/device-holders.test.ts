/**
 * Two real servers on one PostgreSQL database, with the scale and reader simulators over TCP: each device
 * is talked to by one server only, both servers' live streams show its readings and card reads, a capture
 * on either takes the holder's reading, and killing the holder (SIGKILL) moves the devices to the other
 * within 5 seconds, where capture goes on.
 */
import type { HealthResponse } from '@weighbridge/contract/system';
import type { ScaleDocument } from '@weighbridge/contract/scale-documents';
import type { ScaleReading } from '@weighbridge/contract/scales';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_LOCK_CLASSES } from '../../db/advisory-locks.js';
import { type ReaderSimulator, startReaderSimulator } from '../../simulator/reader-simulator.js';
import { type ScaleSimulator, startScaleSimulator } from '../../simulator/scale-simulator.js';
import { type Api, type ChildServer, loadOf, newServerData, type Pit, seedPit, type ServerData, signInAsAdmin, sleep, startChildServer } from '../../test/child-server.js';
import { ENGINES } from '../../test/engines.js';
import { tcpScaleBody } from '../../test/scale-bodies.js';
import { type EventStreamClient, openEventStream } from '../../test/event-stream.js';
import { valueOf } from '../../test/metrics-text.js';
import { TAKEOVER_INTERVAL_MS } from './device-connections.js';

const POLL = { timeout: 10_000, interval: 50 };
/** The promise: another server takes a dead holder's devices over within this. */
const TAKEOVER_LIMIT_MS = 5000;

const weightOf = (data: string) => (JSON.parse(data) as ScaleReading).weight_kg;
const stableAt = (kg: number) => (data: string) => weightOf(data) === kg && (JSON.parse(data) as ScaleReading).stable;

/** What the server says it holds; a server that is gone holds nothing. */
async function heldDevices(server: ChildServer): Promise<HealthResponse['devices']> {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return { scales: [], readers: [] };
  return ((await (await fetch(`${server.base}/api/health`)).json()) as HealthResponse).devices;
}

// Several servers share only a PostgreSQL server: the embedded engine is one process.
describe.skipIf(!ENGINES.includes('postgres'))('two servers sharing a scale and a reader on one PostgreSQL database', () => {
  let data: ServerData;
  let servers: ChildServer[] = [];
  let apis: Api[] = [];
  const streams: EventStreamClient[] = [];
  let scale: ScaleSimulator;
  let reader: ReaderSimulator;
  let pit: Pit;
  let scaleId: number;
  let readerId: number;

  beforeAll(async () => {
    data = await newServerData('postgres');
    servers = [await startChildServer(data), await startChildServer(data)];
    apis = await Promise.all(servers.map((server) => signInAsAdmin(server.base)));
    scale = await startScaleSimulator({ protocol: 'toledo', cycle: false });
    scale.setWeight(0);
    reader = await startReaderSimulator({ prefix: '$', suffix: '#' });
    pit = await seedPit(apis[0]!, 2);
    scaleId = (await apis[0]!.call<{ data: { scale_id: number } }>('POST', '/api/scales', scaleBody())).body.data.scale_id;
    // Saved on the other server: the save is applied on both.
    const readerBody = { name: 'Gate reader', scale_id: scaleId, connection: 'tcp', host: '127.0.0.1', port: reader.port, prefix: '$', suffix: '#', repeat_window_seconds: 10 };
    readerId = (await apis[1]!.call<{ data: { reader_id: number } }>('POST', '/api/readers', readerBody)).body.data.reader_id;
  }, 240_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    for (const server of servers) await server.kill();
    await scale?.close();
    await reader?.close();
    await data?.dispose();
  });

  const scaleBody = (fields: Record<string, unknown> = {}) => tcpScaleBody(scale.port, fields);

  /** The index of the server holding the device, once exactly one does. */
  const holderOf = async (kind: 'scales' | 'readers', id: number): Promise<number> => {
    let holders: number[] = [];
    await expect
      .poll(async () => {
        const held = await Promise.all(servers.map(heldDevices));
        holders = held.flatMap((devices, index) => (devices[kind].includes(id) ? [index] : []));
        return holders.length;
      }, POLL)
      .toBe(1);
    return holders[0]!;
  };

  const follow = async (server: ChildServer, api: Api) => {
    const stream = await openEventStream(`${server.base}/api/scales/${scaleId}/live`, api.token);
    streams.push(stream);
    return stream;
  };

  /** A load captured from the scale on the server `api` talks to, for a truck with a typed tara. */
  const captureLoad = async (api: Api, vehicleId: number) => {
    const tara = await api.call('POST', '/api/tara-weighings', { vehicleId, tareWeight: 11_000, rfidCardNumber: null, scaleId: 1, notes: null });
    expect(tara.status, JSON.stringify(tara.body)).toBe(201);
    return api.call<{ data: ScaleDocument; error?: string }>('POST', '/api/scale-documents/record-load', {
      ...loadOf(pit, vehicleId, 0),
      fullWeight: undefined,
      weightSource: 'scale',
      scaleId,
    });
  };

  it('connects one server only to the scale and to the reader, and each says in its health what it holds', async () => {
    const scaleHolder = await holderOf('scales', scaleId);
    await holderOf('readers', readerId);
    await expect.poll(() => scale.status().clients, POLL).toBe(1);
    await expect.poll(() => reader.status().clients, POLL).toBe(1);
    // The other keeps trying to take them, every second, and never connects while the holder lives.
    await sleep(3 * TAKEOVER_INTERVAL_MS);
    expect(scale.status().clients).toBe(1);
    expect(reader.status().clients).toBe(1);
    expect(await holderOf('scales', scaleId)).toBe(scaleHolder);

    // Only the holder counts the indicator's frames; each server counts the devices it holds.
    const metrics = await Promise.all(
      servers.map(async (server, index) => (await fetch(`${server.base}/api/monitoring/metrics`, { headers: { authorization: `Bearer ${apis[index]!.token}` } })).text()),
    );
    const other = 1 - scaleHolder;
    expect(valueOf(metrics[scaleHolder]!, `weighbridge_scale_frames_total{scale="${scaleId}"}`)).toBeGreaterThan(0);
    expect(valueOf(metrics[other]!, `weighbridge_scale_frames_total{scale="${scaleId}"}`)).toBeNaN();
    expect(valueOf(metrics[scaleHolder]!, 'weighbridge_devices_held{kind="scale"}')).toBe(1);
    expect(valueOf(metrics[other]!, 'weighbridge_devices_held{kind="scale"}')).toBe(0);
  });

  it('shows the scale’s readings and each card read once in both servers’ live streams', async () => {
    const both = await Promise.all(servers.map((server, index) => follow(server, apis[index]!)));
    scale.setWeight(24_680);
    for (const stream of both) await stream.next('reading', stableAt(24_680));
    expect(reader.send('0004711')).toBe(1);
    for (const stream of both) expect(JSON.parse((await stream.next('card')).data)).toMatchObject({ reader_id: readerId, scale_id: scaleId, card_number: '0004711' });
    await sleep(500);
    for (const stream of both) expect(stream.events.filter((event) => event.event === 'card')).toHaveLength(1);
    // The reader's status reads the same on both: the holder tells the other.
    for (const api of apis) {
      const status = await api.call<{ data: { connected: boolean; last_card_number: string } }>('GET', `/api/readers/${readerId}/status`);
      expect(status.body.data).toMatchObject({ connected: true, last_card_number: '0004711' });
    }
  });

  it('captures on the server that does not hold the scale from the holder’s reading, and refuses it once that reading is stale', async () => {
    const other = 1 - (await holderOf('scales', scaleId));
    scale.setWeight(24_680);
    await expect.poll(async () => (await apis[other]!.call<{ data: ScaleReading }>('GET', `/api/scales/${scaleId}/status`)).body.data.stable, POLL).toBe(true);
    const captured = await captureLoad(apis[other]!, pit.vehicleIds[0]!);
    expect(captured.status, JSON.stringify(captured.body)).toBe(201);
    expect(captured.body.data.full_weight_kg).toBe(24_680);

    scale.setWeight(0);
    await sleep(300);
    scale.setWeight(25_000);
    scale.silence(true);
    await sleep(1500);
    const refused = await captureLoad(apis[other]!, pit.vehicleIds[1]!);
    scale.silence(false);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('The scale has sent no reading for more than a second');
  });

  it('applies a scale saved on the server that does not hold it on the holder: disabled, no one talks to it; enabled, one does', async () => {
    const other = apis[1 - (await holderOf('scales', scaleId))]!;
    expect((await other.call('PUT', `/api/scales/${scaleId}`, scaleBody({ enabled: false }))).status).toBe(200);
    await expect.poll(() => scale.status().clients, POLL).toBe(0);
    await sleep(2 * TAKEOVER_INTERVAL_MS);
    expect(scale.status().clients).toBe(0);
    expect((await Promise.all(servers.map(heldDevices))).map((held) => held.scales)).toEqual([[], []]);
    expect((await other.call('PUT', `/api/scales/${scaleId}`, scaleBody({ enabled: true }))).status).toBe(200);
    await holderOf('scales', scaleId);
    await expect.poll(() => scale.status().clients, POLL).toBe(1);
  });

  it('stops talking to the devices at once when the holder loses its database connection, and one server holds them again', async () => {
    await holderOf('scales', scaleId);
    const admin = new pg.Client({ connectionString: data.databaseUrl });
    await admin.connect();
    try {
      const ended = await admin.query(
        // pg_locks lists the locks of every database of the server (other tests hold devices of the same ids).
        `select pg_terminate_backend(pid) from pg_locks
          where locktype = 'advisory' and granted and classid::bigint = $1 and objid::bigint = $2 and objsubid = 2
            and database = (select oid from pg_database where datname = current_database())`,
        [DEVICE_LOCK_CLASSES.scale, scaleId],
      );
      expect(ended.rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    // Whichever server takes the scale now, the one that lost it has closed its connection first.
    let most = 0;
    const until = Date.now() + 3 * TAKEOVER_INTERVAL_MS;
    while (Date.now() < until) {
      most = Math.max(most, scale.status().clients);
      await sleep(5);
    }
    expect(most).toBe(1);
    await holderOf('scales', scaleId);
    await holderOf('readers', readerId);
    expect(scale.status().clients).toBe(1);
  });

  it('moves the scale and the reader to the other server within 5 s of the holder’s SIGKILL, where capture works', async () => {
    const holder = await holderOf('scales', scaleId);
    const survivor = servers[1 - holder]!;
    const survivorApi = apis[1 - holder]!;
    const stream = await follow(survivor, survivorApi);
    await stream.next('reading');

    // The last truck drives off (the scale shows zero) and the next one is on the deck when the holder dies.
    scale.setWeight(0);
    await stream.next('reading', stableAt(0));
    scale.setWeight(26_000);
    await stream.next('reading', stableAt(26_000));

    const killedAt = Date.now();
    await servers[holder]!.kill();
    let movedAfterMs = Infinity;
    await expect
      .poll(async () => {
        const held = await heldDevices(survivor);
        movedAfterMs = Date.now() - killedAt;
        return held.scales.includes(scaleId) && held.readers.includes(readerId);
      }, POLL)
      .toBe(true);
    expect(movedAfterMs).toBeLessThan(TAKEOVER_LIMIT_MS);
    await expect.poll(() => scale.status().clients, POLL).toBe(1);
    await expect.poll(() => reader.status().clients, POLL).toBe(1);

    // The survivor knows the scale showed zero since the last capture, as one server that stayed up would:
    // the truck on the deck is captured once its own connection reads it settled, with no new zero first.
    const status = async () => (await survivorApi.call<{ data: ScaleReading }>('GET', `/api/scales/${scaleId}/status`)).body.data;
    await expect.poll(async () => (await status()).capture_refusal, POLL).toBeNull();
    const captured = await captureLoad(survivorApi, pit.vehicleIds[1]!);
    expect(captured.status, JSON.stringify(captured.body)).toBe(201);
    expect(captured.body.data.full_weight_kg).toBe(26_000);
    expect(Date.now() - killedAt).toBeLessThan(TAKEOVER_LIMIT_MS + 5000);

    reader.send('0004800');
    expect(JSON.parse((await stream.next('card')).data)).toMatchObject({ card_number: '0004800' });
  });

  it('lets the devices go when the holder stops, for a server started since to take them at once', async () => {
    const holder = servers[await holderOf('scales', scaleId)]!;
    const newcomer = await startChildServer(data);
    servers.push(newcomer);
    await sleep(2 * TAKEOVER_INTERVAL_MS);
    expect(await heldDevices(newcomer)).toEqual({ scales: [], readers: [] });
    await holder.stop();
    // The holder lets go before it exits, and tells the others: no waiting for the next attempt.
    const exitedAt = Date.now();
    await expect.poll(async () => heldDevices(newcomer), POLL).toEqual({ scales: [scaleId], readers: [readerId] });
    expect(Date.now() - exitedAt).toBeLessThan(TAKEOVER_INTERVAL_MS / 2);
    await expect.poll(() => scale.status().clients, POLL).toBe(1);
  });
});
