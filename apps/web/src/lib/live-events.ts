/**
 * A Server-Sent Events stream read with fetch, so that it can carry the bearer token in a header (the
 * browser's EventSource cannot send one). It reconnects by itself after a short wait when the stream
 * ends, fails or falls silent, and stops for good when told to or when the server refuses it for a
 * reason that waiting does not mend.
 *
 * @example
 * const stop = followLiveEvents({ url, headers, onEvent: show, onOnline: setOnline, onRefused: () => true, silenceLimitMs: 30_000 });
 * // later, when the page closes:
 * stop();
 */
import { createParser } from 'eventsource-parser';

export type LiveEvent = { event: string; data: string };

/** The waits between attempts: short at first, so a stream that dropped for a moment is back within a second. */
export const RECONNECT_DELAYS_MS: readonly number[] = [500, 1000, 2000, 5000];

/** The longest event a stream may send; a reading is well under a kilobyte. */
const MAX_EVENT_CHARS = 1_000_000;

export type LiveEventsOptions = {
  url: string;
  /** The headers of each attempt, read afresh so that a renewed token is sent. */
  headers: () => Record<string, string>;
  onEvent: (event: LiveEvent) => void;
  /** True once an attempt's stream is open, false when it is lost (and is being tried again). */
  onOnline: (online: boolean) => void;
  /** An answer that is not a stream: true to try again after a wait, false to stop. */
  onRefused: (response: Response) => boolean | Promise<boolean>;
  /** With nothing received for this long the stream counts as lost; the server's heartbeat comes sooner. */
  silenceLimitMs: number;
  reconnectDelaysMs?: readonly number[];
};

/** Starts following the stream; the function it returns closes it and stops trying. */
export function followLiveEvents(options: LiveEventsOptions): () => void {
  const stopped = new AbortController();
  void keepFollowing(options, stopped.signal);
  return () => stopped.abort();
}

type Outcome = 'received' | 'lost' | 'stop';

async function keepFollowing(options: LiveEventsOptions, stopped: AbortSignal): Promise<void> {
  const delays = options.reconnectDelaysMs ?? RECONNECT_DELAYS_MS;
  let failures = 0;
  for (;;) {
    const outcome = await followOnce(options, stopped);
    if (outcome === 'stop' || stopped.aborted) return;
    // A stream that delivered events was good: its loss is a first failure, retried after the shortest wait.
    if (outcome === 'received') failures = 0;
    await pause(delays[Math.min(failures, delays.length - 1)] ?? 0, stopped);
    failures += 1;
  }
}

/** One attempt: open the stream and read it until it ends, fails, falls silent or is stopped. */
async function followOnce(options: LiveEventsOptions, stopped: AbortSignal): Promise<Outcome> {
  const attempt = new AbortController();
  const abort = () => attempt.abort();
  stopped.addEventListener('abort', abort);
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  const watch = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(abort, options.silenceLimitMs);
  };
  let online = false;
  let received = false;
  try {
    watch();
    const response = await fetch(options.url, { headers: options.headers(), cache: 'no-store', signal: attempt.signal });
    if (!response.ok || !response.body) {
      clearTimeout(watchdog);
      return (await options.onRefused(response)) ? 'lost' : 'stop';
    }
    if (!response.headers.get('Content-Type')?.startsWith('text/event-stream')) return 'lost';
    online = true;
    options.onOnline(true);
    const parser = createParser({
      // A stream that never ends its line or event is not one: past this the parser stops and the stream is opened again.
      maxBufferSize: MAX_EVENT_CHARS,
      onEvent: (message) => {
        received = true;
        options.onEvent({ event: message.event ?? 'message', data: message.data });
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      watch();
      parser.feed(value);
    }
  } catch {
    // The network failed, the watchdog or stop aborted the attempt: lost either way, retried unless stopped.
  } finally {
    clearTimeout(watchdog);
    stopped.removeEventListener('abort', abort);
    attempt.abort();
    if (online && !stopped.aborted) options.onOnline(false);
  }
  if (stopped.aborted) return 'stop';
  return received ? 'received' : 'lost';
}

function pause(ms: number, stopped: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stopped.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    stopped.addEventListener('abort', done);
  });
}
