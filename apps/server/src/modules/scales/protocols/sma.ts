/**
 * SMA SCP-0499, the Scale Manufacturers Association's serial protocol: the server sends `<LF>W<CR>` and
 * the indicator answers
 *
 *   <LF> s r n m f xxxxxx.xxx uuu <CR>
 *
 * s status: 'Z' centre of zero, 'O' over capacity, 'U' under capacity, 'E' zero error, 'I' initial zero
 * error (not zeroed since power-up), 'T' tare error, Cardinal's 'e' weight not displayed, ' ' none; with
 * E, I and T the weight is dashes. r range; n 'G' gross, 'N' net, 'T' the tare (answer to M), 'g' and 'n'
 * gross and net in high resolution (x10, answer to H); m 'M' in motion; f reserved; ten characters of
 * weight with its sign; three of unit. '?' answers a command not understood, '!' a garbled one.
 */
import type { IndicatorFault } from '@weighbridge/contract/scales';
import { lineSplitter } from './lines.js';
import { indicatorFrame, type ParseEvent, printable, type StreamParser, weighed } from './reading.js';

export const SMA_WEIGHT_REQUEST = '\nW\r';

const ANSWER = /^([ZOUEITe ])([0-9 ])([GNTgn])([M ])(.)(.*)$/;
/** The weight and unit fields: a signed number, or the dashes of an error; some indicators drop the unit's padding. */
const WEIGHT = /^ *([+-]?) *(\d+(?:\.\d*)?|\.\d+) *(\S*) *$/;
const DASHES = /^ *-{2,} *(\S*) *$/;

const STATUS_FAULTS: Partial<Record<string, IndicatorFault>> = { E: 'zeroError', I: 'powerUpZero', T: 'tareError', e: 'indicatorError' };
const MODE_FAULTS: Partial<Record<string, IndicatorFault>> = { T: 'showsTare', g: 'expanded', n: 'expanded' };

export function smaParser(): StreamParser {
  return { push: lineSplitter(/\r/, answerEvent) };
}

function answerEvent(line: string): ParseEvent {
  const text = line.replace(/^\n/, '');
  const raw = printable(`${line}\r`);
  if (text.trim() === '?') return { kind: 'error', reason: 'the indicator did not understand the request', raw };
  if (text.trim() === '!') return { kind: 'error', reason: 'the indicator received a garbled request', raw };
  const answer = ANSWER.exec(text);
  const fields = answer?.[6] ?? '';
  const weight = WEIGHT.exec(fields);
  const dashes = DASHES.exec(fields);
  if (!answer || !(weight || dashes)) return { kind: 'error', reason: 'not an SMA weight answer', raw };
  const [, status, , mode, motion] = answer;
  const statusFault = STATUS_FAULTS[status!] ?? null;
  const outOfRange = status === 'O' || status === 'U';
  const shown = weight ? weighed(Number(`${weight[1]}${weight[2]}`), weight[3]!) : { weightKg: null, unit: dashes![1] || null, fault: null };
  // The weight is the deck's only when the status raises nothing and the mode is not the tare.
  const onDeck = !statusFault && !outOfRange && mode !== 'T';
  return {
    kind: 'frame',
    frame: indicatorFrame(raw, {
      weightKg: onDeck ? shown.weightKg : null,
      tareKg: mode === 'T' ? shown.weightKg : null,
      unit: shown.unit,
      motion: motion === 'M',
      net: mode === 'N' || mode === 'n',
      overload: status === 'O',
      underZero: status === 'U',
      fault: statusFault ?? shown.fault ?? MODE_FAULTS[mode!] ?? null,
    }),
  };
}
