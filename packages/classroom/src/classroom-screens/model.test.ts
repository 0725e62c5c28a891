import type { StudentClassroom } from '@academy/api';
import { signedOut, studentChannelOpened, studentNoticeReceived } from '@academy/bus';
import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { watchLinesOf } from './lib';
import { createClassroomScreens } from './model';

const dc01 = { vm: 'vm-1', machineName: 'DC01 - Domain Controller', instructor: 'Ada' };

function scopeAnswering(answers: StudentClassroom[]) {
  let reads = 0;
  const page = createClassroomScreens();
  const scope = fork({
    handlers: [
      [
        page.fetchClassroomFx,
        async () => {
          reads += 1;
          return answers[Math.min(reads, answers.length) - 1];
        },
      ],
    ],
  });
  return { page, scope, reads: () => reads };
}

describe("the student's banner and paused screens", () => {
  it('reads the watchers on opening (a reload shows the banner) and again when the push channel says they changed', async () => {
    const { page, scope, reads } = scopeAnswering([
      { screensPaused: false, watchers: [{ ...dc01, mode: 'view' }] },
      { screensPaused: false, watchers: [{ ...dc01, mode: 'control' }] },
      { screensPaused: false, watchers: [] },
    ]);
    await allSettled(page.Gate.open, { scope, params: {} });
    expect(scope.getState(page.$watchLines)).toEqual(['Your instructor is viewing DC01']);
    await allSettled(studentNoticeReceived, { scope, params: { kind: 'console-watch' } });
    expect(scope.getState(page.$watchLines)).toEqual(['Your instructor is controlling DC01']);
    await allSettled(studentNoticeReceived, { scope, params: { kind: 'help-queue' } });
    expect(reads()).toBe(2);
    await allSettled(studentNoticeReceived, { scope, params: { kind: 'console-watch' } });
    expect(scope.getState(page.$watchLines)).toEqual([]);
  });

  it('covers the screens on the pause notice at once, uncovers on resume, and reads again after a reconnect', async () => {
    const { page, scope, reads } = scopeAnswering([
      { screensPaused: false, watchers: [] },
      { screensPaused: true, watchers: [] },
    ]);
    await allSettled(page.Gate.open, { scope, params: {} });
    await allSettled(studentNoticeReceived, { scope, params: { kind: 'screens-paused', paused: true } });
    expect(scope.getState(page.$isPaused)).toBe(true);
    expect(reads()).toBe(1);
    await allSettled(studentNoticeReceived, { scope, params: { kind: 'screens-paused', paused: false } });
    expect(scope.getState(page.$isPaused)).toBe(false);
    // A pause told while the channel was down: the reopened channel reads it.
    await allSettled(studentChannelOpened, { scope });
    expect(scope.getState(page.$isPaused)).toBe(true);
    await allSettled(signedOut, { scope });
    expect(scope.getState(page.$isPaused)).toBe(false);
  });

  it('reads nothing and hears no pause while its page does not show the banner (another page of the tab does)', async () => {
    const { page, scope, reads } = scopeAnswering([{ screensPaused: false, watchers: [] }]);
    await allSettled(studentChannelOpened, { scope });
    await allSettled(page.Gate.open, { scope, params: {} });
    await allSettled(page.Gate.close, { scope, params: {} });
    await allSettled(studentNoticeReceived, { scope, params: { kind: 'console-watch' } });
    await allSettled(studentNoticeReceived, { scope, params: { kind: 'screens-paused', paused: true } });
    expect(reads()).toBe(1);
    expect(scope.getState(page.$isPaused)).toBe(false);
  });
});

describe('watchLinesOf', () => {
  it('says each machine once by its short name, controlling if any instructor controls it', () => {
    expect(
      watchLinesOf([
        { ...dc01, mode: 'view' },
        { ...dc01, instructor: 'Grace', mode: 'control' },
        { vm: 'vm-2', machineName: 'WS01', instructor: 'Ada', mode: 'view' },
      ]),
    ).toEqual(['Your instructor is controlling DC01', 'Your instructor is viewing WS01']);
  });
});
