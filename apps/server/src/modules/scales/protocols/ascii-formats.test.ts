/**
 * The named output formats, read from frames laid out as their manuals print them (the document and section
 * in each describe). Expected weights are worked out by hand: 1 lb = 0.45359237 kg, the short ton 2,000 lb.
 */
import { describe, expect, it } from 'vitest';
import type { PresetFormat } from './ascii-formats.js';
import { asciiFormatParser } from './ascii-stream.js';
import { errorsIn as errors, framesIn as frames, readChunks } from '../../../test/stream-parsers.js';

/** The scale's own line end is given as CR: a named format must not take it. */
const read = (format: PresetFormat, ...chunks: string[]) => readChunks(asciiFormatParser({ ascii_format: format, ascii_pattern: null }, { end: 'cr' }), ...chunks);
const weights = (format: PresetFormat, ...chunks: string[]) => frames(read(format, ...chunks)).map((frame) => frame.weightKg);

describe('Rinstrum FMT_1: R320 Reference Manual V1.19, 9.4 Auto Weight Format String (p. 44)', () => {
  it('reads <STX> sign, seven characters of weight, G or N, <ETX>, without a line end', () => {
    expect(frames(read('rinstrum-fmt1', '\x02   24680G\x03\x02    9500N\x03\x02   24.68G\x03'))).toMatchObject([
      { weightKg: 24680, net: false, motion: false, unit: null, raw: '<STX>   24680G<ETX>' },
      { weightKg: 9500, net: true, motion: false },
      { weightKg: 24.68 },
    ]);
  });

  it('reads a negative weight with blanks between its sign and digits', () => {
    expect(weights('rinstrum-fmt1', '\x02-   12.5G\x03')).toEqual([-12.5]);
  });

  it('gives no weight in motion (gross or net is not said), out of range or in error', () => {
    expect(frames(read('rinstrum-fmt1', '\x02   24700M\x03\x02        O\x03\x02-       U\x03\x02        E\x03'))).toMatchObject([
      { weightKg: null, motion: true, overload: false },
      { weightKg: null, overload: true },
      { weightKg: null, underZero: true },
      { weightKg: null, fault: 'indicatorError' },
    ]);
  });

  it('reads frames split over chunks, with line ends between them', () => {
    expect(weights('rinstrum-fmt1', '\x02   24', '680G\x03\r\n\x02   24690G', '\x03')).toEqual([24680, 24690]);
  });
});

describe('Rinstrum FMT_5: R320 Reference Manual V1.19, 9.4 (p. 44); C530 manual 8.2.5 Format F', () => {
  it('reads sign, weight, unit letter, G or N and status, with or without the blank the R320 manual prints', () => {
    expect(frames(read('rinstrum-fmt5', '   24680KG \r\n', '   24680 KG \r\n', '   24.68TN \r\n'))).toMatchObject([
      { weightKg: 24680, unit: 'kg', net: false, motion: false, raw: '   24680KG ' },
      { weightKg: 24680, unit: 'kg' },
      { weightKg: 24680, unit: 't', net: true },
    ]);
  });

  it('converts the unit letters L (lb) and G (g)', () => {
    // 1000 lb = 453.59237 kg; 1500.0 g = 1.5 kg.
    expect(weights('rinstrum-fmt5', '    1000LG \r\n  1500.0GG \r\n')).toEqual([453.592, 1.5]);
  });

  it('reads motion and a negative weight with blanks after its sign', () => {
    expect(frames(read('rinstrum-fmt5', '   24700KGM\r\n-   12.5KG \r\n'))).toMatchObject([
      { weightKg: 24700, motion: true },
      { weightKg: -12.5, motion: false },
    ]);
  });

  it('reads O as overload, or underload with a minus sign, and I as an error: no weight', () => {
    expect(frames(read('rinstrum-fmt5', '        KGO\r\n-       KGO\r\n   24680KGI\r\n'))).toMatchObject([
      { weightKg: null, overload: true, underZero: false },
      { weightKg: null, overload: false, underZero: true },
      { weightKg: null, fault: 'indicatorError' },
    ]);
  });

  it('gives the fault "unit" for the blank the indicator sends for a unit it has no letter for', () => {
    expect(frames(read('rinstrum-fmt5', '   24680 G \r\n'))).toMatchObject([{ weightKg: null, unit: null, fault: 'unit' }]);
  });

  it('reads frames split over chunks', () => {
    expect(weights('rinstrum-fmt5', '   246', '80KG \r', '\n   24690KG \r\n')).toEqual([24680, 24690]);
  });
});

describe('Cardinal SB-400: 225 Installation and Technical Manual (8200-M698-O1 Rev B), SB-400 Type=1 (p. 117)', () => {
  it('reads sign, six digits with their decimal point, units, G or N, status, CR', () => {
    expect(frames(read('cardinal-sb400', ' 024680.kgG  \r 009500.kgN  \r 2468.50kgG  \r'))).toMatchObject([
      { weightKg: 24680, unit: 'kg', net: false, motion: false, raw: ' 024680.kgG  ' },
      { weightKg: 9500, net: true },
      { weightKg: 2468.5 },
    ]);
  });

  it('converts lb, tn (short ton) and t', () => {
    // 27.2 tn = 27.2 x 907.18474 kg = 24675.424928 kg.
    expect(weights('cardinal-sb400', ' 001000.lbG  \r 0027.20tnG  \r 024.680t G  \r')).toEqual([453.592, 24675.425, 24680]);
  });

  it('reads motion (MO), centre of zero (CZ) and a negative weight', () => {
    expect(frames(read('cardinal-sb400', ' 024700.kgGMO\r 000000.kgGCZ\r-000040.kgG  \r'))).toMatchObject([
      { weightKg: 24700, motion: true },
      { weightKg: 0, motion: false },
      { weightKg: -40 },
    ]);
  });

  it('gives no weight over capacity (OC), below zero (BZ, 200 Series manual p. 27) or not displayed (ee)', () => {
    expect(frames(read('cardinal-sb400', ' 999999.kgGOC\r-000500.kgGBZ\r 024680.kgGee\r'))).toMatchObject([
      { weightKg: null, overload: true },
      { weightKg: null, underZero: true },
      { weightKg: null, fault: 'indicatorError' },
    ]);
  });

  it('gives the fault "unit" for pounds-ounces (l/o, 200 Series manual)', () => {
    expect(frames(read('cardinal-sb400', ' 001000.l/oG  \r'))).toMatchObject([{ weightKg: null, unit: 'l/o', fault: 'unit' }]);
  });

  it('refuses digits without their decimal point, which do not say where it stands', () => {
    expect(errors(read('cardinal-sb400', ' 024680kgG  \r'))).toEqual(['the line does not match the pattern']);
  });

  it('reads frames split over chunks', () => {
    expect(weights('cardinal-sb400', ' 0246', '80.kgG  \r 024690.k', 'gG  \r')).toEqual([24680, 24690]);
  });
});

describe('Cardinal SB-200: 225 Installation and Technical Manual, SB-200 Type=10 (p. 120)', () => {
  it('reads <CR> sign, digits with their decimal point, status, units, G or N, <ETX>', () => {
    expect(frames(read('cardinal-sb200', '\r 024680. kgG\x03\r 009500. kgN\x03\r 000016. ozG\x03'))).toMatchObject([
      { weightKg: 24680, unit: 'kg', net: false, motion: false },
      { weightKg: 9500, net: true },
      // 16 oz = 16 x 28.349523125 g = 453.59237 g.
      { weightKg: 0.454, unit: 'oz' },
    ]);
  });

  it('reads motion in either case (m in the 200 Series manual) and a negative weight', () => {
    expect(frames(read('cardinal-sb200', '\r 024700.MkgG\x03\r 024700.mkgG\x03\r-000040. kgG\x03'))).toMatchObject([
      { weightKg: 24700, motion: true },
      { weightKg: 24700, motion: true },
      { weightKg: -40, motion: false },
    ]);
  });

  it('gives no weight over capacity (O) or when the weight is not displayed (e)', () => {
    expect(frames(read('cardinal-sb200', '\r 999999.OkgG\x03\r 000000.ekgG\x03'))).toMatchObject([
      { weightKg: null, overload: true },
      { weightKg: null, fault: 'indicatorError' },
    ]);
  });

  it('converts tn, and gives the fault "unit" for l/o', () => {
    expect(frames(read('cardinal-sb200', '\r 0027.20 tnG\x03\r 001000. l/oG\x03'))).toMatchObject([{ weightKg: 24675.425 }, { weightKg: null, fault: 'unit' }]);
  });

  it('reads frames split over chunks, from the CR to the ETX', () => {
    expect(weights('cardinal-sb200', '\r 0246', '80. kgG\x03\r 02', '4690. kgG\x03')).toEqual([24680, 24690]);
  });
});

describe('Flintec continuous output: FT-111(D) Technical Manual Rev.1.0.0, 9.1 (pp. 85-86); FT-11(D) Rev. 1.35, Appendix 2', () => {
  /** The manual's Example-1: 02 7D 31 30, "  0750", "   250", 0D 0A, checksum 06. */
  const EXAMPLE_1 = '\x02\x7d\x31\x30  0750   250\r\n\x06';

  it("reads the manual's Example-1: XXX.XXX (A = 7D), net (B = 31), 0.750 with a tare of 0.250", () => {
    expect(frames(read('flintec-ft11', EXAMPLE_1))).toMatchObject([{ weightKg: 0.75, net: true, tareKg: 0.25, motion: false, overload: false, unit: null }]);
  });

  it('finds each frame by its STX after the checksum of the one before, split over chunks', () => {
    expect(weights('flintec-ft11', EXAMPLE_1.slice(0, 9), EXAMPLE_1.slice(9) + EXAMPLE_1.slice(0, 3), EXAMPLE_1.slice(3))).toEqual([0.75, 0.75]);
  });

  it('reads the decimal point of status A, and motion, sign and the FT-111 power-on zero bit of status B', () => {
    // A = 6A: no decimals; 68: two zeros after the digits (x100); 6B: one decimal. B = 30 stable gross, 38
    // unstable, 32 negative, 70 zeroed at power-on.
    expect(frames(read('flintec-ft11', '\x02\x6a\x300 24680     0\r\n\x00', '\x02\x6a\x380 24700     0\r\n\x00', '\x02\x68\x300  2468     0\r\n\x00', '\x02\x6b\x320   125     0\r\n\x00', '\x02\x6a\x700 24680     0\r\n\x00'))).toMatchObject([
      { weightKg: 24680, motion: false, tareKg: 0 },
      { weightKg: 24700, motion: true },
      { weightKg: 246800 },
      { weightKg: -12.5 },
      { weightKg: 24680, motion: false },
    ]);
  });

  it('gives no weight with the error bit: OVER and UNDER as out of range, other messages (and the FT-11 overload bit) as an error', () => {
    expect(frames(read('flintec-ft11', '\x02\x6a\x340OVER       0\r\n\x00', '\x02\x6a\x340UNDER      0\r\n\x00', '\x02\x6a\x340TILT       0\r\n\x00', '\x02\x6a\x340999999     0\r\n\x00'))).toMatchObject([
      { weightKg: null, overload: true, fault: null },
      { weightKg: null, underZero: true, fault: null },
      { weightKg: null, overload: false, fault: 'indicatorError' },
      { weightKg: null, fault: 'indicatorError' },
    ]);
  });

  it('does not read a Toledo frame, whose status A has bit 6 clear', () => {
    expect(errors(read('flintec-ft11', '\x02\x22\x30\x20024680000000\r'))).toEqual(['the line does not match the pattern']);
  });
});

describe('Avery Weigh-Tronix: Rice Lake 680 manual 11.3.3 and 920i manual "Weightronix WI-120 Indicator"', () => {
  it('reads blank, G or N, polarity, six characters of weight, blank, units, CR LF or CR', () => {
    expect(frames(read('avery-weigh-tronix', ' G+024680 kg\r\n', ' N+009500 kg\r', ' g+2468.5 kg\r\n'))).toMatchObject([
      { weightKg: 24680, unit: 'kg', net: false, motion: null, raw: ' G+024680 kg' },
      { weightKg: 9500, net: true },
      { weightKg: 2468.5, net: false },
    ]);
  });

  it('converts lb, tn and t, and reads a negative weight', () => {
    expect(weights('avery-weigh-tronix', ' G+001000 lb\r\n G+0027.2 tn\r\n G+24.680 t\r\n G-000040 kg\r\n')).toEqual([453.592, 24675.425, 24680, -40]);
  });

  it('gives the fault "unit" for the blank of no unit, and no weight for a line whose weight and legends are blanked', () => {
    expect(frames(read('avery-weigh-tronix', ' G+024680   \r\n          kg\r\n'))).toMatchObject([
      { weightKg: null, fault: 'unit' },
      { weightKg: null, fault: null, overload: false },
    ]);
  });

  it('reads frames split over chunks', () => {
    expect(weights('avery-weigh-tronix', ' G+0246', '80 kg\r\n G+024690 kg', '\r\n')).toEqual([24680, 24690]);
  });
});

describe('Tiger-style CSV: Tiger TI-02-P manual, 7.1 Auto Weight Format String', () => {
  it('reads ST/US, GS/NT, sign, seven characters of weight, comma, unit, CR LF', () => {
    expect(frames(read('tiger-csv', 'ST,GS,   24680,kg\r\nUS,GS,   24700,kg\r\nST,NT,    9500,kg\r\n'))).toMatchObject([
      { weightKg: 24680, unit: 'kg', motion: false, net: false, raw: 'ST,GS,   24680,kg' },
      { weightKg: 24700, motion: true },
      { weightKg: 9500, net: true },
    ]);
  });

  it('reads a negative weight with blanks after its sign, and the same layout with a + and no comma before the unit', () => {
    expect(weights('tiger-csv', 'ST,GS,-   12.5,kg\r\nST,GS,+  24680kg\r\n')).toEqual([-12.5, 24680]);
  });

  it('converts lb, oz and g, and gives the fault "unit" for a unit not converted', () => {
    // 16 oz = 453.59237 g.
    expect(weights('tiger-csv', 'ST,GS,    1000,lb\r\nST,GS,      16,oz\r\nST,GS,    1500,g \r\n')).toEqual([453.592, 0.454, 1.5]);
    expect(frames(read('tiger-csv', 'ST,GS,      12,pc\r\n'))).toMatchObject([{ weightKg: null, unit: 'pc', fault: 'unit' }]);
  });

  it('reads OL as overload, or under range with a minus sign (Excell H3 manual): no weight', () => {
    expect(frames(read('tiger-csv', 'OL,GS,        ,kg\r\nOL,GS,-       ,kg\r\n'))).toMatchObject([
      { weightKg: null, overload: true, underZero: false },
      { weightKg: null, overload: false, underZero: true },
    ]);
  });

  it('reads frames split over chunks', () => {
    expect(weights('tiger-csv', 'ST,GS,  ', ' 24680,kg\r\nST,GS,   24690,k', 'g\r\n')).toEqual([24680, 24690]);
  });
});
