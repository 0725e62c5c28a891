import type { StudentNotice } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { parseStudentNotice } from './notice';

const MESSAGE = {
  id: 'm1',
  sentAt: '2026-03-10T09:00:00.000Z',
  from: 'instructor',
  senderName: 'Ada',
  student: null,
  text: 'Break until 10:15.',
} as const;
const PRESENTATION = {
  vm: 'vm-7',
  machineName: 'DC01',
  student: 'ann@academy.test',
  presenterName: 'Ada',
  startedAt: '2026-03-10T09:05:00.000Z',
};

/** One notice of each kind, as the server sends it. */
const NOTICES = {
  'class-end': { kind: 'class-end', endsAt: '2026-03-10T17:00:00.000Z', labsEndAt: '2026-03-10T17:15:00.000Z' },
  'idle-warning': { kind: 'idle-warning', suspendsAt: '2026-03-10T12:00:00.000Z', minutesLeft: 5 },
  'idle-cleared': { kind: 'idle-cleared' },
  'idle-suspended': { kind: 'idle-suspended', at: '2026-03-10T12:00:00.000Z', vms: ['vm-1', 'vm-2'] },
  message: { kind: 'message', message: MESSAGE },
  'help-queue': { kind: 'help-queue' },
  'console-watch': { kind: 'console-watch' },
  'screens-paused': { kind: 'screens-paused', paused: true },
  presentation: { kind: 'presentation', presentation: PRESENTATION },
} satisfies { [Kind in StudentNotice['kind']]: Extract<StudentNotice, { kind: Kind }> };

describe('a student notice from the push channel', () => {
  it.each(Object.values(NOTICES))('reads $kind as sent', (notice) => {
    expect(parseStudentNotice(JSON.stringify(notice))).toEqual(notice);
  });

  it('reads a presentation that ended (null)', () => {
    expect(parseStudentNotice('{"kind":"presentation","presentation":null}')).toEqual({
      kind: 'presentation',
      presentation: null,
    });
  });

  it.each([
    ['not JSON', '{"kind":'],
    ['not an object', '["class-end"]'],
    ['null', 'null'],
    ['no kind', '{"endsAt":"x"}'],
    ['a kind this page does not know', '{"kind":"confetti"}'],
    ['a kind from the prototype', '{"kind":"toString"}'],
    ['a class end without its labs end', JSON.stringify({ kind: 'class-end', endsAt: '2026-03-10T17:00:00.000Z' })],
    ['minutes as text', JSON.stringify({ ...NOTICES['idle-warning'], minutesLeft: '5' })],
    ['machines that are not names', JSON.stringify({ ...NOTICES['idle-suspended'], vms: [1] })],
    ['a message from nobody known', JSON.stringify({ kind: 'message', message: { ...MESSAGE, from: 'robot' } })],
    ['a message without its text', JSON.stringify({ kind: 'message', message: { ...MESSAGE, text: undefined } })],
    ['paused as text', JSON.stringify({ kind: 'screens-paused', paused: 'yes' })],
    ['a presentation without its machine', JSON.stringify({ kind: 'presentation', presentation: { vm: 'vm-7' } })],
  ])('drops %s', (_case, data) => {
    expect(parseStudentNotice(data)).toBeUndefined();
  });
});
