/** A holder's reading as another instance receives it, and the pacing of the holder's messages. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pacer, receivedReading, shareReading } from './device-messages.js';
import { indicatorFrame } from './protocols/reading.js';
import { ScaleState, STALE_AFTER_MS } from './scale-state.js';

const frame = (weightKg: number, raw = `frame ${weightKg}`) => indicatorFrame(raw, { weightKg, motion: false, unit: 'kg' });

/** A scale that showed zero at 0 ms and then a truck of 24,680 kg, steady long enough to be stable, at the holder's clock. */
function holderScale(): ScaleState {
  const scale = new ScaleState(20);
  scale.setConnected(true);
  scale.frame(frame(0), 0);
  for (let time = 100; time <= 1000; time += 100) scale.frame(frame(24_680), time);
  return scale;
}

describe('a reading received from the holder', () => {
  // The receiver's clock runs an hour ahead of the holder's: only ages travel.
  const HOUR = 3_600_000;
  const sent = shareReading(holderScale().reading(1000), { frames: 11, reconnects: 2 }, 1000);
  const receivedAt = 1000 + HOUR + 5;

  it('reads as the holder read it when it was sent', () => {
    expect(sent.frames).toBe(11);
    expect(receivedReading({ shared: sent, receivedAt }, receivedAt)).toMatchObject({
      weightKg: 24_680,
      stable: true,
      motion: false,
      connected: true,
      stale: false,
      raw: 'frame 24680',
      lastFrameAt: new Date(receivedAt),
      lastZeroAt: new Date(receivedAt - 1000),
    });
  });

  it('carries the net weight, its tare, the unit, a fault and the diagnosis to the other instances', () => {
    const scale = new ScaleState(20);
    scale.setConnected(true);
    scale.frame(indicatorFrame('net frame', { weightKg: 10_480, net: true, tareKg: 14_200, unit: 'kg', fault: 'powerUpZero' }), 0);
    scale.diagnose('Set Data bits to 7.');
    const shared = shareReading(scale.reading(0), { frames: 1, reconnects: 0 }, 0);
    expect(receivedReading({ shared, receivedAt: 50 }, 50)).toMatchObject({
      weightKg: 24_680,
      displayedKg: 10_480,
      net: true,
      tareKg: 14_200,
      unit: 'kg',
      fault: 'powerUpZero',
      diagnosis: 'Set Data bits to 7.',
    });
  });

  it('goes stale, and so neither stable nor in motion, once its last frame is older than the holder would allow', () => {
    const justFresh = receivedReading({ shared: sent, receivedAt }, receivedAt + STALE_AFTER_MS);
    expect(justFresh).toMatchObject({ stale: false, stable: true });
    const stale = receivedReading({ shared: sent, receivedAt }, receivedAt + STALE_AFTER_MS + 1);
    expect(stale).toMatchObject({ stale: true, stable: false, motion: false, weightKg: 24_680 });
  });

  it('has no frame time before the indicator sent its first frame, and reads stale', () => {
    const silent = new ScaleState(20);
    silent.setConnected(true);
    const shared = shareReading(silent.reading(0), { frames: 0, reconnects: 0 }, 0);
    expect(receivedReading({ shared, receivedAt: 50 }, 50)).toMatchObject({ lastFrameAt: null, lastZeroAt: null, stale: true, connected: true });
  });

  it('carries at most a short raw frame, to stay within what a notification may hold', () => {
    const scale = new ScaleState(20);
    scale.setConnected(true);
    scale.frame(frame(100, 'x'.repeat(10_000)), 0);
    const shared = shareReading(scale.reading(0), { frames: 1, reconnects: 0 }, 0);
    expect(JSON.stringify({ type: 'reading', scale_id: 1, reading: shared }).length).toBeLessThan(1000);
  });
});

describe('the pacing of the holder’s messages', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the first change at once, then at most one per gap, with the state at the end of the gap', () => {
    let state = 0;
    const sent: number[] = [];
    const paced = pacer(100, () => sent.push(state));
    state = 1;
    paced.changed();
    expect(sent).toEqual([1]);
    for (const next of [2, 3, 4, 5]) {
      state = next;
      paced.changed();
      vi.advanceTimersByTime(20);
    }
    expect(sent).toEqual([1]);
    vi.advanceTimersByTime(20);
    expect(sent).toEqual([1, 5]);
    vi.advanceTimersByTime(500);
    expect(sent).toEqual([1, 5]);
    state = 6;
    paced.changed();
    expect(sent).toEqual([1, 5, 6]);
    state = 7;
    paced.changed();
    paced.stop();
    vi.advanceTimersByTime(500);
    expect(sent).toEqual([1, 5, 6]);
  });
});
