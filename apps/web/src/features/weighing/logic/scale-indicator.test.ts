import { CAPTURE_REFUSALS, type ScaleReading } from '@weighbridge/contract/scales';
import { describe, expect, it } from 'vitest';
import { truckReading } from '../../../app/testing/scale-records';
import { captureRefusalText, indicatorBadge, mayCapture, netNote } from './scale-indicator';

/** A stable truck of 24,680 kg on a connected scale that would let it be captured. */
const reading = (patch: Partial<ScaleReading> = {}) => truckReading({ last_frame_at: '2026-11-24T10:00:00.000Z', ...patch });
const live = (patch: Partial<ScaleReading> = {}) => ({ reading: reading(patch), live: true });

describe('indicatorBadge', () => {
  it('says Stable for a settled reading and Motion while the weight moves or has not yet settled', () => {
    expect(indicatorBadge(live())).toBe('stable');
    expect(indicatorBadge(live({ stable: false, motion: true, capture_refusal: CAPTURE_REFUSALS.motion }))).toBe('motion');
    expect(indicatorBadge(live({ stable: false, motion: false }))).toBe('motion');
  });

  it('says Empty for an empty deck, not Stable, however still it is', () => {
    const emptyDeck = live({ weight_kg: 0, displayed_kg: 0, zero: true, empty: true, capture_refusal: CAPTURE_REFUSALS.belowMinimum });
    expect(indicatorBadge(emptyDeck)).toBe('empty');
    expect(indicatorBadge(live({ weight_kg: 20, empty: true, stable: false, motion: true, capture_refusal: CAPTURE_REFUSALS.motion }))).toBe('empty');
    expect(mayCapture(emptyDeck)).toBe(false);
  });

  it('says Offline without a live stream, before the first reading, and when the indicator is lost or stale', () => {
    expect(indicatorBadge({ reading: reading(), live: false })).toBe('offline');
    expect(indicatorBadge({ reading: null, live: true })).toBe('offline');
    expect(indicatorBadge(live({ connected: false }))).toBe('offline');
    expect(indicatorBadge(live({ stale: true }))).toBe('offline');
  });

  it('says Overload and Under zero before anything about motion', () => {
    expect(indicatorBadge(live({ overload: true, stable: false }))).toBe('overload');
    expect(indicatorBadge(live({ under_zero: true, weight_kg: -40 }))).toBe('underZero');
  });
});

describe('what the indicator says of itself', () => {
  it('says Check indicator for a fault and Net for a net weight without its tare, before motion', () => {
    expect(indicatorBadge(live({ fault: 'powerUpZero', capture_refusal: CAPTURE_REFUSALS.powerUpZero }))).toBe('fault');
    expect(indicatorBadge(live({ net: true, weight_kg: null, displayed_kg: 10480, stable: false, motion: true }))).toBe('net');
    // With the tare the gross is known: the badge is the weight's own.
    expect(indicatorBadge(live({ net: true, weight_kg: 24680, displayed_kg: 10480, tare_kg: 14200 }))).toBe('stable');
  });

  it('notes a net weight with the tare whose gross is captured, and one without its tare', () => {
    expect(netNote(reading({ net: true, weight_kg: 24680, displayed_kg: 10480, tare_kg: 14200 }))).toEqual({ displayedKg: 10480, tareKg: 14200 });
    expect(netNote(reading({ net: true, weight_kg: null, displayed_kg: 10480 }))).toEqual({ displayedKg: 10480, tareKg: null });
    expect(netNote(reading())).toBeNull();
  });
});

describe('the Capture rule', () => {
  it('offers Capture for a stable reading the server would take', () => {
    expect(mayCapture(live())).toBe(true);
    expect(captureRefusalText(live())).toBeNull();
  });

  it('refuses in motion, and with the server text whenever the reading carries a refusal', () => {
    expect(mayCapture(live({ stable: false, motion: true }))).toBe(false);
    expect(captureRefusalText(live({ stable: false, motion: true }))).toBe(CAPTURE_REFUSALS.motion);
    const notBack = live({ returned_to_zero: false, capture_refusal: CAPTURE_REFUSALS.notReturnedToZero });
    expect(mayCapture(notBack)).toBe(false);
    expect(captureRefusalText(notBack)).toBe(CAPTURE_REFUSALS.notReturnedToZero);
  });

  it('refuses while the stream is down, whatever the last reading said', () => {
    expect(mayCapture({ reading: reading(), live: false })).toBe(false);
    expect(captureRefusalText({ reading: reading(), live: false })).toBe(CAPTURE_REFUSALS.offline);
    expect(mayCapture({ reading: null, live: true })).toBe(false);
  });
});
