/** A scale's reading from a run of frames at given moments (ms), as the indicator sends them. */
import { describe, expect, it } from 'vitest';
import { type IndicatorFrame, indicatorFrame } from './protocols/reading.js';
import { ScaleState, STABLE_AFTER_MS, STALE_AFTER_MS } from './scale-state.js';

const DIVISION_KG = 20;
const at = (weightKg: number | null, motion: boolean | null = false, more: Partial<IndicatorFrame> = {}): IndicatorFrame =>
  indicatorFrame(`frame ${weightKg}`, { weightKg, motion, unit: 'kg', ...more });

function scaleWith(frames: [number, IndicatorFrame][]): ScaleState {
  const scale = new ScaleState(DIVISION_KG);
  scale.setConnected(true);
  for (const [time, frame] of frames) scale.frame(frame, time);
  return scale;
}

/** Ten frames a second of one weight from `from` to `to` (ms). */
const steady = (weightKg: number, from: number, to: number, motion: boolean | null = false): [number, IndicatorFrame][] =>
  Array.from({ length: Math.floor((to - from) / 100) + 1 }, (_, index) => [from + index * 100, at(weightKg, motion)]);

describe('a scale’s reading', () => {
  it('is stable once the weight has held within a division for half a second with the flag stable', () => {
    const scale = scaleWith([...steady(24680, 0, 300)]);
    expect(scale.reading(300)).toMatchObject({ weightKg: 24680, stable: false, motion: true });
    const held = scaleWith(steady(24680, 0, STABLE_AFTER_MS));
    expect(held.reading(STABLE_AFTER_MS)).toMatchObject({ weightKg: 24680, stable: true, motion: false, raw: 'frame 24680' });
  });

  it('is not stable while the indicator flags motion, however long the weight holds', () => {
    expect(scaleWith(steady(24680, 0, 2000, true)).reading(2000)).toMatchObject({ stable: false, motion: true });
  });

  it('takes the software check alone for a protocol without a flag', () => {
    expect(scaleWith(steady(24680, 0, 600, null)).reading(600).stable).toBe(true);
  });

  it('allows one division of drift, and starts again past it', () => {
    const drift = scaleWith([[0, at(24680)], [200, at(24700)], [400, at(24660)], [600, at(24680)]]);
    expect(drift.reading(600).stable).toBe(true);
    const moved = scaleWith([[0, at(24680)], [200, at(24720)], [400, at(24720)], [600, at(24720)]]);
    expect(moved.reading(600).stable).toBe(false);
    expect(moved.reading(700).stable).toBe(true);
  });

  it('is stale and not stable when no frame came for a second, and not stable while disconnected', () => {
    const scale = scaleWith(steady(24680, 0, 1000));
    expect(scale.reading(1000 + STALE_AFTER_MS + 1)).toMatchObject({ stale: true, stable: false, weightKg: 24680 });
    scale.setConnected(false);
    expect(scale.reading(1000)).toMatchObject({ connected: false, stable: false });
  });

  it('says zero within half a division, overload and under zero as the indicator does', () => {
    expect(scaleWith(steady(0, 0, 600)).reading(600)).toMatchObject({ zero: true, stable: true });
    expect(scaleWith([[0, at(null, false, { overload: true })]]).reading(0)).toMatchObject({ overload: true, stable: false, weightKg: null });
    expect(scaleWith([[0, at(null, false, { underZero: true })]]).reading(0)).toMatchObject({ underZero: true, stable: false });
  });

  it('counts frames per second and parse errors', () => {
    const scale = scaleWith(steady(24680, 0, 4900));
    scale.parseError();
    expect(scale.reading(4900)).toMatchObject({ framesPerSecond: 10, parseErrors: 1 });
  });

  it('remembers when the scale last showed zero, in motion or not', () => {
    const scale = scaleWith([...steady(0, 0, 200, true), ...steady(24680, 300, 1000)]);
    expect(scale.reading(1000).lastZeroAt).toEqual(new Date(200));
    expect(scaleWith(steady(24680, 0, 1000)).reading(1000).lastZeroAt).toBeNull();
  });

  it('reads the gross of a net weight from the tare its frame carries, and is stable on it', () => {
    // 10,480 kg net of a 14,200 kg tare: 24,680 kg on the deck.
    const scale = scaleWith(steady(10480, 0, 600).map(([time, frame]) => [time, { ...frame, net: true, tareKg: 14200 }]));
    expect(scale.reading(600)).toMatchObject({ weightKg: 24680, displayedKg: 10480, net: true, tareKg: 14200, stable: true });
  });

  it('gives no gross for a net weight without its tare, and takes no net zero for an empty deck', () => {
    const scale = scaleWith(steady(0, 0, 600).map(([time, frame]) => [time, { ...frame, net: true }]));
    expect(scale.reading(600)).toMatchObject({ weightKg: null, displayedKg: 0, net: true, zero: false, lastZeroAt: null, stable: false });
    // Net zero with a tare of 14,200 kg is a full deck, not an empty one.
    const tared = scaleWith(steady(0, 0, 600).map(([time, frame]) => [time, { ...frame, net: true, tareKg: 14200 }]));
    expect(tared.reading(600)).toMatchObject({ weightKg: 14200, zero: false, lastZeroAt: null });
  });

  it('carries the unit, the fault and the diagnosis', () => {
    const scale = scaleWith([[0, at(null, false, { unit: 'N', fault: 'unit' })]]);
    scale.diagnose('a diagnosis');
    expect(scale.reading(0)).toMatchObject({ weightKg: null, unit: 'N', fault: 'unit', diagnosis: 'a diagnosis' });
  });
});
