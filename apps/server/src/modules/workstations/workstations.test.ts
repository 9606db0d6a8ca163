/**
 * Workstations: kept by administrators on the System page, read by whoever weighs (the weighing page opens
 * on its workstation's scale and reader), audited, and refused with a message that names what is wrong
 * when its defaults name a scale or reader the site does not have.
 */
import { WORKSTATION_MESSAGES } from '@weighbridge/contract/workstations';
import { expect, it } from 'vitest';
import {
  type CatalogueUnderTest,
  describeCatalogue,
  expectAudited,
  expectReadBack,
  itAnswersUnknownIds,
  itDeletes,
  itLetsOnlyRead,
  itRefuses,
} from '../../test/catalogue-checks.js';
import { OFFLINE_TCP } from '../../test/scale-bodies.js';

let named = 0;
const workstations: CatalogueUnderTest = {
  path: '/api/workstations',
  idField: 'workstation_id',
  keeper: 'admin',
  // Names are unique: each sample a computer of its own.
  body: (fields = {}) => ({ name: `Scale house ${++named}`, scale_id: 1, reader_id: null, ...fields }),
  deletes: true,
};

describeCatalogue(workstations, (c) => {
  it('creates a workstation with its default scale, read back with the scale’s name, and audited', async () => {
    const created = await c.create({ name: ' Gate office ' });
    expect(created).toEqual({ workstation_id: expect.any(Number), name: 'Gate office', scale_id: 1, scale_name: 'Weighbridge 1', reader_id: null, reader_name: null });
    await expectReadBack(c, created);
    await expectAudited(c, 'workstation.create', created.workstation_id, { before: null, after: created });
  });

  it('moves a workstation to another scale and its reader, recording before and after', async () => {
    const scale = (await c.call('POST', '/api/scales', { name: 'Weighbridge East', capacity_kg: 60_000, division_kg: 20, connection: 'manual' })).json().data;
    const reader = (await c.call('POST', '/api/readers', { name: 'East gate', scale_id: scale.scale_id, ...OFFLINE_TCP })).json().data;
    const workstation = await c.create();
    const after = await c.update(workstation, workstations.body({ name: workstation.name, scale_id: scale.scale_id, reader_id: reader.reader_id }));
    expect(after).toMatchObject({ scale_id: scale.scale_id, scale_name: 'Weighbridge East', reader_id: reader.reader_id, reader_name: 'East gate' });
    await expectAudited(c, 'workstation.update', workstation.workstation_id, { before: workstation, after });

    // Reader 'East gate' stands at the east scale, not at scale 1.
    const elsewhere = await c.call('PUT', c.url(workstation), workstations.body({ scale_id: 1, reader_id: reader.reader_id }));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error).toBe(WORKSTATION_MESSAGES.readerElsewhere);
    expect(await c.read(c.url(workstation))).toEqual(after);
  });

  itRefuses(c, 'refuses an unknown scale or reader, and a workstation without a name or scale, with a clear message', [
    [{ scale_id: 999_999 }, 'Scale 999999 does not exist'],
    [{ reader_id: 999_999 }, 'Reader 999999 does not exist'],
    [{ scale_id: null }, 'Default scale is required'],
    [{ scale_id: 'one' }, 'Default scale must be a whole number'],
    [{ name: '  ' }, 'Name is required'],
  ]);

  it('refuses a second workstation of the same name, whatever its case, and keeps the first', async () => {
    const first = await c.create({ name: 'Weigh office' });
    const again = await c.call('POST', c.api.path, workstations.body({ name: 'WEIGH OFFICE' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe("A workstation named 'WEIGH OFFICE' already exists");
    expect(await c.read(c.url(first))).toEqual(first);
  });

  itDeletes(c, { answer: WORKSTATION_MESSAGES.deleted, notFound: 'Workstation not found' });
  itAnswersUnknownIds(c, { notFound: 'Workstation not found', notAnId: 'Workstation must be a positive whole number' });
  itLetsOnlyRead(c, { readers: ['supervisor', 'operator'], outsiders: ['viewer'] });
});
