import { HttpError, type Presentation } from '@academy/api';
import type { StudentPicture } from '@academy/auth';
import { studentNoticeReceived } from '@academy/bus';
import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { createPresentation } from './model';

const PRESENTED: Presentation = {
  vm: 'vm-7',
  machineName: 'DC01',
  student: 'ws-01@academy.test',
  presenterName: 'Ada',
  startedAt: '2026-11-25T09:00:00.000Z',
};

const picture = (etag: string): StudentPicture => ({ blob: new Blob([etag]), etag });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A page with the panel, whose screen answers come from `answers` and whose pauses end when the test says. */
function presentedPage(answers: Array<StudentPicture | Error>) {
  const askedWith: Array<string | null> = [];
  const pauses: Array<() => void> = [];
  const model = createPresentation();
  const scope = fork({
    handlers: [
      [model.fetchPresentationFx, async () => PRESENTED],
      [
        model.fetchScreenFx,
        async ({ etag }: { etag: string | null }) => {
          askedWith.push(etag);
          const answer = answers.shift() ?? 'unchanged';
          if (answer instanceof Error) throw answer;
          return answer;
        },
      ],
      [model.frameDelayFx, () => new Promise<void>((resolve) => pauses.push(resolve))],
      [model.frameShownFx, async ({ blob }: { blob: Blob }) => `blob:${await blob.text()}`],
    ],
  });
  return {
    model,
    scope,
    askedWith,
    /** Ends the pause under way and lets the next request and its answer run. */
    async nextFrame() {
      pauses.shift()?.();
      await settle();
      await settle();
    },
  };
}

describe('a presentation on the student page', () => {
  it('reads what is shown on opening, then asks for its screen once a frame, naming the picture it shows', async () => {
    const page = presentedPage([picture('"a"'), 'unchanged', picture('"b"')]);
    void allSettled(page.model.Gate.open, { scope: page.scope, params: {} });
    await settle();
    await settle();
    expect(page.scope.getState(page.model.$presentation)).toEqual(PRESENTED);
    expect(page.scope.getState(page.model.$frameUrl)).toBe('blob:"a"');

    await page.nextFrame();
    expect(page.askedWith).toEqual([null, '"a"']);
    expect(page.scope.getState(page.model.$frameUrl)).toBe('blob:"a"');
    await page.nextFrame();
    expect(page.askedWith).toEqual([null, '"a"', '"a"']);
    expect(page.scope.getState(page.model.$frameUrl)).toBe('blob:"b"');
  });

  it('asks nothing while minimised, and at once when shown again', async () => {
    const page = presentedPage([picture('"a"')]);
    void allSettled(page.model.Gate.open, { scope: page.scope, params: {} });
    await settle();
    await settle();
    void allSettled(page.model.minimiseToggled, { scope: page.scope });
    await page.nextFrame();
    await page.nextFrame();
    expect(page.scope.getState(page.model.$isMinimised)).toBe(true);
    expect(page.askedWith).toEqual([null]);

    void allSettled(page.model.minimiseToggled, { scope: page.scope });
    await settle();
    expect(page.askedWith).toEqual([null, '"a"']);
  });

  it('says why no screen comes, and ends for the student when the instructor stops', async () => {
    const page = presentedPage([new HttpError(409, 'The presented machine is in POWERED_OFF state.')]);
    void allSettled(page.model.Gate.open, { scope: page.scope, params: {} });
    await settle();
    await settle();
    expect(page.scope.getState(page.model.$screenError)).not.toBeNull();

    void allSettled(studentNoticeReceived, { scope: page.scope, params: { kind: 'presentation', presentation: null } });
    await page.nextFrame();
    expect(page.scope.getState(page.model.$presentation)).toBeNull();
    expect(page.scope.getState(page.model.$screenError)).toBeNull();
    expect(page.askedWith).toEqual([null]);
  });

  it('a new presentation opens even if the student had minimised the last one', async () => {
    const page = presentedPage([picture('"a"')]);
    void allSettled(page.model.Gate.open, { scope: page.scope, params: {} });
    await settle();
    void allSettled(page.model.minimiseToggled, { scope: page.scope });
    await settle();
    const next = { ...PRESENTED, vm: 'vm-8', machineName: 'SRV01' };
    void allSettled(studentNoticeReceived, { scope: page.scope, params: { kind: 'presentation', presentation: next } });
    await settle();
    expect(page.scope.getState(page.model.$isMinimised)).toBe(false);
    expect(page.scope.getState(page.model.$presentation)).toEqual(next);
    expect(page.scope.getState(page.model.$frameUrl)).toBeNull();
  });

  it('hears no presentation while its page is away, and reads what is shown when the page comes back', async () => {
    const page = presentedPage([picture('"a"')]);
    void allSettled(page.model.Gate.open, { scope: page.scope, params: {} });
    await settle();
    void allSettled(page.model.Gate.close, { scope: page.scope, params: {} });
    await settle();
    expect(page.scope.getState(page.model.$presentation)).toBeNull();
    const next = { ...PRESENTED, vm: 'vm-8', machineName: 'SRV01' };
    void allSettled(studentNoticeReceived, { scope: page.scope, params: { kind: 'presentation', presentation: next } });
    await settle();
    expect(page.scope.getState(page.model.$presentation)).toBeNull();
    expect(page.askedWith).toEqual([null]);
  });
});
