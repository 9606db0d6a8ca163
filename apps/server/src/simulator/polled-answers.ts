/**
 * What a simulated indicator answers on the polled protocols, written from the same manuals as the
 * server's parsers (and deliberately not from the parsers: the tests put the two together):
 * - MT-SICS: `SI` and `S` (the net weight, `S S      24680 kg` CR LF), `TA` (the tare), `T` (tare the
 *   gross shown) and `Z` (zero a deck near empty); `ES` to a command it does not know.
 * - SMA SCP-0499: `W` and `H` (high resolution) answered `<LF> s r n m f xxxxxx.xxx uuu <CR>`, `Z` and `T`
 *   answered the same way with the result in the status; `?` to a command it does not know.
 */
import { displayedValue, decimalsOf, inUnit, type SimulatedState, tareValue, written } from './simulated-state.js';

/** What a polled request sees of the indicator, and how it changes it (the zero and tare commands). */
export type PolledIndicator = { state: () => SimulatedState; change: (patch: Partial<SimulatedState>) => void };

/** How the requests of each polled protocol end. */
export const POLL_LINE_ENDS = { sics: /\r?\n/, sma: /\r/ } as const;

/**
 * The zero key works within ±2 % of a 60 t weighbridge's capacity (OIML R 76 allows zero-setting over 4 %
 * of Max in all): a deck reading more is loaded, not drifted.
 */
export const ZERO_RANGE_KG = 1200;

/** Why the zero key is refused, if it is: motion, a net display, or a deck outside the zero range. */
function zeroRefusal(state: SimulatedState): 'motion' | 'net' | 'above' | 'below' | null {
  if (state.motion) return 'motion';
  if (state.net) return 'net';
  if (state.overload || state.weightKg > ZERO_RANGE_KG) return 'above';
  return state.underZero || state.weightKg < -ZERO_RANGE_KG ? 'below' : null;
}

/** Why the tare key is refused, if it is: motion, or a gross out of range or below zero. */
function tareRefusal(state: SimulatedState): 'motion' | 'above' | 'below' | null {
  if (state.motion) return 'motion';
  if (state.overload) return 'above';
  return state.underZero || state.weightKg < 0 ? 'below' : null;
}

const sicsLine = (line: string) => Buffer.from(`${line}\r\n`, 'latin1');
/** The MT-SICS weight field: right-aligned in ten characters, the sign before the first digit, then the unit. */
const sicsWeight = (value: number, state: SimulatedState) => `${written(value).padStart(10)} ${state.unit}`;
const SICS_REFUSALS = { motion: 'I', net: 'I', above: '+', below: '-' } as const;

/** MT-SICS answer to `SI`: `S S` stable, `S D` dynamic, `S +` / `S -` out of range. */
export function sicsAnswer(state: SimulatedState): Buffer {
  if (state.overload || state.underZero) return sicsLine(state.overload ? 'S +' : 'S -');
  return sicsLine(`S ${state.motion ? 'D' : 'S'} ${sicsWeight(displayedValue(state), state)}`);
}

function sicsCommand(request: string, indicator: PolledIndicator): Buffer {
  const state = indicator.state();
  if (request === 'SI') return sicsAnswer(state);
  // S waits for a stable weight; the simulator does not wait, and answers as at the end of the time-out.
  if (request === 'S') return state.motion && !state.overload && !state.underZero ? sicsLine('S I') : sicsAnswer(state);
  if (request === 'TA') return sicsLine(`TA A ${sicsWeight(state.net ? tareValue(state) : 0, state)}`);
  if (request === 'T') {
    const refusal = tareRefusal(state);
    if (refusal) return sicsLine(`T ${SICS_REFUSALS[refusal]}`);
    indicator.change({ net: true, tareKg: state.weightKg });
    return sicsLine(`T S ${sicsWeight(inUnit(state.weightKg, state.unit), state)}`);
  }
  if (request === 'Z') {
    const refusal = zeroRefusal(state);
    if (refusal) return sicsLine(`Z ${SICS_REFUSALS[refusal]}`);
    indicator.change({ weightKg: 0, powerUp: false });
    return sicsLine('Z A');
  }
  return sicsLine('ES');
}

/**
 * SMA standard response. Status: 'I' not zeroed since power-up, 'E' zero error and 'T' tare error (each
 * with dashes for weight, overriding the others), 'O' over capacity (+weight), 'U' under capacity
 * (-weight), 'Z' centre of zero, ' ' none; range '1'; 'G' gross or 'N' net, in lower case in high
 * resolution; 'M' in motion; a reserved space; the weight in ten characters; the unit in three.
 */
export function smaAnswer(state: SimulatedState, options: { highResolution?: boolean; error?: 'E' | 'T' } = {}): Buffer {
  const shown = displayedValue(state);
  const error = options.error ?? (state.powerUp ? 'I' : undefined);
  const centreOfZero = !state.net && shown === 0 && !state.motion;
  const status = error ?? (state.overload ? 'O' : state.underZero ? 'U' : centreOfZero ? 'Z' : ' ');
  const value = state.underZero ? -Math.abs(shown) : shown;
  // High resolution shows one more decimal than the display.
  const weight = error ? '-'.repeat(10) : status === 'Z' ? '0.000' : options.highResolution ? value.toFixed(decimalsOf(value) + 1) : written(value);
  const mode = options.highResolution ? (state.net ? 'n' : 'g') : state.net ? 'N' : 'G';
  return Buffer.from(`\n${status}1${mode}${state.motion ? 'M' : ' '} ${weight.padStart(10)}${state.unit.padEnd(3)}\r`, 'latin1');
}

function smaCommand(request: string, indicator: PolledIndicator): Buffer {
  const state = indicator.state();
  if (request === 'W') return smaAnswer(state);
  if (request === 'H') return smaAnswer(state, { highResolution: true });
  if (request === 'Z') {
    if (zeroRefusal(state)) return smaAnswer(state, { error: 'E' });
    indicator.change({ weightKg: 0, powerUp: false });
    return smaAnswer(indicator.state());
  }
  if (request === 'T') {
    if (tareRefusal(state)) return smaAnswer(state, { error: 'T' });
    indicator.change({ net: true, tareKg: state.weightKg });
    return smaAnswer(indicator.state());
  }
  return Buffer.from('\n?\r', 'latin1');
}

/** The answer to one request line (without its line end), or the protocol's "not understood". */
export function pollAnswer(protocol: 'sics' | 'sma', request: string, indicator: PolledIndicator): Buffer {
  return protocol === 'sics' ? sicsCommand(request, indicator) : smaCommand(request, indicator);
}
