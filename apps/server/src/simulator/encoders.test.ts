/** The simulator's frames, read back by the server's parsers: what one writes the other must read. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { asciiStreamParser } from '../modules/scales/protocols/ascii-stream.js';
import { mtSicsParser } from '../modules/scales/protocols/mt-sics.js';
import type { StreamParser } from '../modules/scales/protocols/reading.js';
import { smaParser } from '../modules/scales/protocols/sma.js';
import { toledoContinuousParser } from '../modules/scales/protocols/toledo-continuous.js';
import { asciiLine, SIMULATOR_ASCII_PATTERN } from './ascii-lines.js';
import { sicsAnswer, smaAnswer } from './polled-answers.js';
import { EMPTY_SCALE, type SimulatedState } from './simulated-state.js';
import { toledoFrame } from './toledo-frame.js';

const shown = (change: Partial<SimulatedState>): SimulatedState => ({ ...EMPTY_SCALE, ...change });

/** Each encoder with the parser of its protocol. */
const PROTOCOLS: [string, (state: SimulatedState) => Buffer, () => StreamParser][] = [
  ['Toledo continuous', (state) => toledoFrame(state, { checksum: false }), () => toledoContinuousParser({ checksum: false })],
  ['Toledo continuous with checksum', (state) => toledoFrame(state, { checksum: true }), () => toledoContinuousParser({ checksum: true })],
  ['MT-SICS', sicsAnswer, mtSicsParser],
  ['SMA', smaAnswer, smaParser],
  ['ASCII', asciiLine, () => asciiStreamParser(SIMULATOR_ASCII_PATTERN)],
];

function readBack(encode: (state: SimulatedState) => Buffer, parser: StreamParser, state: SimulatedState) {
  const events = parser.push(encode(state));
  expect(events).toHaveLength(1);
  const [event] = events;
  if (event?.kind !== 'frame') throw new Error(`not read: ${JSON.stringify(event)}`);
  return event.frame;
}

describe.each(PROTOCOLS)('the simulator writes %s that the server reads', (_name, encode, parser) => {
  it.each([0, 20, 24680, 45000, 99980, -40, 24680.5, 1.25])('a stable weight of %d kg', (weightKg) => {
    expect(readBack(encode, parser(), shown({ weightKg }))).toMatchObject({ weightKg, motion: false, overload: false, underZero: false });
  });

  it('a weight in motion', () => {
    expect(readBack(encode, parser(), shown({ weightKg: 12340, motion: true }))).toMatchObject({ weightKg: 12340, motion: true });
  });
});

describe('out of range and net, where the protocol has them', () => {
  it.each(PROTOCOLS.filter(([name]) => name !== 'ASCII'))('%s reports overload and under zero without a weight', (_name, encode, parser) => {
    expect(readBack(encode, parser(), shown({ weightKg: 160000, overload: true }))).toMatchObject({ weightKg: null, overload: true, underZero: false });
    expect(readBack(encode, parser(), shown({ weightKg: -200, underZero: true }))).toMatchObject({ weightKg: null, overload: false, underZero: true });
  });

  it('the README gives the pattern that reads the ASCII line', () => {
    expect(readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8')).toContain(`\`${SIMULATOR_ASCII_PATTERN}\``);
  });

  it('the ASCII line says OL, which the pattern does not read', () => {
    expect(asciiLine(shown({ overload: true })).toString()).toBe('OL,GS,+9999999kg\r\n');
    expect(asciiStreamParser(SIMULATOR_ASCII_PATTERN).push(asciiLine(shown({ underZero: true })))).toMatchObject([{ kind: 'error' }]);
  });

  it.each([
    ['Toledo', (state: SimulatedState) => toledoFrame(state, { checksum: false }), () => toledoContinuousParser({ checksum: false })],
    ['SMA', smaAnswer, smaParser],
  ] as const)('%s marks a net weight', (_name, encode, parser) => {
    expect(readBack(encode, parser(), shown({ weightKg: 23700, net: true, tareKg: 14200 }))).toMatchObject({ weightKg: 9500, net: true });
  });
});

describe('frames as the manuals print them', () => {
  it('Toledo: status words *0 and *8, six digits of weight and of tare, and a checksum that sums to zero', () => {
    expect(toledoFrame(shown({ weightKg: 24680 }), { checksum: false }).toString('latin1')).toBe('\x02*0 024680000000\r');
    expect(toledoFrame(shown({ weightKg: 24680, motion: true }), { checksum: false }).toString('latin1')).toBe('\x02*8 024680000000\r');
    expect(toledoFrame(shown({ weightKg: 24680 }), { checksum: true }).toString('latin1')).toBe('\x02*0 024680000000\r#');
  });

  it('MT-SICS: S S, the weight right-aligned in ten characters, the unit', () => {
    expect(sicsAnswer(shown({ weightKg: 24680 })).toString()).toBe('S S      24680 kg\r\n');
    expect(sicsAnswer(shown({ weightKg: 24700, motion: true })).toString()).toBe('S D      24700 kg\r\n');
    expect(sicsAnswer(shown({ overload: true })).toString()).toBe('S +\r\n');
  });

  it('SMA: status, range, gross, motion, reserved, ten characters of weight, three of unit', () => {
    // Written field by field: the motion and reserved characters, then the ten-character weight.
    expect(smaAnswer(shown({ weightKg: 24680 })).toString()).toBe(`\n 1G${'  '}${'     24680'}kg \r`);
    expect(smaAnswer(shown({ weightKg: 24700, motion: true })).toString()).toBe(`\n 1GM${' '}${'     24700'}kg \r`);
    expect(smaAnswer(shown({})).toString()).toBe(`\nZ1G${'  '}${'     0.000'}kg \r`);
  });

  it('ASCII: ST or US, GS or NT, the signed weight in eight characters', () => {
    expect(asciiLine(shown({ weightKg: 24680 })).toString()).toBe('ST,GS,+0024680kg\r\n');
    expect(asciiLine(shown({ weightKg: -40, motion: true, net: true })).toString()).toBe('US,NT,-0000040kg\r\n');
  });
});

describe('the Toledo frame of what sites see', () => {
  const written = (state: Partial<SimulatedState>) => toledoFrame(shown(state), { checksum: false }).toString('latin1');
  const read = (state: Partial<SimulatedState>) => readBack((s) => toledoFrame(s, { checksum: false }), toledoContinuousParser({ checksum: false }), shown(state));

  it('net mode: status B bit 0, the net weight, and the tare in the tare digits', () => {
    // 24,680 kg on the deck with a tare of 14,200 kg: '1' (0x31) net in kg, 010480 net, 014200 tare.
    expect(written({ weightKg: 24680, net: true, tareKg: 14200 })).toBe('\x02*1 010480014200\r');
    expect(read({ weightKg: 24680, net: true, tareKg: 14200 })).toMatchObject({ weightKg: 10480, net: true, tareKg: 14200 });
  });

  it('the power-up bit: status B bit 6 ("p" is 0x70: kg and zero not captured)', () => {
    expect(written({ weightKg: 120, powerUp: true })).toBe('\x02*p 000120000000\r');
    expect(read({ weightKg: 120, powerUp: true })).toMatchObject({ weightKg: 120, fault: 'powerUpZero' });
  });

  it('each unit in status word C, with status B bit 4 clear for all but kg', () => {
    // 24,680 kg is 24.68 t: A ',' (0x2C, two decimals), B ' ' (gross, bit 4 clear), C '"' (metric tons), 002468.
    expect(written({ weightKg: 24680, unit: 't' })).toBe('\x02, "002468000000\r');
    // 54,410.1 lb (24,680.006 kg), 27.205 US tons (C '&'), and a custom unit (C "'") that is not converted.
    expect(read({ weightKg: 24680, unit: 'lb' })).toMatchObject({ weightKg: 24680.006, unit: 'lb' });
    expect(read({ weightKg: 24680, unit: 'ton' })).toMatchObject({ weightKg: 24679.961, unit: 'ton' });
    expect(read({ weightKg: 24680, unit: 'N' })).toMatchObject({ weightKg: null, fault: 'unit' });
  });

  it('a weight beyond six digits is flagged out of range, never clamped to 999999', () => {
    const frame = written({ weightKg: 1_234_560 });
    expect(frame.charCodeAt(2) & 0x04).toBe(0x04);
    expect(frame).not.toContain('999999');
    expect(read({ weightKg: 1_234_560 })).toMatchObject({ weightKg: null, overload: true });
  });
});
