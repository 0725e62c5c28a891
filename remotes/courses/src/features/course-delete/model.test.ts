import { describe, expect, it } from '@rstest/core';
import { allSettled, createWatch, fork } from 'effector';
import { navigationRequested, type NavigationRequest, type TrainingCourse } from '@academy/contracts';
import { $courses } from '@/features/course-list/model';
import { $courseToDelete, $deleteError, deleteCancelled, deleteClicked, deleteConfirmed, deleteCourseFx } from './model';
import { failingWith } from '@/shared/testing/failing-with';
import { API_CALL_TIMEOUT_MS } from '@academy/contracts';
import { whileServerHangs } from '@academy/auth/testing';

const alpha: TrainingCourse = { id: 'c1', name: 'Alpha', description: 'A', folder: 'group-v101', status: 'ACTIVE', vms: ['vm-1'] };
const beta: TrainingCourse = { id: 'c2', name: 'Beta', description: 'B', folder: 'group-v102', status: 'ARCHIVED', vms: ['vm-2'] };

describe('course-delete model', () => {
  it('asks first: Delete opens the dialog, Cancel closes it without a call', async () => {
    const calls: string[] = [];
    const scope = fork({ handlers: [[deleteCourseFx, async (_call: unknown, id: string) => void calls.push(id)]] });
    await allSettled(deleteClicked, { scope, params: alpha });
    expect(scope.getState($courseToDelete)).toEqual(alpha);
    await allSettled(deleteCancelled, { scope });
    expect(scope.getState($courseToDelete)).toBeNull();
    await allSettled(deleteConfirmed, { scope });
    expect(calls).toEqual([]);
  });

  it('deletes the course by id, removes it from the list by id and goes back to the list', async () => {
    const calls: string[] = [];
    const scope = fork({
      values: [[$courses, [alpha, beta]]],
      handlers: [[deleteCourseFx, async (_call: unknown, id: string) => void calls.push(id)]],
    });
    const seen: NavigationRequest[] = [];
    createWatch({ unit: navigationRequested, scope, fn: (request) => seen.push(request) });
    await allSettled(deleteClicked, { scope, params: alpha });
    await allSettled(deleteConfirmed, { scope });
    expect(calls).toEqual(['c1']);
    expect(scope.getState($courses)).toEqual([beta]);
    expect(scope.getState($courseToDelete)).toBeNull();
    expect(seen).toEqual([{ to: '/courses' }]);
  });

  it.each([
    [500, 'Server error.'],
    [409, 'Client error.'],
  ])('a %i keeps the dialog and the course, with the error text', async (status, text) => {
    const scope = fork({
      values: [[$courses, [alpha, beta]]],
      handlers: [
        [deleteCourseFx, failingWith(status)],
      ],
    });
    await allSettled(deleteClicked, { scope, params: alpha });
    await allSettled(deleteConfirmed, { scope });
    expect(scope.getState($courseToDelete)).toEqual(alpha);
    expect(scope.getState($deleteError)).toBe(text);
    expect(scope.getState($courses)).toEqual([alpha, beta]);
  });

  it("a delete that never answers gives up after API_CALL_TIMEOUT_MS with 'Server error.', keeping the course", async () => {
    const scope = fork({ values: [[$courses, [alpha, beta]]] });
    await allSettled(deleteClicked, { scope, params: alpha });
    await whileServerHangs(() => allSettled(deleteConfirmed, { scope }), API_CALL_TIMEOUT_MS);
    expect(scope.getState($deleteError)).toBe('Server error.');
    expect(scope.getState($courses)).toEqual([alpha, beta]);
  });
});
