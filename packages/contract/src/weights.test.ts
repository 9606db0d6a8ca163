import { describe, expect, it } from 'vitest';
import { averageKg, fromCents, hasAtMostTwoDecimals, netWeightKg, roundKg, toCents, weightDifferenceKg } from './weights.js';

describe('weights to the hundredth of a kg', () => {
  it('subtracts tare from gross without floating point residue', () => {
    expect(netWeightKg(30000.1, 12000.05)).toBe(18000.05);
    expect(netWeightKg(15250.55, 10000.1)).toBe(5250.45);
    expect(netWeightKg(0.3, 0.1)).toBe(0.2);
    expect(15250.55 - 10000.1).not.toBe(5250.45);
  });

  it('gives a difference below zero when the second weight is heavier', () => {
    expect(weightDifferenceKg(9000, 10000.01)).toBe(-1000.01);
    expect(weightDifferenceKg(26000.5, 25000)).toBe(1000.5);
  });

  it('turns kg into whole hundredths and back', () => {
    expect(toCents(12000.05)).toBe(1200005);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(1200005)).toBe(12000.05);
  });

  it('rounds a weight to the hundredth of a kg', () => {
    expect(roundKg(12000.004999)).toBe(12000);
    expect(roundKg(12000.005001)).toBe(12000.01);
    expect(roundKg(0.1 + 0.2)).toBe(0.3);
  });

  it('tells a weight with at most two decimals, allowing for binary floating point', () => {
    expect(hasAtMostTwoDecimals(12000)).toBe(true);
    expect(hasAtMostTwoDecimals(12000.05)).toBe(true);
    expect(hasAtMostTwoDecimals(1.1 + 2.2)).toBe(true);
    expect(hasAtMostTwoDecimals(12000.005)).toBe(false);
    expect(hasAtMostTwoDecimals(0.001)).toBe(false);
  });

  it('averages loads to the hundredth of a kg, and gives 0 without loads', () => {
    expect(averageKg(100, 3)).toBe(33.33);
    expect(averageKg(200, 3)).toBe(66.67);
    expect(averageKg(0, 0)).toBe(0);
  });
});
