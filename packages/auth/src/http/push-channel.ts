/** What the push channel tells its owner. */
export interface PushChannelHandlers {
  /** The stream is open: whatever happened while it was closed is unknown, so read everything again. */
  onOpen(): void;
  /** One server-sent event: its name and its data. */
  onEvent(event: string, data: string): void;
  /** The stream ended or could not open; the next attempt follows after `retryInMs`. */
  onDrop(retryInMs: number, status: number | null): void;
  /** The server refused with a status of `givesUpOn`: no attempt follows. */
  onRefused?(status: number): void;
}

export interface PushChannelOptions {
  url: string;
  /** The Authorization header, read on each attempt: a token is renewed while the page stays open. */
  authorization(): string;
  handlers: PushChannelHandlers;
  /** Refusals no later attempt can change (a student's credential after the class), which end the channel. */
  givesUpOn?: readonly number[];
  fetch?: typeof fetch;
  /** Waits between attempts (tests shorten it). */
  backoffMs?(attempt: number): number;
}

/** 1 s, 2 s, 4 s ... up to 30 s; the first attempt after a stream that was open starts again at 1 s. */
export function defaultBackoffMs(attempt: number): number {
  return Math.min(30_000, 1_000 * 2 ** attempt);
}

/** Splits server-sent event text into complete events; answers them and the unfinished rest. */
export function parseServerSentEvents(text: string): { events: Array<{ event: string; data: string }>; rest: string } {
  const events: Array<{ event: string; data: string }> = [];
  const blocks = text.replaceAll('\r\n', '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/**
 * A push channel of the API: server-sent events read with fetch (an EventSource cannot send the Authorization
 * header), opened again by itself with backoff until closed or refused for good. Nothing is sent while nothing
 * changes.
 */
export function openPushChannel(options: PushChannelOptions): { close(): void } {
  const { url, handlers, backoffMs = defaultBackoffMs } = options;
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  let closed = false;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;

  async function readStream(response: Response): Promise<void> {
    const reader = response.body?.getReader();
    if (!reader) return;
    const decoder = new TextDecoder();
    let buffered = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      const parsed = parseServerSentEvents(buffered + decoder.decode(value, { stream: true }));
      buffered = parsed.rest;
      for (const { event, data } of parsed.events) {
        handlers.onEvent(event, data);
      }
    }
  }

  async function connect(): Promise<void> {
    controller = new AbortController();
    let status: number | null = null;
    try {
      const response = await fetchImpl(url, {
        headers: { Authorization: options.authorization(), Accept: 'text/event-stream' },
        signal: controller.signal,
        cache: 'no-store',
      });
      status = response.status;
      if (response.ok) {
        attempt = 0;
        handlers.onOpen();
        await readStream(response);
      }
    } catch {
      // A network failure or the abort of close(): either way the stream is over.
    }
    if (closed) return;
    if (status !== null && options.givesUpOn?.includes(status)) {
      closed = true;
      handlers.onRefused?.(status);
      return;
    }
    const retryInMs = backoffMs(attempt);
    attempt += 1;
    handlers.onDrop(retryInMs, status);
    timer = setTimeout(() => void connect(), retryInMs);
  }

  void connect();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      controller?.abort();
    },
  };
}
