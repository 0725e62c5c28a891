import {
  $runtimeConfig,
  $studentClassEnd,
  signedOut,
  studentChannelOpened,
  studentChannelReleased,
  studentChannelRequested,
  studentNoticeReceived,
  studentSignedIn,
} from '@academy/bus';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { until } from '../testing/until';
import { $isStudentChannelOpen } from './model';

const END = { endsAt: '2026-03-10T17:00:00.000Z', labsEndAt: '2026-03-10T17:15:00.000Z' };

/**
 * A fetch that answers every push channel request with a stream that tells the class's end (after the raw events
 * `before`), and stays open.
 */
function fakeServer(before = '') {
  const requests: Array<{ url: string; authorization: string | null; signal: AbortSignal | undefined }> = [];
  const fetchMock = rs.fn(async (url: string, init?: RequestInit) => {
    requests.push({
      url,
      authorization: new Headers(init?.headers).get('Authorization'),
      signal: init?.signal ?? undefined,
    });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode(
            `: connected\n\n${before}event: student-notice\ndata: ${JSON.stringify({ kind: 'class-end', ...END })}\n\n`,
          ),
        );
      },
    });
    return new Response(body, { status: 200 });
  });
  return { requests, fetchMock };
}

async function signedInScope() {
  const scope = fork({
    values: [[$runtimeConfig, { ...$runtimeConfig.defaultState, apiBaseUrl: 'https://api.test' }]],
  });
  await allSettled(studentSignedIn, { scope, params: { email: 'ann@academy.test', passphrase: 'amber river' } });
  return scope;
}

describe('student push channel', () => {
  afterEach(() => {
    rs.unstubAllGlobals();
  });

  it("opens once for two pages with the student's credential, and puts its notices on the bus", async () => {
    const server = fakeServer();
    rs.stubGlobal('fetch', server.fetchMock);
    const scope = await signedInScope();
    const heard: unknown[] = [];
    studentNoticeReceived.watch((notice) => heard.push(notice));
    let openings = 0;
    studentChannelOpened.watch(() => {
      openings += 1;
    });
    await allSettled(studentChannelRequested, { scope });
    await allSettled(studentChannelRequested, { scope });
    expect(await until(() => scope.getState($studentClassEnd) !== null)).toBe(true);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.url).toBe('https://api.test/api/training-class/events');
    expect(server.requests[0]?.authorization).toBe(`Basic ${btoa('ann@academy.test:amber river')}`);
    expect(scope.getState($studentClassEnd)).toEqual(END);
    expect(heard).toContainEqual({ kind: 'class-end', ...END });
    // The pages read again what they show from the channel (a reconnect may have missed a notice).
    expect(openings).toBe(1);

    // One page closed: the other still shows the time.
    await allSettled(studentChannelReleased, { scope });
    expect(scope.getState($isStudentChannelOpen)).toBe(true);
    expect(server.requests[0]?.signal?.aborted).toBe(false);
    await allSettled(studentChannelReleased, { scope });
    expect(scope.getState($isStudentChannelOpen)).toBe(false);
    expect(server.requests[0]?.signal?.aborted).toBe(true);
  });

  it('drops a notice that is not what its kind must be, and keeps the channel open', async () => {
    const garbled = [
      'not json',
      JSON.stringify({ kind: 'message', message: { id: 'm1', text: 'no sender' } }),
      JSON.stringify({ kind: 'class-end', endsAt: 17 }),
    ];
    const server = fakeServer(garbled.map((data) => `event: student-notice\ndata: ${data}\n\n`).join(''));
    rs.stubGlobal('fetch', server.fetchMock);
    const scope = await signedInScope();
    const heard: unknown[] = [];
    const unwatch = studentNoticeReceived.watch((notice) => heard.push(notice));
    await allSettled(studentChannelRequested, { scope });
    expect(await until(() => scope.getState($studentClassEnd) !== null)).toBe(true);
    unwatch();
    expect(heard).toEqual([{ kind: 'class-end', ...END }]);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.signal?.aborted).toBe(false);
    await allSettled(studentChannelReleased, { scope });
  });

  it('closes on sign-out and forgets the class end', async () => {
    const server = fakeServer();
    rs.stubGlobal('fetch', server.fetchMock);
    const scope = await signedInScope();
    await allSettled(studentChannelRequested, { scope });
    expect(await until(() => scope.getState($studentClassEnd) !== null)).toBe(true);
    await allSettled(signedOut, { scope });
    expect(server.requests[0]?.signal?.aborted).toBe(true);
    expect(scope.getState($studentClassEnd)).toBeNull();
    expect(scope.getState($isStudentChannelOpen)).toBe(false);
  });

  it('opens nothing without a signed-in student', async () => {
    const server = fakeServer();
    rs.stubGlobal('fetch', server.fetchMock);
    const scope = fork();
    await allSettled(studentChannelRequested, { scope });
    expect(server.requests).toHaveLength(0);
  });
});
