import { HttpError, type TrainingClass } from '@academy/api';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $classToDelete, $deleteError, deleteConfirmed, softDeleteClassFx } from '@/features/class-delete/model';
import { $classes, deleteClicked, fetchClassesFx } from '@/features/class-list/model';
import { aTrainingClass } from '@/shared/testing/training-class';
import { pageOpened } from './model';

const java = aTrainingClass();
const python = aTrainingClass({ id: 'class-2', name: 'Python' });

describe('class list page model', () => {
  afterEach(() => {
    rs.restoreAllMocks();
  });

  it('loads the list; Delete on a row asks about that class, and a confirmed delete drops it from the list', async () => {
    const scope = fork({
      handlers: [
        [fetchClassesFx, async () => [java, python]],
        [softDeleteClassFx, async (_api: unknown, trainingClass: TrainingClass) => trainingClass.id],
      ] as never,
    });
    await allSettled(pageOpened, { scope });
    await allSettled(deleteClicked, { scope, params: 'class-2' });
    expect(scope.getState($classToDelete)).toEqual(python);
    await allSettled(deleteConfirmed, { scope });
    expect(scope.getState($classes)).toEqual([java]);
  });

  it('a failed delete keeps the class, its text shown until the page opens again', async () => {
    rs.spyOn(console, 'error').mockImplementation(() => undefined);
    const scope = fork({
      handlers: [
        [fetchClassesFx, async () => [java]],
        [
          softDeleteClassFx,
          async () => {
            throw new HttpError(500, 'down');
          },
        ],
      ] as never,
    });
    await allSettled(pageOpened, { scope });
    await allSettled(deleteClicked, { scope, params: 'class-1' });
    await allSettled(deleteConfirmed, { scope });
    expect(scope.getState($classes)).toEqual([java]);
    expect(scope.getState($deleteError)).toBe('Server error.');
    await allSettled(pageOpened, { scope });
    expect(scope.getState($deleteError)).toBe('');
  });
});
