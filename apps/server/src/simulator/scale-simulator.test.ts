/** The scale simulator over real TCP, read by the server's parsers as the connection manager reads it. */
import { afterEach, describe, expect, it } from 'vitest';
import { asciiStreamParser } from '../modules/scales/protocols/ascii-stream.js';
import { mtSicsParser, SICS_WEIGHT_REQUEST } from '../modules/scales/protocols/mt-sics.js';
import type { IndicatorFrame, StreamParser } from '../modules/scales/protocols/reading.js';
import { SMA_WEIGHT_REQUEST, smaParser } from '../modules/scales/protocols/sma.js';
import { toledoContinuousParser } from '../modules/scales/protocols/toledo-continuous.js';
import { sleep } from '../test/child-server.js';
import { connectIndicator, connectionAnswer, type IndicatorClient } from '../test/tcp-clients.js';
import { SIMULATOR_ASCII_PATTERN } from './ascii-lines.js';
import { type ScaleSimulator, type ScaleSimulatorOptions, startScaleSimulator } from './scale-simulator.js';
import { truckWeightKg } from './truck-cycle.js';

const FRAME_INTERVAL_MS = 20;

let running: ScaleSimulator[] = [];
afterEach(async () => {
  await Promise.all(running.map((scale) => scale.close()));
  running = [];
});

async function simulator(options: ScaleSimulatorOptions): Promise<ScaleSimulator> {
  const scale = await startScaleSimulator({ frameIntervalMs: FRAME_INTERVAL_MS, ...options });
  running.push(scale);
  return scale;
}

type Protocol = {
  protocol: ScaleSimulatorOptions['protocol'];
  parser: () => StreamParser;
  /** What the scale shows now: a continuous protocol's frame sent after this call, a polled one's answer. */
  read: (client: IndicatorClient, timeoutMs?: number) => Promise<IndicatorFrame>;
  /** Whether the protocol has overload and under zero (the ASCII line has no pattern group for them). */
  outOfRange: boolean;
};

const continuous = (client: IndicatorClient, timeoutMs?: number) => client.freshFrame(timeoutMs);

const PROTOCOLS: Protocol[] = [
  { protocol: 'toledo', parser: () => toledoContinuousParser({ checksum: false }), read: continuous, outOfRange: true },
  { protocol: 'sics', parser: mtSicsParser, read: (client, timeoutMs) => client.ask(SICS_WEIGHT_REQUEST, timeoutMs), outOfRange: true },
  { protocol: 'sma', parser: smaParser, read: (client, timeoutMs) => client.ask(SMA_WEIGHT_REQUEST, timeoutMs), outOfRange: true },
  { protocol: 'ascii', parser: () => asciiStreamParser(SIMULATOR_ASCII_PATTERN), read: continuous, outOfRange: false },
];

describe.each(PROTOCOLS)('the $protocol scale simulator over TCP', ({ protocol, parser, read }) => {
  it('shows the weight it is told, stable, then in motion', async () => {
    const scale = await simulator({ protocol });
    const client = await connectIndicator(scale.port, parser());
    scale.setWeight(24680);
    expect(await read(client)).toMatchObject({ weightKg: 24680, motion: false, overload: false, underZero: false });
    scale.setMotion(true);
    expect(await read(client)).toMatchObject({ weightKg: 24680, motion: true });
    scale.setMotion(false);
    scale.setWeight(-40);
    expect(await read(client)).toMatchObject({ weightKg: -40, motion: false });
    expect(client.events.filter((event) => event.kind === 'error')).toEqual([]);
    client.close();
  });

  it('drops every client and refuses new ones until it is up again', async () => {
    const scale = await simulator({ protocol });
    const client = await connectIndicator(scale.port, parser());
    await scale.drop();
    await client.closed;
    expect(await connectionAnswer(scale.port)).toBe('ECONNREFUSED');
    await scale.up();
    scale.setWeight(31500);
    const again = await connectIndicator(scale.port, parser());
    expect(await read(again)).toMatchObject({ weightKg: 31500 });
    again.close();
  });

  it('goes silent on a connection it keeps open, and speaks again', async () => {
    const scale = await simulator({ protocol });
    const client = await connectIndicator(scale.port, parser());
    scale.setWeight(24680);
    await read(client);
    scale.silence(true);
    await sleep(FRAME_INTERVAL_MS * 2);
    const heard = client.events.length;
    await expect(read(client, 300)).rejects.toThrow(/no such frame/);
    expect(client.events.length).toBe(heard);
    expect(client.socket.destroyed).toBe(false);
    scale.silence(false);
    // A polled protocol's request sent while silent got no answer; the next one does.
    expect(await read(client)).toMatchObject({ weightKg: 24680 });
    client.close();
  });
});

describe.each(PROTOCOLS.filter((protocol) => protocol.outOfRange))('the $protocol scale simulator out of range', ({ protocol, parser, read }) => {
  it('reports overload and under zero', async () => {
    const scale = await simulator({ protocol });
    const client = await connectIndicator(scale.port, parser());
    scale.setWeight(160000);
    scale.setOverload(true);
    expect(await read(client)).toMatchObject({ weightKg: null, overload: true, underZero: false });
    scale.setOverload(false);
    scale.setWeight(-200);
    scale.setUnderZero(true);
    expect(await read(client)).toMatchObject({ weightKg: null, overload: false, underZero: true });
    scale.setUnderZero(false);
    expect(await read(client)).toMatchObject({ weightKg: -200, overload: false, underZero: false });
    client.close();
  });
});

describe('the ascii scale simulator out of range', () => {
  it('sends an overload line that the pattern does not read, so no weight is shown', async () => {
    const scale = await simulator({ protocol: 'ascii' });
    const client = await connectIndicator(scale.port, asciiStreamParser(SIMULATOR_ASCII_PATTERN));
    scale.setWeight(160000);
    scale.setOverload(true);
    await client.freshFrame().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, FRAME_INTERVAL_MS * 3));
    expect(client.events.some((event) => event.kind === 'error')).toBe(true);
    client.close();
  });
});

describe('the scale simulator', () => {
  it('sends Toledo frames with a checksum that the checking parser accepts', async () => {
    const scale = await simulator({ protocol: 'toledo', toledoChecksum: true });
    const client = await connectIndicator(scale.port, toledoContinuousParser({ checksum: true }));
    for (const weightKg of [0, 18020, 24680.5, -60]) {
      scale.setWeight(weightKg);
      expect((await continuous(client)).weightKg).toBe(weightKg);
    }
    expect(client.events.filter((event) => event.kind === 'error')).toEqual([]);
    client.close();
  });

  it('writes garbage as it is given, which the parser reports and reads past', async () => {
    const scale = await simulator({ protocol: 'toledo' });
    const client = await connectIndicator(scale.port, toledoContinuousParser({ checksum: false }));
    scale.setWeight(24680);
    await client.nextFrame();
    scale.sendGarbage('noise on the line');
    expect(await continuous(client)).toMatchObject({ weightKg: 24680 });
    expect(client.events).toContainEqual({ kind: 'error', reason: 'bytes outside a frame', raw: 'noise on the line' });
    client.close();
  });

  it('answers a polled request it does not know as the protocol does', async () => {
    const scale = await simulator({ protocol: 'sics' });
    const client = await connectIndicator(scale.port, mtSicsParser());
    client.socket.write('XYZ\r\n');
    await expect.poll(() => client.events).toContainEqual({ kind: 'error', reason: 'the indicator answered ES', raw: 'ES<CR><LF>' });
    client.close();
  });

  it('tells when each frame left, with the bytes and the state it showed', async () => {
    const sent: { at: number; bytes: string; weightKg: number }[] = [];
    const scale = await simulator({ protocol: 'toledo', onFrameSent: (frame) => sent.push({ at: frame.at, bytes: frame.bytes.toString('latin1'), weightKg: frame.state.weightKg }) });
    scale.setWeight(24680);
    const client = await connectIndicator(scale.port, toledoContinuousParser({ checksum: false }));
    const before = Date.now();
    const frame = await continuous(client);
    expect(sent.at(-1)).toMatchObject({ bytes: '\x02*0 024680000000\r', weightKg: 24680 });
    expect(frame.raw).toBe('<STX>*0 024680000000<CR>');
    expect(sent.at(-1)!.at).toBeGreaterThanOrEqual(before - FRAME_INTERVAL_MS);
    expect(sent.at(-1)!.at).toBeLessThanOrEqual(Date.now() + 1);
    client.close();
  });

  it('plays a truck cycle: zero, motion, stable at a whole number of 20 kg divisions, motion, zero', async () => {
    const scale = await simulator({ protocol: 'toledo', frameIntervalMs: 5, cycle: true, cycleTimeScale: 0.03 });
    const client = await connectIndicator(scale.port, toledoContinuousParser({ checksum: false }));
    // 0.03 of a 23.5 s cycle is 705 ms: more than two of them see one whole, from zero to zero.
    await sleep(1_600);
    client.close();
    const frames = client.events.flatMap((event) => (event.kind === 'frame' ? [event.frame] : []));
    const phase = (frame: IndicatorFrame) => (frame.motion ? 'motion' : frame.weightKg === 0 ? 'zero' : 'stable');
    const phases = frames.map(phase).filter((name, index, all) => index === 0 || all[index - 1] !== name);
    const start = phases.indexOf('zero');
    expect(phases.slice(start, start + 5)).toEqual(['zero', 'motion', 'stable', 'motion', 'zero']);
    const stableWeights = new Set(frames.filter((frame) => phase(frame) === 'stable').map((frame) => frame.weightKg!));
    for (const weightKg of stableWeights) {
      expect(weightKg % 20).toBe(0);
      expect(weightKg).toBeGreaterThanOrEqual(18_000);
      expect(weightKg).toBeLessThanOrEqual(45_000);
    }
    expect(frames.filter((frame) => frame.motion).every((frame) => frame.weightKg! % 20 === 0)).toBe(true);
  });

  it('picks each truck between 18 and 45 t in whole 20 kg divisions', () => {
    expect([0, 0.5, 0.999999].map((draw) => truckWeightKg(() => draw))).toEqual([18_000, 31_500, 45_000]);
  });

  it('stops the cycle when told a weight', async () => {
    const scale = await simulator({ protocol: 'sics', cycle: true, cycleTimeScale: 0.02 });
    expect(scale.status().cycle).toBe(true);
    scale.setWeight(24680);
    await sleep(50);
    expect(scale.status()).toMatchObject({ cycle: false, state: { weightKg: 24680, motion: false } });
  });
});
