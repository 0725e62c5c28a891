import { HttpError, type ManualProgressInput, type StudentManual } from '@academy/api';
import { fork } from 'effector';
import { classroom } from '@/shared/model/classroom';
import { quietClassroom } from '@/shared/testing/classroom-shown';
import { fetchManualFx, saveProgressFx, writePaneSettingsFx, writeScrollPlaceFx } from '../model';

/** A student's 3-step manual, on step 1 with nothing done. */
export const studentManual: StudentManual = {
  markdown: '# Lab\n\nIntro.\n\n## One\n\n```\nhostname\n```\n\n## Two\n\nText.\n\n## Three\n\nEnd.\n',
  version: 1,
  stepCount: 3,
  progress: { currentStep: 1, stepSince: '2030-01-01T09:00:00.000Z', done: [] },
};

/** A scope whose manual calls answer from memory (`missing`: the class has no manual; `failSave`: saves fail). */
export function manualScope({ missing = false, failSave = false } = {}) {
  const saved: ManualProgressInput[] = [];
  let progress = { ...studentManual.progress };
  const scope = fork({
    handlers: [
      [
        fetchManualFx,
        async () => {
          if (missing) throw new HttpError(404, 'Class c1 has no manual.');
          return { ...studentManual, progress };
        },
      ],
      [
        saveProgressFx,
        async ({ input }: { input: ManualProgressInput }) => {
          saved.push(input);
          if (failSave) throw new HttpError(500, 'Down');
          progress = {
            ...progress,
            currentStep: input.currentStep ?? progress.currentStep,
            done: input.mark
              ? input.mark.done
                ? [...progress.done, input.mark.step]
                : progress.done.filter((step) => step !== input.mark?.step)
              : progress.done,
          };
          return progress;
        },
      ],
      [writePaneSettingsFx, () => undefined],
      [writeScrollPlaceFx, () => undefined],
      [classroom.screens.fetchClassroomFx, quietClassroom],
    ],
  });
  return { scope, saved };
}
