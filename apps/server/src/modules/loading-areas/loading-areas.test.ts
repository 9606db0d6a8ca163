import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { type CatalogueUnderTest, describeCatalogue, expectAudited, expectReadBack, itAnswersUnknownIds, itDeletes, itKeepsWhatDocumentsUse, itLetsOnlyRead, itRefuses } from '../../test/catalogue-checks.js';

const loadingAreas: CatalogueUnderTest = {
  path: '/api/loading-areas',
  idField: 'loading_area_id',
  keeper: 'supervisor',
  body: (fields = {}) => ({ area_name: 'North Pit', ...fields }),
  deletes: true,
};

describeCatalogue(loadingAreas, (c) => {
  it('creates an area with status active by default, and reads it back', async () => {
    const created = await c.create({ area_name: ' East Bench ', description: 'Level 3' });
    expect(created).toEqual({ loading_area_id: expect.any(Number), area_name: 'East Bench', description: 'Level 3', status: 'active' });
    await expectReadBack(c, created);
  });

  it('lists areas by name', async () => {
    await c.create({ area_name: 'West Face' });
    await c.create({ area_name: 'Alpha Quarry' });
    const names = (await c.read('/api/loading-areas')).map((a: { area_name: string }) => a.area_name);
    expect(names[0]).toBe('Alpha Quarry');
    expect(names.indexOf('North Pit')).toBeLessThan(names.indexOf('West Face'));
  });

  it('updates an area and records before and after', async () => {
    const area = await c.create();
    const after = await c.update(area, { area_name: 'North Pit 2', status: 'inactive' });
    expect(after).toEqual({ loading_area_id: area.loading_area_id, area_name: 'North Pit 2', description: null, status: 'inactive' });
    await expectAudited(c, 'loading_area.update', area.loading_area_id, { before: area, after });
  });

  itDeletes(c, { answer: 'Loading area deleted', notFound: 'Loading area not found' });
  itAnswersUnknownIds(c, { notFound: 'Loading area not found', notAnId: 'Loading Area must be a positive whole number' });

  it('refuses to delete an area that has polygons, and deletes nothing', async () => {
    const area = await c.create();
    const polygon = await c.call('POST', '/api/polygons', { registration_id: 'P-01', loading_area_id: area.loading_area_id });
    expect(polygon.statusCode).toBe(201);
    const response = await c.call('DELETE', c.url(area));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Loading area has polygons; delete them first', code: 'CONFLICT' });
    expect(await c.read(c.url(area))).toEqual(area);
    const audit = await queryRows(c.t.database.db, sql`
      select id from audit_log where action = 'loading_area.delete' and entity_id = ${String(area.loading_area_id)}`);
    expect(audit).toEqual([]);
  });

  // Told apart from the refusal for polygons above.
  itKeepsWhatDocumentsUse(c, 'Loading area is used in scale documents and cannot be deleted');

  itRefuses(
    c,
    'refuses an area without a name, an unknown field and a status not on the list',
    [
      [{ description: 'x' }, 'Area Name is required'],
      [{ area_name: 'A', depth: 12 }, /depth/],
      [{ area_name: 'A', status: 'closed' }, 'Status must be one of active, inactive'],
    ],
    { whole: true },
  );

  itLetsOnlyRead(c, { readers: ['operator'] });
});
