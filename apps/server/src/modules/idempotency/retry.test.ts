/**
 * Retried weighings over real connections. A weighing station that never heard back (the connection
 * dropped after the server committed) sends the same request with the same Idempotency-Key again and
 * gets the first answer; copies that arrive while the first is still being recorded wait for it and
 * get its answer too. Never two weighings for one key.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type { ScaleDocument } from '@weighbridge/contract/scale-documents';
import { IDEMPOTENCY_HEADER, type TaraRecord } from '@weighbridge/contract/weighing';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { loadBody, makeSite, makeVehicle, type Site } from '../../test/site-data.js';
import { sharedTestApp } from '../../test/shared-app.js';

type Answer<Data = ScaleDocument> = { status: number; body: { data: Data } };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(ENGINES)('retried weighings over the network on the %s engine', (engine) => {
  const t = sharedTestApp(engine);
  let site: Site;
  let operator: string;
  let port: number;
  beforeAll(async () => {
    site = await makeSite(t);
    operator = await t.signInAs('operator');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    const tara = await post('/api/tara-weighings', { vehicleId: site.vehicleId, tareWeight: 12_000 });
    expect(tara.status).toBe(201);
  });

  function requestOptions(path: string, body: string, key?: string): http.RequestOptions {
    return {
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      agent: false,
      headers: {
        authorization: `Bearer ${operator}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}),
      },
    };
  }

  /** A request on a connection of its own, answered in full. */
  function post<Data = ScaleDocument>(path: string, payload: unknown, key?: string): Promise<Answer<Data>> {
    const body = JSON.stringify(payload);
    return new Promise((resolve, reject) => {
      const request = http.request(requestOptions(path, body, key), (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
      });
      request.on('error', reject);
      request.end(body);
    });
  }

  /** Sends a request on a raw connection that never reads the answer; `hangUp` drops the connection. */
  function sendUnread(path: string, payload: unknown, key: string): Promise<{ hangUp: () => void }> {
    const body = JSON.stringify(payload);
    const head = [
      `POST ${path} HTTP/1.1`,
      `host: 127.0.0.1:${port}`,
      `authorization: Bearer ${operator}`,
      'content-type: application/json',
      `content-length: ${Buffer.byteLength(body)}`,
      `${IDEMPOTENCY_HEADER}: ${key}`,
    ].join('\r\n');
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        // The write's callback comes once the bytes are with the operating system, on their way to the server.
        socket.write(`${head}\r\n\r\n${body}`, () => resolve({ hangUp: () => void socket.destroy() }));
      });
      socket.on('error', reject);
    });
  }

  async function documentsWeighing(fullWeight: number): Promise<ScaleDocument[]> {
    const answer = await t.call('GET', `/api/scale-documents?vehicleIds=${site.vehicleId}&limit=200`, { token: operator });
    return (answer.json().data as ScaleDocument[]).filter((row) => row.full_weight_kg === fullWeight);
  }

  async function taraCount(vehicleId: number): Promise<number> {
    return (await t.call('GET', `/api/tara-weighings/history?vehicleId=${vehicleId}`, { token: operator })).json().data.length;
  }

  it('records a tara sent three times with one key once, and answers each copy with it', async () => {
    const vehicleId = await makeVehicle(t, site.adminToken);
    const body = { vehicleId, tareWeight: 11_250.5 };
    const answers = [];
    for (let copy = 0; copy < 3; copy++) answers.push(await post<TaraRecord>('/api/tara-weighings', body, 'tara-three-times'));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await taraCount(vehicleId)).toBe(1);
  });

  it('answers a retry after the server committed but the connection dropped with the document already made', async () => {
    const body = loadBody(site, 31_111);
    const first = await sendUnread('/api/scale-documents/record-load', body, 'load-hung-up');
    // The server records the load; its answer waits unread on a connection the station then loses.
    const deadline = Date.now() + 10_000;
    while ((await documentsWeighing(31_111)).length === 0 && Date.now() < deadline) await sleep(20);
    first.hangUp();
    const [recorded] = await documentsWeighing(31_111);
    expect(recorded).toBeDefined();

    const retry = await post('/api/scale-documents/record-load', body, 'load-hung-up');
    expect(retry.status).toBe(201);
    expect(retry.body.data).toEqual(recorded);
    expect(await documentsWeighing(31_111)).toHaveLength(1);
  });

  it('makes copies that arrive while the first is being recorded wait for it and answer its document', async () => {
    const weights = [32_001, 32_002, 32_003, 32_004, 32_005, 32_006];
    // Each load goes out three times at once: once on a connection that drops, twice waiting for the answer.
    const copies = weights.flatMap((fullWeight) => {
      const body = loadBody(site, fullWeight);
      const key = `load-race-${fullWeight}`;
      return [
        // Dropped at once: the server may or may not have read it, and records it at most once either way.
        sendUnread('/api/scale-documents/record-load', body, key).then((sent) => sent.hangUp()),
        post('/api/scale-documents/record-load', body, key),
        post('/api/scale-documents/record-load', body, key),
      ];
    });
    const answers = (await Promise.all(copies)).filter((answer): answer is Answer => answer !== undefined);
    expect(answers.map((answer) => answer.status)).toEqual(Array(weights.length * 2).fill(201));
    for (const fullWeight of weights) {
      const documents = await documentsWeighing(fullWeight);
      expect(documents).toHaveLength(1);
      const answered = answers.filter((answer) => answer.body.data.full_weight_kg === fullWeight);
      expect(answered.map((answer) => answer.body.data)).toEqual([documents[0], documents[0]]);
    }
  });
});
