/**
 * Stockpiles: the balance of a pile at the end of a day is its opening + receipts - dispatches - transfers out
 * + transfers in + survey adjustments, summed here by hand; a survey records its variance against the book
 * balance; a transfer stays within one product; and a product's weighed outbound loads are shown beside it.
 */
import { PRODUCTION_MESSAGES } from '@weighbridge/contract/production';
import type { Balances, StockpileBalance } from '@weighbridge/contract/stockpiles';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { sharedTestApp } from '../../test/shared-app.js';
import { loadBody, makeSite, type Site } from '../../test/site-data.js';

describe.each(ENGINES)('stockpiles on the %s engine', (engine) => {
  const t = sharedTestApp(engine);
  let site: Site;
  let admin: string;
  let sand: number;
  let gravel: number;
  let yardA: number;
  let yardB: number;
  let gravelPile: number;

  const call = (method: string, url: string, body?: unknown, token = admin) => t.call(method, url, { token, body });
  const move = (body: Record<string, unknown>) => call('POST', '/api/production/stockpile-movements', body);
  const balances = async (from: string, to: string): Promise<Balances> => (await call('GET', `/api/production/stockpile-balances?from=${from}&to=${to}`)).json().data;
  const pile = (all: Balances, id: number) => all.stockpiles.find((one) => one.stockpile_id === id)!;

  beforeAll(async () => {
    site = await makeSite(t);
    admin = site.adminToken;
    sand = (await call('POST', '/api/materials', { name: 'Sand 0-4', registration_id: 'S-04', size_from_mm: 0, size_to_mm: 4 })).json().data.material_id;
    gravel = (await call('POST', '/api/materials', { name: 'Gravel 8-16', registration_id: 'G-816', size_from_mm: 8, size_to_mm: 16 })).json().data.material_id;
    const created = async (body: Record<string, unknown>) => {
      const response = await call('POST', '/api/production/stockpiles', body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.stockpile_id as number;
    };
    yardA = await created({ material_id: sand, place: 'Yard A', opening_tons: 100, opening_date: '2026-03-01' });
    yardB = await created({ material_id: sand, place: 'Yard B', opening_date: '2026-03-01' });
    gravelPile = await created({ material_id: gravel, place: 'Yard A', opening_tons: 10, opening_date: '2026-03-01' });
  });

  it('keeps the balance as opening + in - out ± transfers + adjustments, and records a survey’s variance', async () => {
    expect((await move({ kind: 'out', stockpile_id: yardA, tons: 30, moved_on: '2026-03-02', notes: 'Customer pickup' })).statusCode).toBe(201);
    const transfer = await move({ kind: 'transfer', stockpile_id: yardA, to_stockpile_id: yardB, tons: 20.25, moved_on: '2026-03-03' });
    expect(transfer.statusCode, transfer.body).toBe(201);
    expect(transfer.json().data).toMatchObject({ kind: 'transfer', stockpile_id: yardA, to_stockpile_id: yardB, tons: 20.25, moved_on: '2026-03-03' });

    // Book balance of Yard A at the end of 4 March: 100 - 30 - 20.25 = 49.75; measured 45.5, so -4.25.
    const survey = await call('POST', `/api/production/stockpiles/${yardA}/surveys`, { date: '2026-03-04', measured_tons: 45.5 });
    expect(survey.statusCode, survey.body).toBe(201);
    expect(survey.json().data).toMatchObject({ kind: 'adjustment', tons: -4.25, book_tons: 49.75, measured_tons: 45.5 });

    const period = await balances('2026-03-02', '2026-03-04');
    const a: StockpileBalance = pile(period, yardA);
    expect(a).toMatchObject({ start_tons: 100, received_tons: 0, dispatched_tons: 30, transferred_in_tons: 0, transferred_out_tons: 20.25, adjusted_tons: -4.25, end_tons: 45.5 });
    expect(a.end_tons).toBe(a.start_tons + a.received_tons - a.dispatched_tons + a.transferred_in_tons - a.transferred_out_tons + a.adjusted_tons);
    expect(pile(period, yardB)).toMatchObject({ start_tons: 0, transferred_in_tons: 20.25, end_tons: 20.25 });
    expect(pile(period, gravelPile)).toMatchObject({ start_tons: 10, end_tons: 10 });

    // Any day reads its own balance: the end of 2 March, and 3 March alone.
    expect(pile(await balances('2026-03-01', '2026-03-02'), yardA).end_tons).toBe(70);
    expect(pile(await balances('2026-03-03', '2026-03-03'), yardA)).toMatchObject({ start_tons: 70, end_tons: 49.75 });
    // A later survey that agrees with the book records no variance.
    expect((await call('POST', `/api/production/stockpiles/${yardA}/surveys`, { date: '2026-03-05', measured_tons: 45.5 })).json().data.tons).toBe(0);
  });

  it('lists a pile’s movements, a transfer into it too, the latest day first', async () => {
    const response = await call('GET', `/api/production/stockpiles/${yardB}/movements`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.map((movement: { kind: string; tons: number; moved_on: string }) => [movement.kind, movement.tons, movement.moved_on])).toEqual([['transfer', 20.25, '2026-03-03']]);
    const ofA = (await call('GET', `/api/production/stockpiles/${yardA}/movements`)).json().data.map((movement: { kind: string }) => movement.kind);
    expect(ofA).toEqual(['adjustment', 'adjustment', 'transfer', 'out']);
    expect((await call('GET', '/api/production/stockpiles/999999/movements')).statusCode).toBe(404);
  });

  it('refuses a transfer to another product or to the same pile, a movement before the pile opened, and a second pile at one place', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'transfer', stockpile_id: yardA, to_stockpile_id: gravelPile, tons: 1, moved_on: '2026-03-05' }, PRODUCTION_MESSAGES.transferOtherProduct],
      [{ kind: 'transfer', stockpile_id: yardA, to_stockpile_id: yardA, tons: 1, moved_on: '2026-03-05' }, PRODUCTION_MESSAGES.transferToSelf],
      [{ kind: 'transfer', stockpile_id: yardA, tons: 1, moved_on: '2026-03-05' }, PRODUCTION_MESSAGES.transferNeedsTarget],
      [{ kind: 'out', stockpile_id: yardA, tons: 1, moved_on: '2026-02-28' }, PRODUCTION_MESSAGES.beforeOpening],
      [{ kind: 'out', stockpile_id: 999_999, tons: 1, moved_on: '2026-03-05' }, 'Stockpile 999999 does not exist'],
      [{ kind: 'out', stockpile_id: yardA, tons: 0, moved_on: '2026-03-05' }, 'Tons must be greater than zero'],
    ];
    for (const [body, error] of cases) {
      const response = await move(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toBe(error);
    }
    const twice = await call('POST', '/api/production/stockpiles', { material_id: sand, place: 'yard a', opening_date: '2026-03-01' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe("A stockpile of this product at 'yard a' already exists");
    const otherProduct = await call('PUT', `/api/production/stockpiles/${yardA}`, { material_id: gravel, place: 'Yard A', opening_tons: 100, opening_date: '2026-03-01' });
    expect(otherProduct.statusCode).toBe(409);
    expect(otherProduct.json().error).toBe(PRODUCTION_MESSAGES.stockpileProductFixed);
    const used = await call('DELETE', `/api/production/stockpiles/${yardA}`);
    expect(used.statusCode).toBe(409);
    expect(used.json().error).toBe(PRODUCTION_MESSAGES.stockpileHasMovements);
  });

  it('shows a product’s weighed outbound loads beside its piles, leaving out loads delivered to a crusher', async () => {
    await call('POST', '/api/crushing-plants', { name: 'Primary jaw', station_ids: [site.stationId] });
    expect((await call('POST', '/api/tara-weighings', { vehicleId: site.vehicleId, tareWeight: 10_000 })).statusCode).toBe(201);
    t.clock.advance(Date.parse('2026-03-06T10:00:00Z') - t.clock.now().getTime());
    admin = await t.signInAs('admin');
    for (const [fullWeight, station] of [
      [38_000, null],
      [35_500, null],
      [40_000, site.stationId],
    ] as const) {
      const response = await call('POST', '/api/scale-documents/record-load', loadBody(site, fullWeight, { materialId: sand, unloadingStationId: station }));
      expect(response.statusCode, response.body).toBe(201);
    }
    const products = (await balances('2026-03-06', '2026-03-06')).products;
    expect(products).toEqual([{ material_id: sand, material_name: 'Sand 0-4', weighed_outbound_tons: 53.5, weighed_outbound_loads: 2 }]);
  });
});
