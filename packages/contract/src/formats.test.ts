import { describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHT_DISPLAY, formatLongDate, formatScaleKg, formatsIn, formatTons, formatWeight, NOT_SET, totalsDisplay, weightInUnit } from './formats.js';

describe('formatWeight', () => {
  it('writes kg with the fixed decimals chosen, thousands grouped', () => {
    expect(formatWeight(27_000.25, { unit: 'kg', decimals: 2 })).toBe('27,000.25 kg');
    expect(formatWeight(15_000, { unit: 'kg', decimals: 2 })).toBe('15,000.00 kg');
    expect(formatWeight(27_000.25, { unit: 'kg', decimals: 0 })).toBe('27,000 kg');
    expect(formatWeight(999.5, { unit: 'kg', decimals: 0 })).toBe('1,000 kg');
  });

  it('writes tons as kg divided by 1000, rounded to the decimals chosen', () => {
    expect(formatWeight(19_234.5, { unit: 't', decimals: 2 })).toBe('19.23 t');
    expect(formatWeight(19_235, { unit: 't', decimals: 2 })).toBe('19.24 t');
    expect(formatWeight(19_234.5, { unit: 't', decimals: 3 })).toBe('19.235 t');
    expect(formatWeight(1_234_567, { unit: 't', decimals: 0 })).toBe('1,235 t');
    expect(formatWeight(0, { unit: 't', decimals: 1 })).toBe('0.0 t');
  });

  it('writes an absent weight as the dash, whatever the unit', () => {
    expect(formatWeight(null, { unit: 't', decimals: 2 })).toBe(NOT_SET);
  });

  it('is what the indicator and the dashboard formats were already: kg with two decimals, tons with one', () => {
    expect(formatWeight(27_000.25, DEFAULT_WEIGHT_DISPLAY)).toBe(formatScaleKg(27_000.25));
    expect(formatTons(1_234_567)).toBe('1,234.6 t');
  });
});

describe('totalsDisplay', () => {
  it("keeps totals in the specification's tons with one decimal, or the site's decimals where it shows tons", () => {
    expect(totalsDisplay({ unit: 'kg', decimals: 0 })).toEqual({ unit: 't', decimals: 1 });
    expect(totalsDisplay({ unit: 't', decimals: 3 })).toEqual({ unit: 't', decimals: 3 });
  });
});

describe('weightInUnit', () => {
  it('gives the unrounded number a spreadsheet cell holds', () => {
    expect(weightInUnit(19_234.5, 't')).toBe(19.2345);
    expect(weightInUnit(19_234.5, 'kg')).toBe(19_234.5);
  });
});

describe('formatsIn', () => {
  it('writes numbers, weights and dates in German form', () => {
    const german = formatsIn('de');
    expect(german.formatTons(1_234_500)).toBe('1.234,5 t');
    expect(german.formatScaleKg(27_000.25)).toBe('27.000,25 kg');
    expect(german.formatKg(12_500)).toBe('12.500 kg');
    expect(german.formatWeight(19_234.5, { unit: 't', decimals: 2 })).toBe('19,23 t');
    expect(german.formatLongDate(new Date('2026-11-21T12:00:00Z'), 'Europe/Berlin')).toBe('21. November 2026');
    expect(german.formatCalendarMonth('2026-03')).toBe('März 2026');
  });

  it('keeps English as the plain exports write it', () => {
    const english = formatsIn('en');
    expect(english.formatTons(1_234_500)).toBe('1,234.5 t');
    expect(english.formatTons(1_234_500)).toBe(formatTons(1_234_500));
    expect(english.formatLongDate(new Date('2026-11-21T12:00:00Z'), 'Europe/Berlin')).toBe('November 21, 2026');
    expect(formatLongDate(new Date('2026-11-21T12:00:00Z'), 'Europe/Berlin')).toBe('November 21, 2026');
  });
});
