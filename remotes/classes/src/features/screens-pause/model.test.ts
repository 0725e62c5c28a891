import { HttpError, type ScreensPause } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { allSettled, fork, scopeBind } from 'effector';
import {
  $pause,
  $pauseError,
  fetchPauseFx,
  pauseClicked,
  pauseClosed,
  pauseOpened,
  resumeClicked,
  setPauseFx,
} from './model';

const paused: ScreensPause = { paused: true, pausedAt: '2026-11-25T09:00:00.000Z', pausedBy: 'Ada' };
const running: ScreensPause = { paused: false, pausedAt: null, pausedBy: null };

function setup(answer: (paused: boolean) => Promise<ScreensPause>) {
  const sent: Array<{ classId: string; paused: boolean }> = [];
  const scope = fork({
    handlers: [
      [fetchPauseFx, async () => running],
      [
        setPauseFx,
        (_api: unknown, params: { classId: string; paused: boolean }) => {
          sent.push(params);
          return answer(params.paused);
        },
      ],
    ],
  });
  return { scope, sent };
}

describe("the monitor's 'Pause screens'", () => {
  it("reads the class's pause on opening, pauses and resumes it, and shows what the server answered", async () => {
    const { scope, sent } = setup(async (pause) => (pause ? paused : running));
    await allSettled(pauseOpened, { scope, params: 'class-1' });
    expect(scope.getState($pause)).toEqual(running);
    await allSettled(pauseClicked, { scope });
    expect(scope.getState($pause)).toEqual(paused);
    await allSettled(resumeClicked, { scope });
    expect(scope.getState($pause)).toEqual(running);
    expect(sent).toEqual([
      { classId: 'class-1', paused: true },
      { classId: 'class-1', paused: false },
    ]);
    await allSettled(pauseClosed, { scope });
    await allSettled(pauseClicked, { scope });
    expect(sent).toHaveLength(2);
  });

  it('keeps the state it knew and says why when the call fails; the next try clears the failure', async () => {
    let fail = true;
    const { scope } = setup(async (pause) => {
      if (fail) throw new HttpError(500, 'down');
      return pause ? paused : running;
    });
    await allSettled(pauseOpened, { scope, params: 'class-1' });
    await allSettled(pauseClicked, { scope });
    expect(scope.getState($pause)).toEqual(running);
    expect(scope.getState($pauseError)).not.toBeNull();
    fail = false;
    await allSettled(pauseClicked, { scope });
    expect(scope.getState($pauseError)).toBeNull();
    expect(scope.getState($pause)).toEqual(paused);
  });

  it('sends one call for a double click', async () => {
    let release: (pause: ScreensPause) => void = () => undefined;
    const { scope, sent } = setup(() => new Promise<ScreensPause>((resolve) => (release = resolve)));
    await allSettled(pauseOpened, { scope, params: 'class-1' });
    const click = scopeBind(pauseClicked, { scope });
    click();
    click();
    release(paused);
    await allSettled(scope);
    expect(sent).toHaveLength(1);
    expect(scope.getState($pause)).toEqual(paused);
  });
});
