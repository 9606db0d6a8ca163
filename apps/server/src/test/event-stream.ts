/**
 * A Server-Sent Events client for tests, reading a real HTTP stream with fetch as the web app does: each
 * event with its name, data and the time it arrived, and the stream's `retry:` field.
 */
/** `at`: when the event arrived, wall-clock ms with sub-millisecond precision (comparable with Date.now()). */
export type StreamedEvent = { event: string; data: string; at: number };

export type EventStreamClient = {
  status: number;
  headers: Headers;
  events: StreamedEvent[];
  retryMs: number | undefined;
  /** Resolves when the server has ended the stream. */
  ended: Promise<void>;
  /** Waits for the next event (after those already taken by earlier calls) that matches. */
  next: (event: string, matches?: (data: string) => boolean, timeoutMs?: number) => Promise<StreamedEvent>;
  close: () => void;
};

export async function openEventStream(url: string, token: string | undefined): Promise<EventStreamClient> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: abort.signal });
  const client: EventStreamClient = {
    status: response.status,
    headers: response.headers,
    events: [],
    retryMs: undefined,
    ended: Promise.resolve(),
    next: async () => {
      throw new Error('no stream');
    },
    close: () => abort.abort(),
  };
  if (!response.body) return client;
  let taken = 0;
  const read = (block: string) => {
    const fields = block.split('\n').map((line) => /^([^:]*):?\s?(.*)$/.exec(line)!.slice(1) as [string, string]);
    const retry = fields.find(([name]) => name === 'retry');
    if (retry) client.retryMs = Number(retry[1]);
    const event = fields.find(([name]) => name === 'event')?.[1];
    const data = fields.filter(([name]) => name === 'data').map(([, value]) => value);
    if (data.length > 0) client.events.push({ event: event ?? 'message', data: data.join('\n'), at: performance.timeOrigin + performance.now() });
  };
  client.ended = (async () => {
    const decoder = new TextDecoder();
    let pending = '';
    try {
      for await (const chunk of response.body!) {
        pending += decoder.decode(chunk, { stream: true });
        const blocks = pending.split('\n\n');
        pending = blocks.pop() ?? '';
        for (const block of blocks) read(block);
      }
    } catch {
      // Closed by the test.
    }
  })();
  client.next = async (event, matches = () => true, timeoutMs = 8000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = client.events.findIndex((candidate, at) => at >= taken && candidate.event === event && matches(candidate.data));
      if (index >= 0) {
        taken = index + 1;
        return client.events[index]!;
      }
      if (Date.now() > deadline) throw new Error(`no ${event} event within ${timeoutMs} ms; got ${JSON.stringify(client.events.slice(-5))}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return client;
}
