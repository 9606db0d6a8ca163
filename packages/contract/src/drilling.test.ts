import { describe, expect, it } from 'vitest';
import { holdsCompetency } from './drilling-operators.js';
import { blastVolume, drilledMetres, powderFactor, rate, tonsBroken } from './drilling.js';

describe('the drilling formulas, worked by hand', () => {
  it('counts metres as holes x depth, or the sum of the actual depths, to the centimetre', () => {
    expect(drilledMetres({ holeCount: 24, depthM: 13.25 })).toBe(318);
    expect(drilledMetres({ actualDepthsM: [12.1, 12.2, 11.95] })).toBe(36.25);
    expect(drilledMetres({ actualDepthsM: [] })).toBe(0);
  });

  it('breaks holes x burden x spacing x bench height, and that volume x the density in tons', () => {
    // 45 holes on a 3.2 m x 3.8 m pattern, a 15 m bench: 45 x 3.2 x 3.8 x 15 = 8,208 m3; at 2,700 kg/m3, 22,161.6 t.
    const volume = blastVolume({ holes: 45, burdenM: 3.2, spacingM: 3.8, benchHeightM: 15 });
    expect(volume).toBe(8208);
    expect(tonsBroken(volume, 2700)).toBe(22_161.6);
  });

  it('answers a powder factor and a rate only over something', () => {
    expect(powderFactor(4104, 8208)).toBe(0.5);
    expect(powderFactor(100, 0)).toBeNull();
    expect(rate(90, 4)).toBe(22.5);
    expect(rate(90, 0)).toBeNull();
  });

  it('holds a competency up to and including its last day', () => {
    const operator = { competencies: [{ kind: 'shotfirer' as const, expires_on: '2026-03-31' }] };
    expect(holdsCompetency(operator, 'shotfirer', '2026-03-31')).toBe(true);
    expect(holdsCompetency(operator, 'shotfirer', '2026-04-01')).toBe(false);
    expect(holdsCompetency(operator, 'drill_operator', '2026-03-01')).toBe(false);
  });
});
