import { API_CALL_TIMEOUT_MS, type NavigationRequest, type TrainingCourse } from '@academy/api';
import { instructorSessionRenewed, instructorUnauthorized } from '@academy/auth';
import { whileServerHangs } from '@academy/auth/testing';
import { navigationRequested, signedOut } from '@academy/bus';
import { describe, expect, it } from '@rstest/core';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { courseDeleted, courseEditMissing, courseEditRequested } from '@/shared/model/edited-course';
import { aCourse } from '@/shared/testing/courses';
import { failingWith } from '@/shared/testing/failing-with';
import {
  $courses,
  $coursesError,
  $coursesStatus,
  $notice,
  $showsLoadError,
  $sortedCourses,
  $sortOrder,
  addClicked,
  CHOOSE_COURSE_NOTICE,
  editClicked,
  fetchCoursesFx,
  listClosed,
  listOpened,
  listRetryClicked,
  sortClicked,
} from './model';

const alpha = aCourse({ status: 'ARCHIVED' });
const beta = aCourse({ id: 'c2', name: 'Beta', description: 'B', folder: 'group-v102', vms: ['vm-2'] });

function navigations(scope: Scope): NavigationRequest[] {
  const seen: NavigationRequest[] = [];
  createWatch({ unit: navigationRequested, scope, fn: (request) => seen.push(request) });
  return seen;
}

describe('course-list model', () => {
  it('loads the courses when the list opens', async () => {
    const scope = fork({ handlers: [[fetchCoursesFx, async () => [alpha, beta]]] });
    const loading = allSettled(listOpened, { scope });
    expect(scope.getState($coursesStatus)).toBe('loading');
    await loading;
    expect(scope.getState($coursesStatus)).toBe('succeeded');
    expect(scope.getState($courses)).toEqual([alpha, beta]);
    expect(scope.getState($showsLoadError)).toBe(false);
  });

  it("'Retry' on the banner fetches the list again", async () => {
    const answers = [failingWith(500), async () => [alpha]];
    const scope = fork({ handlers: [[fetchCoursesFx, () => (answers.shift() ?? failingWith(500))()]] });
    await allSettled(listOpened, { scope });
    expect(scope.getState($showsLoadError)).toBe(true);
    await allSettled(listRetryClicked, { scope });
    expect(scope.getState($showsLoadError)).toBe(false);
    expect(scope.getState($courses)).toEqual([alpha]);
  });

  it.each([
    [500, 'Trouble fetching course list from the server.'],
    [400, 'Client error.'],
  ])('an empty list after a %i shows the stored error', async (status, text) => {
    const scope = fork({ handlers: [[fetchCoursesFx, failingWith(status)]] });
    await allSettled(listOpened, { scope });
    expect(scope.getState($coursesStatus)).toBe('failed');
    expect(scope.getState($coursesError)).toBe(text);
    expect(scope.getState($showsLoadError)).toBe(true);
  });

  it("a list that never answers gives up after API_CALL_TIMEOUT_MS with the list's server text", async () => {
    const scope = fork();
    await whileServerHangs(() => allSettled(listOpened, { scope }), API_CALL_TIMEOUT_MS);
    expect(scope.getState($coursesStatus)).toBe('failed');
    expect(scope.getState($coursesError)).toBe('Trouble fetching course list from the server.');
  });

  it('loads again after a 401 led to a token renewal, but not when the list had loaded', async () => {
    let calls = 0;
    const scope = fork({
      handlers: [
        [
          fetchCoursesFx,
          async () => {
            calls += 1;
            return calls === 1 ? failingWith(401)() : [alpha];
          },
        ],
      ],
    });
    await allSettled(listOpened, { scope });
    expect(scope.getState($coursesStatus)).toBe('failed');
    await allSettled(instructorSessionRenewed, { scope });
    expect(scope.getState($courses)).toEqual([alpha]);
    await allSettled(instructorSessionRenewed, { scope });
    expect(calls).toBe(2);
  });

  it('keeps the courses it had when a reload fails, without the banner', async () => {
    const scope = fork({ values: [[$courses, [alpha]]], handlers: [[fetchCoursesFx, failingWith(503)]] });
    await allSettled(listOpened, { scope });
    expect(scope.getState($courses)).toEqual([alpha]);
    expect(scope.getState($showsLoadError)).toBe(false);
  });

  it('reports a refused token as instructorUnauthorized', async () => {
    const scope = fork({ handlers: [[fetchCoursesFx, failingWith(401)]] });
    let unauthorized = 0;
    createWatch({ unit: instructorUnauthorized, scope, fn: () => (unauthorized += 1) });
    await allSettled(listOpened, { scope });
    expect(unauthorized).toBe(1);
  });

  it('sorts by name and status, each in both directions', async () => {
    const scope = fork({ values: [[$courses, [beta, alpha]]] });
    expect(scope.getState($sortedCourses)).toEqual([beta, alpha]);
    await allSettled(sortClicked, { scope, params: 'name' });
    expect(scope.getState($sortOrder)).toEqual({ column: 'name', direction: 'ascending' });
    expect(scope.getState($sortedCourses)).toEqual([alpha, beta]);
    await allSettled(sortClicked, { scope, params: 'name' });
    expect(scope.getState($sortedCourses)).toEqual([beta, alpha]);
    await allSettled(sortClicked, { scope, params: 'status' });
    expect(scope.getState($sortOrder)).toEqual({ column: 'status', direction: 'ascending' });
    expect(scope.getState($sortedCourses).map((course) => course.status)).toEqual(['ACTIVE', 'ARCHIVED']);
    await allSettled(sortClicked, { scope, params: 'status' });
    expect(scope.getState($sortedCourses).map((course) => course.status)).toEqual(['ARCHIVED', 'ACTIVE']);
  });

  it('removes a deleted course from the list by id', async () => {
    const scope = fork({ values: [[$courses, [alpha, beta]]] });
    await allSettled(courseDeleted, { scope, params: 'c1' });
    expect(scope.getState($courses)).toEqual([beta]);
  });

  it('Edit hands the course to the form, then opens /courses/edit', async () => {
    const scope = fork();
    const edited: TrainingCourse[] = [];
    createWatch({ unit: courseEditRequested, scope, fn: (course) => edited.push(course) });
    const seen = navigations(scope);
    await allSettled(editClicked, { scope, params: beta });
    expect(edited).toEqual([beta]);
    expect(seen).toEqual([{ to: '/courses/edit' }]);
  });

  it("'Add Course' opens /courses/new", async () => {
    const scope = fork();
    const seen = navigations(scope);
    await allSettled(addClicked, { scope });
    expect(seen).toEqual([{ to: '/courses/new' }]);
  });

  it('says to choose a course when the edit form had none, until the list closes', async () => {
    const scope = fork({ handlers: [[fetchCoursesFx, async () => [alpha]]] });
    await allSettled(courseEditMissing, { scope });
    await allSettled(listOpened, { scope });
    expect(scope.getState($notice)).toBe(CHOOSE_COURSE_NOTICE);
    await allSettled(listClosed, { scope });
    expect(scope.getState($notice)).toBe('');
  });

  it('forgets the courses and the sort on sign-out', async () => {
    const scope = fork({
      values: [
        [$courses, [alpha]],
        [$sortOrder, { column: 'name', direction: 'ascending' }],
      ],
    });
    await allSettled(signedOut, { scope });
    expect(scope.getState($courses)).toEqual([]);
    expect(scope.getState($sortOrder)).toBeNull();
  });
});
