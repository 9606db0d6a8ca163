import type { Scale } from '@weighbridge/contract/scales';
import type { Workstation } from '@weighbridge/contract/workstations';
import { describe, expect, it } from 'vitest';
import { chosenScale, weighingScaleOf } from './weighing-scale';

const scale = (scale_id: number, connection: Scale['connection'] = 'tcp') => ({ scale_id, connection }) as Scale;

describe('chosenScale', () => {
  it('takes the scale remembered in this browser while it is enabled', () => {
    expect(chosenScale([scale(1), scale(2), scale(3)], 3)?.scale_id).toBe(3);
  });

  it('falls back to scale 1, then to the first enabled scale, when the remembered one is gone', () => {
    expect(chosenScale([scale(1), scale(2)], 5)?.scale_id).toBe(1);
    expect(chosenScale([scale(2), scale(3)], null)?.scale_id).toBe(2);
    expect(chosenScale([], 2)).toBeNull();
  });
});

describe('weighingScaleOf', () => {
  it('weighs with an indicator on a tcp or serial scale and types on a manual one', () => {
    expect(weighingScaleOf(scale(2, 'serial'))).toEqual({ scaleId: 2, indicator: true });
    expect(weighingScaleOf(scale(4, 'manual'))).toEqual({ scaleId: 4, indicator: false });
  });

  it("records loads at the workstation's reader while weighing on the workstation's scale, and at reader 1 elsewhere", () => {
    const scaleHouse = { workstation_id: 1, name: 'Scale house', scale_id: 2, scale_name: 'East', reader_id: 7, reader_name: 'East gate' } satisfies Workstation;
    expect(weighingScaleOf(scale(2), scaleHouse)).toEqual({ scaleId: 2, indicator: true, readerId: 7 });
    expect(weighingScaleOf(scale(3), scaleHouse)).toEqual({ scaleId: 3, indicator: true });
    expect(weighingScaleOf(scale(2), { ...scaleHouse, reader_id: null, reader_name: null })).toEqual({ scaleId: 2, indicator: true });
  });

  it('types on scale 1, as always, while the scales are not known', () => {
    expect(weighingScaleOf(null)).toEqual({ scaleId: 1, indicator: false });
  });
});
