import { TARA_CONFIRM_DEVIATION } from '@weighbridge/contract/weighing';
import { describe, expect, it } from 'vitest';
import { taraDeviationToConfirm, taraReference } from './tara-deviation';

describe('taraReference', () => {
  it('compares with the last tara, else with the recorded empty weight, else with nothing', () => {
    expect(taraReference(10000, 9000)).toEqual({ kind: 'last tara', kg: 10000 });
    expect(taraReference(null, 9000)).toEqual({ kind: 'recorded empty weight', kg: 9000 });
    expect(taraReference(undefined, 0)).toBeNull();
    expect(taraReference(null, null)).toBeNull();
  });
});

describe('taraDeviationToConfirm', () => {
  const lastTara = { kind: 'last tara', kg: 10000 } as const;

  it('asks about a tara more than 20% above or below the reference', () => {
    expect(TARA_CONFIRM_DEVIATION).toBe(0.2);
    expect(taraDeviationToConfirm(13000, lastTara)).toEqual({ newKg: 13000, reference: lastTara, differenceKg: 3000, share: 0.3 });
    expect(taraDeviationToConfirm(7000, lastTara)).toEqual({ newKg: 7000, reference: lastTara, differenceKg: -3000, share: -0.3 });
    expect(taraDeviationToConfirm(12000.01, lastTara)).not.toBeNull();
    expect(taraDeviationToConfirm(1000, lastTara)).not.toBeNull();
  });

  it('records a tara within 20% without asking, and one with nothing to compare with', () => {
    expect(taraDeviationToConfirm(12000, lastTara)).toBeNull();
    expect(taraDeviationToConfirm(8000, lastTara)).toBeNull();
    expect(taraDeviationToConfirm(10400, lastTara)).toBeNull();
    expect(taraDeviationToConfirm(50000, null)).toBeNull();
  });
});
