import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { sizeFractionText } from '@weighbridge/contract/materials';
import { expect, it } from 'vitest';
import { type CatalogueUnderTest, describeCatalogue, expectAudited, expectReadBack, itAnswersUnknownIds, itDeletes, itKeepsWhatDocumentsUse, itLetsOnlyRead, itRefuses, itRequires } from '../../test/catalogue-checks.js';

let serial = 0;
const nextRegistrationId = () => `MAT-${String(++serial).padStart(4, '0')}`;

const materials: CatalogueUnderTest = {
  path: '/api/materials',
  idField: 'material_id',
  keeper: 'supervisor',
  body: (fields = {}) => ({ name: 'Crushed stone 0-32', registration_id: nextRegistrationId(), ...fields }),
  deletes: true,
};

describeCatalogue(materials, (c) => {
  it('creates a material with kg as the default unit, and reads it back', async () => {
    const created = await c.create({ registration_id: 'MAT-NEW', category: 'Aggregate', density_kg_m3: 1650.5, price_per_unit: 12.99, description: '  ' });
    expect(created).toEqual({
      material_id: expect.any(Number),
      name: 'Crushed stone 0-32',
      registration_id: 'MAT-NEW',
      category: 'Aggregate',
      unit_of_measure: 'kg',
      density_kg_m3: 1650.5,
      price_per_unit: 12.99,
      description: null,
      size_from_mm: null,
      size_to_mm: null,
    });
    await expectReadBack(c, created);
  });

  it('keeps a product’s size fraction, shown as 0-4 mm', async () => {
    const sand = await c.create({ name: 'Sand 0-4', size_from_mm: 0, size_to_mm: 4 });
    expect(sand).toMatchObject({ size_from_mm: 0, size_to_mm: 4 });
    expect(sizeFractionText(sand.size_from_mm, sand.size_to_mm)).toBe('0-4 mm');
    expect(sizeFractionText(16, 31.5)).toBe('16-31.5 mm');
    await expectReadBack(c, sand);
  });

  it('lists materials by name', async () => {
    await c.create({ name: 'Sand 0-4' });
    await c.create({ name: 'Armour rock' });
    const names = (await c.read('/api/materials')).map((m: { name: string }) => m.name);
    expect(names[0]).toBe('Armour rock');
    expect(names.indexOf('Crushed stone 0-32')).toBeLessThan(names.indexOf('Sand 0-4'));
  });

  it('updates a material and records before and after', async () => {
    const material = await c.create();
    const after = await c.update(material, { name: 'Gravel 8-16', registration_id: material.registration_id, unit_of_measure: 'm3', price_per_unit: 20 });
    expect(after).toMatchObject({ name: 'Gravel 8-16', unit_of_measure: 'm3', price_per_unit: 20, density_kg_m3: null });
    await expectAudited(c, 'material.update', material.material_id, { before: material, after });
  });

  itDeletes(c, { answer: 'Material deleted', notFound: 'Material not found' });
  itAnswersUnknownIds(c, { notFound: 'Material not found', notAnId: 'Material must be a positive whole number' });
  itRequires(c, ['name', 'registration_id'], FIELD_LABELS.materials);
  itRefuses(c, 'refuses an unknown field, a negative density or price and a unit not on the list', [
    [{ colour: 'grey' }, /colour/],
    [{ density_kg_m3: -5 }, 'Density (kg/m3) must not be negative'],
    [{ price_per_unit: -0.01 }, 'Price/Unit ($) must not be negative'],
    [{ price_per_unit: 9.999 }, 'Price/Unit ($) must have at most 2 decimals'],
    [{ unit_of_measure: 'litre' }, 'Unit must be one of kg, ton, m3'],
    [{ size_from_mm: 8, size_to_mm: 4 }, 'Size to (mm) must be greater than the lower size'],
    [{ size_from_mm: 4, size_to_mm: 4 }, 'Size to (mm) must be greater than the lower size'],
    [{ size_from_mm: 4 }, 'Size to (mm) is required'],
    [{ size_to_mm: 4 }, 'Size from (mm) is required'],
  ]);

  it('refuses a registration id that is taken in any letter case', async () => {
    await c.create({ registration_id: 'AGG-016' });
    const response = await c.call('POST', '/api/materials', { name: 'Other', registration_id: 'agg-016' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: "Registration ID 'agg-016' is already taken", code: 'CONFLICT' });
  });

  itKeepsWhatDocumentsUse(c, 'Material is used in scale documents and cannot be deleted');
  itLetsOnlyRead(c, { readers: ['operator'] });
});
