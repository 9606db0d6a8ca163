/**
 * Whether a new tara is far enough from what the vehicle is known to weigh empty to ask the operator
 * first (TARA_CONFIRM_DEVIATION): a truck's tara is subtracted from every load until the next one.
 */
import { TARA_CONFIRM_DEVIATION } from '@weighbridge/contract/weighing';
import { weightDifferenceKg } from '@weighbridge/contract/weights';

/** What the new tara is compared with: the last tara, or the empty weight in the fleet register. */
export type TaraReference = { kind: 'last tara' | 'recorded empty weight'; kg: number };

export type TaraDeviation = {
  newKg: number;
  reference: TaraReference;
  /** New minus reference, to the hundredth of a kg. */
  differenceKg: number;
  /** The difference as a share of the reference: 0.3 is 30% more, -0.3 is 30% less. */
  share: number;
};

/** The last tara if the vehicle has one, else its recorded empty weight, else nothing to compare with. */
export function taraReference(lastTaraKg: number | null | undefined, emptyWeightKg: number | null | undefined): TaraReference | null {
  if (lastTaraKg) return { kind: 'last tara', kg: lastTaraKg };
  if (emptyWeightKg) return { kind: 'recorded empty weight', kg: emptyWeightKg };
  return null;
}

/** The deviation to confirm, or null when the new tara is within TARA_CONFIRM_DEVIATION of the reference. */
export function taraDeviationToConfirm(newKg: number, reference: TaraReference | null): TaraDeviation | null {
  if (reference === null) return null;
  const differenceKg = weightDifferenceKg(newKg, reference.kg);
  const share = differenceKg / reference.kg;
  return Math.abs(share) > TARA_CONFIRM_DEVIATION ? { newKg, reference, differenceKg, share } : null;
}
