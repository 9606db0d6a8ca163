import type { MaterialInsight } from '@weighbridge/contract/dashboard';
import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { isLabelledSlice, materialBars, materialSlices, polygonLabel } from './insight-figures';
import { panelMessages } from './messages';

const material = (name: string, kg: number): MaterialInsight => ({
  material_id: kg,
  material_name: name,
  total_weight_kg: kg,
  transaction_count: 1,
  avg_weight_kg: kg,
});

const materials = [
  material('Gravel', 50_000),
  material('Sand', 30_000),
  material('Limestone', 12_000),
  material('Armour stone', 4_000),
  material('Clay', 3_000),
  material('Topsoil', 1_000),
];

describe('the material charts', () => {
  it('makes the pie of the top 5, each slice its share of them', () => {
    const slices = materialSlices(materials);
    expect(slices.map((slice) => slice.name)).toEqual(['Gravel', 'Sand', 'Limestone', 'Armour stone', 'Clay']);
    expect(slices[0]!.share).toBeCloseTo(50 / 99, 6);
    expect(slices.reduce((sum, slice) => sum + slice.share, 0)).toBeCloseTo(1, 9);
  });

  it('labels only slices of 5% or more', () => {
    const labelled = materialSlices(materials).filter((slice) => isLabelledSlice(slice.share));
    expect(labelled.map((slice) => slice.name)).toEqual(['Gravel', 'Sand', 'Limestone']);
    expect(isLabelledSlice(0.05)).toBe(true);
    expect(isLabelledSlice(0.0499)).toBe(false);
  });

  it('gives a material the same colour in the bar chart and the pie', () => {
    expect(materialBars(materials).slice(0, 5).map((bar) => bar.fill)).toEqual(materialSlices(materials).map((slice) => slice.fill));
  });

  it('has no share to divide when every top weight is zero', () => {
    expect(materialSlices([material('Gravel', 0)])[0]!.share).toBe(0);
  });
});

describe('a polygon label', () => {
  it('reads the code, then the name when there is one', () => {
    expect(polygonLabel({ polygon_code: 'N-01', polygon_name: 'Upper bench' })).toBe('N-01 Upper bench');
    expect(polygonLabel({ polygon_code: 'N-01', polygon_name: null })).toBe('N-01');
  });
});

describe('a trip count', () => {
  it('reads as trips, one as a trip', () => {
    const intl = createIntl({ locale: 'en' });
    const tripsText = (count: number) => intl.formatMessage(panelMessages.trips, { count });
    expect(tripsText(1)).toBe('1 trip');
    expect(tripsText(0)).toBe('0 trips');
    expect(tripsText(1204)).toBe('1,204 trips');
  });
});
