import { MANUAL_WEIGHT_MESSAGES } from '@weighbridge/contract/scales';
import { WEIGHING_MESSAGES } from '@weighbridge/contract/weighing';
import { netWeightKg } from '@weighbridge/contract/weights';
import { describe, expect, it } from 'vitest';
import {
  afterLiveWeight,
  afterScaleChosen,
  afterTaraRecorded,
  captureWeight,
  checkLoad,
  checkTara,
  chooseLoadingArea,
  EMPTY_WEIGHING_FORM,
  enteredWeightKg,
  WEIGHING_PROMPTS,
  typeWeight,
  type WeighingForm,
} from './weighing-form';

/** Scale 1 as every site had it before indicators: no indicator, weights typed. */
const SCALE_1 = { scaleId: 1, indicator: false };

const tara = {
  vehicle_id: 7,
  last_tara_weight_kg: 15000.5,
  last_tara_timestamp: '2026-03-10T08:00:00Z',
  stale: false,
  max_age_days: 30,
};

const loaded: WeighingForm = {
  ...EMPTY_WEIGHING_FORM,
  vehicleId: 7,
  rfidCardNumber: ' CARD-1 ',
  weight: '42000.75',
  notes: '',
  materialId: 3,
  loadingAreaId: 4,
  polygonId: 5,
};

describe('netWeightKg', () => {
  it('subtracts the tara to the hundredth of a kg without floating point residue', () => {
    expect(netWeightKg(42000.75, 15000.5)).toBe(27000.25);
    expect(netWeightKg(15250.55, 10000.1)).toBe(5250.45);
    expect(netWeightKg(0.3, 0.1)).toBe(0.2);
  });

  it('goes below zero when the entered weight is under the tara', () => {
    expect(netWeightKg(9000, 10000.01)).toBe(-1000.01);
  });
});

describe('enteredWeightKg', () => {
  it('takes a typed weight above zero with at most two decimals', () => {
    expect(enteredWeightKg('15000.25')).toBe(15000.25);
    expect(enteredWeightKg('15000,25')).toBe(15000.25);
    expect(enteredWeightKg('')).toBeNull();
    expect(enteredWeightKg('0')).toBeNull();
    expect(enteredWeightKg('-5')).toBeNull();
    expect(enteredWeightKg('1.005')).toBeNull();
  });
});

describe('checkTara', () => {
  it('asks for a vehicle and a weight', () => {
    expect(checkTara(EMPTY_WEIGHING_FORM, SCALE_1)).toEqual({ ok: false, problem: 'Please select vehicle and enter weight' });
    expect(checkTara({ ...EMPTY_WEIGHING_FORM, vehicleId: 7 }, SCALE_1)).toEqual({ ok: false, problem: WEIGHING_PROMPTS.taraNeeds });
    expect(checkTara({ ...EMPTY_WEIGHING_FORM, weight: '15000' }, SCALE_1)).toEqual({ ok: false, problem: WEIGHING_PROMPTS.taraNeeds });
  });

  it('refuses a weight typed with a minus sign instead of recording it without', () => {
    expect(checkTara({ ...EMPTY_WEIGHING_FORM, vehicleId: 7, weight: '-5' }, SCALE_1)).toEqual({ ok: false, problem: 'A weight cannot be negative' });
    expect(checkLoad({ ...loaded, weight: '-42000' }, tara, SCALE_1)).toEqual({ ok: false, problem: 'A weight cannot be negative' });
  });

  it('sends the vehicle, weight, trimmed card and notes on scale 1', () => {
    expect(checkTara({ ...EMPTY_WEIGHING_FORM, vehicleId: 7, weight: '15000,5', rfidCardNumber: ' CARD-1 ', notes: ' ' }, SCALE_1)).toEqual({
      ok: true,
      kg: 15000.5,
      request: { vehicleId: 7, rfidCardNumber: 'CARD-1', tareWeight: 15000.5, scaleId: 1, notes: null },
    });
  });
});

describe('checkLoad', () => {
  const loadNeeds = { ok: false, problem: 'Please select vehicle, enter weight, material, and loading area' };

  it('asks for vehicle, weight, material and loading area', () => {
    expect(checkLoad(EMPTY_WEIGHING_FORM, undefined, SCALE_1)).toEqual(loadNeeds);
    expect(checkLoad({ ...loaded, weight: '' }, tara, SCALE_1)).toEqual(loadNeeds);
    expect(checkLoad({ ...loaded, materialId: null }, tara, SCALE_1)).toEqual(loadNeeds);
    expect(checkLoad({ ...loaded, loadingAreaId: null }, tara, SCALE_1)).toEqual(loadNeeds);
  });

  it('refuses a vehicle without tara with the spec text', () => {
    expect(checkLoad({ ...loaded, materialId: null, loadingAreaId: null }, null, SCALE_1)).toEqual({
      ok: false,
      problem: 'Vehicle has no tara weight. Please record tara first.',
    });
    expect(WEIGHING_MESSAGES.noTara).toBe('Vehicle has no tara weight. Please record tara first.');
  });

  it('sends the driver chosen at the scale', () => {
    expect(checkLoad({ ...loaded, driverId: 12 }, tara, SCALE_1)).toMatchObject({ ok: true, request: { driverId: 12 } });
  });

  it('sends the load with scale 1, reader 1 and no driver, polygon and destination optional', () => {
    expect(checkLoad({ ...loaded, polygonId: null }, tara, SCALE_1)).toEqual({
      ok: true,
      kg: 42000.75,
      request: {
        vehicleId: 7,
        rfidCardNumber: 'CARD-1',
        fullWeight: 42000.75,
        materialId: 3,
        polygonId: null,
        loadedAreaId: 4,
        unloadingStationId: null,
        scaleId: 1,
        readerId: 1,
        driverId: null,
        notes: null,
      },
    });
  });
});

describe('form transitions', () => {
  it('clears the polygon when another loading area is chosen', () => {
    expect(chooseLoadingArea(loaded, 9)).toMatchObject({ loadingAreaId: 9, polygonId: null, materialId: 3 });
  });

  it('clears weight, card and notes after a tara but keeps the vehicle', () => {
    expect(afterTaraRecorded({ ...loaded, notes: 'first trip' })).toMatchObject({
      vehicleId: 7,
      weight: '',
      rfidCardNumber: '',
      notes: '',
    });
  });
});

describe('weighing on a scale with an indicator', () => {
  const indicator = { scaleId: 2, indicator: true };
  const vehicleOnScale: WeighingForm = { ...EMPTY_WEIGHING_FORM, vehicleId: 7 };

  it('fills the weight with the captured live weight and sends the tara without a weight, for the server to read', () => {
    const captured = captureWeight(vehicleOnScale, 24680);
    expect(captured).toMatchObject({ weight: '24680', capturedKg: 24680 });
    expect(checkTara(captured, indicator)).toEqual({
      ok: true,
      kg: 24680,
      request: { vehicleId: 7, rfidCardNumber: null, weightSource: 'scale', scaleId: 2, notes: null },
    });
  });

  it('sends the load by capture on the chosen scale, with no full weight', () => {
    const check = checkLoad(captureWeight(loaded, 42000.75), tara, indicator);
    expect(check).toMatchObject({ ok: true, kg: 42000.75, request: { weightSource: 'scale', scaleId: 2 } });
    expect(check.ok && 'fullWeight' in check.request).toBe(false);
  });

  it('asks for a capture when nothing was captured, even with a weight in the field', () => {
    expect(checkTara({ ...vehicleOnScale, weight: '24680' }, indicator)).toEqual({ ok: false, problem: WEIGHING_PROMPTS.captureFirst });
    expect(checkLoad({ ...loaded, capturedKg: null }, tara, indicator)).toEqual({ ok: false, problem: WEIGHING_PROMPTS.captureFirst });
    expect(checkTara(EMPTY_WEIGHING_FORM, indicator)).toEqual({ ok: false, problem: WEIGHING_PROMPTS.taraNeeds });
  });

  it('keeps the capture while the live weight stays, and clears it when the live weight changes', () => {
    const captured = captureWeight(vehicleOnScale, 24680);
    expect(afterLiveWeight(captured, 24680)).toBe(captured);
    expect(afterLiveWeight(captured, 24700)).toMatchObject({ weight: '', capturedKg: null });
    expect(afterLiveWeight(captured, null)).toMatchObject({ weight: '', capturedKg: null });
    const typed = { ...vehicleOnScale, typingWeight: true, weight: '20000' };
    expect(afterLiveWeight(typed, 24700)).toBe(typed);
  });

  it('sends a typed weight as manual with its reason, and refuses it without one', () => {
    const typed = { ...typeWeight(vehicleOnScale, true), weight: '24680,5' };
    expect(checkTara(typed, indicator)).toEqual({ ok: false, problem: MANUAL_WEIGHT_MESSAGES.reason });
    expect(checkTara({ ...typed, manualReason: '  ' }, indicator)).toEqual({ ok: false, problem: MANUAL_WEIGHT_MESSAGES.reason });
    expect(checkTara({ ...typed, manualReason: ' Indicator display broken ' }, indicator)).toMatchObject({
      ok: true,
      request: { tareWeight: 24680.5, weightSource: 'manual', manualReason: 'Indicator display broken', scaleId: 2 },
    });
  });

  it('starts the typed weight empty, so that a captured weight is never sent as a typed one', () => {
    const captured = captureWeight(vehicleOnScale, 24680);
    expect(typeWeight(captured, true)).toMatchObject({ typingWeight: true, weight: '', capturedKg: null });
    expect(typeWeight({ ...captured, typingWeight: true, manualReason: 'x' }, false)).toMatchObject({ typingWeight: false, weight: '', manualReason: '' });
  });

  it('forgets the weight, capture and reason when another scale is chosen or a tara is recorded', () => {
    const typed = { ...vehicleOnScale, typingWeight: true, weight: '20000', manualReason: 'x' };
    for (const after of [afterScaleChosen(typed), afterTaraRecorded(typed), afterScaleChosen(captureWeight(vehicleOnScale, 24680))]) {
      expect(after).toMatchObject({ vehicleId: 7, weight: '', capturedKg: null, typingWeight: false, manualReason: '' });
    }
  });
});
