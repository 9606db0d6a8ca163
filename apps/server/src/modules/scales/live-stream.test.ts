/**
 * The pacing of a live stream, against a scale whose reading the test changes at will: the latest reading
 * at most ten times a second, a heartbeat when nothing else went, card reads at once, and the end.
 */
import type { CardRead, ScaleReading } from '@weighbridge/contract/scales';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveListener } from './device-connections.js';
import { followScale, liveEvent } from './live-stream.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * The pacing tests run on a fake clock: they check when the stream sends, which a busy machine's late timers
 * would blur (a turn is counted from when it was due, so a late send is followed by a shorter gap).
 */
const onFakeClock = () => vi.useFakeTimers({ now: Date.parse('2026-11-24T10:00:00.000Z') });
const tick = (ms: number) => vi.advanceTimersByTimeAsync(Math.max(ms, 0));

/** A scale the test moves by hand, followed the way the device connections let a stream follow one. */
function handScale(options: { indicator: boolean }) {
  let weight = 0;
  const listeners = new Set<LiveListener>();
  return {
    listeners,
    setWeight(kg: number) {
      weight = kg;
      for (const listener of listeners) listener.reading();
    },
    card(read: CardRead) {
      for (const listener of listeners) listener.card(read);
    },
    end() {
      for (const listener of listeners) listener.ended();
    },
    devices: {
      scaleReading: () => ({ scale_id: 2, weight_kg: weight }) as ScaleReading,
      hasIndicator: () => options.indicator,
      listen: (_scaleId: number, listener: LiveListener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  };
}

/** What a stream wrote, event by event, with the time each went. */
function written() {
  const events: { text: string; at: number }[] = [];
  return { events, write: (text: string) => events.push({ text, at: Date.now() }), named: (name: string) => events.filter((event) => event.text.startsWith(`event: ${name}\n`)) };
}

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.useRealTimers();
});

describe('a live stream', () => {
  it('opens with the retry field and the reading, then sends the latest reading at most ten times a second', async () => {
    onFakeClock();
    const scale = handScale({ indicator: true });
    const out = written();
    stops.push(followScale({ scaleId: 2, devices: scale.devices, write: out.write, end: () => undefined }));
    expect(out.events[0]!.text).toBe('retry: 2000\n\n');
    expect(out.events[1]!.text).toBe(liveEvent('reading', { scale_id: 2, weight_kg: 0 }));
    for (let kg = 1; kg <= 50; kg++) {
      scale.setWeight(kg * 20);
      await tick(5);
    }
    await tick(150);
    const readings = out.named('reading');
    expect(readings.length).toBeGreaterThan(2);
    for (let index = 1; index < readings.length; index++) expect(readings[index]!.at - readings[index - 1]!.at).toBeGreaterThanOrEqual(95);
    expect(readings.at(-1)!.text).toContain('"weight_kg":1000');
  });

  it('keeps up with an indicator sending a little faster than ten frames a second', async () => {
    onFakeClock();
    const scale = handScale({ indicator: true });
    const out = written();
    stops.push(followScale({ scaleId: 2, devices: scale.devices, write: out.write, end: () => undefined }));
    const sentAt = new Map<number, number>();
    // 97 ms apart: a stream that counted each turn from the last send would fall a frame behind within a second.
    const start = Date.now();
    for (let frame = 1; frame <= 30; frame++) {
      await tick(start + frame * 97 - Date.now());
      sentAt.set(frame * 20, Date.now());
      scale.setWeight(frame * 20);
    }
    await tick(250);
    const readings = out.named('reading').slice(1);
    const delays = readings.map((event) => event.at - sentAt.get(Number(/"weight_kg":(\d+)/.exec(event.text)![1]))!);
    expect(readings.length).toBeGreaterThanOrEqual(25);
    expect(Math.max(...delays)).toBeLessThan(60);
    for (let index = 1; index < readings.length; index++) expect(readings[index]!.at - readings[index - 1]!.at).toBeGreaterThanOrEqual(95);
  });

  it('repeats the reading every second while the scale has an indicator, and not for a manual scale', async () => {
    const indicator = handScale({ indicator: true });
    const manual = handScale({ indicator: false });
    const fromIndicator = written();
    const fromManual = written();
    stops.push(followScale({ scaleId: 2, devices: indicator.devices, write: fromIndicator.write, end: () => undefined }));
    stops.push(followScale({ scaleId: 1, devices: manual.devices, write: fromManual.write, end: () => undefined }));
    await sleep(2500);
    expect(fromIndicator.named('reading')).toHaveLength(3);
    expect(fromManual.named('reading')).toHaveLength(1);
  });

  it('sends a heartbeat with no data when nothing else went for the heartbeat time', async () => {
    const manual = handScale({ indicator: false });
    const out = written();
    stops.push(followScale({ scaleId: 1, devices: manual.devices, write: out.write, end: () => undefined, heartbeatMs: 200 }));
    await expect.poll(() => out.named('heartbeat').length).toBe(2);
    const [first, second] = out.named('heartbeat');
    expect(first!.text).toBe('event: heartbeat\ndata:\n\n');
    expect(first!.at - out.events[1]!.at).toBeGreaterThanOrEqual(195);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(195);
    manual.setWeight(40);
    const reading = out.events.at(-1)!;
    expect(reading.text).toContain('"weight_kg":40');
    await expect.poll(() => out.named('heartbeat').length).toBe(3);
    expect(out.named('heartbeat')[2]!.at - reading.at).toBeGreaterThanOrEqual(195);
  });

  it('sends a card read at once, even right after a reading', () => {
    const scale = handScale({ indicator: true });
    const out = written();
    stops.push(followScale({ scaleId: 2, devices: scale.devices, write: out.write, end: () => undefined }));
    const read = { reader_id: 1, scale_id: 2, card_number: '4711', read_at: '2026-11-24T10:00:00.000Z' };
    scale.card(read);
    expect(out.events.at(-1)!.text).toBe(liveEvent('card', read));
  });

  it('ends when the server stops, and stops following when the client goes away', async () => {
    const scale = handScale({ indicator: true });
    let ended = false;
    followScale({ scaleId: 2, devices: scale.devices, write: () => undefined, end: () => (ended = true) });
    scale.end();
    expect(ended).toBe(true);
    expect(scale.listeners.size).toBe(0);

    const out = written();
    const stop = followScale({ scaleId: 2, devices: scale.devices, write: out.write, end: () => undefined });
    stop();
    expect(scale.listeners.size).toBe(0);
    const before = out.events.length;
    await sleep(1200);
    expect(out.events).toHaveLength(before);
  });
});
