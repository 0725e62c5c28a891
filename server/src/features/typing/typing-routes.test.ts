import type {
  ApiErrorBody,
  AuditEntry,
  KeyboardLayout,
  StudentLoginResponse,
  TrainingCourse,
  TypeTextAnswer,
} from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { runningCheckClass } from '../../../test-support/check-classes';
import { sharedTestServer } from '../../../test-support/shared-test-server';
import { ownRunningClass } from '../../../test-support/test-classes';
import { type Auth, basicAuth, type TestServer } from '../../../test-support/test-server';
import { ISSUE_41_TEXT_OF } from '../../../test-support/typing-texts';
import type { TestClassView } from '../../test-hooks/test-hooks';

let server: TestServer;
let instructor: Auth;
let trainingClass: TestClassView;
let alice: Auth;
let bob: Auth;
let aliceVms: string[];

function type(auth: Auth, vm: string, body: unknown) {
  return server.call<TypeTextAnswer & ApiErrorBody>('POST', `/api/training-class/vm/${vm}/type`, { auth, body });
}

async function keyboardOf(vm: string) {
  const { body } = await server.call<{ typedText: string; layout: KeyboardLayout }>(
    'GET',
    `/__test__/machines/${vm}/keyboard`,
  );
  return body;
}

async function setGuestLayout(vm: string, layout: KeyboardLayout) {
  expect((await server.call('PUT', `/__test__/machines/${vm}/keyboard`, { body: { layout } })).status).toBe(204);
}

beforeAll(async () => {
  server = await sharedTestServer();
  instructor = { bearer: await server.instructorToken() };
  trainingClass = await ownRunningClass(server, instructor, 'Typing');
  alice = basicAuth(trainingClass.emails[0] ?? '', trainingClass.passphrase);
  bob = basicAuth(trainingClass.emails[1] ?? '', trainingClass.passphrase);
  const login = await server.call<StudentLoginResponse>('POST', '/api/training-class/login', { auth: alice });
  aliceVms = login.body.vms.map((vm) => vm.vm);
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
});

describe('POST /api/training-class/vm/{machineId}/type', () => {
  it.each(Object.entries(ISSUE_41_TEXT_OF))('types 200 characters whole into a %s guest', async (name, text) => {
    const layout = name as keyof typeof ISSUE_41_TEXT_OF;
    const vm = aliceVms[0] ?? '';
    await setGuestLayout(vm, layout);
    const before = (await keyboardOf(vm)).typedText;
    const answer = await type(alice, vm, { text, layout });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ charactersTyped: 200, layout });
    expect(answer.body.durationMs).toBeGreaterThanOrEqual(0);
    expect((await keyboardOf(vm)).typedText).toBe(before + text);
  });

  it('types a line break copied on Windows (CR LF) or an old Mac (CR) as one Enter', async () => {
    // Not the machine the next test reads whole.
    const vm = aliceVms[2] ?? '';
    const before = (await keyboardOf(vm)).typedText;
    const answer = await type(alice, vm, { text: 'dir\r\ncd\rexit\n', layout: 'us' });
    expect(answer.status).toBe(200);
    expect((await keyboardOf(vm)).typedText).toBe(`${before}dir\ncd\nexit\n`);
  });

  it('types in US when neither the call nor the course names a layout', async () => {
    const vm = aliceVms[1] ?? '';
    const answer = await type(alice, vm, { text: 'a@b' });
    expect(answer.body.layout).toBe('us');
    expect((await keyboardOf(vm)).typedText).toBe('a@b');
  });

  it.each([
    ['a character the layout cannot type', { text: 'Price: 5 €', layout: 'us' }, '€ cannot be typed on a US keyboard.'],
    ['each such character named once', { text: 'ß€ß', layout: 'fr' }, 'ß cannot be typed on a French keyboard.'],
    ['several', { text: '€ ä', layout: 'us' }, '€ and ä cannot be typed on a US keyboard.'],
    [
      'a control character other than newline and tab',
      { text: 'ls\u0007\n' },
      'The control character U+0007 cannot be typed: only line breaks and tabs can.',
    ],
    ['an unpaired surrogate', { text: 'ab\ud800c' }, 'The text has a broken character (an unpaired surrogate) at 3.'],
    ['an unknown layout', { text: 'a', layout: 'dvorak' }, 'layout must be one of us, uk, de, fr, ch-de, es, it, ja.'],
    ['no text', { layout: 'us' }, 'text must be a string.'],
    ['an empty text', { text: '' }, 'There is no text to type.'],
  ] as const)('refuses %s before any key is sent', async (_case, body, message) => {
    const vm = aliceVms[2] ?? '';
    const before = (await keyboardOf(vm)).typedText;
    const answer = await type(alice, vm, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect((await keyboardOf(vm)).typedText).toBe(before);
  });

  it('refuses a text over 64 KB (413) and 1 MB of text alike, typing none of it', async () => {
    const vm = aliceVms[2] ?? '';
    const before = (await keyboardOf(vm)).typedText;
    const over = await type(alice, vm, { text: 'é'.repeat(32 * 1024 + 1) });
    expect(over.status).toBe(413);
    expect(over.body.message).toBe('The text is 65 KB: at most 64 KB can be typed at once.');
    const huge = await type(alice, vm, { text: 'a'.repeat(1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('The text is over 64 KB: at most 64 KB can be typed at once.');
    expect((await keyboardOf(vm)).typedText).toBe(before);
  });

  it("lets a student type into their own machine only: another lab's answers as a machine that does not exist", async () => {
    const vm = aliceVms[0] ?? '';
    const answer = await type(bob, vm, { text: 'whoami' });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(`There is no machine ${vm} in your lab.`);
    // An instructor who is not in control of the machine's console (typing-control.test.ts) is refused too.
    expect((await type(instructor, vm, { text: 'whoami' })).status).toBe(403);
    expect((await keyboardOf(vm)).typedText).not.toContain('whoami');
  });

  it("is held by the instructor's pause, in the pause's words, and goes through once resumed", async () => {
    const vm = aliceVms[1] ?? '';
    const screens = `/api/training-class/${trainingClass.id}/screens`;
    expect((await server.call('PUT', screens, { auth: instructor, body: { paused: true } })).status).toBe(200);
    try {
      const held = await type(alice, vm, { text: 'paused' });
      expect(held.status).toBe(423);
      expect(held.body.message).toBe('Your instructor has paused the lab screens.');
      expect((await keyboardOf(vm)).typedText).not.toContain('paused');
    } finally {
      await server.call('PUT', screens, { auth: instructor, body: { paused: false } });
    }
    expect((await type(alice, vm, { text: 'resumed' })).status).toBe(200);
    expect((await keyboardOf(vm)).typedText).toMatch(/resumed$/);
  });

  it('keeps one audit entry per paste: the student and the length, never the text', async () => {
    const vm = aliceVms[1] ?? '';
    expect((await type(alice, vm, { text: 'secret-pasted-text' })).status).toBe(200);
    const { body } = await server.call<AuditEntry[]>('GET', `/api/training-class/${trainingClass.id}/audit`, {
      auth: instructor,
    });
    const typed = body.filter((entry) => entry.action === 'text-typed' && entry.detail === '18 characters');
    expect(typed).toHaveLength(1);
    expect(typed[0]).toMatchObject({ actor: trainingClass.emails[0], role: 'student', target: vm, outcome: 'ok' });
    expect(JSON.stringify(body)).not.toContain('secret-pasted-text');
  });
});

describe("the course machine's layout", () => {
  let student: Auth;
  /** Cloned from vm-tpl-1021 (German in the course) and vm-tpl-1022 (none set). */
  let german: string;
  let us: string;

  beforeAll(async () => {
    const created = await server.call<TrainingCourse>('POST', '/api/training-course', {
      auth: instructor,
      body: {
        name: 'Linux in German',
        description: 'A German guest and a US one.',
        folder: 'group-v102',
        status: 'ACTIVE',
        vms: ['vm-tpl-1021', 'vm-tpl-1022'],
        keyboardLayouts: [{ vm: 'vm-tpl-1021', layout: 'de' }],
      },
    });
    expect(created.status).toBe(201);
    const running = await runningCheckClass(server, instructor, {
      name: 'German week',
      course: created.body,
      attendees: 1,
    });
    student = basicAuth(running.emails[0] ?? '', running.passphrase);
    // A lab's machines come in the course's order.
    const [fromGerman, fromUs] = running.labs[0]?.vms ?? [];
    german = fromGerman?.vm ?? '';
    us = fromUs?.vm ?? '';
  });

  it("types in the course machine's layout, another machine of the course in US, and the call's layout over either", async () => {
    await setGuestLayout(german, 'de');
    const typed = await type(student, german, { text: 'Grüße @ {x} | y\n' });
    expect(typed.body).toMatchObject({ layout: 'de', charactersTyped: 16 });
    expect((await keyboardOf(german)).typedText).toBe('Grüße @ {x} | y\n');

    expect((await type(student, us, { text: 'ä' })).body.message).toBe('ä cannot be typed on a US keyboard.');

    await setGuestLayout(german, 'fr');
    const overridden = await type(student, german, { text: 'à @ y', layout: 'fr' });
    expect(overridden.body.layout).toBe('fr');
    expect((await keyboardOf(german)).typedText).toBe('Grüße @ {x} | y\nà @ y');
  });
});
