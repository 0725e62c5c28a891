import type { Response } from 'express';

/** A comment line this often keeps proxies and load balancers from closing an idle push channel. */
export const HEARTBEAT_MS = 15_000;
/** How long a browser's EventSource waits before it reconnects (the monitor's own client has its own backoff). */
const RETRY_MS = 3_000;
/** Node fires a longer timer at once (with a warning), so a later end is put off to this. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** One server-sent event stream, and everything its handler acquired for it. */
export interface EventStream {
  /** Calls `release` once the stream closes, however it closes; at once if it has already. */
  onClose(release: () => void): void;
  /** Sends the headers, the reconnection delay and what was sent before, then heartbeats; nothing once closed. */
  open(): void;
  send(text: string): void;
  /** Ends the stream from the server side: the client reconnects, and is checked again. */
  end(): void;
  /** Ends the stream at `deadline` (its credential's expiry). */
  endAt(deadline: Date): void;
}

/**
 * Made first thing in the handler, before any await: a client that leaves while its request is still being checked
 * fires `close` then, and only a listener already registered hears it. Registered after the awaits, as it was, a
 * stream closed within its first milliseconds kept its subscription and its heartbeat for ever.
 */
export function createEventStream(res: Response): EventStream {
  const releases: Array<() => void> = [];
  let closed = res.closed;
  let opened = false;
  const heardBeforeOpen: string[] = [];

  function close(): void {
    closed = true;
    for (const release of releases.splice(0)) release();
  }
  res.on('close', close);

  const stream: EventStream = {
    onClose(release) {
      if (closed) release();
      else releases.push(release);
    },
    open() {
      if (closed) return;
      opened = true;
      // no-transform: the compression middleware would hold events back until its buffer fills.
      res.status(200).set({
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store, no-transform',
        'X-Accel-Buffering': 'no',
      });
      res.flushHeaders();
      res.write(`retry: ${RETRY_MS}\n: connected\n\n`);
      for (const text of heardBeforeOpen.splice(0)) res.write(text);
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      stream.onClose(() => clearInterval(heartbeat));
    },
    send(text) {
      if (closed) return;
      // Heard while the handler still awaits (its watch is set up before it answers): written once open() has sent
      // the headers, not before them (a write would send a bare 200 and open() would then throw).
      if (opened) res.write(text);
      else heardBeforeOpen.push(text);
    },
    end() {
      // Before open() the handler has not answered yet (its error, if any, still goes out): only release.
      if (opened) res.end();
      else close();
    },
    endAt(deadline) {
      const timer = setTimeout(() => stream.end(), Math.min(MAX_TIMER_MS, deadline.getTime() - Date.now()));
      timer.unref();
      stream.onClose(() => clearTimeout(timer));
    },
  };
  return stream;
}
