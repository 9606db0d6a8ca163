/**
 * Splits a byte stream into the frames of a text protocol: lines ended by CR LF, CR or LF, frames from
 * STX to ETX, or frames of a fixed length from STX. A frame that never ends is dropped.
 */
import type { LineEnd } from '@weighbridge/contract/scales';
import { printable } from './reading.js';

/** A line that never ends is dropped past this length rather than gathered. */
const MAX_LINE = 128;
const STX = '\x02';
const ETX = '\x03';

/** What a splitter says of a line that never ended. */
export type LineError = { kind: 'error'; reason: string; raw: string };

/** How a protocol's frames end: a line end (`line`: any of CR LF, CR or LF), ETX, or a count of characters from STX. */
export type Framing = { end: Exclude<LineEnd, 'length'> | 'line' } | { end: 'length'; length: number };

const LINE_ENDS: Record<'crlf' | 'cr' | 'lf' | 'line', string | RegExp> = { crlf: '\r\n', cr: '\r', lf: '\n', line: /\r\n|\r|\n/ };

/** `answer` reads each line that is not blank: an indicator's frame, a card reader's card number. */
export function lineSplitter<Event>(ends: RegExp, answer: (line: string) => Event) {
  let pending = '';
  return (chunk: Buffer): (Event | LineError)[] => {
    pending += chunk.toString('latin1');
    const lines = pending.split(ends);
    pending = lines.pop() ?? '';
    const events: (Event | LineError)[] = lines.filter((line) => line.trim() !== '').map(answer);
    if (pending.length > MAX_LINE) {
      events.push(unended(pending));
      pending = '';
    }
    return events;
  };
}

/**
 * `answer` reads each frame without its framing (the line end; STX and ETX; STX of a fixed-length frame).
 * `raw` is the frame as it came, framing included, as the manuals print it.
 */
export function frameSplitter<Event>(framing: Framing, answer: (text: string, raw: string) => Event) {
  if (framing.end === 'length') return fixedLengthSplitter(framing.length, answer);
  const end = framing.end === 'etx' ? ETX : LINE_ENDS[framing.end];
  let pending = '';
  return (chunk: Buffer): (Event | LineError)[] => {
    pending += chunk.toString('latin1');
    const pieces = pending.split(end);
    pending = pieces.pop() ?? '';
    const events: (Event | LineError)[] = [];
    for (const piece of pieces) {
      // Between ETX-framed frames may stand a line end or noise: the frame starts at its STX, where it has one.
      const frame = framing.end === 'etx' ? piece.slice(Math.max(0, piece.lastIndexOf(STX))) : piece;
      const text = framing.end === 'etx' && frame.startsWith(STX) ? frame.slice(1) : frame;
      if (text.trim() === '') continue;
      events.push(answer(text, printable(typeof end === 'string' ? frame + end : frame)));
    }
    if (pending.length > MAX_LINE) {
      events.push(unended(pending));
      pending = '';
    }
    return events;
  };
}

function fixedLengthSplitter<Event>(length: number, answer: (text: string, raw: string) => Event) {
  let pending = '';
  return (chunk: Buffer): (Event | LineError)[] => {
    pending += chunk.toString('latin1');
    const events: (Event | LineError)[] = [];
    for (;;) {
      const start = pending.indexOf(STX);
      if (start < 0) {
        if (pending.length > MAX_LINE) {
          events.push({ kind: 'error', reason: 'bytes outside a frame', raw: printable(pending) });
          pending = '';
        }
        break;
      }
      if (start > 0) {
        // A line end after each frame is common and says nothing; anything else is noise.
        if (pending.slice(0, start).trim() !== '') events.push({ kind: 'error', reason: 'bytes outside a frame', raw: printable(pending.slice(0, start)) });
        pending = pending.slice(start);
      }
      if (pending.length < length) break;
      const frame = pending.slice(0, length);
      pending = pending.slice(length);
      events.push(answer(frame.slice(1), printable(frame)));
    }
    return events;
  };
}

function unended(pending: string): LineError {
  return { kind: 'error', reason: 'a line without an end', raw: printable(pending) };
}
