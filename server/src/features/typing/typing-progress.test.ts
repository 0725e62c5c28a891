import {
  type ApiErrorBody,
  type AuditEntry,
  parseTypingEvent,
  type StudentLoginResponse,
  TYPED_TEXT_MAX_BYTES,
  TYPING_PROGRESS_INTERVAL_MS,
  TYPING_PROGRESS_MEDIA_TYPE,
  type TypingEvent,
} from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { sharedTestServer } from '../../../test-support/shared-test-server';
import { ownRunningClass } from '../../../test-support/test-classes';
import { type Auth, authorization, basicAuth, type TestServer } from '../../../test-support/test-server';
import type { TestClassView } from '../../test-hooks/test-hooks';

let server: TestServer;
let instructor: Auth;
let trainingClass: TestClassView;
let alice: Auth;
let vms: string[];

/** A typing with Accept: application/x-ndjson: its answer's status and type, and its lines as they arrive. */
async function streamTyping(vm: string, body: unknown) {
  const cancel = new AbortController();
  const started = performance.now();
  const response = await fetch(`${server.url}/api/training-class/vm/${vm}/type`, {
    method: 'POST',
    headers: {
      authorization: authorization(alice),
      'content-type': 'application/json',
      accept: TYPING_PROGRESS_MEDIA_TYPE,
    },
    body: JSON.stringify(body),
    signal: cancel.signal,
  });
  const events: TypingEvent[] = [];
  const read = async () => {
    if (!response.body || !response.headers.get('content-type')?.startsWith(TYPING_PROGRESS_MEDIA_TYPE)) return;
    let pending = '';
    for await (const chunk of response.body.pipeThrough(new TextDecoderStream())) {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      events.push(...lines.map(parseTypingEvent));
    }
  };
  const ended = read().then(
    () => performance.now() - started,
    (error: unknown) => {
      if (!cancel.signal.aborted) throw error;
      return performance.now() - started;
    },
  );
  return { response, events, ended, cancel: () => cancel.abort() };
}

const typesOf = (events: readonly TypingEvent[]) => events.map((event) => event.type);

async function typedText(vm: string): Promise<string> {
  return (await server.call<{ typedText: string }>('GET', `/__test__/machines/${vm}/keyboard`)).body.typedText;
}

async function pauseScreens(paused: boolean) {
  const screens = `/api/training-class/${trainingClass.id}/screens`;
  expect((await server.call('PUT', screens, { auth: instructor, body: { paused } })).status).toBe(200);
}

async function auditDetails(vm: string): Promise<(string | null)[]> {
  const { body } = await server.call<AuditEntry[]>('GET', `/api/training-class/${trainingClass.id}/audit`, {
    auth: instructor,
  });
  return body.filter((entry) => entry.action === 'text-typed' && entry.target === vm).map((entry) => entry.detail);
}

beforeAll(async () => {
  server = await sharedTestServer();
  instructor = { bearer: await server.instructorToken() };
  trainingClass = await ownRunningClass(server, instructor, 'Typing progress');
  alice = basicAuth(trainingClass.emails[0] ?? '', trainingClass.passphrase);
  const login = await server.call<StudentLoginResponse>('POST', '/api/training-class/login', { auth: alice });
  vms = login.body.vms.map((vm) => vm.vm);
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
});

describe('POST /api/training-class/vm/{machineId}/type with Accept: application/x-ndjson', () => {
  it('answers 200 at once and a line after batches of keys, at most five a second, then done with the answer', async () => {
    const vm = vms[0] ?? '';
    const before = await typedText(vm);
    const text = 'Get-Service | ? Status\n'.repeat(200);
    const typing = await streamTyping(vm, { text, layout: 'us' });
    expect(typing.response.status).toBe(200);
    expect(typing.response.headers.get('content-type')).toBe(`${TYPING_PROGRESS_MEDIA_TYPE}; charset=utf-8`);
    const tookMs = await typing.ended;
    const progress = typing.events.filter((event) => event.type === 'progress');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.length).toBeLessThanOrEqual(Math.ceil(tookMs / TYPING_PROGRESS_INTERVAL_MS) + 1);
    const counts = progress.map((event) => event.charactersTyped);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(progress.every((event) => event.characters === text.length)).toBe(true);
    expect(typing.events.at(-1)).toMatchObject({ type: 'done', charactersTyped: text.length, layout: 'us' });
    expect(await typedText(vm)).toBe(before + text);
  });

  it("holds a paste begun during a pause, in the pause's words, typing nothing until it ends, then resumes by itself", async () => {
    const vm = vms[1] ?? '';
    const before = await typedText(vm);
    await pauseScreens(true);
    let typing: Awaited<ReturnType<typeof streamTyping>>;
    try {
      typing = await streamTyping(vm, { text: 'held until resumed' });
      expect(typing.response.status).toBe(200);
      await expect.poll(() => typesOf(typing.events)).toEqual(['held']);
      expect(typing.events[0]).toEqual({ type: 'held', message: 'Your instructor has paused the lab screens.' });
      expect(await typedText(vm)).toBe(before);
    } finally {
      await pauseScreens(false);
    }
    await typing.ended;
    expect(typesOf(typing.events).slice(0, 2)).toEqual(['held', 'resumed']);
    expect(typing.events.at(-1)).toMatchObject({ type: 'done', charactersTyped: 18 });
    expect(await typedText(vm)).toBe(`${before}held until resumed`);
  });

  it('stops when the call is closed: what was typed is a prefix, nothing after, and the trail says how much', async () => {
    const vm = vms[2] ?? '';
    const before = await typedText(vm);
    // The longest text there is: its first batches are in long before its last.
    const text = 'y'.repeat(TYPED_TEXT_MAX_BYTES);
    const typing = await streamTyping(vm, { text });
    await expect.poll(() => typesOf(typing.events)).toContain('progress');
    typing.cancel();
    await typing.ended;
    await expect.poll(() => auditDetails(vm)).toHaveLength(1);
    const [detail] = await auditDetails(vm);
    const typed = Number(/^(\d+) of 65536 characters$/.exec(detail ?? '')?.[1]);
    expect(typed).toBeGreaterThan(0);
    expect(typed).toBeLessThan(text.length);
    // A typing after it comes right after what the cancelled one typed: nothing of it came later.
    expect(
      (await server.call('POST', `/api/training-class/vm/${vm}/type`, { auth: alice, body: { text: 'z' } })).status,
    ).toBe(200);
    expect(await typedText(vm)).toBe(`${before}${'y'.repeat(typed)}z`);
  });

  it('stops a plain typing too when its call is closed part way, as quietly', async () => {
    const vm = vms[1] ?? '';
    const before = await typedText(vm);
    const left = new AbortController();
    const typing = server
      .call('POST', `/api/training-class/vm/${vm}/type`, {
        auth: alice,
        body: { text: 'w'.repeat(TYPED_TEXT_MAX_BYTES) },
        signal: left.signal,
      })
      .catch((error: unknown) => error);
    await expect.poll(async () => (await typedText(vm)).length > before.length).toBe(true);
    left.abort();
    expect(await typing).toMatchObject({ name: 'AbortError' });
    await expect.poll(() => auditDetails(vm)).toContainEqual(expect.stringMatching(/^\d+ of 65536 characters$/));
    // server.errors stays empty (afterAll): a caller who left is no failure of the server.
  });

  it('stops a held paste when the call is closed: nothing typed, the trail says 0 of its characters', async () => {
    const vm = vms[0] ?? '';
    const before = await typedText(vm);
    await pauseScreens(true);
    try {
      const typing = await streamTyping(vm, { text: 'never typed' });
      await expect.poll(() => typesOf(typing.events)).toEqual(['held']);
      typing.cancel();
      await typing.ended;
      await expect.poll(async () => (await auditDetails(vm)).includes('0 of 11 characters')).toBe(true);
    } finally {
      await pauseScreens(false);
    }
    expect(
      (await server.call('POST', `/api/training-class/vm/${vm}/type`, { auth: alice, body: { text: '!' } })).status,
    ).toBe(200);
    expect(await typedText(vm)).toBe(`${before}!`);
  });

  it('ends with a failed line when the machine is turned off while the paste is held', async () => {
    const vm = vms[1] ?? '';
    await pauseScreens(true);
    let typing: Awaited<ReturnType<typeof streamTyping>>;
    try {
      typing = await streamTyping(vm, { text: 'too late' });
      await expect.poll(() => typesOf(typing.events)).toEqual(['held']);
      const stop = `/api/training-class/${trainingClass.id}/vm/${vm}/power/stop`;
      const stopped = await server.call<{ powerState: string }>('POST', stop, { auth: instructor });
      expect(stopped).toMatchObject({ status: 200, body: { powerState: 'POWERED_OFF' } });
    } finally {
      await pauseScreens(false);
    }
    await typing.ended;
    expect(typing.events.at(-1)).toEqual({ type: 'failed', status: 409, message: expect.stringMatching(/ is off\.$/) });
    expect(await typedText(vm)).not.toContain('too late');
  });

  it.each([
    ['a character the layout cannot type', { text: '5 €', layout: 'us' }, 400, '€ cannot be typed on a US keyboard.'],
    [
      '1 MB of text',
      { text: 'a'.repeat(1024 * 1024) },
      413,
      'The text is over 64 KB: at most 64 KB can be typed at once.',
    ],
    [
      'an unpaired surrogate',
      { text: 'ab\udc00' },
      400,
      'The text has a broken character (an unpaired surrogate) at 3.',
    ],
    [
      'a control character',
      { text: 'rm -rf\u001b[A' },
      400,
      'The control character U+001B cannot be typed: only line breaks and tabs can.',
    ],
  ] as const)('refuses %s as the plain call does, in JSON, before any key', async (_case, body, status, message) => {
    const vm = vms[2] ?? '';
    const before = await typedText(vm);
    const typing = await streamTyping(vm, body);
    expect(typing.response.status).toBe(status);
    expect(typing.response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await typing.response.json()) as ApiErrorBody).message).toBe(message);
    expect(await typedText(vm)).toBe(before);
  });
});
