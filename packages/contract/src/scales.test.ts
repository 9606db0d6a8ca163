import { describe, expect, it } from 'vitest';
import { typedOnIndicator, typedWeightsOf } from './scales.js';

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
