import { API_CALL_TIMEOUT_MS, HttpError, type NavigationRequest, routes, type TrainingClass } from '@academy/api';
import { instructorSessionRenewed, instructorUnauthorized } from '@academy/auth';
import { whileServerHangs } from '@academy/auth/testing';
import { navigationRequested, signedOut } from '@academy/bus';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled, createStore, createWatch, fork } from 'effector';
import { $editedClass, classUpdated } from '@/shared/model/edited-class';
import { aTrainingClass } from '@/shared/testing/training-class';
import {
  $classes,
  $classesError,
  $classesStatus,
  $copiedClassId,
  $rows,
  $showsLoadError,
  addClicked,
  COPIED_CONFIRMATION_MS,
  classDeleted,
  copyClicked,
  copyPassphraseFx,
  deleteChosen,
  deleteClicked,
  editClicked,
  fetchClassesFx,
  labsClicked,
  listOpened,
  listRetryClicked,
  sortClicked,
} from './model';

const $navigations = createStore<NavigationRequest[]>([]).on(navigationRequested, (list, request) => [
  ...list,
  request,
]);
const $unauthorized = createStore(0).on(instructorUnauthorized, (count) => count + 1);

const java = aTrainingClass();
const python = aTrainingClass({
  id: 'class-2',
  name: 'Python',
  status: 'RUNNING',
  startDate: '2026-10-01T04:00:00.000Z',
  endDate: '2026-10-03T04:00:00.000Z',
});
const finished = aTrainingClass({ id: 'class-3', name: 'Old', status: 'COMPLETED' });

function loadedScope(handlers: Array<[unknown, unknown]> = []) {
  return fork({
    values: [[$classes, [java, python, finished]]],
    handlers: handlers as never,
  });
}

/** A scope whose first list call fails with the status and whose later ones answer [java]; `calls` counts them. */
function failingOnceWith(status: number) {
  let count = 0;
  const scope = fork({
    handlers: [
      [
        fetchClassesFx,
        async () => {
          count += 1;
          if (count === 1) throw new HttpError(status, 'refused');
          return [java];
        },
      ],
    ],
  });
  return { scope, calls: () => count };
}

describe('class list model', () => {
  afterEach(() => {
    rs.restoreAllMocks();
    rs.useRealTimers();
  });

  it('loads the list when the page opens, and hides completed classes', async () => {
    const scope = fork({ handlers: [[fetchClassesFx, async () => [java, python, finished]]] });
    const settled = allSettled(listOpened, { scope });
    expect(scope.getState($classesStatus)).toBe('loading');
    await settled;
    expect(scope.getState($classesStatus)).toBe('succeeded');
    expect(scope.getState($rows).map((row) => row.name)).toEqual(['Java 101', 'Python']);
    expect(scope.getState($rows)[0]).toMatchObject({
      usernames: ['java-101-01', 'java-101-02'],
      passphrase: 'amber-river-4821',
      schedule: 'Nov 21, 2026 to Nov 23, 2026',
    });
  });

  it('sorts by a header, then the other way', async () => {
    const scope = loadedScope();
    await allSettled(sortClicked, { scope, params: 'schedule' });
    expect(scope.getState($rows).map((row) => row.id)).toEqual(['class-2', 'class-1']);
    await allSettled(sortClicked, { scope, params: 'schedule' });
    expect(scope.getState($rows).map((row) => row.id)).toEqual(['class-1', 'class-2']);
  });

  it.each([
    [500, 'Trouble fetching class list from the server.'],
    [503, 'Trouble fetching class list from the server.'],
    [404, 'Client error.'],
  ])('a failed load (%i) stores %j, shown in the banner while the list is empty', async (status, text) => {
    const scope = fork({
      handlers: [
        [
          fetchClassesFx,
          async () => {
            throw new HttpError(status, 'nope');
          },
        ],
      ],
    });
    await allSettled(listOpened, { scope });
    expect(scope.getState($classesStatus)).toBe('failed');
    expect(scope.getState($classesError)).toBe(text);
    expect(scope.getState($showsLoadError)).toBe(true);
  });

  it("a list that never answers gives up after API_CALL_TIMEOUT_MS with the list's server text", async () => {
    const scope = fork();
    await whileServerHangs(() => allSettled(listOpened, { scope }), API_CALL_TIMEOUT_MS);
    expect(scope.getState($classesStatus)).toBe('failed');
    expect(scope.getState($showsLoadError)).toBe(true);
    expect(scope.getState($classesError)).toBe('Trouble fetching class list from the server.');
  });

  it("'Retry' on the banner fetches the list again", async () => {
    const { scope } = failingOnceWith(500);
    await allSettled(listOpened, { scope });
    expect(scope.getState($showsLoadError)).toBe(true);
    expect(scope.getState($classesError)).toBe('Trouble fetching class list from the server.');
    await allSettled(listRetryClicked, { scope });
    expect(scope.getState($showsLoadError)).toBe(false);
    expect(scope.getState($rows).map((row) => row.id)).toEqual([java.id]);
  });

  it('shows no banner when the failed reload still has classes to show', async () => {
    const scope = loadedScope([
      [
        fetchClassesFx,
        async () => {
          throw new HttpError(500, 'down');
        },
      ],
    ]);
    await allSettled(listOpened, { scope });
    expect(scope.getState($classesError)).toBe('Trouble fetching class list from the server.');
    expect(scope.getState($showsLoadError)).toBe(false);
  });

  it('a 401 tells the auth package', async () => {
    const scope = fork({
      handlers: [
        [
          fetchClassesFx,
          async () => {
            throw new HttpError(401, 'expired');
          },
        ],
      ],
    });
    await allSettled(listOpened, { scope });
    expect(scope.getState($unauthorized)).toBe(1);
  });

  it('loads again after a 401 led to a token renewal, but not when the list had loaded', async () => {
    const { scope, calls } = failingOnceWith(401);
    await allSettled(listOpened, { scope });
    expect(scope.getState($classesStatus)).toBe('failed');
    await allSettled(instructorSessionRenewed, { scope });
    expect(scope.getState($classes)).toEqual([java]);
    await allSettled(instructorSessionRenewed, { scope });
    expect(calls()).toBe(2);
  });

  it('Add Class goes to /classes/new', async () => {
    const scope = fork();
    await allSettled(addClicked, { scope });
    expect(scope.getState($navigations)).toEqual([{ to: routes.classNew }]);
  });

  it('Edit keeps the class in client state and goes to /classes/edit', async () => {
    const scope = loadedScope();
    await allSettled(editClicked, { scope, params: 'class-2' });
    expect(scope.getState($editedClass)).toEqual(python);
    expect(scope.getState($navigations)).toEqual([{ to: routes.classEdit }]);
  });

  it('Labs opens the class monitor at an address that can be reloaded and shared', async () => {
    const scope = loadedScope();
    await allSettled(labsClicked, { scope, params: 'class-2' });
    expect(scope.getState($navigations)).toEqual([{ to: `${routes.classMonitor}?id=class-2` }]);
  });

  it('an edit saved by the form replaces the row; one that ended is COMPLETED and hidden', async () => {
    const scope = loadedScope();
    await allSettled(classUpdated, { scope, params: { ...java, name: 'Java 102' } });
    expect(scope.getState($rows).map((row) => row.name)).toEqual(['Java 102', 'Python']);
    await allSettled(classUpdated, { scope, params: { ...java, status: 'COMPLETED' } });
    expect(scope.getState($rows).map((row) => row.name)).toEqual(['Python']);
  });

  it('Delete hands the listed class on; a stale id leads nowhere', async () => {
    const scope = loadedScope();
    const chosen: TrainingClass[] = [];
    createWatch({ unit: deleteChosen, scope, fn: (trainingClass) => chosen.push(trainingClass) });
    await allSettled(deleteClicked, { scope, params: 'class-2' });
    await allSettled(deleteClicked, { scope, params: 'gone' });
    expect(chosen).toEqual([python]);
  });

  it('drops a deleted class by id', async () => {
    const scope = loadedScope();
    await allSettled(classDeleted, { scope, params: 'class-1' });
    expect(scope.getState($classes).map(({ id }) => id)).toEqual(['class-2', 'class-3']);
  });

  it('copies the passphrase and confirms on that row until the confirmation expires', async () => {
    rs.useFakeTimers();
    const copy = rs.fn(async ({ id }: { id: string; passphrase: string }) => id);
    const scope = loadedScope([[copyPassphraseFx, copy]]);
    await allSettled(copyClicked, { scope, params: 'class-2' });
    expect(copy).toHaveBeenCalledWith({ id: 'class-2', passphrase: 'amber-river-4821' });
    expect(scope.getState($copiedClassId)).toBe('class-2');
    await rs.advanceTimersByTimeAsync(COPIED_CONFIRMATION_MS - 1);
    expect(scope.getState($copiedClassId)).toBe('class-2');
    await rs.advanceTimersByTimeAsync(1);
    expect(scope.getState($copiedClassId)).toBeNull();
  });

  it('a later copy moves the confirmation to its row and gives it the full time again', async () => {
    rs.useFakeTimers();
    const scope = loadedScope([[copyPassphraseFx, async ({ id }: { id: string }) => id]]);
    await allSettled(copyClicked, { scope, params: 'class-1' });
    await rs.advanceTimersByTimeAsync(COPIED_CONFIRMATION_MS / 2);
    await allSettled(copyClicked, { scope, params: 'class-2' });
    expect(scope.getState($copiedClassId)).toBe('class-2');
    await rs.advanceTimersByTimeAsync(COPIED_CONFIRMATION_MS / 2);
    expect(scope.getState($copiedClassId)).toBe('class-2');
    await rs.advanceTimersByTimeAsync(COPIED_CONFIRMATION_MS / 2);
    expect(scope.getState($copiedClassId)).toBeNull();
  });

  it('forgets everything on sign-out', async () => {
    const scope = loadedScope();
    await allSettled(signedOut, { scope });
    expect(scope.getState($classes)).toEqual([]);
    expect(scope.getState($classesStatus)).toBe('idle');
  });
});
