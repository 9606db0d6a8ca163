import { describe, expect, it } from 'vitest';
import { scaleInputSchema, typedOnIndicator, typedWeightsOf } from './scales.js';

describe('typedOnIndicator', () => {
  it('marks a weight typed with the reason a scale with an indicator asks for', () => {
    expect(typedOnIndicator('manual', 'Indicator under repair')).toBe(true);
  });

  it('leaves captured and imported weights, and weights typed on a scale without an indicator, unmarked', () => {
    expect(typedOnIndicator('scale', null)).toBe(false);
    expect(typedOnIndicator('import', null)).toBe(false);
    expect(typedOnIndicator('manual', null)).toBe(false);
  });
});

describe('typedWeightsOf', () => {
  it('marks the gross and the tara each by its own source', () => {
    const reason = 'Indicator under repair';
    expect(typedWeightsOf({ weight_source: 'scale', tare_weight_source: 'manual', manual_reason: reason })).toEqual({ gross: false, tare: true });
    expect(typedWeightsOf({ weight_source: 'manual', tare_weight_source: 'scale', manual_reason: reason })).toEqual({ gross: true, tare: false });
    expect(typedWeightsOf({ weight_source: 'manual', tare_weight_source: 'manual', manual_reason: null })).toEqual({ gross: false, tare: false });
  });
});

describe('scaleInputSchema', () => {
  const scale = { name: 'East', capacity_kg: 60_000, division_kg: 20, connection: 'manual' };
  const divisionMessages = (division_kg: number) =>
    scaleInputSchema.safeParse({ ...scale, division_kg }).error?.issues.filter((issue) => issue.path[0] === 'division_kg').map((issue) => issue.message) ?? [];

  it('takes a division of up to 3 decimals', () => {
    expect(divisionMessages(0.005)).toEqual([]);
    expect(divisionMessages(20)).toEqual([]);
  });

  // Kept in numeric(9,3), a sliver would be stored as 0, which the table's check refuses.
  it('refuses a division with more decimals, a sliver above zero too', () => {
    for (const sliver of [2.2250738585072014e-308, Number.MIN_VALUE, 1e-9, 0.0005]) {
      expect(divisionMessages(sliver), String(sliver)).toContain('must have at most 3 decimals');
    }
  });
});
