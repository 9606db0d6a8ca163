import { expect, it } from 'vitest';
import { type CatalogueUnderTest, describeCatalogue, expectAudited, expectReadBack, itAnswersUnknownIds, itLetsOnlyRead, itRefuses } from '../../test/catalogue-checks.js';
import { FACTORY_SERIAL_LINE, OFFLINE_TCP } from '../../test/scale-bodies.js';

const scales: CatalogueUnderTest = {
  path: '/api/scales',
  idField: 'scale_id',
  keeper: 'admin',
  body: (fields = {}) => ({ name: 'Weighbridge 2', capacity_kg: 60_000, division_kg: 20, ...OFFLINE_TCP, ...fields }),
  deletes: false,
};
const scaleBody = scales.body;

describeCatalogue(scales, (c) => {
  const createScale = c.create;

  it('lists scale 1, the manual scale every weighing so far was recorded on', async () => {
    const list = (await c.call('GET', '/api/scales')).json().data;
    expect(list[0]).toMatchObject({ scale_id: 1, name: 'Weighbridge 1', connection: 'manual', capacity_kg: 150_000, division_kg: 20, enabled: true });
  });

  it('creates a tcp scale with the factory serial line 9600 8N1 and the Toledo protocol by default', async () => {
    const created = await createScale({ name: ' Weighbridge North ', location: 'North gate' });
    expect(created).toEqual({
      scale_id: expect.any(Number),
      name: 'Weighbridge North',
      location: 'North gate',
      capacity_kg: 60_000,
      division_kg: 20,
      protocol: 'toledo',
      toledo_checksum: false,
      ascii_format: 'custom',
      ascii_pattern: null,
      line_end: null,
      frame_length: null,
      enabled: true,
      ...OFFLINE_TCP,
      ...FACTORY_SERIAL_LINE,
    });
    await expectReadBack(c, created);
    await expectAudited(c, 'scale.create', created.scale_id, { before: null, after: created });
  });

  it('edits a scale, a serial one with an ASCII pattern, and records before and after', async () => {
    const scale = await createScale();
    const body = scaleBody({
      name: 'Weighbridge South',
      division_kg: 10,
      connection: 'serial',
      device_path: '/dev/ttyUSB0',
      baud_rate: 19200,
      data_bits: 7,
      parity: 'even',
      stop_bits: 2,
      protocol: 'ascii',
      ascii_pattern: '^(?<weight>-?\\d+) (?<unit>kg)$',
      host: null,
      port: null,
      enabled: false,
    });
    const after = await c.update(scale, body);
    expect(after).toMatchObject({ name: 'Weighbridge South', connection: 'serial', device_path: '/dev/ttyUSB0', baud_rate: 19200, data_bits: 7, parity: 'even', stop_bits: 2, enabled: false });
    await expectAudited(c, 'scale.update', scale.scale_id, { before: scale, after });
  });

  it('keeps a pattern only for a custom format, and a frame length only with frames of a fixed length', async () => {
    const named = await createScale({ protocol: 'ascii', ascii_format: 'rinstrum-fmt1', ascii_pattern: '^(?<weight>\\d+)$', line_end: 'cr', frame_length: 12 });
    expect(named).toMatchObject({ protocol: 'ascii', ascii_format: 'rinstrum-fmt1', ascii_pattern: null, line_end: 'cr', frame_length: null });
    const fixed = await createScale({ protocol: 'ascii', ascii_pattern: '^(?<weight>\\d+)$', line_end: 'length', frame_length: 12 });
    expect(fixed).toMatchObject({ ascii_format: 'custom', ascii_pattern: '^(?<weight>\\d+)$', line_end: 'length', frame_length: 12 });
  });

  itRefuses(c, 'refuses what a scale cannot be, naming the field', [
    [{ name: ' ' }, 'Name is required'],
    [{ host: null }, 'Host is required for a tcp connection'],
    [{ port: 70_000 }, 'Port must be from 1 to 65535'],
    [{ connection: 'serial', device_path: null }, 'Serial device is required for a serial connection'],
    [{ connection: 'usb' }, 'Connection must be one of manual, tcp, serial'],
    [{ baud_rate: 1234 }, 'Baud rate must be one of 1200, 2400, 4800, 9600, 19200, 38400, 57600, 115200'],
    [{ protocol: 'ascii' }, 'Pattern is required for a custom ASCII format'],
    [{ protocol: 'ascii', ascii_format: 'rinstrum-fmt9' }, /^Format must be one of custom, rinstrum-fmt1/],
    [{ protocol: 'sics', line_end: 'length' }, 'Frame length is required for frames of a fixed length'],
    [{ protocol: 'sics', line_end: 'length', frame_length: 200 }, 'Frame length must be from 2 to 128'],
    [{ protocol: 'sics', line_end: 'semicolon' }, /^End of frame must be one of crlf, cr, lf, etx, length/],
    [{ protocol: 'ascii', ascii_pattern: '(?<weight>\\d+' }, 'Pattern is not a valid regular expression'],
    [{ protocol: 'ascii', ascii_pattern: '^\\d+ kg$' }, /^Pattern needs a named group "weight"/],
    [{ capacity_kg: 100, division_kg: 20 }, 'Division (kg) must be at most a 20th of the capacity'],
    [{ scale_id: 5 }, /scale_id/],
  ]);

  it('refuses a broken pattern on an edit, and keeps the scale as it was', async () => {
    const scale = await createScale();
    const edit = await c.call('PUT', `/api/scales/${scale.scale_id}`, scaleBody({ protocol: 'ascii', ascii_pattern: '[' }));
    expect(edit.json()).toEqual({ error: 'Pattern is not a valid regular expression', code: 'BAD_REQUEST' });
    expect((await c.call('GET', `/api/scales/${scale.scale_id}`)).json().data).toEqual(scale);
  });

  itAnswersUnknownIds(c, { notFound: 'Scale not found', notAnId: 'Scale must be a positive whole number' });

  it('deletes no scale', async () => {
    expect((await c.call('DELETE', '/api/scales/1')).statusCode).toBe(404);
    expect((await c.call('GET', '/api/scales/1')).statusCode).toBe(200);
  });

  it('says of a manual scale that it has no indicator, and of a disabled one that it is disabled', async () => {
    const manual = await c.call('GET', '/api/scales/1/status');
    expect(manual.json().data).toEqual({
      scale_id: 1,
      connection: 'manual',
      weight_kg: null,
      displayed_kg: null,
      net: false,
      tare_kg: null,
      unit: null,
      fault: null,
      diagnosis: null,
      stable: false,
      motion: false,
      zero: false,
      overload: false,
      under_zero: false,
      empty: false,
      connected: false,
      stale: false,
      returned_to_zero: true,
      last_frame_at: null,
      frames_per_second: 0,
      frames: 0,
      parse_errors: 0,
      reconnects: 0,
      capture_refusal: 'This scale has no indicator: type the weight',
    });
    const scale = await createScale({ enabled: false });
    const disabled = (await c.call('GET', `/api/scales/${scale.scale_id}/status`)).json().data;
    expect(disabled).toMatchObject({ connection: 'tcp', connected: false, stale: true, capture_refusal: 'The scale is disabled' });
  });

  it('says of a scale whose indicator cannot be reached that it is offline, and answers 404 for an unknown scale', async () => {
    const scale = await createScale();
    const status = (await c.call('GET', `/api/scales/${scale.scale_id}/status`)).json().data;
    expect(status).toMatchObject({ connection: 'tcp', connected: false, weight_kg: null, capture_refusal: 'The scale is offline: no connection to its indicator' });
    const missing = await c.call('GET', '/api/scales/999999/status');
    expect(missing.json()).toEqual({ error: 'Scale not found', code: 'NOT_FOUND' });
  });

  itLetsOnlyRead(c, { readers: ['supervisor', 'operator'], outsiders: ['viewer'], alsoReads: (scale) => [`${c.url(scale)}/status`] });
});
