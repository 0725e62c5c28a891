import { AnswerError, HttpError, TYPING_PROGRESS_MEDIA_TYPE, type TypingEvent } from '@academy/api';
import { afterEach, describe, expect, it } from '@rstest/core';
import { readTypingEvents, TypingInterruptedError, typeWithProgress } from './api';

/** A body that arrives in these chunks, as a slow connection splits it. */
function bodyOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('the typing progress lines', () => {
  it('reads lines split anywhere between chunks, and answers the last one', async () => {
    const events: TypingEvent[] = [];
    const end = await readTypingEvents(
      bodyOf(
        '{"type":"progress","charactersTyped":1200,"charac',
        'ters":4000}\n{"type":"held","message":"Your instructor has paused the lab screens."}\n\n',
        '{"type":"resumed"}\n{"type":"done","charactersTyped":4000,"layout":"de","durationMs":9000}\n',
      ),
      (event) => events.push(event),
    );
    expect(events).toEqual([
      { type: 'progress', charactersTyped: 1200, characters: 4000 },
      { type: 'held', message: 'Your instructor has paused the lab screens.' },
      { type: 'resumed' },
    ]);
    expect(end).toEqual({ type: 'done', charactersTyped: 4000, layout: 'de', durationMs: 9000 });
  });

  it('answers a failure as its last line', async () => {
    const end = await readTypingEvents(
      bodyOf('{"type":"failed","status":409,"message":"Start DC01, then type again."}\n'),
      () => undefined,
    );
    expect(end).toEqual({ type: 'failed', status: 409, message: 'Start DC01, then type again.' });
  });

  it('says so when the answer ends before its last line', async () => {
    await expect(
      readTypingEvents(bodyOf('{"type":"progress","charactersTyped":1,"characters":2}\n'), () => undefined),
    ).rejects.toBeInstanceOf(TypingInterruptedError);
  });

  it('refuses a line that is not an event', async () => {
    await expect(readTypingEvents(bodyOf('{"type":"cancelled"}\n'), () => undefined)).rejects.toBeInstanceOf(
      AnswerError,
    );
  });
});

describe('typeWithProgress', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('asks for the progress and throws a refusal in the server’s words, status kept', async () => {
    const sent: RequestInit[] = [];
    globalThis.fetch = async (_url, init) => {
      sent.push(init ?? {});
      return new Response(JSON.stringify({ message: '€ cannot be typed on a US keyboard.' }), { status: 400 });
    };
    const typing = typeWithProgress({
      url: '/api/training-class/vm/vm-7/type',
      headers: { Authorization: 'Basic abc' },
      input: { text: '5 €' },
      signal: new AbortController().signal,
      onEvent: () => undefined,
    });
    await expect(typing).rejects.toEqual(new HttpError(400, '€ cannot be typed on a US keyboard.'));
    const headers = new Headers(sent[0]?.headers);
    expect(headers.get('Accept')).toBe(TYPING_PROGRESS_MEDIA_TYPE);
    expect(headers.get('Authorization')).toBe('Basic abc');
    expect(sent[0]?.body).toBe('{"text":"5 €"}');
  });
});
