/**
 * SMA SCP-0499, the Scale Manufacturers Association's serial protocol: the server sends `<LF>W<CR>` and
 * the indicator answers
 *
 *   <LF> s r n m f xxxxxx.xxx uuu <CR>
 *
 * s status: 'Z' centre of zero, 'O' over capacity, 'U' under capacity, 'E' zero error, 'I' initial zero
 * error, 'T' tare error, ' ' none; r range '1'-'5'; n 'G' gross, 'T' tare, 'N' net; m 'M' in motion,
 * ' ' stable; f reserved; ten characters of weight with its decimal point and sign; three of unit.
 * An answer of '?' means the indicator did not understand the command.
 */
import { lineSplitter } from './lines.js';
import { type ParseEvent, printable, type StreamParser, toKg, unitNamed } from './reading.js';

export const SMA_WEIGHT_REQUEST = '\nW\r';

const ANSWER = /^([ZOUEIT ])([1-5 ])([GTN])([M ])(.)( *-?[0-9.]+)(kg|lb|t|g) *$/;

export function smaParser(): StreamParser {
  return { push: lineSplitter(/\r/, answerEvent) };
}

function answerEvent(line: string): ParseEvent {
  const text = line.replace(/^\n/, '');
  const raw = printable(`${line}\r`);
  const answer = ANSWER.exec(text);
  if (!answer) return { kind: 'error', reason: text.trim() === '?' ? 'the indicator did not understand the request' : 'not an SMA weight answer', raw };
  const [, status, , mode, motion, , weight, unit] = answer;
  const value = Number(weight!.trim());
  if (!Number.isFinite(value)) return { kind: 'error', reason: 'not an SMA weight answer', raw };
  const outOfRange = status === 'O' || status === 'U';
  return {
    kind: 'frame',
    frame: {
      weightKg: outOfRange ? null : toKg(value, unitNamed(unit!)!),
      motion: motion === 'M',
      net: mode === 'N',
      overload: status === 'O',
      underZero: status === 'U',
      raw,
    },
  };
}
