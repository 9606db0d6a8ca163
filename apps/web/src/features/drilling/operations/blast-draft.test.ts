import { blastInputSchema } from '@weighbridge/contract/blasts';
import { describe, expect, it } from 'vitest';
import { blastBody, liveBlastFigures, newBlastDraft } from './blast-draft';

const typed = {
  ...newBlastDraft('2026-07-01T14:05'),
  polygon_id: 7,
  burden_m: 3,
  spacing_m: '3.5',
  bench_height_m: 12,
  hole_diameter_mm: 89,
  subdrill_m: 1,
  holes_charged: 30,
  explosives: [
    { product: 'ANFO', kg: 2000 },
    { product: 'Emulsion', kg: '500' },
  ],
  detonators: 30,
  shotfirer_id: 4,
};

describe('the Record a blast form', () => {
  it('shows the volume without the subdrill, the tons by the chosen material’s density, and the powder factors', () => {
    // 30 holes × 3 m × 3.5 m × 12 m = 3,780 m3; × 2.65 t/m3 = 10,017 t; 2,500 kg / 3,780 m3 and / 10,017 t.
    const figures = liveBlastFigures(typed, 2650);
    expect(figures.explosivesKg).toBe(2500);
    expect(figures.volumeM3).toBe(3780);
    expect(figures.tonsBroken).toBe(10017);
    expect(figures.powderFactorKgM3).toBeCloseTo(0.6614, 4);
    expect(figures.powderFactorKgT).toBeCloseTo(0.2496, 4);
  });

  it('shows no tons while the material is left to the polygon’s most weighed one, and no volume until the pattern is typed', () => {
    expect(liveBlastFigures(typed, null)).toMatchObject({ volumeM3: 3780, tonsBroken: null, powderFactorKgT: null });
    expect(liveBlastFigures({ ...typed, bench_height_m: '' }, 2650)).toMatchObject({ volumeM3: null, tonsBroken: null, powderFactorKgM3: null });
  });

  it('sends the firing moment read at the site’s clock, and the products as typed', () => {
    const body = blastInputSchema.parse(blastBody(typed, 'Europe/Ljubljana'));
    expect(body.fired_at).toBe('2026-07-01T12:05:00.000Z');
    expect(body.explosives).toEqual([
      { product: 'ANFO', kg: 2000 },
      { product: 'Emulsion', kg: 500 },
    ]);
    expect(body).toMatchObject({ material_id: null, vibration_mm_s: null, misfires: 0, subdrill_m: 1 });
  });
});
