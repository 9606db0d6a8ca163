/**
 * What a simulated indicator sends on Mettler Toledo continuous output, written from the indicator
 * manuals' tables (Mettler Toledo IND445 5.2, Ohaus Defender 5000 tables 5-2 to 5-4, Fairbanks FB2550
 * appendix II) and deliberately not from the server's parser: the tests put the two together.
 *
 *   STX, status words A B C, six digits of displayed weight, six of tare, CR, optional checksum
 */
import { decimalsOf, displayedValue, type SimulatedState, type SimulatedUnit, tareValue } from './simulated-state.js';

const STX = '\x02';
const CR = '\r';

/** Status word C, bits 0-2: the unit when it is not the kg or lb of status word B (7: a custom unit). */
const UNIT_CODES: Record<SimulatedUnit, number> = { kg: 0, lb: 0, g: 1, t: 2, oz: 3, ton: 6, lt: 7, N: 7 };

/** A status word: bit 5 set so that it prints, bit 6 as given. */
const statusWord = (bits: number) => String.fromCharCode(0x20 | bits);

/** The value scaled by the decimal point of status word A, as six digits; null when it has more. */
function sixDigits(value: number, decimals: number): string | null {
  const digits = String(Math.round(Math.abs(value) * 10 ** decimals));
  return digits.length > 6 ? null : digits.padStart(6, '0');
}

/**
 * Status A: bits 0-2 the decimal point (2 = none, 3-5 = one to three decimals), bits 3-4 the increment
 * (01 = count by 1). Status B: bit 0 net, 1 negative, 2 out of range, 3 motion, 4 kg, 6 zero not captured
 * since power-up. Status C: bits 0-2 the unit. A weight more than six digits long is not clamped: it is out
 * of range, as the indicator itself shows it. The checksum is the two's complement of the 7-bit sum of STX to CR.
 */
export function toledoFrame(state: SimulatedState, options: { checksum: boolean }): Buffer {
  const shown = displayedValue(state);
  const tare = state.net ? tareValue(state) : 0;
  // One decimal point for weight and tare, as many decimals as they need and six digits allow.
  const largest = Math.max(Math.abs(shown), Math.abs(tare));
  const decimals = Math.min(Math.max(decimalsOf(shown), decimalsOf(tare)), Math.max(0, 5 - Math.floor(Math.log10(Math.max(largest, 1)))));
  const weightDigits = sixDigits(shown, decimals);
  const outOfRange = state.overload || state.underZero || weightDigits === null;
  const negative = state.underZero || shown < 0;
  const a = statusWord(0x08 | (decimals + 2));
  const b = statusWord(
    (state.unit === 'kg' ? 0x10 : 0) | (state.net ? 0x01 : 0) | (negative ? 0x02 : 0) | (outOfRange ? 0x04 : 0) | (state.motion ? 0x08 : 0) | (state.powerUp ? 0x40 : 0),
  );
  const c = statusWord(UNIT_CODES[state.unit]);
  const frame = `${STX}${a}${b}${c}${weightDigits ?? '000000'}${sixDigits(tare, decimals) ?? '000000'}${CR}`;
  if (!options.checksum) return Buffer.from(frame, 'latin1');
  let sum = 0;
  for (const char of frame) sum += char.charCodeAt(0);
  return Buffer.from(frame + String.fromCharCode(-sum & 0x7f), 'latin1');
}
