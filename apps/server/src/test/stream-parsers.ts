/** Feeding an indicator protocol's parser as a connection would, and reading what it found. */
import type { ParseEvent, StreamParser } from '../modules/scales/protocols/reading.js';

/** The events of the chunks given one after the other, as they would arrive over a connection. */
export const readChunks = (parser: StreamParser, ...chunks: string[]): ParseEvent[] =>
  chunks.flatMap((chunk) => parser.push(Buffer.from(chunk, 'latin1')));

export const framesIn = (events: ParseEvent[]) => events.flatMap((event) => (event.kind === 'frame' ? [event.frame] : []));

export const errorsIn = (events: ParseEvent[]) => events.flatMap((event) => (event.kind === 'error' ? [event.reason] : []));
