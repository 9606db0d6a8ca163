/**
 * The scale this page weighs on: one of the enabled scales. A computer told which workstation it is opens
 * on that workstation's scale and records its loads at its reader; a scale picked on the page holds for
 * this visit and is remembered in this browser for a computer that is no workstation. Scale 1 is the
 * default: it was the only one before scales could be configured.
 */
import { useLocalStorage } from '@mantine/hooks';
import { FIXED_SCALE_ID } from '@weighbridge/contract/constants';
import type { Scale } from '@weighbridge/contract/scales';
import { WORKSTATION_STORAGE_KEY, type Workstation } from '@weighbridge/contract/workstations';
import { useState } from 'react';
import { useScales } from '../../../app/queries/scales';
import { useWorkstations } from '../../../app/queries/workstations';
import type { WeighingScale } from './weighing-form';

const STORAGE_KEY = 'weighbridge.weighing-scale';

/** A record id as localStorage keeps it, or null. */
const storedRecordId = {
  defaultValue: null,
  getInitialValueInEffect: false,
  serialize: String,
  deserialize: (stored: string | undefined) => (stored && /^\d+$/.test(stored) ? Number(stored) : null),
};

/** The remembered scale if it is still enabled, else scale 1, else the first enabled one; null without any. */
export function chosenScale(enabledScales: readonly Scale[], storedId: number | null): Scale | null {
  const byId = (scaleId: number | null) => enabledScales.find((scale) => scale.scale_id === scaleId);
  return byId(storedId) ?? byId(FIXED_SCALE_ID) ?? enabledScales[0] ?? null;
}

/**
 * What the weighing form needs of the scale; until the scales are known, scale 1 typed as it always was.
 * The workstation's reader is recorded while the page weighs on the workstation's own scale.
 */
export function weighingScaleOf(scale: Scale | null, workstation?: Workstation): WeighingScale {
  if (scale === null) return { scaleId: FIXED_SCALE_ID, indicator: false };
  const reader = workstation?.scale_id === scale.scale_id ? workstation.reader_id : null;
  return { scaleId: scale.scale_id, indicator: scale.connection !== 'manual', ...(reader !== null && { readerId: reader }) };
}

export function useWeighingScale() {
  const scales = useScales();
  const workstations = useWorkstations();
  const [storedId, setStoredId] = useLocalStorage<number | null>({ key: STORAGE_KEY, ...storedRecordId });
  const [workstationId, setWorkstationId] = useLocalStorage<number | null>({ key: WORKSTATION_STORAGE_KEY, ...storedRecordId });
  // A scale picked on this visit; until then the workstation's.
  const [pickedId, setPickedId] = useState<number | null>(null);
  const enabledScales = (scales.data ?? []).filter((scale) => scale.enabled);
  const workstation = workstations.data?.find((candidate) => candidate.workstation_id === workstationId);
  const scale = chosenScale(enabledScales, pickedId ?? workstation?.scale_id ?? storedId);
  return {
    enabledScales,
    scale,
    weighingScale: weighingScaleOf(scale, workstation),
    chooseScale: (scaleId: number) => {
      setPickedId(scaleId);
      setStoredId(scaleId);
    },
    workstations: workstations.data ?? [],
    workstation,
    chooseWorkstation: (chosen: number | null) => {
      setWorkstationId(chosen);
      setPickedId(null);
    },
    failed: scales.isError,
  };
}
