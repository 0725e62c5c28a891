import { API_CALL_TIMEOUT_MS, type NavigationRequest } from '@academy/api';
import { whileServerHangs } from '@academy/auth/testing';
import { navigationRequested } from '@academy/bus';
import { describe, expect, it } from '@rstest/core';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { courseDeleted } from '@/shared/model/edited-course';
import { aCourse } from '@/shared/testing/courses';
import { failingWith } from '@/shared/testing/failing-with';
import {
  $courseToDelete,
  $deleteError,
  deleteCancelled,
  deleteClicked,
  deleteConfirmed,
  deleteCourseFx,
} from './model';

const alpha = aCourse();

/** The ids the list is told to drop (courseDeleted), as they come. */
function deletionsIn(scope: Scope): string[] {
  const deleted: string[] = [];
  createWatch({ unit: courseDeleted, scope, fn: (id) => deleted.push(id) });
  return deleted;
}

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

  it('deletes the course by id, reports it deleted (the list drops it) and goes back to the list', async () => {
    const calls: string[] = [];
    const scope = fork({
      handlers: [[deleteCourseFx, async (_call: unknown, id: string) => void calls.push(id)]],
    });
    const seen: NavigationRequest[] = [];
    const deleted = deletionsIn(scope);
    createWatch({ unit: navigationRequested, scope, fn: (request) => seen.push(request) });
    await allSettled(deleteClicked, { scope, params: alpha });
    await allSettled(deleteConfirmed, { scope });
    expect(calls).toEqual(['c1']);
    expect(deleted).toEqual(['c1']);
    expect(scope.getState($courseToDelete)).toBeNull();
    expect(seen).toEqual([{ to: '/courses' }]);
  });

  it.each([
    [500, 'Server error.'],
    [409, 'Client error.'],
  ])('a %i keeps the dialog and the course, with the error text', async (status, text) => {
    const scope = fork({ handlers: [[deleteCourseFx, failingWith(status)]] });
    const deleted = deletionsIn(scope);
    await allSettled(deleteClicked, { scope, params: alpha });
    await allSettled(deleteConfirmed, { scope });
    expect(scope.getState($courseToDelete)).toEqual(alpha);
    expect(scope.getState($deleteError)).toBe(text);
    expect(deleted).toEqual([]);
  });

  it("a delete that never answers gives up after API_CALL_TIMEOUT_MS with 'Server error.', keeping the course", async () => {
    const scope = fork();
    const deleted = deletionsIn(scope);
    await allSettled(deleteClicked, { scope, params: alpha });
    await whileServerHangs(() => allSettled(deleteConfirmed, { scope }), API_CALL_TIMEOUT_MS);
    expect(scope.getState($deleteError)).toBe('Server error.');
    expect(deleted).toEqual([]);
  });
});
