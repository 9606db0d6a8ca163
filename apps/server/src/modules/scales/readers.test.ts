import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe.each(ENGINES)('reader configuration on the %s engine', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    admin = await t.signInAs('admin');
  });
  afterAll(async () => t.close());

  // Nothing listens on the discard port here: the reader stays offline and needs no device.
  const readerBody = (fields: Record<string, unknown> = {}) => ({ name: 'Gate reader', scale_id: 1, connection: 'tcp', host: '127.0.0.1', port: 9, ...fields });
  const createReader = async (fields: Record<string, unknown> = {}) => {
    const response = await t.call('POST', '/api/readers', { token: admin, body: readerBody(fields) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };

  it('creates a reader at a scale, reading decimal card numbers with a 10 s repeat window by default', async () => {
    const created = await createReader({ prefix: '$', suffix: '#' });
    expect(created).toEqual({
      reader_id: expect.any(Number),
      name: 'Gate reader',
      scale_id: 1,
      connection: 'tcp',
      prefix: '$',
      suffix: '#',
      card_format: 'decimal',
      repeat_window_seconds: 10,
      enabled: true,
      host: '127.0.0.1',
      port: 9,
      device_path: null,
      baud_rate: 9600,
      data_bits: 8,
      parity: 'none',
      stop_bits: 1,
    });
    expect((await t.call('GET', `/api/readers/${created.reader_id}`, { token: admin })).json()).toEqual({ data: created });
    expect((await t.call('GET', '/api/readers', { token: admin })).json().data).toContainEqual(created);
    const rows = await queryRows(t.database.db, sql`select details from audit_log where action = 'reader.create' and entity_id = ${String(created.reader_id)}`);
    expect(rows).toEqual([{ details: { before: null, after: created } }]);
  });

  it('moves a reader to another scale and records before and after', async () => {
    const scale = await t.call('POST', '/api/scales', { token: admin, body: { name: 'Weighbridge 2', capacity_kg: 60_000, division_kg: 20, connection: 'manual' } });
    const reader = await createReader();
    const body = readerBody({ scale_id: scale.json().data.scale_id, card_format: 'hex', repeat_window_seconds: 0, connection: 'serial', device_path: '/dev/ttyS1' });
    const response = await t.call('PUT', `/api/readers/${reader.reader_id}`, { token: admin, body });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json().data;
    expect(after).toMatchObject({ scale_id: scale.json().data.scale_id, card_format: 'hex', repeat_window_seconds: 0, connection: 'serial', device_path: '/dev/ttyS1' });
    const rows = await queryRows(t.database.db, sql`select details from audit_log where action = 'reader.update' and entity_id = ${String(reader.reader_id)}`);
    expect(rows).toEqual([{ details: { before: reader, after } }]);
  });

  it('refuses a reader at a scale that does not exist, and what a reader cannot be', async () => {
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ scale_id: 999_999 }, 'Scale 999999 does not exist'],
      [{ connection: 'manual' }, 'Connection must be one of tcp, serial'],
      [{ port: null }, 'Port is required for a tcp connection'],
      [{ card_format: 'octal' }, 'Card number format must be one of decimal, hex'],
      [{ repeat_window_seconds: -1 }, 'Repeat window (s) must not be negative'],
      [{ name: '' }, 'Name is required'],
    ];
    for (const [fields, message] of cases) {
      const response = await t.call('POST', '/api/readers', { token: admin, body: readerBody(fields) });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().error).toMatch(message);
    }
    const reader = await createReader();
    const moved = await t.call('PUT', `/api/readers/${reader.reader_id}`, { token: admin, body: readerBody({ scale_id: 999_999 }) });
    expect(moved.json()).toEqual({ error: 'Scale 999999 does not exist', code: 'BAD_REQUEST' });
    expect((await t.call('GET', '/api/readers/999999', { token: admin })).json()).toEqual({ error: 'Reader not found', code: 'NOT_FOUND' });
  });

  it('says whether a reader is connected, and answers 404 for an unknown reader', async () => {
    const reader = await createReader();
    const status = await t.call('GET', `/api/readers/${reader.reader_id}/status`, { token: admin });
    expect(status.json().data).toEqual({ reader_id: reader.reader_id, connected: false, last_seen_at: null, last_card_number: null, reads: 0, reconnects: expect.any(Number) });
    const missing = await t.call('GET', '/api/readers/999999/status', { token: admin });
    expect(missing.json()).toEqual({ error: 'Reader not found', code: 'NOT_FOUND' });
  });

  it('lets supervisors and operators read readers, and only administrators change them', async () => {
    const reader = await createReader();
    for (const role of ['supervisor', 'operator'] as const) {
      const token = await t.signInAs(role);
      expect((await t.call('GET', '/api/readers', { token })).statusCode).toBe(200);
      expect((await t.call('GET', `/api/readers/${reader.reader_id}`, { token })).statusCode).toBe(200);
      expect((await t.call('POST', '/api/readers', { token, body: readerBody() })).statusCode).toBe(403);
      expect((await t.call('PUT', `/api/readers/${reader.reader_id}`, { token, body: readerBody() })).statusCode).toBe(403);
    }
    const viewer = await t.signInAs('viewer');
    expect((await t.call('GET', '/api/readers', { token: viewer })).statusCode).toBe(403);
  });
});
