import type { ClassManual } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { stepsFinished } from './lib';
import {
  $classManual,
  $hasNoManual,
  $stuck,
  fetchClassManualFx,
  progressClosed,
  progressOpened,
  progressOutdated,
  readClockFx,
} from './model';

const NOW = Date.parse('2030-01-01T10:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

function classManual(students: ClassManual['students']): ClassManual {
  return { version: 1, stepTitles: ['One', 'Two', 'Three'], students };
}

const place = (email: string, currentStep: number, minutes: number, done: number[] = []) => ({
  email,
  currentStep,
  stepSince: minutesAgo(minutes),
  done,
});

function scopeWith(answers: Array<ClassManual | Error>) {
  const calls: string[] = [];
  const scope = fork({
    handlers: [
      [
        fetchClassManualFx,
        async (_api: unknown, classId: string) => {
          calls.push(classId);
          const answer = answers[Math.min(calls.length, answers.length) - 1];
          if (answer instanceof Error) throw answer;
          return answer;
        },
      ],
      [readClockFx, () => NOW],
    ],
  });
  return { scope, calls };
}

describe('manual progress on the class monitor', () => {
  it('reads every student’s place when the monitor opens and again on each push', async () => {
    const { scope, calls } = scopeWith([classManual([place('a@x', 1, 3)]), classManual([place('a@x', 2, 0, [1])])]);
    await allSettled(progressOpened, { scope, params: 'class-1' });
    expect(scope.getState($classManual)?.students[0]?.currentStep).toBe(1);
    await allSettled(progressOutdated, { scope });
    expect(calls).toEqual(['class-1', 'class-1']);
    expect(scope.getState($classManual)?.students[0]).toMatchObject({ currentStep: 2, done: [1] });
    await allSettled(progressClosed, { scope });
    await allSettled(progressOutdated, { scope });
    expect(calls).toHaveLength(2);
  });

  it('marks stuck the students on a step for more than twice the median time of those on it', async () => {
    const { scope } = scopeWith([
      classManual([
        place('a@x', 2, 10),
        place('b@x', 2, 12),
        place('c@x', 2, 25),
        place('d@x', 3, 4),
        place('e@x', 1, 90),
      ]),
    ]);
    await allSettled(progressOpened, { scope, params: 'class-1' });
    // Step 2: median 12 min, c has 25 > 24. e is alone on step 1: no one to compare with.
    expect([...scope.getState($stuck)]).toEqual(['c@x']);
  });

  it("counts no one stuck on a step begun in the page's future (its clock behind the server's)", async () => {
    const { scope } = scopeWith([classManual([place('a@x', 2, -3), place('b@x', 2, -1)])]);
    await allSettled(progressOpened, { scope, params: 'class-1' });
    expect([...scope.getState($stuck)]).toEqual([]);
  });

  it('shows nothing for a class without a manual', async () => {
    const { HttpError } = await import('@academy/api');
    const { scope } = scopeWith([new HttpError(404, 'No manual')]);
    await allSettled(progressOpened, { scope, params: 'class-1' });
    expect(scope.getState($hasNoManual)).toBe(true);
    expect(scope.getState($classManual)).toBeNull();
  });

  it('counts who finished each step', () => {
    expect(stepsFinished(classManual([place('a@x', 3, 1, [1, 2]), place('b@x', 2, 1, [1])]))).toEqual([
      { step: 1, title: 'One', finished: 2 },
      { step: 2, title: 'Two', finished: 1 },
      { step: 3, title: 'Three', finished: 0 },
    ]);
  });
});
