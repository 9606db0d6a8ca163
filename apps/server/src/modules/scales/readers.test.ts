import { expect, it } from 'vitest';
import { type CatalogueUnderTest, describeCatalogue, expectAudited, expectReadBack, itAnswersUnknownIds, itLetsOnlyRead, itRefuses } from '../../test/catalogue-checks.js';
import { FACTORY_SERIAL_LINE, OFFLINE_TCP } from '../../test/scale-bodies.js';

const readers: CatalogueUnderTest = {
  path: '/api/readers',
  idField: 'reader_id',
  keeper: 'admin',
  body: (fields = {}) => ({ name: 'Gate reader', scale_id: 1, ...OFFLINE_TCP, ...fields }),
  deletes: false,
};
const readerBody = readers.body;

describeCatalogue(readers, (c) => {
  const createReader = c.create;

  it('creates a reader at a scale, reading decimal card numbers with a 10 s repeat window by default', async () => {
    const created = await createReader({ prefix: '$', suffix: '#' });
    expect(created).toEqual({
      reader_id: expect.any(Number),
      name: 'Gate reader',
      scale_id: 1,
      prefix: '$',
      suffix: '#',
      card_format: 'decimal',
      repeat_window_seconds: 10,
      enabled: true,
      ...OFFLINE_TCP,
      ...FACTORY_SERIAL_LINE,
    });
    await expectReadBack(c, created);
    await expectAudited(c, 'reader.create', created.reader_id, { before: null, after: created });
  });

  it('moves a reader to another scale and records before and after', async () => {
    const scale = await c.call('POST', '/api/scales', { name: 'Weighbridge 2', capacity_kg: 60_000, division_kg: 20, connection: 'manual' });
    const reader = await createReader();
    const body = readerBody({ scale_id: scale.json().data.scale_id, card_format: 'hex', repeat_window_seconds: 0, connection: 'serial', device_path: '/dev/ttyS1' });
    const after = await c.update(reader, body);
    expect(after).toMatchObject({ scale_id: scale.json().data.scale_id, card_format: 'hex', repeat_window_seconds: 0, connection: 'serial', device_path: '/dev/ttyS1' });
    await expectAudited(c, 'reader.update', reader.reader_id, { before: reader, after });
  });

  itRefuses(c, 'refuses a reader at a scale that does not exist, and what a reader cannot be', [
    [{ scale_id: 999_999 }, 'Scale 999999 does not exist'],
    [{ connection: 'manual' }, 'Connection must be one of tcp, serial'],
    [{ port: null }, 'Port is required for a tcp connection'],
    [{ card_format: 'octal' }, 'Card number format must be one of decimal, hex'],
    [{ repeat_window_seconds: -1 }, 'Repeat window (s) must not be negative'],
    [{ name: '' }, 'Name is required'],
  ]);

  it('refuses moving a reader to a scale that does not exist', async () => {
    const reader = await createReader();
    const moved = await c.call('PUT', `/api/readers/${reader.reader_id}`, readerBody({ scale_id: 999_999 }));
    expect(moved.json()).toEqual({ error: 'Scale 999999 does not exist', code: 'BAD_REQUEST' });
  });

  itAnswersUnknownIds(c, { notFound: 'Reader not found', notAnId: 'Reader must be a positive whole number' });

  it('says whether a reader is connected, and answers 404 for an unknown reader', async () => {
    const reader = await createReader();
    const status = await c.call('GET', `/api/readers/${reader.reader_id}/status`);
    expect(status.json().data).toEqual({ reader_id: reader.reader_id, connected: false, last_seen_at: null, last_card_number: null, reads: 0, reconnects: expect.any(Number) });
    const missing = await c.call('GET', '/api/readers/999999/status');
    expect(missing.json()).toEqual({ error: 'Reader not found', code: 'NOT_FOUND' });
  });

  itLetsOnlyRead(c, { readers: ['supervisor', 'operator'], outsiders: ['viewer'], alsoReads: (reader) => [`${c.url(reader)}/status`] });
});
