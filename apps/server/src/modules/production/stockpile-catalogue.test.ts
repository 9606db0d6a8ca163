/**
 * Keeping the piles on Material Processing: a pile is renamed (its place) or given another product while it
 * has no movements, each change audited with its before and after; a pile with movements keeps its product
 * and its opening day no later than its first movement; an unused pile is deleted, and one with a dispatch, a
 * transfer into it, a survey or a shift log's output is kept with a 409 that says why. Only a role that may
 * record on the page changes piles.
 */
import { PRODUCTION_MESSAGES } from '@weighbridge/contract/production';
import { beforeAll, expect, it } from 'vitest';
import { type CatalogueUnderTest, describeCatalogue, expectAudited, expectReadBack, itAnswersUnknownIds, itDeletes } from '../../test/catalogue-checks.js';

const product = { sand: 0, gravel: 0 };
let places = 0;
// The engines' applications are shared with other files: this file's products are its own.
const own = Math.random().toString(36).slice(2, 8);

const stockpiles: CatalogueUnderTest = {
  path: '/api/production/stockpiles',
  idField: 'stockpile_id',
  keeper: 'supervisor',
  body: (fields = {}) => ({ material_id: product.sand, place: `Yard ${(places += 1)}`, opening_tons: 100, opening_date: '2026-03-01', ...fields }),
  deletes: true,
};

describeCatalogue(stockpiles, (c) => {
  beforeAll(async () => {
    const material = async (name: string, code: string) => (await c.call('POST', '/api/materials', { name, registration_id: code, size_from_mm: 0, size_to_mm: 4 })).json().data.material_id as number;
    product.sand = await material(`Pile sand ${own}`, `PS-${own}`);
    product.gravel = await material(`Pile gravel ${own}`, `PG-${own}`);
  });

  const dispatch = (pile: number, moved_on = '2026-03-05') => c.call('POST', '/api/production/stockpile-movements', { kind: 'out', stockpile_id: pile, tons: 5, moved_on });

  it('renames a pile and gives an unused one another product, recording before and after', async () => {
    const pile = await c.create({ place: 'North yard' });
    const renamed = await c.update(pile, c.api.body({ place: 'East yard', material_id: product.gravel, opening_tons: 80 }));
    expect(renamed).toMatchObject({ stockpile_id: pile.stockpile_id, place: 'East yard', material_id: product.gravel, material_name: `Pile gravel ${own}`, opening_tons: 80 });
    await expectReadBack(c, renamed);
    await expectAudited(c, 'stockpile.update', pile.stockpile_id, { before: pile, after: renamed });
  });

  it('renames a pile with movements but refuses it another product or an opening day after its first movement', async () => {
    const pile = await c.create({ place: 'Busy yard' });
    expect((await dispatch(pile.stockpile_id)).statusCode).toBe(201);
    const renamed = await c.update(pile, c.api.body({ place: 'Busy yard west' }));
    expect(renamed.place).toBe('Busy yard west');

    const otherProduct = await c.call('PUT', c.url(pile), c.api.body({ place: 'Busy yard west', material_id: product.gravel }));
    expect(otherProduct.statusCode).toBe(409);
    expect(otherProduct.json().error).toBe(
      'The stockpile has movements: its product cannot change, or its balance would mix two products. Open a new pile for the other product',
    );
    const lateOpening = await c.call('PUT', c.url(pile), c.api.body({ place: 'Busy yard west', opening_date: '2026-03-06' }));
    expect(lateOpening.statusCode).toBe(409);
    expect(lateOpening.json().error).toBe(PRODUCTION_MESSAGES.openingAfterMovements);
    expect(await c.read(c.url(pile))).toEqual(renamed);
  });

  it('refuses a name another pile of the product has, in any case, as the create does', async () => {
    await c.create({ place: 'Quarry gate' });
    const other = await c.create();
    const taken = await c.call('PUT', c.url(other), c.api.body({ place: 'QUARRY GATE' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe("A stockpile of this product at 'QUARRY GATE' already exists");
  });

  itDeletes(c, { answer: 'Stockpile deleted', notFound: 'Stockpile not found' });
  itAnswersUnknownIds(c, { notFound: 'Stockpile not found', notAnId: 'Stockpile must be a positive whole number' });

  it('keeps a pile with a dispatch, a transfer into it, a survey or a shift log’s output, saying why', async () => {
    const [dispatched, target, surveyed, producedInto] = [await c.create(), await c.create(), await c.create(), await c.create()];
    expect((await dispatch(dispatched.stockpile_id)).statusCode).toBe(201);
    const transfer = { kind: 'transfer', stockpile_id: dispatched.stockpile_id, to_stockpile_id: target.stockpile_id, tons: 1, moved_on: '2026-03-05' };
    expect((await c.call('POST', '/api/production/stockpile-movements', transfer)).statusCode).toBe(201);
    expect((await c.call('POST', `${c.url(surveyed)}/surveys`, { date: '2026-03-05', measured_tons: 90 })).statusCode).toBe(201);
    const plant = (await c.call('POST', '/api/crushing-plants', { name: `Jaw ${producedInto.stockpile_id}` })).json().data.plant_id;
    const log = await c.call('POST', '/api/production/shift-logs', {
      plant_id: plant,
      production_day: '2026-03-02',
      shift_name: 'Morning',
      outputs: [{ material_id: product.sand, tons: 12, stockpile_id: producedInto.stockpile_id }],
    });
    expect(log.statusCode, log.body).toBe(201);

    for (const pile of [dispatched, target, surveyed, producedInto]) {
      const refused = await c.call('DELETE', c.url(pile));
      expect(refused.statusCode, pile.place).toBe(409);
      expect(refused.json()).toEqual({ error: 'The stockpile has movements (shift log outputs, dispatches, transfers or surveys) and cannot be deleted', code: 'CONFLICT' });
      expect((await c.call('GET', c.url(pile))).statusCode).toBe(200);
    }
  });

  it('refuses an operator’s edit and delete with 403, changing nothing', async () => {
    const pile = await c.create();
    const token = await c.t.signInAs('operator');
    expect((await c.t.call('PUT', c.url(pile), { token, body: c.api.body({ place: 'Renamed' }) })).statusCode).toBe(403);
    expect((await c.t.call('DELETE', c.url(pile), { token })).statusCode).toBe(403);
    expect(await c.read(c.url(pile))).toEqual(pile);
  });
});
