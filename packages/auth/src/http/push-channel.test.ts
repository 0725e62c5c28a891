import { describe, expect, it } from '@rstest/core';
import { until } from '../testing/until';
import { defaultBackoffMs, openPushChannel, parseServerSentEvents } from './push-channel';

function streamOf(chunks: string[], keepOpen: boolean): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!keepOpen) controller.close();
    },
  });
}

describe('parseServerSentEvents', () => {
  it('splits complete events, skips comments, and keeps the unfinished rest', () => {
    const { events, rest } = parseServerSentEvents(
      'retry: 3000\n: connected\n\nevent: lab-changed\ndata: {"email":"a","reason":"hand"}\n\nevent: lab-ch',
    );
    expect(events).toEqual([{ event: 'lab-changed', data: '{"email":"a","reason":"hand"}' }]);
    expect(rest).toBe('event: lab-ch');
  });
});

describe('openPushChannel', () => {
  it('sends the current bearer token, reports each change, and reconnects with backoff after a drop', async () => {
    const calls: Array<{ url: string; authorization: string | null }> = [];
    const log: string[] = [];
    const changes: Array<{ event: string; data: string }> = [];
    let token = 'token-1';
    const fakeFetch = (async (url: string, init?: RequestInit) => {
      calls.push({ url, authorization: new Headers(init?.headers).get('Authorization') });
      if (calls.length === 1) return new Response(null, { status: 401 });
      const event = 'event: lab-changed\ndata: {"email":"a@x","reason":"power"}\n\n';
      // The second stream ends (a proxy closed it); the third stays open.
      return new Response(streamOf([': connected\n\n', event.slice(0, 20), event.slice(20)], calls.length > 2), {
        status: 200,
      });
    }) as typeof fetch;

    const channel = openPushChannel({
      url: '/api/training-class/c1/events',
      authorization: () => `Bearer ${token}`,
      fetch: fakeFetch,
      backoffMs: (attempt) => attempt,
      handlers: {
        onOpen: () => log.push('open'),
        onEvent: (event, data) => changes.push({ event, data }),
        onDrop: (retryInMs, status) => {
          log.push(`drop ${retryInMs} ${status}`);
          token = 'token-2';
        },
      },
    });
    expect(await until(() => calls.length === 3 && changes.length === 2)).toBe(true);
    channel.close();
    expect(calls.map((call) => call.authorization)).toEqual(['Bearer token-1', 'Bearer token-2', 'Bearer token-2']);
    expect(log).toEqual(['drop 0 401', 'open', 'drop 0 200', 'open']);
    const change = { event: 'lab-changed', data: '{"email":"a@x","reason":"power"}' };
    expect(changes).toEqual([change, change]);
  });

  it('gives up on a refusal no later attempt can change, and tells it once', async () => {
    let calls = 0;
    const refused: number[] = [];
    const drops: number[] = [];
    const channel = openPushChannel({
      url: '/api/training-class/events',
      authorization: () => 'Basic abc',
      fetch: (async () => {
        calls += 1;
        return new Response(null, { status: calls === 1 ? 503 : 401 });
      }) as typeof fetch,
      backoffMs: () => 0,
      givesUpOn: [401],
      handlers: {
        onOpen: () => undefined,
        onEvent: () => undefined,
        onDrop: (_retryInMs, status) => drops.push(status ?? 0),
        onRefused: (status) => refused.push(status),
      },
    });
    expect(await until(() => refused.length === 1)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    channel.close();
    expect({ calls, drops, refused }).toEqual({ calls: 2, drops: [503], refused: [401] });
  });

  it('backs off 1 s, 2 s, 4 s ... up to 30 s', () => {
    expect([0, 1, 2, 5, 10].map(defaultBackoffMs)).toEqual([1_000, 2_000, 4_000, 30_000, 30_000]);
  });
});
