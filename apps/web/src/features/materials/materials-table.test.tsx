import type { Material } from '@weighbridge/contract/materials';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../app/testing/render-page';
import { MaterialsTable } from './materials-table';

const sand: Material = {
  material_id: 1,
  name: 'Sand',
  registration_id: 'SA-1',
  category: 'Aggregate',
  unit_of_measure: 'ton',
  density_kg_m3: 1600,
  price_per_unit: 12.5,
  description: null,
  size_from_mm: 0,
  size_to_mm: 4,
};
const ballast: Material = { ...sand, material_id: 2, name: 'Ballast', registration_id: 'BA-2', size_from_mm: 31.5, size_to_mm: 63 };
const overburden: Material = { ...sand, material_id: 3, name: 'Overburden', registration_id: 'OB-3', size_from_mm: null, size_to_mm: null };

describe('the materials table', () => {
  it("shows a product's size fraction as 0-4 mm, and a dash for a material that has none", () => {
    renderPage(<MaterialsTable materials={[sand, ballast, overburden]} />);
    const table = screen.getByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    const column = headers.indexOf('Size Fraction');
    expect(column).toBeGreaterThan(0);
    const fractions = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[column]?.textContent);
    expect(fractions).toEqual(['0-4 mm', '31.5-63 mm', '—']);
  });
});
