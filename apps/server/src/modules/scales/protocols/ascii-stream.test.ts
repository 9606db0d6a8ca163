/** Frames read with a pattern a scale is given: the named groups the ASCII stream understands. */
import { describe, expect, it } from 'vitest';
import { asciiFormatParser, asciiPatternProblem, asciiStreamParser } from './ascii-stream.js';
import type { Framing } from './lines.js';
import { errorsIn as errors, framesIn as frames, readChunks } from '../../../test/stream-parsers.js';

const read = (pattern: string, ...chunks: string[]) => readChunks(asciiStreamParser(pattern), ...chunks);
const readFramed = (pattern: string, framing: Framing, ...chunks: string[]) => readChunks(asciiStreamParser(pattern, framing), ...chunks);

/** e.g. "ST,GS,+0024680kg" / "US,GS,+0024700kg": ST stable, US unstable, OL overload. */
const CSV_LIKE = '^(?:(?<stable>ST)|US),GS,(?<weight>[+-]\\d+(?:\\.\\d+)?)(?<unit>kg|t|lb)$';

/**
 * Rinstrum R320 Reference Manual V1.19, 9.4, FMT_2: <STX><SIGN><WEIGHT(7)><S1><S2><S3><S4><UNITS(3)><ETX>,
 * S1 G/N/U/O/E, S2 M or blank, S3 Z or blank, S4 '-' (single range), the units blanked while not stable.
 */
const RINSTRUM_FMT2 = '^(?<sign>[ -])(?<weight>.{7})(?:G|(?<net>N)|(?<underload>U)|(?<overload>O)|(?<error>E))(?:(?<motion>M)| )[Z ][-12](?<unit>.{3})$';

describe('the ASCII stream read with a pattern', () => {
  it('reads the weight, its unit and the stability the pattern names', () => {
    const [stable, moving] = frames(read(CSV_LIKE, 'ST,GS,+0024680kg\r\nUS,GS,+0024700kg\r\n'));
    expect(stable).toMatchObject({ weightKg: 24680, motion: false, unit: 'kg', raw: 'ST,GS,+0024680kg<CR><LF>' });
    expect(moving).toMatchObject({ weightKg: 24700, motion: true });
  });

  it('takes kg when the pattern has no unit, and no motion flag when it names none', () => {
    expect(frames(read('^W(?<weight>-?\\d+)$', 'W24680\r\nW-20\r\n'))).toMatchObject([{ weightKg: 24680, motion: null, unit: null }, { weightKg: -20 }]);
  });

  it('reads a motion group that matched as motion, and one that did not as stable', () => {
    const lines = frames(readFramed('^(?<weight>\\d+\\.\\d+) ?(?<unit>t)(?<motion>M)?$', { end: 'cr' }, '24.68 tM\r24.68 t\r'));
    expect(lines.map((frame) => [frame.weightKg, frame.motion])).toEqual([
      [24680, true],
      [24680, false],
    ]);
  });

  it('drops the blanks of a weight, between its sign and digits too, and takes a leading +', () => {
    const pattern = '^(?<sign>[ +-])(?<weight>[ \\d.]{7})(?<unit>kg)$';
    expect(frames(read(pattern, '-   12.5kg\r\n+  24680kg\r\n  24 680kg\r\n')).map((frame) => frame.weightKg)).toEqual([-12.5, 24680, 24680]);
    expect(frames(read('^(?<weight>[+-]? *\\d+)$', '+  40\r\n-  40\r\n')).map((frame) => frame.weightKg)).toEqual([40, -40]);
  });

  it('reads the unit letters K, L, T and G, and the units by their names in any case', () => {
    const weights = frames(read('^(?<weight>[\\d.]+) ?(?<unit>[A-Za-z]+)$', '24680K\r\n1000L\r\n24.68T\r\n1500G\r\n24680 KG\r\n1000 lb\r\n'));
    // 1000 lb = 1000 x 0.45359237 kg = 453.59237 kg, kept to the gram.
    expect(weights.map((frame) => frame.weightKg)).toEqual([24680, 453.592, 24680, 1.5, 24680, 453.592]);
    expect(weights.map((frame) => frame.unit)).toEqual(['kg', 'lb', 't', 'g', 'KG', 'lb']);
  });

  it('gives no weight and the fault "unit" for a unit it does not convert, never a guess', () => {
    expect(frames(read('^(?<weight>\\d+) (?<unit>\\w+)$', '24680 N\r\n12 pcs\r\n'))).toMatchObject([
      { weightKg: null, unit: 'N', fault: 'unit' },
      { weightKg: null, unit: 'pcs', fault: 'unit' },
    ]);
  });

  it('reads net, overload, underload and error groups; out of range and error give no weight', () => {
    const pattern = '^(?<weight>\\d+)(?:G|(?<net>N)|(?<overload>O)|(?<underload>U)|(?<error>E))$';
    expect(frames(read(pattern, '9500N\r\n99999O\r\n0U\r\n0E\r\n'))).toMatchObject([
      { weightKg: 9500, net: true, overload: false, fault: null },
      { weightKg: null, overload: true, underZero: false, fault: null },
      { weightKg: null, overload: false, underZero: true },
      { weightKg: null, fault: 'indicatorError' },
    ]);
  });

  it('Rinstrum FMT_2 (R320 manual 9.4): a blank unit in motion is no weight and no fault; when stable it is the fault "unit"', () => {
    const events = readFramed(RINSTRUM_FMT2, { end: 'etx' }, '\x02   24680G  - kg\x03\x02-   12.5GM -   \x03\x02   24680G  -   \x03');
    expect(errors(events)).toEqual([]);
    expect(frames(events)).toMatchObject([
      { weightKg: 24680, motion: false, unit: 'kg', fault: null, raw: '<STX>   24680G  - kg<ETX>' },
      { weightKg: null, motion: true, unit: null, fault: null },
      { weightKg: null, motion: false, unit: null, fault: 'unit' },
    ]);
  });

  it('reads a tare group, a negative status and a decimal point the format gives a meaning', () => {
    const pattern = '^(?<negative>-)?(?<weight>\\d+)/(?<tare>\\d+) (?<unit>lb)$';
    expect(frames(read(pattern, '-40/1000 lb\r\n'))).toMatchObject([{ weightKg: -18.144, tareKg: 453.592 }]);
    // A pattern of its own has no table of decimal points.
    expect(errors(read('^(?<point>.)(?<weight>\\d+)$', 'x24680\r\n'))).toEqual(['the decimal point is not known']);
  });

  it('shows no weight when the weight group took no part in the frame', () => {
    expect(frames(read('^(?:(?<weight>\\d+)|-+)$', '------\r\n'))).toMatchObject([{ weightKg: null, overload: false, fault: null }]);
  });

  it('reports lines that do not match and weights that are not numbers, split over chunks, and goes on', () => {
    const events = read(CSV_LIKE, 'OL,GS,+999', '9999kg\r\nST,GS,+0024680oz\r\nST,GS,+00', '24680kg\r\n');
    expect(errors(events)).toEqual(['the line does not match the pattern', 'the line does not match the pattern']);
    expect(frames(events).map((frame) => frame.weightKg)).toEqual([24680]);
    expect(errors(read('^(?<weight>[\\d.]+)$', '1.2.3\r\n'))).toEqual(['the weight is not a number']);
  });

  it('reads frames from STX to ETX without a line end, split over chunks', () => {
    const events = readFramed('^(?<weight>\\d+)(?<unit>kg)$', { end: 'etx' }, '\x0224680k', 'g\x03\x0224700kg\x03\x022', '4720kg\x03');
    expect(frames(events).map((frame) => frame.weightKg)).toEqual([24680, 24700, 24720]);
  });

  it('refuses a pattern that is not a regular expression or has no weight group', () => {
    expect(asciiPatternProblem('(unclosed')).toBe('is not a valid regular expression');
    expect(asciiPatternProblem('^\\d+$')).toMatch(/named group "weight"/);
    expect(asciiPatternProblem(CSV_LIKE)).toBeNull();
    expect(() => asciiStreamParser('^\\d+$')).toThrow(/named group "weight"/);
  });
});

describe('the parser of a scale', () => {
  it('reads a custom format with its pattern and the scale framing, and a named format with its own', () => {
    const custom = asciiFormatParser({ ascii_format: 'custom', ascii_pattern: '^W(?<weight>\\d+)$' }, { end: 'cr' });
    expect(frames(readChunks(custom, 'W24680\rW24700\r')).map((frame) => frame.weightKg)).toEqual([24680, 24700]);
    // Rinstrum FMT_1 runs from STX to ETX whatever line end the scale was given.
    const named = asciiFormatParser({ ascii_format: 'rinstrum-fmt1', ascii_pattern: null }, { end: 'cr' });
    expect(frames(readChunks(named, '\x02   24680G\x03')).map((frame) => frame.weightKg)).toEqual([24680]);
  });
});
