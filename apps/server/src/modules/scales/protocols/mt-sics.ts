/**
 * MT-SICS, the Mettler Toledo standard interface command set. The server asks `SI` (the net weight at
 * once, stable or not) and after it `TA` (the tare the indicator holds), ten times a second; each answer is
 * one line, ending CR LF unless the indicator is set otherwise:
 *
 *   S S      24680 kg   stable weight            S I   not executable now (busy, taring)
 *   S D      24700 kg   dynamic: in motion       S +   overload      S -   underload
 *   TA A      1200 kg   the tare                 TA I / TA L   tare not available
 *   ES / ET / EL        syntax, transmission or logical error (the command is not known or not allowed)
 *
 * The weight of `SI` is net of the tare: with the tare from `TA` a frame says whether it is net and of
 * what. A weight is read only between two equal tares, the one asked before it and the one after: a tare
 * keyed or cleared on the indicator between them would otherwise add a tare to a weight it was not
 * subtracted from (a gross that never stood on the deck, or a zero while the truck is still on it). An
 * indicator that refuses `TA` is not asked again, and its frames say gross with no tare, as they come.
 */
import { type Framing, frameSplitter } from './lines.js';
import { type IndicatorFrame, indicatorFrame, type ParseEvent, type StreamParser, weighed } from './reading.js';

/** What the server sends to ask for the weight. */
export const SICS_WEIGHT_REQUEST = 'SI\r\n';
/** What the server sends to ask for the tare the indicator holds. */
export const SICS_TARE_REQUEST = 'TA\r\n';

/** Each poll asks the weight and then the tare: the weight stands between the tare of the poll before and this one. */
const WEIGHT_AND_TARE_REQUEST = `${SICS_WEIGHT_REQUEST}${SICS_TARE_REQUEST}`;
/** Requests never answered (a silent or unplugged indicator) are forgotten past this many. */
const MAX_UNANSWERED = 20;

const NUMBER = '([+-]?\\d+(?:\\.\\d+)?)';
// The unit is any word: a mass, or N, PCS, % or a custom unit, which `weighed` names without converting.
const WEIGHT_ANSWER = new RegExp(`^S +([SD]) +${NUMBER} +(\\S+)$`);
const TARE_ANSWER = new RegExp(`^TA +A +${NUMBER} +(\\S+)$`);
const GENERAL_ERRORS = ['ES', 'ET', 'EL'];

/** The identifier an answer starts with, by command: `SI` is answered `S S ...`. */
const ANSWER_ID: Record<string, string> = { SI: 'S', S: 'S', TA: 'TA' };

type Tare = { value: number; unit: string; kg: number | null };

const sameTare = (a: Tare | null, b: Tare) => a !== null && a.value === b.value && a.unit === b.unit;

/** A weight read, waiting for the tare asked after it. */
type Pending = { fields: Partial<IndicatorFrame>; raw: string; tareBefore: Tare | null };

/**
 * The parser and the poller of one connection, sharing what the indicator said of its tare. The parser
 * must be told each request written (`sent`): an ES or EL is matched to the oldest unanswered request.
 */
export function mtSicsProtocol(framing: Framing = { end: 'crlf' }, asksTare = true): { parser: Required<StreamParser>; nextRequest: () => string } {
  const unanswered: string[] = [];
  let tare: Tare | null = null;
  let tareRefused = !asksTare;
  let pending: Pending | null = null;

  const frameOf = (fields: Partial<IndicatorFrame>, raw: string, withTare: Tare | null): ParseEvent => ({
    kind: 'frame',
    frame: indicatorFrame(raw, { net: withTare !== null && withTare.value !== 0, tareKg: withTare?.kg ?? null, ...fields }),
  });
  /** The weight waiting for its tare, as a gross weight: the indicator does not tell its tare. */
  const releasePending = (): ParseEvent | null => {
    const waiting = pending;
    pending = null;
    return waiting ? frameOf(waiting.fields, waiting.raw, null) : null;
  };

  /** Takes off the request an answer with this identifier answers, and those before it, never answered. */
  const answeredBy = (id: string) => {
    unanswered.splice(0, unanswered.findIndex((command) => ANSWER_ID[command] === id) + 1);
  };
  const refuseTare = (): ParseEvent | null => {
    tareRefused = true;
    tare = null;
    return releasePending();
  };

  /** ES, ET or EL answer the oldest request unanswered. */
  function generalError(text: string, raw: string): ParseEvent | null {
    const command = unanswered.shift();
    // ES (not known) or EL (not allowed) to TA is a fact about the indicator, not a bad line; ET is noise.
    if (command === 'TA' && text !== 'ET') return refuseTare();
    return { kind: 'error', reason: `the indicator answered ${text}`, raw };
  }

  /** A tare answered: the weight waiting between it and the tare before is read when the two agree. */
  function tareAnswer(text: string, raw: string): ParseEvent | null {
    answeredBy('TA');
    const answer = TARE_ANSWER.exec(text);
    if (text === 'TA I' || text === 'TA L') return refuseTare();
    if (!answer) return { kind: 'error', reason: 'not an answer to TA', raw };
    const now: Tare = { value: Number(answer[1]), unit: answer[2]!, kg: weighed(Number(answer[1]), answer[2]!).weightKg };
    const waiting = pending;
    pending = null;
    tare = now;
    // A tare changed while the weight was read: that weight is dropped, the next poll reads again.
    return waiting && sameTare(waiting.tareBefore, now) ? frameOf(waiting.fields, waiting.raw, now) : null;
  }

  function weightAnswer(text: string, raw: string): ParseEvent | null {
    answeredBy('S');
    const fields = weightFields(text);
    if (!fields) return { kind: 'error', reason: 'not an answer to SI', raw };
    if (tareRefused) return frameOf(fields, raw, null);
    pending = { fields, raw, tareBefore: tare };
    return null;
  }

  function answerEvent(line: string, raw: string): ParseEvent | null {
    const text = line.trim();
    if (GENERAL_ERRORS.includes(text)) return generalError(text, raw);
    const id = text.split(' ')[0];
    if (id === 'TA') return tareAnswer(text, raw);
    if (id === 'S') return weightAnswer(text, raw);
    return { kind: 'error', reason: 'not an answer to SI', raw };
  }

  const split = frameSplitter(framing, answerEvent);
  return {
    parser: {
      push: (chunk) => split(chunk).filter((event) => event !== null),
      sent: (request) => {
        for (const command of request.split(/\r?\n|\r/).filter((line) => line.trim() !== '')) unanswered.push(command.trim());
        unanswered.splice(0, Math.max(0, unanswered.length - MAX_UNANSWERED));
      },
    },
    nextRequest: () => (tareRefused ? SICS_WEIGHT_REQUEST : WEIGHT_AND_TARE_REQUEST),
  };
}

/** What an answer to SI or S says of the weight; null for a line that is not one. */
function weightFields(text: string): Partial<IndicatorFrame> | null {
  const weight = WEIGHT_ANSWER.exec(text);
  if (weight) return { ...weighed(Number(weight[2]), weight[3]!), motion: weight[1] === 'D' };
  if (text === 'S +') return { overload: true };
  if (text === 'S -') return { underZero: true };
  if (text === 'S I') return {};
  return null;
}

/**
 * The answers of an MT-SICS indicator read without asking it anything (what arrived, looked at again):
 * each weight as it comes, gross with no tare. `framing`: the end of line, CR LF unless set otherwise.
 */
export function mtSicsParser(framing: Framing = { end: 'crlf' }): StreamParser {
  return mtSicsProtocol(framing, false).parser;
}
