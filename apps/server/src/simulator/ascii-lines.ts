/**
 * What a simulated indicator sends on the ASCII stream protocol: the simulator's own comma-separated line,
 * read with a custom pattern, or a named output format written from the manual its preset names in
 * ascii-formats.ts (and deliberately not from the parser: the tests put the two together). A weight whose
 * whole part does not fit the format's digits is sent as out of range, never cut to fit; its decimals are
 * rounded to what fits, as an indicator shows its division.
 */
import type { AsciiFormat } from '@weighbridge/contract/scales';
import { decimalsOf, displayedValue, type SimulatedState, type SimulatedUnit, tareValue, written } from './simulated-state.js';

const STX = '\x02';
const ETX = '\x03';

/**
 * The simulator's ASCII line, in the common comma-separated layout: `ST` stable or `US` unstable (`OL` out
 * of range), `GS` gross or `NT` net, the signed weight in eight characters, the unit, CR LF:
 *
 *   ST,GS,+0024680kg     US,NT,-0000040kg     OL,GS,+9999999kg
 */
export function asciiLine(state: SimulatedState): Buffer {
  const header = state.overload || state.underZero ? 'OL' : state.motion ? 'US' : 'ST';
  const value = state.overload ? 9_999_999 : state.underZero ? -9_999_999 : displayedValue(state);
  const digits = written(Math.abs(value)).padStart(7, '0');
  return Buffer.from(`${header},${state.net ? 'NT' : 'GS'},${value < 0 ? '-' : '+'}${digits}${state.unit}\r\n`, 'latin1');
}

/**
 * The pattern that reads `asciiLine`, to configure a scale on the simulator with (protocol `ascii`). An
 * `OL` line does not match it: the server counts it as a parse error and shows no weight.
 */
export const SIMULATOR_ASCII_PATTERN = '^(?:(?<stable>ST)|US),(?:GS|NT),(?<weight>[+-]\\d+(?:\\.\\d+)?)(?<unit>kg)$';

/** The frame of the ASCII stream in the given format; `custom` is the simulator's own line. */
export function asciiFrame(state: SimulatedState, format: AsciiFormat): Buffer {
  return format === 'custom' ? asciiLine(state) : Buffer.from(PRESET_WRITERS[format](shownOf(state)), 'latin1');
}

/** What every format says of the state: the displayed value, its digits in seven characters, which way it is out of range. */
type Shown = SimulatedState & { value: number; sign: ' ' | '-'; over: boolean; under: boolean; text: string | null };

function shownOf(state: SimulatedState): Shown {
  const value = displayedValue(state);
  const text = fit(value, 7, 6);
  const under = state.underZero || (!state.overload && text === null && value < 0);
  return { ...state, value, sign: value < 0 ? '-' : ' ', over: !under && (state.overload || text === null), under, text };
}

/** |value| in at most `chars` characters with the most decimals that fit, or `wholeChars` without a decimal point. */
function fit(value: number, chars: number, wholeChars: number): string | null {
  for (let decimals = decimalsOf(Math.abs(value)); decimals >= 0; decimals--) {
    const text = Math.abs(value).toFixed(decimals);
    if (text.length <= (decimals > 0 ? chars : wholeChars)) return text;
  }
  return null;
}

/** The unit as a format names it: its own names for some, the simulator's name for the rest (a custom unit). */
const named = (unit: SimulatedUnit, names: Partial<Record<SimulatedUnit, string>>, width: number) => (names[unit] ?? unit).padEnd(width);

/** Rinstrum's unit letters; any other unit is a blank (C530 manual, Format F). */
const RINSTRUM_UNITS: Partial<Record<SimulatedUnit, string>> = { kg: 'K', lb: 'L', g: 'G', t: 'T' };

const PRESET_WRITERS: Record<Exclude<AsciiFormat, 'custom'>, (shown: Shown) => string> = {
  // Rinstrum R320 9.4 FMT_1: status G/N/U/O/M/E; out of range the weight field is sent blank (the manual does not say).
  'rinstrum-fmt1': (shown) => {
    const status = shown.over ? 'O' : shown.under ? 'U' : shown.motion ? 'M' : shown.net ? 'N' : 'G';
    return `${STX}${signedSeven(shown)}${status}${ETX}`;
  },
  // Rinstrum R320 9.4 FMT_5 (as the C530's Format F: no blank before the unit); O out of range, signed.
  'rinstrum-fmt5': (shown) => {
    const status = shown.over || shown.under ? 'O' : shown.motion ? 'M' : ' ';
    return `${signedSeven(shown)}${RINSTRUM_UNITS[shown.unit] ?? ' '}${shown.net ? 'N' : 'G'}${status}\r\n`;
  },
  // Cardinal 225 SB-400: six digits with leading zeros and the decimal point, status OC BZ MO CZ or blanks.
  'cardinal-sb400': (shown) => {
    const status = shown.over ? 'OC' : shown.under ? 'BZ' : shown.motion ? 'MO' : shown.value === 0 ? 'CZ' : '  ';
    return `${cardinalWeight(shown)}${named(shown.unit, { ton: 'tn' }, 2)}${shown.net ? 'N' : 'G'}${status}\r`;
  },
  // Cardinal 225 SB-200: status O over capacity, M motion; under zero the indicator shows no weight (e).
  'cardinal-sb200': (shown) => {
    const status = shown.over ? 'O' : shown.under ? 'e' : shown.motion ? 'M' : ' ';
    return `\r${cardinalWeight(shown)}${status}${named(shown.unit, { ton: 'tn' }, 2)}${shown.net ? 'N' : 'G'}${ETX}`;
  },
  'flintec-ft11': flintecFrame,
  // Avery Weigh-Tronix (as Rice Lake documents it): no motion flag; out of range weight and legends blanked.
  'avery-weigh-tronix': (shown) => {
    const unit = named(shown.unit, { ton: 'tn' }, 2);
    const weight = shown.over || shown.under ? null : fit(shown.value, 6, 6);
    if (weight === null) return `${' '.repeat(10)}${unit}\r\n`;
    return ` ${shown.net ? 'N' : 'G'}${shown.value < 0 ? '-' : '+'}${weight.padStart(6, '0')} ${unit}\r\n`;
  },
  // Tiger TI-02-P 7.1: ST/US (OL out of range, '-' under), GS/NT, sign, seven characters, comma, unit.
  'tiger-csv': (shown) => {
    const status = shown.over || shown.under ? 'OL' : shown.motion ? 'US' : 'ST';
    return `${status},${shown.net ? 'NT' : 'GS'},${signedSeven(shown)},${named(shown.unit, {}, 2)}\r\n`;
  },
};

/** A sign and seven characters with the decimal point and leading blanks (Rinstrum, Tiger); blank out of range, '-' under. */
function signedSeven(shown: Shown): string {
  if (shown.over || shown.under) return `${shown.under ? '-' : ' '}${' '.repeat(7)}`;
  return `${shown.sign}${(shown.text ?? '').padStart(7)}`;
}

/** Cardinal: a sign and six digits with leading zeros and the decimal point, after the digits when none are decimals. */
function cardinalWeight(shown: Shown): string {
  if (shown.over || shown.under) return `${shown.under ? '-' : ' '}${' '.repeat(6)}.`;
  const text = shown.text ?? '';
  return `${shown.sign}${(text.includes('.') ? text : `${text}.`).padStart(7, '0')}`;
}

/**
 * Flintec continuous output (FT-111 manual 9.1): STX, status A (bits 5 and 6 set, increment x1, decimal
 * point), B (net, negative, error, unstable, bits 4 and 5 set, bit 6 zeroed at power-on), C '0', six
 * characters of weight (leading zeros blank but the one before the decimal point; OVER or UNDER left aligned
 * out of range), six of tare at the same decimals, CR LF, and the checksum that makes the sum zero.
 */
function flintecFrame(shown: Shown): string {
  const tare = tareValue(shown);
  // One decimal point for both fields: the most decimals either needs that both fit.
  let decimals = Math.max(decimalsOf(Math.abs(shown.value)), decimalsOf(tare));
  while (decimals > 0 && (flintecDigits(shown.value, decimals) === null || flintecDigits(tare, decimals) === null)) decimals--;
  const weight = flintecDigits(shown.value, decimals);
  const outOfRange = shown.over || shown.under || weight === null;
  const a = 0x60 | 0x08 | (outOfRange ? 2 : decimals + 2);
  const b = 0x30 | (shown.net ? 0x01 : 0) | (shown.value < 0 ? 0x02 : 0) | (outOfRange ? 0x04 : 0) | (shown.motion ? 0x08 : 0) | (shown.powerUp ? 0 : 0x40);
  const field = shown.under ? 'UNDER ' : outOfRange ? 'OVER  ' : weight;
  const tareField = (outOfRange ? flintecDigits(tare, 0) : flintecDigits(tare, decimals)) ?? ' '.repeat(6);
  const body = `${STX}${String.fromCharCode(a, b)}0${field}${tareField}\r\n`;
  const sum = [...body].reduce((total, char) => total + char.charCodeAt(0), 0);
  return `${body}${String.fromCharCode((256 - (sum % 256)) % 256)}`;
}

/** Six characters of digits without the decimal point, leading zeros blank but the one before the point; null when they do not fit. */
function flintecDigits(value: number, decimals: number): string | null {
  const digits = Math.abs(value).toFixed(decimals).replace('.', '').padStart(decimals + 1, '0');
  return digits.length > 6 ? null : digits.padStart(6);
}
