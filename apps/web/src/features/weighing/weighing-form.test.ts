import { WEIGHING_MESSAGES } from '@weighbridge/contract/weighing';
import { netWeightKg } from '@weighbridge/contract/weights';
import { describe, expect, it } from 'vitest';
import {
  afterTaraRecorded,
  checkLoad,
  checkTara,
  chooseLoadingArea,
  EMPTY_WEIGHING_FORM,
  enteredWeightKg,
  WEIGHING_PROMPTS,
  type WeighingForm,
} from './weighing-form';

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
    expect(checkTara(EMPTY_WEIGHING_FORM)).toEqual({ ok: false, problem: 'Please select vehicle and enter weight' });
    expect(checkTara({ ...EMPTY_WEIGHING_FORM, vehicleId: 7 })).toEqual({ ok: false, problem: WEIGHING_PROMPTS.taraNeeds });
    expect(checkTara({ ...EMPTY_WEIGHING_FORM, weight: '15000' })).toEqual({ ok: false, problem: WEIGHING_PROMPTS.taraNeeds });
  });

  it('refuses a weight typed with a minus sign instead of recording it without', () => {
    expect(checkTara({ ...EMPTY_WEIGHING_FORM, vehicleId: 7, weight: '-5' })).toEqual({ ok: false, problem: 'A weight cannot be negative' });
    expect(checkLoad({ ...loaded, weight: '-42000' }, tara)).toEqual({ ok: false, problem: 'A weight cannot be negative' });
  });

  it('sends the vehicle, weight, trimmed card and notes on scale 1', () => {
    expect(checkTara({ ...EMPTY_WEIGHING_FORM, vehicleId: 7, weight: '15000,5', rfidCardNumber: ' CARD-1 ', notes: ' ' })).toEqual({
      ok: true,
      request: { vehicleId: 7, rfidCardNumber: 'CARD-1', tareWeight: 15000.5, scaleId: 1, notes: null },
    });
  });
});

describe('checkLoad', () => {
  const loadNeeds = { ok: false, problem: 'Please select vehicle, enter weight, material, and loading area' };

  it('asks for vehicle, weight, material and loading area', () => {
    expect(checkLoad(EMPTY_WEIGHING_FORM, undefined)).toEqual(loadNeeds);
    expect(checkLoad({ ...loaded, weight: '' }, tara)).toEqual(loadNeeds);
    expect(checkLoad({ ...loaded, materialId: null }, tara)).toEqual(loadNeeds);
    expect(checkLoad({ ...loaded, loadingAreaId: null }, tara)).toEqual(loadNeeds);
  });

  it('refuses a vehicle without tara with the spec text', () => {
    expect(checkLoad({ ...loaded, materialId: null, loadingAreaId: null }, null)).toEqual({
      ok: false,
      problem: 'Vehicle has no tara weight. Please record tara first.',
    });
    expect(WEIGHING_MESSAGES.noTara).toBe('Vehicle has no tara weight. Please record tara first.');
  });

  it('sends the driver chosen at the scale', () => {
    expect(checkLoad({ ...loaded, driverId: 12 }, tara)).toMatchObject({ ok: true, request: { driverId: 12 } });
  });

  it('sends the load with scale 1, reader 1 and no driver, polygon and destination optional', () => {
    expect(checkLoad({ ...loaded, polygonId: null }, tara)).toEqual({
      ok: true,
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
