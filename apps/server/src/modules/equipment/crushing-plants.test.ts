/**
 * Crushing plants and the unloading stations that feed them: a plant is fed by several stations, a station
 * feeds one plant at most, and the plant's list names its stations. Crush Operations reads them too.
 */
import { EQUIPMENT_MESSAGES } from '@weighbridge/contract/equipment';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { sharedTestApp } from '../../test/shared-app.js';

describe.each(ENGINES)('crushing plants and their feeding stations on the %s engine', (engine) => {
  const t = sharedTestApp(engine);
  let admin: string;
  let north: number;
  let south: number;

  const post = (url: string, body: unknown) => t.call('POST', url, { token: admin, body });

  beforeAll(async () => {
    admin = await t.signInAs('admin');
    north = (await post('/api/unloading-stations', { areaName: 'Hopper North' })).json().data.station_id;
    south = (await post('/api/unloading-stations', { areaName: 'Hopper South' })).json().data.station_id;
  });

  it('keeps the stations that feed a plant, named in the order of their ids, and replaces them on an update', async () => {
    const created = await post('/api/crushing-plants', { name: 'Primary jaw', rated_tons_per_hour: 450, station_ids: [south, north] });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ name: 'Primary jaw', rated_tons_per_hour: 450, station_ids: [north, south], station_names: ['Hopper North', 'Hopper South'] });
    const plantId = created.json().data.plant_id;

    const updated = await t.call('PUT', `/api/crushing-plants/${plantId}`, { token: admin, body: { name: 'Primary jaw', rated_tons_per_hour: 450, station_ids: [south] } });
    expect(updated.json().data).toMatchObject({ station_ids: [south], station_names: ['Hopper South'] });
    const listed = (await t.call('GET', '/api/crushing-plants', { token: admin })).json().data;
    expect(listed.find((plant: { plant_id: number }) => plant.plant_id === plantId)).toMatchObject({ station_ids: [south] });
  });

  it('lets Crush Operations read the plants it logs, and only those who configure the Stop Counter change them', async () => {
    await post('/api/roles', { name: 'shift-clerk', label: 'Shift clerk', grants: ['production.crush-operations'] });
    const clerk = await t.signInAs('shift-clerk');
    const listed = await t.call('GET', '/api/crushing-plants', { token: clerk });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((plant: { name: string }) => plant.name)).toContain('Primary jaw');
    expect((await t.call('POST', '/api/crushing-plants', { token: clerk, body: { name: 'Clerk plant' } })).statusCode).toBe(403);
  });

  it('refuses a station that already feeds another plant, and one that does not exist', async () => {
    const taken = await post('/api/crushing-plants', { name: 'Secondary cone', station_ids: [south] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(EQUIPMENT_MESSAGES.stationFeedsOtherPlant('Hopper South', 'Primary jaw'));
    expect(taken.json().error).toBe('Hopper South already feeds Primary jaw: a station feeds one plant');

    const unknown = await post('/api/crushing-plants', { name: 'Secondary cone', station_ids: [north, 999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Unloading station 999999 does not exist');

    const free = await post('/api/crushing-plants', { name: 'Secondary cone', station_ids: [north] });
    expect(free.statusCode).toBe(201);
    expect(free.json().data).toMatchObject({ station_ids: [north], station_names: ['Hopper North'] });
  });

  it('lets a plant go with its links, freeing its stations', async () => {
    const plant = (await post('/api/crushing-plants', { name: 'Screen', station_ids: [] })).json().data;
    expect(plant).toMatchObject({ station_ids: [], station_names: [] });
    const cone = (await t.call('GET', '/api/crushing-plants', { token: admin })).json().data.find((one: { name: string }) => one.name === 'Secondary cone');
    expect((await t.call('DELETE', `/api/crushing-plants/${cone.plant_id}`, { token: admin })).statusCode).toBe(200);
    const again = await t.call('PUT', `/api/crushing-plants/${plant.plant_id}`, { token: admin, body: { name: 'Screen', station_ids: [north] } });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.station_names).toEqual(['Hopper North']);
  });
});
