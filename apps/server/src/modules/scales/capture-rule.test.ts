/** The capture rule over a scale's reading: each refusal, in the order the operator can act on them. */
import { describe, expect, it } from 'vitest';
import { captureRefusal, type CaptureScale } from './capture-rule.js';
import type { IndicatorReading } from './scale-state.js';

const scale: CaptureScale = { connection: 'tcp', enabled: true, capacityKg: 60_000, divisionKg: 20, lastCaptureAt: null };
const stable: IndicatorReading = {
  weightKg: 24_680,
  displayedKg: 24_680,
  net: false,
  tareKg: null,
  unit: 'kg',
  fault: null,
  diagnosis: null,
  stable: true,
  motion: false,
  zero: false,
  overload: false,
  underZero: false,
  connected: true,
  stale: false,
  lastFrameAt: new Date('2026-11-24T10:00:00Z'),
  framesPerSecond: 10,
  parseErrors: 0,
  raw: '<STX>...',
  lastZeroAt: null,
};

describe('capturing a weight', () => {
  it('takes a stable reading within capacity', () => {
    expect(captureRefusal(scale, stable)).toBeNull();
  });

  it('refuses on a manual or disabled scale, offline or stale', () => {
    expect(captureRefusal({ ...scale, connection: 'manual' }, stable)).toBe('manual');
    expect(captureRefusal({ ...scale, enabled: false }, stable)).toBe('disabled');
    expect(captureRefusal(scale, null)).toBe('offline');
    expect(captureRefusal(scale, { ...stable, connected: false })).toBe('offline');
    expect(captureRefusal(scale, { ...stable, stale: true })).toBe('stale');
  });

  it('refuses an overload, over capacity, under zero and motion', () => {
    expect(captureRefusal(scale, { ...stable, overload: true })).toBe('overload');
    expect(captureRefusal(scale, { ...stable, weightKg: 60_020 })).toBe('overload');
    expect(captureRefusal(scale, { ...stable, weightKg: -40 })).toBe('underZero');
    expect(captureRefusal(scale, { ...stable, underZero: true })).toBe('underZero');
    // Out of range, an indicator shows no weight at all.
    expect(captureRefusal(scale, { ...stable, weightKg: null, overload: true })).toBe('overload');
    expect(captureRefusal(scale, { ...stable, weightKg: null, underZero: true })).toBe('underZero');
    expect(captureRefusal(scale, { ...stable, weightKg: null })).toBe('stale');
    expect(captureRefusal(scale, { ...stable, weightKg: null, stable: false, motion: true })).toBe('motion');
    expect(captureRefusal(scale, { ...stable, stable: false, motion: true })).toBe('motion');
  });

  it('refuses a net weight whose tare the indicator does not send, and takes one whose tare it sends as its gross', () => {
    expect(captureRefusal(scale, { ...stable, weightKg: null, net: true, displayedKg: 10_480 })).toBe('net');
    // 10,480 kg net of a 14,200 kg tare: the deck holds 24,680 kg, which the reading already says.
    expect(captureRefusal(scale, { ...stable, net: true, displayedKg: 10_480, tareKg: 14_200 })).toBeNull();
  });

  it('refuses while the indicator reports a fault of its own, before its range and motion', () => {
    for (const fault of ['powerUpZero', 'zeroError', 'tareError', 'unit', 'expanded', 'showsTare', 'indicatorError'] as const) {
      expect(captureRefusal(scale, { ...stable, fault, stable: false, overload: true })).toBe(fault);
    }
    expect(captureRefusal(scale, { ...stable, fault: 'powerUpZero', stale: true })).toBe('stale');
  });

  it('refuses a weight below 20 divisions', () => {
    expect(captureRefusal(scale, { ...stable, weightKg: 380 })).toBe('belowMinimum');
    expect(captureRefusal(scale, { ...stable, weightKg: 400 })).toBeNull();
  });

  it('refuses until the scale has shown zero after the last capture', () => {
    const lastCaptureAt = new Date('2026-11-24T09:59:00Z');
    expect(captureRefusal({ ...scale, lastCaptureAt }, stable)).toBe('notReturnedToZero');
    expect(captureRefusal({ ...scale, lastCaptureAt }, { ...stable, lastZeroAt: new Date('2026-11-24T09:58:00Z') })).toBe('notReturnedToZero');
    expect(captureRefusal({ ...scale, lastCaptureAt }, { ...stable, lastZeroAt: new Date('2026-11-24T09:59:30Z') })).toBeNull();
  });
});
