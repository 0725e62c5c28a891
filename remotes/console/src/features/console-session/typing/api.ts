import { HttpError, parseTypingEvent, TYPING_PROGRESS_MEDIA_TYPE, type TypingEvent } from '@academy/api';
import type { TypingCall, TypingEnd } from './typing-call';

/**
 * POST /api/training-class/vm/{machineId}/type with its progress (issue 41), loaded with the first text typed: the
 * lines are parsed with the contract's parseTypingEvent, which /view does not carry until then.
 */

/** The answer ended before its last line (the connection dropped): some characters may have been typed. */
export class TypingInterruptedError extends Error {
  constructor() {
    super('The typing progress ended before its last line.');
    this.name = 'TypingInterruptedError';
  }
}

async function errorMessageOf(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
    return typeof message === 'string' ? message : response.statusText;
  } catch {
    return response.statusText;
  }
}

/**
 * Reads the answer's lines (NDJSON, split anywhere between chunks) until the last one, `done` or `failed`, which it
 * answers; every line before it goes to `onEvent`. Throws an AnswerError for a line that is not an event.
 */
export async function readTypingEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: TypingEvent) => void,
): Promise<TypingEnd> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const lines = (pending + decoder.decode(value, { stream: true })).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line.trim() === '') continue;
        const event = parseTypingEvent(line);
        if (event.type === 'done' || event.type === 'failed') return event;
        onEvent(event);
      }
    }
  } finally {
    // Stops reading (and, after the last line, lets the connection go) whatever ended the loop.
    reader.cancel().catch(() => undefined);
  }
  throw new TypingInterruptedError();
}

/**
 * Sends the text and follows its typing to the end. A refusal (nothing typed) throws an HttpError with the server's
 * words; aborting `signal` closes the request, which cancels the typing on the server.
 */
export async function typeWithProgress({ url, headers, input, signal, onEvent }: TypingCall): Promise<TypingEnd> {
  const sent = new Headers(headers);
  sent.set('Content-Type', 'application/json');
  sent.set('Accept', TYPING_PROGRESS_MEDIA_TYPE);
  const response = await fetch(url, {
    method: 'POST',
    headers: sent,
    body: JSON.stringify(input),
    signal,
  });
  if (!response.ok) throw new HttpError(response.status, await errorMessageOf(response));
  if (!response.body) throw new TypingInterruptedError();
  return readTypingEvents(response.body, onEvent);
}
