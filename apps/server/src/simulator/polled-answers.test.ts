/**
 * The simulator's answers to the polled protocols, read back by the server's parsers: the net weight with
 * its tare over MT-SICS SI and TA, the zero and tare commands, SMA high resolution, power-up and units.
 */
import { describe, expect, it } from 'vitest';
import { mtSicsParser, mtSicsProtocol } from '../modules/scales/protocols/mt-sics.js';
import type { IndicatorFrame, StreamParser } from '../modules/scales/protocols/reading.js';
import { smaParser } from '../modules/scales/protocols/sma.js';
import { errorsIn, framesIn } from '../test/stream-parsers.js';
import { type PolledIndicator, pollAnswer, ZERO_RANGE_KG } from './polled-answers.js';
import { EMPTY_SCALE, SIMULATED_UNITS, type SimulatedState, type SimulatedUnit } from './simulated-state.js';

/** An indicator showing `shown`, whose zero and tare keys change what it shows. */
function indicator(shown: Partial<SimulatedState>): PolledIndicator & { now: SimulatedState } {
  const held = { now: { ...EMPTY_SCALE, ...shown } };
  return Object.assign(held, { state: () => held.now, change: (patch: Partial<SimulatedState>) => void (held.now = { ...held.now, ...patch }) });
}

const text = (bytes: Buffer) => bytes.toString('latin1');

/** Asks as the server does: the request told to the parser, the answer pushed to it. */
function ask(protocol: 'sics' | 'sma', parser: StreamParser, scale: PolledIndicator, request: string) {
  parser.sent?.(protocol === 'sics' ? `${request}\r\n` : `\n${request}\r`);
  return parser.push(pollAnswer(protocol, request, scale));
}

const frameOf = (events: ReturnType<StreamParser['push']>): IndicatorFrame => {
  const [frame] = framesIn(events);
  if (!frame) throw new Error(`no frame: ${JSON.stringify(events)}`);
  return frame;
};

describe('MT-SICS simulator', () => {
  it('tares the gross with T, then SI and TA give the net weight and its tare', () => {
    const scale = indicator({ weightKg: 14200 });
    const { parser } = mtSicsProtocol();
    expect(text(pollAnswer('sics', 'T', scale))).toBe('T S      14200 kg\r\n');
    expect(scale.now).toMatchObject({ net: true, tareKg: 14200 });
    scale.change({ weightKg: 23700 });
    // The weight is read between the tare asked before it and the one after.
    expect(ask('sics', parser, scale, 'TA')).toEqual([]);
    expect(ask('sics', parser, scale, 'SI')).toEqual([]);
    expect(frameOf(ask('sics', parser, scale, 'TA'))).toMatchObject({ weightKg: 9500, net: true, tareKg: 14200, motion: false });
  });

  it('answers TA A 0 while it shows gross, read as gross with no tare on', () => {
    const scale = indicator({ weightKg: 24680 });
    const { parser } = mtSicsProtocol();
    expect(text(pollAnswer('sics', 'TA', scale))).toBe('TA A          0 kg\r\n');
    ask('sics', parser, scale, 'TA');
    ask('sics', parser, scale, 'SI');
    expect(frameOf(ask('sics', parser, scale, 'TA'))).toMatchObject({ weightKg: 24680, net: false, tareKg: 0 });
  });

  it('refuses T in motion (T I), over capacity (T +) and below zero (T -), leaving the display gross', () => {
    expect(text(pollAnswer('sics', 'T', indicator({ weightKg: 14200, motion: true })))).toBe('T I\r\n');
    expect(text(pollAnswer('sics', 'T', indicator({ weightKg: 90000, overload: true })))).toBe('T +\r\n');
    const below = indicator({ weightKg: -40 });
    expect(text(pollAnswer('sics', 'T', below))).toBe('T -\r\n');
    expect(below.now.net).toBe(false);
  });

  it('zeroes a deck near empty with Z (Z A) and clears the power-up state', () => {
    const scale = indicator({ weightKg: 40, powerUp: true });
    expect(text(pollAnswer('sics', 'Z', scale))).toBe('Z A\r\n');
    expect(scale.now).toMatchObject({ weightKg: 0, powerUp: false });
  });

  it('refuses Z on a loaded deck (Z +), below the range (Z -), in motion or net (Z I)', () => {
    expect(text(pollAnswer('sics', 'Z', indicator({ weightKg: ZERO_RANGE_KG + 20 })))).toBe('Z +\r\n');
    expect(text(pollAnswer('sics', 'Z', indicator({ weightKg: -ZERO_RANGE_KG - 20 })))).toBe('Z -\r\n');
    expect(text(pollAnswer('sics', 'Z', indicator({ weightKg: 20, motion: true })))).toBe('Z I\r\n');
    expect(text(pollAnswer('sics', 'Z', indicator({ weightKg: 20, net: true, tareKg: 20 })))).toBe('Z I\r\n');
  });

  it('answers S with the stable weight, and S I while the deck moves', () => {
    const parser = mtSicsParser();
    expect(frameOf(ask('sics', parser, indicator({ weightKg: 24680 }), 'S'))).toMatchObject({ weightKg: 24680, motion: false });
    expect(frameOf(ask('sics', parser, indicator({ weightKg: 24680, motion: true }), 'S'))).toMatchObject({ weightKg: null, overload: false });
  });

  it('flags an overload without clamping it: S +', () => {
    expect(text(pollAnswer('sics', 'SI', indicator({ weightKg: 160000, overload: true })))).toBe('S +\r\n');
  });

  it('answers ES to a command it does not know, which the server counts once', () => {
    const { parser } = mtSicsProtocol();
    expect(errorsIn(ask('sics', parser, indicator({}), 'XYZ'))).toEqual(['the indicator answered ES']);
  });

  // The weight in kg as the simulator shows it in its unit and as the server reads it back, both to the gram.
  it.each((Object.keys(SIMULATED_UNITS) as SimulatedUnit[]).filter((unit) => unit !== 'N'))('writes the unit %s, read back in kg', (unit) => {
    const weightKg = 24680;
    const frame = frameOf(ask('sics', mtSicsParser(), indicator({ weightKg, unit }), 'SI'));
    expect(frame.unit).toBe(unit);
    expect(frame.weightKg).toBeCloseTo(weightKg, 0);
  });

  it('writes newtons, which the server names and does not convert', () => {
    expect(frameOf(ask('sics', mtSicsParser(), indicator({ weightKg: 100, unit: 'N' }), 'SI'))).toMatchObject({ weightKg: null, unit: 'N', fault: 'unit' });
  });
});

describe('SMA simulator', () => {
  it('answers W with status I while not zeroed since power-up, the weight in dashes', () => {
    const scale = indicator({ weightKg: 24680, powerUp: true });
    expect(text(pollAnswer('sma', 'W', scale))).toBe('\nI1G  ----------kg \r');
    expect(frameOf(ask('sma', smaParser(), scale, 'W'))).toMatchObject({ weightKg: null, fault: 'powerUpZero' });
  });

  it('answers H in high resolution: lower-case mode and one more decimal', () => {
    const gross = indicator({ weightKg: 24680 });
    expect(text(pollAnswer('sma', 'H', gross))).toBe('\n 1g     24680.0kg \r');
    expect(frameOf(ask('sma', smaParser(), gross, 'H'))).toMatchObject({ weightKg: 24680, net: false, fault: 'expanded' });
    const net = indicator({ weightKg: 23700, net: true, tareKg: 14200 });
    expect(frameOf(ask('sma', smaParser(), net, 'H'))).toMatchObject({ weightKg: 9500, net: true, fault: 'expanded' });
  });

  it('zeroes with Z, answering the centre of zero, and clears power-up', () => {
    const scale = indicator({ weightKg: 40, powerUp: true });
    expect(text(pollAnswer('sma', 'Z', scale))).toBe('\nZ1G       0.000kg \r');
    expect(scale.now).toMatchObject({ weightKg: 0, powerUp: false });
  });

  it('answers a Z it cannot carry out with the zero error E', () => {
    const scale = indicator({ weightKg: 24680 });
    expect(frameOf(ask('sma', smaParser(), scale, 'Z'))).toMatchObject({ weightKg: null, fault: 'zeroError' });
    expect(scale.now.weightKg).toBe(24680);
  });

  it('tares with T: net mode, net weight zero; then the net weight as the deck is loaded', () => {
    const scale = indicator({ weightKg: 14200 });
    expect(text(pollAnswer('sma', 'T', scale))).toBe('\n 1N           0kg \r');
    scale.change({ weightKg: 23700 });
    expect(frameOf(ask('sma', smaParser(), scale, 'W'))).toMatchObject({ weightKg: 9500, net: true });
  });

  it('answers a T it cannot carry out (in motion) with the tare error T', () => {
    const scale = indicator({ weightKg: 14200, motion: true });
    expect(frameOf(ask('sma', smaParser(), scale, 'T'))).toMatchObject({ weightKg: null, fault: 'tareError' });
    expect(scale.now.net).toBe(false);
  });

  it('flags an overload with the weight it shows, not clamped: O and +weight', () => {
    expect(text(pollAnswer('sma', 'W', indicator({ weightKg: 160000, overload: true })))).toBe('\nO1G      160000kg \r');
  });

  it('answers ? to a command it does not know', () => {
    expect(errorsIn(ask('sma', smaParser(), indicator({}), 'X'))).toEqual(['the indicator did not understand the request']);
  });

  it.each([
    ['kg', 'kg '],
    ['lb', 'lb '],
    ['t', 't  '],
    ['ton', 'ton'],
    ['g', 'g  '],
    ['oz', 'oz '],
  ] as const)('writes the unit %s as the three characters "%s", read back in kg', (unit, field) => {
    const scale = indicator({ weightKg: 24680, unit });
    expect(text(pollAnswer('sma', 'W', scale)).slice(-4, -1)).toBe(field);
    expect(frameOf(ask('sma', smaParser(), scale, 'W')).weightKg).toBeCloseTo(24680, 0);
  });
});
