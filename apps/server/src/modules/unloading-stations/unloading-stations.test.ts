import { expect, it } from 'vitest';
import { type CatalogueUnderTest, describeCatalogue, expectAudited, expectReadBack, itAnswersUnknownIds, itDeletes, itKeepsWhatDocumentsUse, itLetsOnlyRead, itRefuses } from '../../test/catalogue-checks.js';

const unloadingStations: CatalogueUnderTest = {
  path: '/api/unloading-stations',
  idField: 'station_id',
  keeper: 'supervisor',
  body: (fields = {}) => ({ areaName: 'Primary Crusher', ...fields }),
  deletes: true,
};

describeCatalogue(unloadingStations, (c) => {
  it('creates a station from the camel-case body, with status operational and type Standard', async () => {
    const created = await c.create({ areaName: ' Stockpile A ', capacity: 5000 });
    expect(created).toEqual({ station_id: expect.any(Number), area_name: 'Stockpile A', capacity: 5000, status: 'operational', station_type: 'Standard' });
    await expectReadBack(c, created);
  });

  it('lists stations by name', async () => {
    await c.create({ areaName: 'Wash Plant' });
    await c.create({ areaName: 'Asphalt Plant' });
    const names = (await c.read('/api/unloading-stations')).map((s: { area_name: string }) => s.area_name);
    expect(names[0]).toBe('Asphalt Plant');
    expect(names.indexOf('Primary Crusher')).toBeLessThan(names.indexOf('Wash Plant'));
  });

  it('updates a station and records before and after', async () => {
    const station = await c.create({ capacity: 100 });
    const after = await c.update(station, { areaName: 'Secondary Crusher', capacity: 250.5, status: 'maintenance' });
    expect(after).toEqual({ station_id: station.station_id, area_name: 'Secondary Crusher', capacity: 250.5, status: 'maintenance', station_type: 'Standard' });
    await expectAudited(c, 'unloading_station.update', station.station_id, { before: station, after });
  });

  itDeletes(c, { answer: 'Unloading station deleted', notFound: 'Unloading station not found' });
  itAnswersUnknownIds(c, { notFound: 'Unloading station not found', notAnId: 'Unloading station must be a positive whole number' });
  itRefuses(
    c,
    'refuses a station without a name, an unknown field, a negative capacity and a status not on the list',
    [
      [{ capacity: 10 }, 'Station Name is required'],
      [{ areaName: 'Pad', area_name: 'Pad' }, /area_name/],
      [{ areaName: 'Pad', capacity: -10 }, 'Capacity must not be negative'],
      [{ areaName: 'Pad', capacity: '10' }, 'Capacity must be a number'],
      [{ areaName: 'Pad', status: 'open' }, 'Status must be one of operational, closed, maintenance'],
    ],
    { whole: true },
  );
  itKeepsWhatDocumentsUse(c, 'Unloading station is used in scale documents and cannot be deleted');
  itLetsOnlyRead(c, { readers: ['operator'] });
});
