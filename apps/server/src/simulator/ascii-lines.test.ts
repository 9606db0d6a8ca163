/** The simulator's frames in each named ASCII format, read back by the server's parser of that format. */
import { ASCII_FORMATS } from '@weighbridge/contract/scales';
import { describe, expect, it } from 'vitest';
import type { PresetFormat } from '../modules/scales/protocols/ascii-formats.js';
import { asciiFormatParser } from '../modules/scales/protocols/ascii-stream.js';
import type { IndicatorFrame } from '../modules/scales/protocols/reading.js';
import { asciiFrame, asciiLine } from './ascii-lines.js';
import { sicsAnswer, smaAnswer } from './polled-answers.js';
import { EMPTY_SCALE, type SimulatedState } from './simulated-state.js';
import { toledoFrame } from './toledo-frame.js';

const shown = (change: Partial<SimulatedState>): SimulatedState => ({ ...EMPTY_SCALE, ...change });
const parserOf = (format: PresetFormat) => asciiFormatParser({ ascii_format: format, ascii_pattern: null }, { end: 'crlf' });

function readBack(format: PresetFormat, state: SimulatedState): IndicatorFrame {
  const events = parserOf(format).push(asciiFrame(state, format));
  expect(events).toHaveLength(1);
  const [event] = events;
  if (event?.kind !== 'frame') throw new Error(`not read: ${JSON.stringify(event)}`);
  return event.frame;
}

const PRESETS = ASCII_FORMATS.filter((format): format is PresetFormat => format !== 'custom');

/** What each format can say, worked out from its manual: a motion flag, which way out of range, a unit. */
const SAYS: Record<PresetFormat, { motion: Partial<IndicatorFrame>; over: Partial<IndicatorFrame>; under: Partial<IndicatorFrame>; unit: boolean }> = {
  // FMT_1 in motion says neither gross nor net: no weight.
  'rinstrum-fmt1': { motion: { weightKg: null, motion: true }, over: { overload: true }, under: { underZero: true }, unit: false },
  'rinstrum-fmt5': { motion: { weightKg: 12340, motion: true }, over: { overload: true }, under: { underZero: true }, unit: true },
  'cardinal-sb400': { motion: { weightKg: 12340, motion: true }, over: { overload: true }, under: { underZero: true }, unit: true },
  // The SB-200 has no status for under zero: the indicator shows no weight (e).
  'cardinal-sb200': { motion: { weightKg: 12340, motion: true }, over: { overload: true }, under: { fault: 'indicatorError' }, unit: true },
  'flintec-ft11': { motion: { weightKg: 12340, motion: true }, over: { overload: true }, under: { underZero: true }, unit: false },
  // No motion flag, and out of range only blanks: no weight, nor a flag.
  'avery-weigh-tronix': { motion: { weightKg: 12340, motion: null }, over: { overload: false }, under: { underZero: false }, unit: true },
  'tiger-csv': { motion: { weightKg: 12340, motion: true }, over: { overload: true }, under: { underZero: true }, unit: true },
};

describe.each(PRESETS)('the simulator writes %s that the server reads', (format) => {
  it.each([0, 20, 24680, 45000, 99980, -40, 1.25, 2468.5])('a stable gross weight of %d kg', (weightKg) => {
    expect(readBack(format, shown({ weightKg }))).toMatchObject({ weightKg, net: false, overload: false, underZero: false, fault: null });
  });

  it('a weight in motion', () => {
    expect(readBack(format, shown({ weightKg: 12340, motion: true }))).toMatchObject(SAYS[format].motion);
  });

  it('a net weight, with its tare where the format carries it', () => {
    const frame = readBack(format, shown({ weightKg: 23700, net: true, tareKg: 14200 }));
    expect(frame).toMatchObject({ weightKg: 9500, net: true, tareKg: format === 'flintec-ft11' ? 14200 : null });
  });

  it('overload and a weight too large for its digits, sent out of range and never cut to fit', () => {
    for (const state of [shown({ weightKg: 160000, overload: true }), shown({ weightKg: 2_000_000 })]) {
      expect(readBack(format, state)).toMatchObject({ weightKg: null, underZero: false, ...SAYS[format].over });
    }
  });

  it('under zero', () => {
    expect(readBack(format, shown({ weightKg: -200, underZero: true }))).toMatchObject({ weightKg: null, overload: false, ...SAYS[format].under });
  });

  it('several frames in one stream', () => {
    const stream = Buffer.concat([20, 24680, 45000].map((weightKg) => asciiFrame(shown({ weightKg }), format)));
    const weights = parserOf(format)
      .push(stream)
      .map((event) => (event.kind === 'frame' ? event.frame.weightKg : event.reason));
    expect(weights).toEqual([20, 24680, 45000]);
  });
});

describe.each(PRESETS.filter((format) => SAYS[format].unit))('the unit in %s', (format) => {
  it('pounds, converted to kg', () => {
    // 453.59237 kg is 1000 lb exactly; read back to the gram.
    expect(readBack(format, shown({ weightKg: 453.59237, unit: 'lb' }))).toMatchObject({ weightKg: 453.592, unit: 'lb', fault: null });
  });

  it('a unit not converted: no weight and the fault "unit"', () => {
    expect(readBack(format, shown({ weightKg: 1000, unit: 'N' }))).toMatchObject({ weightKg: null, fault: 'unit' });
  });
});

describe('frames as the manuals print them', () => {
  it.each([
    ['rinstrum-fmt1', '\x02   24680G\x03'],
    ['rinstrum-fmt5', '   24680KG \r\n'],
    ['cardinal-sb400', ' 024680.kgG  \r'],
    ['cardinal-sb200', '\r 024680. kgG\x03'],
    ['avery-weigh-tronix', ' G+024680 kg\r\n'],
    ['tiger-csv', 'ST,GS,   24680,kg\r\n'],
  ] as const)('%s', (format, frame) => {
    expect(asciiFrame(shown({ weightKg: 24680 }), format).toString('latin1')).toBe(frame);
  });

  it('Flintec: status A 6A (x1, no decimals), B 70 (gross, stable, zeroed at power-on), C 0, weight and tare, CR LF, checksum', () => {
    // 02+6A+70+30 = 268, " 24680" = 292, "     0" = 208, CR LF = 23: 791, 23 over 3 x 256, so the checksum is 256 - 23 = E9.
    expect(asciiFrame(shown({ weightKg: 24680 }), 'flintec-ft11').toString('latin1')).toBe('\x02\x6a\x700 24680     0\r\n\xe9');
  });

  it('Cardinal: the decimal point stands among the digits, leading zeros kept', () => {
    expect(asciiFrame(shown({ weightKg: 2468.5, net: true, motion: true }), 'cardinal-sb400').toString('latin1')).toBe(' 02468.5kgNMO\r');
  });
});

describe('each format read by its own preset only, so that a diagnosis of an unread stream names the right one', () => {
  const states = [20, 24680, -40, 2468.5].flatMap((weightKg) => [shown({ weightKg }), shown({ weightKg, motion: true, net: true, tareKg: 100 })]);
  const readers = (stream: Buffer) => PRESETS.filter((format) => parserOf(format).push(stream).some((event) => event.kind === 'frame'));

  it.each(PRESETS)('%s', (format) => {
    expect(readers(Buffer.concat(states.map((state) => asciiFrame(state, format))))).toEqual([format]);
  });

  it('none reads Toledo continuous output, MT-SICS or SMA; the simulator line of a custom pattern is a Tiger-style line', () => {
    const others = [(state: SimulatedState) => toledoFrame(state, { checksum: true }), (state: SimulatedState) => sicsAnswer(state), (state: SimulatedState) => smaAnswer(state)];
    for (const encode of others) expect(readers(Buffer.concat(states.map((state) => encode(state))))).toEqual([]);
    expect(readers(Buffer.concat(states.map((state) => asciiLine(state))))).toEqual(['tiger-csv']);
  });
});
