/**
 * The named output formats of the ASCII stream protocol, each written from the manual its comment names: a
 * regular expression whose named groups ascii-stream.ts reads, how its frames end, and the names it gives
 * units. Where a manual leaves a reading open, the one taken is the one that gives no weight rather than a
 * wrong one; a frame that fits no reading is a parse error, never a guess.
 */
import type { AsciiFormat } from '@weighbridge/contract/scales';
import type { Framing } from './lines.js';
import type { WeightUnit } from './reading.js';

export type OutputFormat = {
  /** Named groups: see ascii-stream.ts. */
  pattern: RegExp;
  framing: Framing;
  /** The names the format gives units that are not the unit's own ('K' for kg, 'tn' for the short ton). */
  units: Readonly<Record<string, WeightUnit>>;
  /** By the character of the `point` group (a status byte), the power of ten the weight's digits are multiplied by. */
  points?: Readonly<Record<string, number>>;
};

/** The formats with a name; `custom` is a scale's own pattern. */
export type PresetFormat = Exclude<AsciiFormat, 'custom'>;

/** Unit letters (Rinstrum FMT_5 and the like), read in a custom pattern's `unit` group too. Rinstrum's T is the tonne. */
export const UNIT_LETTERS: Readonly<Record<string, WeightUnit>> = { K: 'kg', L: 'lb', T: 't', G: 'g' };

/** Cardinal and Avery Weigh-Tronix write the short ton (2,000 lb) `tn` and the tonne `t`. */
const SHORT_TON = { tn: 'ton', TN: 'ton' } as const;

const hex = (code: number) => `\\x${code.toString(16).padStart(2, '0')}`;

/**
 * Flintec status byte A: bits 5 and 6 set, bits 3-4 the increment, bits 0-2 where the decimal point stands
 * (0 two zeros after the digits, 1 one zero, 2 none, 3-7 one to five decimals).
 */
const FLINTEC_POINTS = Object.fromEntries(Array.from({ length: 32 }, (_, low) => [String.fromCharCode(0x60 | low), 2 - (low & 7)]));

/** Flintec status byte B: bits 4 and 5 set; bit 6 is the FT-111's "zeroed at power-on" (always 0 on the FT-11). */
const FLINTEC_B = Array.from({ length: 16 }, (_, low) => [0x30 | low, 0x70 | low]).flat();
const flintecB = (bit: number) => `[${FLINTEC_B.filter((code) => (code & bit) !== 0).map(hex).join('')}]`;
const ANY_FLINTEC_B = `[${FLINTEC_B.map(hex).join('')}]`;

/**
 * Flintec continuous output: STX, status bytes A B C, the displayed weight in six characters without its
 * decimal point (right aligned) or an error message (left aligned), the tare in six, CR [LF] [checksum].
 * B: bit 0 net, bit 1 negative, bit 2 overload (FT-11) or error (FT-111: UNDER, OVER, A.OUT, L-VOLT, TILT in
 * the weight field), bit 3 unstable. Bit 2 is read as no weight and an error unless the field says OVER or
 * UNDER. The flags are lookaheads at B, each group taking B when its bit is set. The frame is found by its
 * STX, so the checksum of the previous frame (it may be any byte, and is not checked) and an LF may stand
 * before it. The format has no unit: the indicator is to show kg. It is not read as Toledo continuous
 * output, which it resembles: A has bit 6 set, and B's bit 6 (zeroed at power-on) means Toledo's opposite.
 */
const FLINTEC_CONTINUOUS = new RegExp(
  [
    `${hex(2)}(?<point>[${hex(0x60)}-${hex(0x7f)}])`,
    `(?=(?<net>${flintecB(1)})?)(?=(?<negative>${flintecB(2)})?)(?=(?<error>${flintecB(4)})?)(?=(?<motion>${flintecB(8)})?)`,
    `${ANY_FLINTEC_B}0`,
    '(?:(?<overload>OVER  )|(?<underload>UNDER )|[A-Z][A-Z.\\- ]{5}|(?<weight>[ \\d]{6}))(?<tare>[ \\d]{6})$',
  ].join(''),
);

export const PRESET_FORMATS: Record<PresetFormat, OutputFormat> = {
  /**
   * Rinstrum R320 Reference Manual V1.19 (software 4.xx), 9.4 Auto Weight Format String, p. 44: FMT_1
   * <STX><SIGN><WEIGHT(7)><STATUS><ETX>, the sign a blank or '-', the weight with its decimal point and
   * leading blanks, STATUS G/N/U/O/M/E. A frame in motion does not say gross or net: it gives no weight,
   * lest a net weight be read as the gross (and as a return to zero). No unit: the indicator is to show kg.
   */
  'rinstrum-fmt1': {
    pattern: /^(?<sign>[ -])(?:(?<weight>.{7})(?:G|(?<net>N))|.{7}(?:(?<motion>M)|(?<underload>U)|(?<overload>O)|(?<error>E)))$/,
    framing: { end: 'etx' },
    units: {},
  },
  /**
   * Rinstrum R320 Reference Manual V1.19, 9.4, p. 44: FMT_5 <SIGN><WEIGHT(7)> <UNIT(L,K,G,T)><GROSS(G,N)>
   * <STATUS( ,M,O)><CRLF>. The manual prints a blank before the unit and none elsewhere: both are read.
   * The C530 manual (8.2.5, Format F, the same layout) adds a blank unit for any other unit, I for error,
   * and says O is over- or underload: O is read as underload when the sign is '-'.
   */
  'rinstrum-fmt5': {
    pattern: /^(?<sign>[ -])(?<weight>.{7}) ?(?<unit>[LKGT ])(?:G|(?<net>N))(?:(?<motion>M)|(?<=^-.*)(?<underload>O)|(?<overload>O)|(?<error>I)| )$/,
    framing: { end: 'line' },
    units: UNIT_LETTERS,
  },
  /**
   * Cardinal 225 Installation and Technical Manual (8200-M698-O1 Rev B), Continuous Output Formats, SB-400
   * (Type=1), p. 117: <s><xxxxxx><d><uu><m><cc><cr>: sign, six digits, the decimal point "added to string if
   * enabled in setup", units (tn lb oz t kg g), G/N, status OC CZ MO ee; BZ (below zero) from the Cardinal 200
   * Series manual, p. 27. Without its decimal point the digits do not say where it stands, so a frame is read
   * only with it: the indicator's decimal point output must be on.
   */
  'cardinal-sb400': {
    pattern: /^(?<sign>[ -])(?<weight>[ \d]*\.\d*)(?<unit>[A-Za-z/ ]{1,3}?)(?:G|(?<net>N))(?:(?<overload>OC)|(?<underload>BZ)|(?<motion>MO)|(?<error>ee|EE)|CZ| {2})$/,
    framing: { end: 'line' },
    units: SHORT_TON,
  },
  /**
   * Cardinal 225 Installation and Technical Manual, SB-200 (Type=10), p. 120: <cr><s><xxxxxx><d><c><uu><m>
   * <etx>: the decimal point always sent, status O over capacity, M motion, e weight not displayed (lower case
   * in the 200 Series manual, p. 27), units, G/N. There is no STX: a frame runs from the CR to the ETX.
   */
  'cardinal-sb200': {
    pattern: /^\r?(?<sign>[ -])(?<weight>[ \d]*\.\d*)(?:(?<motion>[Mm])|(?<overload>[Oo])|(?<error>[Ee])| )(?<unit>[A-Za-z/ ]{1,3}?)(?:G|(?<net>N))$/,
    framing: { end: 'etx' },
    units: SHORT_TON,
  },
  /**
   * Flintec FT-111(D) Technical Manual Rev.1.0.0 (May 2019), 9.1 Continuous Data Output, pp. 85-86 (with
   * its Example-1), and FT-11(D) Technical Manual Rev. 1.35 (November 2010), Appendix 2, p. 38.
   */
  'flintec-ft11': {
    pattern: FLINTEC_CONTINUOUS,
    framing: { end: 'line' },
    units: {},
    points: FLINTEC_POINTS,
  },
  /**
   * No Avery Weigh-Tronix manual was found: written from the indicators that read the format, Rice Lake 680
   * Synergy Plus manual, 11.3.3 Avery Weigh-Tronix Stream Format, and Rice Lake 920i Installation Manual,
   * "Weightronix WI-120 Indicator": <SP><G/N><POL><wwwwww><SP><units><CR>[<LF>], G/N in either case, polarity
   * '+' or '-', six characters of weight with a floating decimal point and leading zeros, units lb kg g tn t oz
   * or a blank. No motion flag. Out of range the weight and legends are blanked (Fairbanks 2800 manual,
   * "WEIGHTRONIX" format): such a line is read as no weight.
   */
  'avery-weigh-tronix': {
    pattern: /^(?: (?:[Gg]|(?<net>[Nn]))(?<sign>[+-])(?<weight>[ \d.]{6,7}) (?<unit>[A-Za-z ]{1,2})| {4,}[A-Za-z ]{0,2})$/,
    framing: { end: 'line' },
    units: SHORT_TON,
  },
  /**
   * Tiger TI-02-P manual, 7.1 Auto Weight Format String: ST/US, comma, GS/NT, comma, sign (blank or '-'),
   * the weight in seven characters with its decimal point, comma, unit (kg lb oz g), CR LF. OL (out of range)
   * and a '+' sign from the same layout in the Triner TS-700 and Excell H3 manuals, whose OL,GS,- is under
   * range; some leave out the comma before the unit.
   */
  'tiger-csv': {
    pattern: /^(?:(?<stable>ST)|US|OL(?=,..,(?:(?<underload>-)|(?<overload>[ +])))),(?:GS|(?<net>NT)),(?<sign>[ +-])(?<weight>[ \d.]*?) *,?(?<unit>[A-Za-z]*) *$/,
    framing: { end: 'line' },
    units: {},
  },
};
