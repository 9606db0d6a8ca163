/**
 * What a simulated indicator sends for its state, written from the same manuals as the server's parsers
 * (and deliberately not from the parsers: the tests put the two together):
 * - Mettler Toledo continuous output (IND560 / IND780 / Rice Lake 920i tables): STX, status words A B C,
 *   six digits of weight, six of tare, CR, optional checksum.
 * - MT-SICS level 0: the answer to `SI`, e.g. `S S      24680 kg` CR LF.
 * - SMA SCP-0499: the standard response `<LF> s r n m f xxxxxx.xxx uuu <CR>`.
 * - A default line for the generic ASCII stream, with the pattern a scale is configured with to read it.
 * All weights are in kg, the unit weighbridge indicators are set to.
 */

/** What the indicator shows. `weightKg` is the displayed weight: net when `net`, gross otherwise. */
export type SimulatedState = {
  weightKg: number;
  motion: boolean;
  overload: boolean;
  underZero: boolean;
  net: boolean;
  /** The tare the indicator holds, sent beside a net weight by the Toledo frame. */
  tareKg: number;
};

export const EMPTY_SCALE: SimulatedState = { weightKg: 0, motion: false, overload: false, underZero: false, net: false, tareKg: 0 };

const STX = '\x02';
const CR = '\r';

/** The fewest decimals (up to three) that write the weight exactly. */
function decimalsOf(kg: number): number {
  for (let decimals = 0; decimals < 3; decimals++) {
    if (Number.isInteger(Math.round(kg * 10 ** decimals * 1000) / 1000)) return decimals;
  }
  return 3;
}

/** A status word: bit 5 set and bit 6 clear, so that it prints. */
const statusWord = (bits: number) => String.fromCharCode(0x20 | bits);

/** Six digits, the value scaled by the decimal point of status word A; leading zeros as the tables print them. */
const sixDigits = (kg: number, decimals: number) => String(Math.min(999_999, Math.round(Math.abs(kg) * 10 ** decimals))).padStart(6, '0');

/**
 * Toledo continuous output. Status A: bits 0-2 the decimal point (2 = none, 3-5 = one to three decimals),
 * bits 3-4 the increment (01 = count by 1). Status B: bit 0 net, 1 negative, 2 out of range, 3 motion,
 * 4 kg. Status C: no other unit, nothing else to report. The checksum is the two's complement of the 7-bit
 * sum of STX to CR.
 */
export function toledoFrame(state: SimulatedState, options: { checksum: boolean }): Buffer {
  const shown = Math.max(Math.abs(state.weightKg), state.net ? Math.abs(state.tareKg) : 0);
  // One decimal point for weight and tare, as many decimals as they need and six digits allow.
  const needed = Math.max(decimalsOf(state.weightKg), state.net ? decimalsOf(state.tareKg) : 0);
  const decimals = Math.min(needed, Math.max(0, 5 - Math.floor(Math.log10(Math.max(shown, 1)))));
  const a = statusWord(0x08 | (decimals + 2));
  const negative = state.underZero || state.weightKg < 0;
  const b = statusWord(0x10 | (state.net ? 0x01 : 0) | (negative ? 0x02 : 0) | (state.overload || state.underZero ? 0x04 : 0) | (state.motion ? 0x08 : 0));
  const c = statusWord(0);
  const frame = `${STX}${a}${b}${c}${sixDigits(state.weightKg, decimals)}${sixDigits(state.net ? state.tareKg : 0, decimals)}${CR}`;
  if (!options.checksum) return Buffer.from(frame, 'latin1');
  let sum = 0;
  for (const char of frame) sum += char.charCodeAt(0);
  return Buffer.from(frame + String.fromCharCode(-sum & 0x7f), 'latin1');
}

/** A weight written with the fewest decimals it needs. */
const written = (kg: number) => kg.toFixed(decimalsOf(kg));

/** MT-SICS answer to `SI`: `S S` stable, `S D` dynamic, the weight right-aligned in ten characters, `S +` / `S -` out of range. */
export function sicsAnswer(state: SimulatedState): Buffer {
  const line = state.overload ? 'S +' : state.underZero ? 'S -' : `S ${state.motion ? 'D' : 'S'} ${written(state.weightKg).padStart(10)} kg`;
  return Buffer.from(`${line}\r\n`, 'latin1');
}

/**
 * SMA standard response: status 'Z' centre of zero, 'O' over capacity (+weight), 'U' under capacity
 * (-weight), ' ' none; range '1'; 'G' gross or 'N' net; 'M' in motion; a reserved space; the weight in ten
 * characters; the unit in three.
 */
export function smaAnswer(state: SimulatedState): Buffer {
  const status = state.overload ? 'O' : state.underZero ? 'U' : state.weightKg === 0 && !state.motion ? 'Z' : ' ';
  const weightKg = state.underZero ? -Math.abs(state.weightKg) : state.weightKg;
  const weight = status === 'Z' ? '0.000' : written(weightKg);
  return Buffer.from(`\n${status}1${state.net ? 'N' : 'G'}${state.motion ? 'M' : ' '} ${weight.padStart(10)}kg \r`, 'latin1');
}

/**
 * The simulator's ASCII line, in the common comma-separated layout: `ST` stable or `US` unstable (`OL` out
 * of range), `GS` gross or `NT` net, the signed weight in eight characters, the unit, CR LF:
 *
 *   ST,GS,+0024680kg     US,NT,-0000040kg     OL,GS,+9999999kg
 */
export function asciiLine(state: SimulatedState): Buffer {
  const header = state.overload || state.underZero ? 'OL' : state.motion ? 'US' : 'ST';
  const kg = state.overload ? 9_999_999 : state.underZero ? -9_999_999 : state.weightKg;
  const digits = written(Math.abs(kg)).padStart(7, '0');
  return Buffer.from(`${header},${state.net ? 'NT' : 'GS'},${kg < 0 ? '-' : '+'}${digits}kg\r\n`, 'latin1');
}

/**
 * The pattern that reads `asciiLine`, to configure a scale on the simulator with (protocol `ascii`). An
 * `OL` line does not match it: the server counts it as a parse error and shows no weight.
 */
export const SIMULATOR_ASCII_PATTERN = '^(?:(?<stable>ST)|US),(?:GS|NT),(?<weight>[+-]\\d+(?:\\.\\d+)?)(?<unit>kg)$';
