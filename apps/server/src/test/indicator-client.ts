/** A TCP client of a (simulated) indicator that reads what it sends with one of the server's parsers. */
import { connect, type Socket } from 'node:net';
import type { IndicatorFrame, ParseEvent, StreamParser } from '../modules/scales/protocols/reading.js';

export type IndicatorClient = {
  socket: Socket;
  /** Every event the parser found so far, in order. */
  events: ParseEvent[];
  /** The next frame, from now on, that passes `test`. */
  nextFrame(test?: (frame: IndicatorFrame) => boolean, timeoutMs?: number): Promise<IndicatorFrame>;
  /** Sends a request (polled protocols) and waits for the frame that answers it. */
  ask(request: string, timeoutMs?: number): Promise<IndicatorFrame>;
  /** Resolves when the indicator closes the connection. */
  closed: Promise<void>;
  close(): void;
};

export async function connectIndicator(port: number, parser: StreamParser): Promise<IndicatorClient> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const events: ParseEvent[] = [];
  const waiting = new Set<(frame: IndicatorFrame) => void>();
  socket.on('data', (chunk: Buffer) => {
    for (const event of parser.push(chunk)) {
      events.push(event);
      if (event.kind === 'frame') for (const wake of [...waiting]) wake(event.frame);
    }
  });
  socket.on('error', () => socket.destroy());
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));

  const nextFrame = (test: (frame: IndicatorFrame) => boolean = () => true, timeoutMs = 2_000) =>
    new Promise<IndicatorFrame>((resolve, reject) => {
      const wake = (frame: IndicatorFrame) => {
        if (!test(frame)) return;
        waiting.delete(wake);
        clearTimeout(timer);
        resolve(frame);
      };
      const timer = setTimeout(() => {
        waiting.delete(wake);
        reject(new Error(`no such frame within ${timeoutMs} ms`));
      }, timeoutMs);
      waiting.add(wake);
    });

  return {
    socket,
    events,
    nextFrame,
    ask(request, timeoutMs) {
      const answer = nextFrame(undefined, timeoutMs);
      socket.write(request);
      return answer;
    },
    closed,
    close: () => socket.destroy(),
  };
}
