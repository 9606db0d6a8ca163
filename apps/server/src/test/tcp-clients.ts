/**
 * TCP clients of the simulators and of real devices: one that reads an indicator with a server parser,
 * one for line-based peers (control ports, card readers), and a probe of whether a port takes connections.
 */
import { connect, type Socket } from 'node:net';
import type { IndicatorFrame, ParseEvent, StreamParser } from '../modules/scales/protocols/reading.js';

export type IndicatorClient = {
  socket: Socket;
  /** Every event the parser found so far, in order. */
  events: ParseEvent[];
  /** The next frame, from now on, that passes `test`. */
  nextFrame(test?: (frame: IndicatorFrame) => boolean, timeoutMs?: number): Promise<IndicatorFrame>;
  /**
   * The frame of a continuous protocol that shows a change just made: the second from now, since one
   * already on its way when the state changed may arrive first.
   */
  freshFrame(timeoutMs?: number): Promise<IndicatorFrame>;
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
    async freshFrame(timeoutMs) {
      await nextFrame(undefined, timeoutMs);
      return nextFrame(undefined, timeoutMs);
    },
    ask(request, timeoutMs) {
      const answer = nextFrame(undefined, timeoutMs);
      socket.write(request);
      return answer;
    },
    closed,
    close: () => socket.destroy(),
  };
}


export type LineClient = {
  socket: Socket;
  /** Every complete line received so far, without its line end. */
  lines: string[];
  /** The next line received from now on. */
  nextLine(timeoutMs?: number): Promise<string>;
  /** Sends a line and waits for the one that answers it. */
  ask(line: string, timeoutMs?: number): Promise<string>;
  closed: Promise<void>;
  close(): void;
};

export async function connectLines(port: number): Promise<LineClient> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  let pending = '';
  socket.on('data', (chunk: Buffer) => {
    const parts = (pending + chunk.toString('latin1')).split(/\r?\n/);
    pending = parts.pop() ?? '';
    for (const line of parts) {
      lines.push(line);
      waiting.shift()?.(line);
    }
  });
  socket.on('error', () => socket.destroy());
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const nextLine = (timeoutMs = 2_000) =>
    new Promise<string>((resolve, reject) => {
      const wake = (line: string) => {
        clearTimeout(timer);
        resolve(line);
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(wake), 1);
        reject(new Error(`no line within ${timeoutMs} ms`));
      }, timeoutMs);
      waiting.push(wake);
    });
  return {
    socket,
    lines,
    nextLine,
    ask(line, timeoutMs) {
      const answer = nextLine(timeoutMs);
      socket.write(`${line}\n`);
      return answer;
    },
    closed,
    close: () => socket.destroy(),
  };
}

/** `connected`, or the error code of a refused connection (ECONNREFUSED). */
export function connectionAnswer(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}
