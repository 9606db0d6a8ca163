/**
 * The scale this page weighs on: one of the enabled scales, remembered in this browser (each weighbridge
 * has its own screen). Scale 1 is the default: it was the only one before scales could be configured.
 */
import { useLocalStorage } from '@mantine/hooks';
import { FIXED_SCALE_ID } from '@weighbridge/contract/constants';
import type { Scale } from '@weighbridge/contract/scales';
import { useScales } from '../../../app/queries/scales';
import type { WeighingScale } from './weighing-form';

const STORAGE_KEY = 'weighbridge.weighing-scale';

/** The remembered scale if it is still enabled, else scale 1, else the first enabled one; null without any. */
export function chosenScale(enabledScales: readonly Scale[], storedId: number | null): Scale | null {
  const byId = (scaleId: number | null) => enabledScales.find((scale) => scale.scale_id === scaleId);
  return byId(storedId) ?? byId(FIXED_SCALE_ID) ?? enabledScales[0] ?? null;
}

/** What the weighing form needs of the scale; until the scales are known, scale 1 typed as it always was. */
export function weighingScaleOf(scale: Scale | null): WeighingScale {
  return scale === null ? { scaleId: FIXED_SCALE_ID, indicator: false } : { scaleId: scale.scale_id, indicator: scale.connection !== 'manual' };
}

export function useWeighingScale() {
  const scales = useScales();
  const [storedId, setStoredId] = useLocalStorage<number | null>({
    key: STORAGE_KEY,
    defaultValue: null,
    getInitialValueInEffect: false,
    serialize: String,
    deserialize: (stored) => (stored && /^\d+$/.test(stored) ? Number(stored) : null),
  });
  const enabledScales = (scales.data ?? []).filter((scale) => scale.enabled);
  const scale = chosenScale(enabledScales, storedId);
  return { enabledScales, scale, chooseScale: setStoredId, failed: scales.isError };
}
