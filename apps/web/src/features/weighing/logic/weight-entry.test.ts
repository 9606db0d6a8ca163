import { describe, expect, it } from 'vitest';
import { readWeight, WEIGHT_PROBLEMS } from './weight-entry';

const weight = (kg: number) => ({ kind: 'weight', kg });
const refused = (problem: string) => ({ kind: 'refused', problem });

describe('readWeight', () => {
  it('reads digits with a decimal point or a decimal comma', () => {
    expect(readWeight('12340')).toEqual(weight(12340));
    expect(readWeight('12340.5')).toEqual(weight(12340.5));
    expect(readWeight('12340,5')).toEqual(weight(12340.5));
    expect(readWeight(' 15000.25 ')).toEqual(weight(15000.25));
    expect(readWeight('0,75')).toEqual(weight(0.75));
    expect(readWeight(',5')).toEqual(weight(0.5));
    expect(readWeight('42.')).toEqual(weight(42));
  });

  it('is empty while nothing is typed', () => {
    expect(readWeight('')).toEqual({ kind: 'empty' });
    expect(readWeight('   ')).toEqual({ kind: 'empty' });
  });

  it('refuses a minus sign instead of dropping it, so -5 never becomes 5', () => {
    expect(readWeight('-5')).toEqual(refused(WEIGHT_PROBLEMS.negative));
    expect(readWeight('-0.5')).toEqual(refused(WEIGHT_PROBLEMS.negative));
    expect(readWeight('5-')).toEqual(refused(WEIGHT_PROBLEMS.notDigits));
  });

  it('refuses letters, spaces, signs and exponents', () => {
    for (const text of ['12a', '+5', '1e3', '12 340', '0x10', '5kg', 'Infinity', '١٢']) {
      expect(readWeight(text), text).toEqual(refused(WEIGHT_PROBLEMS.notDigits));
    }
    expect(readWeight('.')).toEqual(refused(WEIGHT_PROBLEMS.notDigits));
  });

  it('refuses a second separator rather than guessing which one is the decimal', () => {
    expect(readWeight('12,340.5')).toEqual(refused(WEIGHT_PROBLEMS.twoSeparators));
    expect(readWeight('1.234,5')).toEqual(refused(WEIGHT_PROBLEMS.twoSeparators));
    expect(readWeight('1..5')).toEqual(refused(WEIGHT_PROBLEMS.twoSeparators));
  });

  it('refuses more than two decimals and a zero weight', () => {
    expect(readWeight('1.005')).toEqual(refused(WEIGHT_PROBLEMS.decimals));
    expect(readWeight('0')).toEqual(refused(WEIGHT_PROBLEMS.zero));
    expect(readWeight('0,00')).toEqual(refused(WEIGHT_PROBLEMS.zero));
  });
});
