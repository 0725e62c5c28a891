import { TYPING_PROGRESS_INTERVAL_MS, TYPING_PROGRESS_MEDIA_TYPE, type TypingEvent } from '@academy/api';
import type { Request, Response } from 'express';

/** Whether the call asked for the typing's progress (one TypingEvent a line) rather than one answer at the end. */
export function wantsProgress(req: Request): boolean {
  return (req.get('accept') ?? '').toLowerCase().includes(TYPING_PROGRESS_MEDIA_TYPE);
}

/**
 * The typing's progress as NDJSON: 200 at once, then one event a line, each written as it happens; progress lines at
 * most every TYPING_PROGRESS_INTERVAL_MS (the first at once), so a long paste tells its client about five times a
 * second whatever the batches' pace. `end` writes the last line.
 */
export function openTypingStream(res: Response, now: () => number = performance.now.bind(performance)) {
  res.status(200);
  res.setHeader('Content-Type', `${TYPING_PROGRESS_MEDIA_TYPE}; charset=utf-8`);
  res.setHeader('Cache-Control', 'no-store');
  // Lines go out as written, not held by a proxy.
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
  let lastProgress = Number.NEGATIVE_INFINITY;
  const write = (event: TypingEvent) => {
    if (!res.writableEnded) res.write(`${JSON.stringify(event)}\n`);
  };
  return {
    send(event: TypingEvent): void {
      if (event.type === 'progress') {
        if (now() - lastProgress < TYPING_PROGRESS_INTERVAL_MS) return;
        lastProgress = now();
      }
      write(event);
    },
    end(last: Extract<TypingEvent, { type: 'done' | 'failed' }>): void {
      write(last);
      if (!res.writableEnded) res.end();
    },
  };
}
