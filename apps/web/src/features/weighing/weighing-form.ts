/**
 * The weighing station's form (spec part 1 sections 4 and 5): what the operator has entered, the checks
 * before each write with the spec's texts, the live net, and how the form clears after each write.
 */
import { FIXED_READER_ID, FIXED_SCALE_ID } from '@weighbridge/contract/constants';
import { type CurrentTara, type RecordLoadRequest, type RecordTaraRequest, WEIGHING_MESSAGES } from '@weighbridge/contract/weighing';
import { readWeight } from './weight-entry';

export const WEIGHING_PROMPTS = {
  taraNeeds: 'Please select vehicle and enter weight',
  loadNeeds: 'Please select vehicle, enter weight, material, and loading area',
  clearMaterial: 'Clear material selection to record tara',
} as const;

export type WeighingForm = {
  vehicleId: number | null;
  rfidCardNumber: string;
  /** The Current Weight input's text, as typed (see readWeight). */
  weight: string;
  notes: string;
  materialId: number | null;
  loadingAreaId: number | null;
  polygonId: number | null;
  unloadingStationId: number | null;
  /** The driver on the ticket: the vehicle's own driver unless the operator chooses another. */
  driverId: number | null;
};

export const EMPTY_WEIGHING_FORM: WeighingForm = {
  vehicleId: null,
  rfidCardNumber: '',
  weight: '',
  notes: '',
  materialId: null,
  loadingAreaId: null,
  polygonId: null,
  unloadingStationId: null,
  driverId: null,
};

/** The entered weight in kg, when it is one a scale could read (see readWeight); else null. */
export function enteredWeightKg(weight: string): number | null {
  const entry = readWeight(weight);
  return entry.kind === 'weight' ? entry.kg : null;
}

/** Choosing a loading area clears the polygon: polygons belong to one area. */
export function chooseLoadingArea(form: WeighingForm, loadingAreaId: number | null): WeighingForm {
  return { ...form, loadingAreaId, polygonId: null };
}

/** After a tara is recorded the weight, RFID card and notes clear; the vehicle stays for its load. */
export function afterTaraRecorded(form: WeighingForm): WeighingForm {
  return { ...form, weight: '', rfidCardNumber: '', notes: '' };
}

export type Checked<Request> = { ok: true; request: Request } | { ok: false; problem: string };

const textOrNull = (text: string) => text.trim() || null;

export function checkTara(form: WeighingForm): Checked<RecordTaraRequest & { tareWeight: number }> {
  const entry = readWeight(form.weight);
  if (form.vehicleId === null || entry.kind === 'empty') return { ok: false, problem: WEIGHING_PROMPTS.taraNeeds };
  if (entry.kind === 'refused') return { ok: false, problem: entry.problem };
  const tareWeight = entry.kg;
  return {
    ok: true,
    request: {
      vehicleId: form.vehicleId,
      rfidCardNumber: textOrNull(form.rfidCardNumber),
      tareWeight,
      scaleId: FIXED_SCALE_ID,
      notes: textOrNull(form.notes),
    },
  };
}

/** @param tara The vehicle's current tara: null when it has none, undefined while not known. */
export function checkLoad(form: WeighingForm, tara: CurrentTara | null | undefined): Checked<RecordLoadRequest> {
  const entry = readWeight(form.weight);
  const missing = { ok: false, problem: WEIGHING_PROMPTS.loadNeeds } as const;
  if (form.vehicleId === null || entry.kind === 'empty') return missing;
  if (entry.kind === 'refused') return { ok: false, problem: entry.problem };
  const fullWeight = entry.kg;
  if (tara === null) return { ok: false, problem: WEIGHING_MESSAGES.noTara };
  if (form.materialId === null || form.loadingAreaId === null) return missing;
  return {
    ok: true,
    request: {
      vehicleId: form.vehicleId,
      rfidCardNumber: textOrNull(form.rfidCardNumber),
      fullWeight,
      materialId: form.materialId,
      polygonId: form.polygonId,
      // The API's name for the loading area (README.md, Glossary).
      loadedAreaId: form.loadingAreaId,
      unloadingStationId: form.unloadingStationId,
      scaleId: FIXED_SCALE_ID,
      readerId: FIXED_READER_ID,
      // None chosen: the server records the vehicle's assigned driver.
      driverId: form.driverId,
      notes: textOrNull(form.notes),
    },
  };
}
