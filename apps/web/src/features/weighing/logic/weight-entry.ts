/**
 * What the operator types as a weight, read strictly: digits and one decimal separator (',' or '.'),
 * at most two decimals, above zero. Anything else is refused as typed, never cleaned up into a number:
 * '-5' must not be recorded as 5 kg, nor '1.234,5' as 1.2345.
 */
import { scaleWeightSchema } from '@weighbridge/contract/weighing';

export type WeightEntry =
  | { kind: 'empty' }
  | { kind: 'weight'; kg: number }
  | { kind: 'refused'; problem: string };

export const WEIGHT_PROBLEMS = {
  negative: 'A weight cannot be negative',
  notDigits: 'Enter digits and one decimal separator (, or .) only',
  twoSeparators: 'Enter one decimal separator only',
  decimals: 'Enter at most two decimals (0.01 kg)',
  zero: 'A weight must be greater than zero',
} as const;

const DIGITS_AND_SEPARATORS = /^[0-9.,]+$/;
const ONE_NUMBER = /^(\d*)[.,]?(\d*)$/;

/**
 * @example readWeight('12340,5') // { kind: 'weight', kg: 12340.5 }
 * @example readWeight('-5') // { kind: 'refused', problem: 'A weight cannot be negative' }
 */
export function readWeight(text: string): WeightEntry {
  const typed = text.trim();
  if (typed === '') return { kind: 'empty' };
  if (typed.startsWith('-')) return { kind: 'refused', problem: WEIGHT_PROBLEMS.negative };
  if (!DIGITS_AND_SEPARATORS.test(typed)) return { kind: 'refused', problem: WEIGHT_PROBLEMS.notDigits };
  const parts = ONE_NUMBER.exec(typed);
  if (!parts) return { kind: 'refused', problem: WEIGHT_PROBLEMS.twoSeparators };
  const [, whole = '', decimals = ''] = parts;
  if (whole === '' && decimals === '') return { kind: 'refused', problem: WEIGHT_PROBLEMS.notDigits };
  if (decimals.length > 2) return { kind: 'refused', problem: WEIGHT_PROBLEMS.decimals };
  const kg = Number(`${whole || '0'}.${decimals || '0'}`);
  // The same rule the server checks the weight with; the scale's capacity is the server's to know.
  if (!scaleWeightSchema.safeParse(kg).success) return { kind: 'refused', problem: WEIGHT_PROBLEMS.zero };
  return { kind: 'weight', kg };
}
