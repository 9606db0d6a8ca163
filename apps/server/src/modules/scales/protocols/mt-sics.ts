/**
 * MT-SICS, the Mettler Toledo standard interface command set: the server asks `SI` (send the weight at
 * once) and the indicator answers one line ending CR LF:
 *
 *   S S      24680 kg   stable weight          S I   busy (a command it cannot carry out now)
 *   S D      24700 kg   dynamic: in motion     S +   overload
 *   ES / ET / EL        syntax, transmission   S -   underload
 *                       or logical error
 */
import { lineSplitter } from './lines.js';
import { type IndicatorFrame, type ParseEvent, printable, type StreamParser, toKg, unitNamed } from './reading.js';

/** What the server sends to ask for the weight. */
export const SICS_WEIGHT_REQUEST = 'SI\r\n';

const WEIGHT_LINE = /^S +([SD]) +(-?\d+(?:\.\d+)?) +([a-z]+)$/;

export function mtSicsParser(): StreamParser {
  return { push: lineSplitter(/\r?\n/, answerEvent) };
}

function answerEvent(line: string): ParseEvent {
  const raw = printable(`${line}\r\n`);
  const text = line.trim();
  const frame = (fields: Partial<IndicatorFrame>): ParseEvent => ({
    kind: 'frame',
    frame: { weightKg: null, motion: null, net: false, overload: false, underZero: false, raw, ...fields },
  });
  if (text === 'S +') return frame({ overload: true });
  if (text === 'S -') return frame({ underZero: true });
  if (text === 'S I') return frame({});
  const weight = WEIGHT_LINE.exec(text);
  const unit = weight && unitNamed(weight[3]!);
  if (weight && unit) return frame({ weightKg: toKg(Number(weight[2]), unit), motion: weight[1] === 'D' });
  if (text === 'ES' || text === 'ET' || text === 'EL') return { kind: 'error', reason: `the indicator answered ${text}`, raw };
  return { kind: 'error', reason: 'not an answer to SI', raw };
}
