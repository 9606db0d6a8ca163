/**
 * The weighing station's form (spec part 1 sections 4 and 5): what the operator has entered, the checks
 * before each write with the spec's texts, the live net, and how the form clears after each write. On a
 * scale with an indicator the weight is captured from it (the server reads the scale itself), or typed
 * with a reason by someone who may.
 */
import { FIXED_READER_ID } from '@weighbridge/contract/constants';
import { MANUAL_WEIGHT_MESSAGES } from '@weighbridge/contract/scales';
import { type CurrentTara, type RecordLoadRequest, type RecordTaraRequest, WEIGHING_MESSAGES } from '@weighbridge/contract/weighing';
import { roundKg } from '@weighbridge/contract/weights';
import { readWeight } from './weight-entry';

export const WEIGHING_PROMPTS = {
  taraNeeds: 'Please select vehicle and enter weight',
  loadNeeds: 'Please select vehicle, enter weight, material, and loading area',
  clearMaterial: 'Clear material selection to record tara',
  captureFirst: 'Capture the weight from the scale first',
} as const;

export type WeighingForm = {
  vehicleId: number | null;
  rfidCardNumber: string;
  /** The Current Weight input's text, as typed (see readWeight) or as captured. */
  weight: string;
  /** The weight captured from the scale's indicator; cleared when the live weight changes. */
  capturedKg: number | null;
  /** On a scale with an indicator: the operator types the weight instead of capturing it. */
  typingWeight: boolean;
  /** Why a weight is typed on a scale with an indicator (required there). */
  manualReason: string;
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
  capturedKg: null,
  typingWeight: false,
  manualReason: '',
  notes: '',
  materialId: null,
  loadingAreaId: null,
  polygonId: null,
  unloadingStationId: null,
  driverId: null,
};

/**
 * The scale the page weighs on, whether it has an indicator to capture the weight from, and the card reader
 * its loads are recorded at (unset: reader 1, as before readers could be configured).
 */
export type WeighingScale = { scaleId: number; indicator: boolean; readerId?: number };

/** The entered weight in kg, when it is one a scale could read (see readWeight); else null. */
export function enteredWeightKg(weight: string): number | null {
  const entry = readWeight(weight);
  return entry.kind === 'weight' ? entry.kg : null;
}

/** Choosing a loading area clears the polygon: polygons belong to one area. */
export function chooseLoadingArea(form: WeighingForm, loadingAreaId: number | null): WeighingForm {
  return { ...form, loadingAreaId, polygonId: null };
}

const NO_WEIGHT = { weight: '', capturedKg: null, typingWeight: false, manualReason: '' } as const;

/** After a tara is recorded the weight, RFID card and notes clear; the vehicle stays for its load. */
export function afterTaraRecorded(form: WeighingForm): WeighingForm {
  return { ...form, ...NO_WEIGHT, rfidCardNumber: '', notes: '' };
}

/** Another scale: what was weighed or typed on the last one does not carry over. */
export function afterScaleChosen(form: WeighingForm): WeighingForm {
  return { ...form, ...NO_WEIGHT };
}

/** Capture: the weight field shows the live weight, which the server reads again when the weighing is sent. */
export function captureWeight(form: WeighingForm, liveKg: number): WeighingForm {
  const kg = roundKg(liveKg);
  return { ...form, weight: String(kg), capturedKg: kg, typingWeight: false, manualReason: '' };
}

/** A live weight other than the captured one clears the capture: the operator captures again. */
export function afterLiveWeight(form: WeighingForm, liveKg: number | null): WeighingForm {
  if (form.capturedKg === null || (liveKg !== null && roundKg(liveKg) === form.capturedKg)) return form;
  return { ...form, weight: '', capturedKg: null };
}

/** The 'Type weight' switch: either way the field starts empty, so no captured weight passes for a typed one. */
export function typeWeight(form: WeighingForm, typing: boolean): WeighingForm {
  return { ...form, ...NO_WEIGHT, typingWeight: typing };
}

export type Checked<Request> = { ok: true; request: Request; kg: number } | { ok: false; problem: string };

/** Where the weight of a request comes from: the server reads the scale, or the weight is typed (with a reason). */
type WeightSourceFields = Pick<RecordTaraRequest, 'weightSource' | 'manualReason'>;

type FormWeight =
  | { kind: 'empty' }
  | { kind: 'refused'; problem: string }
  | { kind: 'weight'; kg: number; source: WeightSourceFields; typed: boolean };

const textOrNull = (text: string) => text.trim() || null;

/**
 * The weight the form would send. A scale without an indicator takes the typed weight as it always has;
 * one with an indicator takes the captured weight (the request carries no weight, the server reads it),
 * or a typed one with its reason.
 */
function formWeight(form: WeighingForm, scale: WeighingScale): FormWeight {
  if (scale.indicator && !form.typingWeight) {
    if (form.capturedKg === null) return { kind: 'refused', problem: WEIGHING_PROMPTS.captureFirst };
    return { kind: 'weight', kg: form.capturedKg, source: { weightSource: 'scale' }, typed: false };
  }
  const entry = readWeight(form.weight);
  if (entry.kind !== 'weight') return entry;
  if (!scale.indicator) return { kind: 'weight', kg: entry.kg, source: {}, typed: true };
  const manualReason = textOrNull(form.manualReason);
  if (manualReason === null) return { kind: 'refused', problem: MANUAL_WEIGHT_MESSAGES.reason };
  return { kind: 'weight', kg: entry.kg, source: { weightSource: 'manual', manualReason }, typed: true };
}

export function checkTara(form: WeighingForm, scale: WeighingScale): Checked<RecordTaraRequest> {
  const entry = formWeight(form, scale);
  if (form.vehicleId === null || entry.kind === 'empty') return { ok: false, problem: WEIGHING_PROMPTS.taraNeeds };
  if (entry.kind === 'refused') return { ok: false, problem: entry.problem };
  return {
    ok: true,
    kg: entry.kg,
    request: {
      vehicleId: form.vehicleId,
      rfidCardNumber: textOrNull(form.rfidCardNumber),
      ...(entry.typed && { tareWeight: entry.kg }),
      ...entry.source,
      scaleId: scale.scaleId,
      notes: textOrNull(form.notes),
    },
  };
}

/** @param tara The vehicle's current tara: null when it has none, undefined while not known. */
export function checkLoad(form: WeighingForm, tara: CurrentTara | null | undefined, scale: WeighingScale): Checked<RecordLoadRequest> {
  const entry = formWeight(form, scale);
  const missing = { ok: false, problem: WEIGHING_PROMPTS.loadNeeds } as const;
  if (form.vehicleId === null || entry.kind === 'empty') return missing;
  if (entry.kind === 'refused') return { ok: false, problem: entry.problem };
  if (tara === null) return { ok: false, problem: WEIGHING_MESSAGES.noTara };
  if (form.materialId === null || form.loadingAreaId === null) return missing;
  return {
    ok: true,
    kg: entry.kg,
    request: {
      vehicleId: form.vehicleId,
      rfidCardNumber: textOrNull(form.rfidCardNumber),
      ...(entry.typed && { fullWeight: entry.kg }),
      ...entry.source,
      materialId: form.materialId,
      polygonId: form.polygonId,
      // The API's name for the loading area (README.md, Glossary).
      loadedAreaId: form.loadingAreaId,
      unloadingStationId: form.unloadingStationId,
      scaleId: scale.scaleId,
      readerId: scale.readerId ?? FIXED_READER_ID,
      // None chosen: the server records the vehicle's assigned driver.
      driverId: form.driverId,
      notes: textOrNull(form.notes),
    },
  };
}
