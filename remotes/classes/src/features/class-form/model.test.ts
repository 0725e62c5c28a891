import {
  API_CALL_TIMEOUT_MS,
  HttpError,
  type NavigationRequest,
  routes,
  type TrainingClass,
  type TrainingClassInput,
} from '@academy/api';
import { $identityAuth, instructorUnauthorized } from '@academy/auth';
import { whileServerHangs } from '@academy/auth/testing';
import { $runtimeConfig, navigationRequested } from '@academy/bus';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled, createStore, fork, type Scope } from 'effector';
import { $editedClass, classEditStarted, classUpdated, editedClassMissing } from '@/shared/model/edited-class';
import { failingWith } from '@/shared/testing/failing-with';
import { aTrainingClass, aTrainingCourse, JAVA_101_INPUT } from '@/shared/testing/training-class';
import { blankClassForm } from './lib';
import {
  $browserTimeZone,
  $courseChoices,
  $courses,
  $coursesStatus,
  $formError,
  $initialValues,
  $isEditing,
  $isLoadingCourses,
  $isSaving,
  $loadingDots,
  $submitError,
  $supportedTimeZones,
  $timeZoneChoices,
  $timeZoneOptions,
  createClassFx,
  fetchCoursesFx,
  formClosed,
  formOpened,
  formSubmitted,
  readClockFx,
  updateClassFx,
} from './model';
import { JAVA_101_FORM } from './testing/java-101-form';

const $navigations = createStore<NavigationRequest[]>([]).on(navigationRequested, (list, request) => [
  ...list,
  request,
]);
const $updates = createStore<TrainingClass[]>([]).on(classUpdated, (list, updated) => [...list, updated]);
const $missing = createStore(0).on(editedClassMissing, (count) => count + 1);
const $unauthorized = createStore(0).on(instructorUnauthorized, (count) => count + 1);

const course = aTrainingCourse();
const stored = aTrainingClass();

const typed = JAVA_101_FORM;
const typedInput = JAVA_101_INPUT;

function formScope(handlers: Array<[unknown, unknown]> = [], values: Array<[unknown, unknown]> = []): Scope {
  return fork({
    values: [[$browserTimeZone, 'Europe/Paris'], ...values] as never,
    handlers: [[fetchCoursesFx, async () => [course]], ...handlers] as never,
  });
}

async function openEditForm(scope: Scope, trainingClass: TrainingClass = stored): Promise<void> {
  await allSettled(classEditStarted, { scope, params: trainingClass });
  await allSettled(formOpened, { scope, params: { path: routes.classEdit } });
}

describe('class form model', () => {
  afterEach(() => {
    rs.restoreAllMocks();
    rs.useRealTimers();
    rs.unstubAllGlobals();
    // What a test typed is kept as the form's draft: the next test starts without one.
    sessionStorage.clear();
  });

  describe('create', () => {
    it('opens blank in the browser zone, loads the courses under the overlay', async () => {
      let answer: (courses: (typeof course)[]) => void = () => undefined;
      const scope = formScope([[fetchCoursesFx, () => new Promise((resolve) => (answer = resolve))]]);
      const settled = allSettled(formOpened, { scope, params: { path: routes.classNew } });
      expect(scope.getState($isEditing)).toBe(false);
      expect(scope.getState($coursesStatus)).toBe('loading');
      expect(scope.getState($isLoadingCourses)).toBe(true);
      expect(scope.getState($initialValues)).toEqual(blankClassForm('Europe/Paris'));
      answer([course]);
      await settled;
      expect(scope.getState($isLoadingCourses)).toBe(false);
      expect(scope.getState($courses)).toEqual([course]);
    });

    it('offers only the active courses', async () => {
      const archived = aTrainingCourse({ id: 'course-old', name: 'Old Java', status: 'ARCHIVED' });
      const scope = formScope([[fetchCoursesFx, async () => [archived, course]]]);
      await allSettled(formOpened, { scope, params: { path: routes.classNew } });
      expect(scope.getState($courses)).toHaveLength(2);
      expect(scope.getState($courseChoices)).toEqual([course]);
    });

    it("labels each zone with its offset at the time the form opened, the browser's zone by its current name", async () => {
      const scope = formScope(
        [[readClockFx, () => new Date('2026-07-15T12:00:00Z')]],
        [
          [$supportedTimeZones, ['America/New_York', 'Asia/Calcutta']],
          [$browserTimeZone, 'Asia/Kolkata'],
        ],
      );
      expect(scope.getState($timeZoneOptions)).toEqual([]);
      await allSettled(formOpened, { scope, params: { path: routes.classNew } });
      expect(scope.getState($timeZoneOptions).map(({ label }) => label)).toEqual([
        'America/New_York (UTC-04:00)',
        'Asia/Kolkata (UTC+05:30)',
      ]);
      expect(scope.getState($initialValues).timeZone).toBe('Asia/Kolkata');
    });

    it('/classes/new is a new class even after an Edit was clicked', async () => {
      const scope = formScope();
      await allSettled(classEditStarted, { scope, params: stored });
      await allSettled(formOpened, { scope, params: { path: routes.classNew } });
      expect(scope.getState($isEditing)).toBe(false);
      expect(scope.getState($editedClass)).toBeNull();
    });

    it('creates the class with the dates as midnight in the zone, then goes to /classes', async () => {
      const create = rs.fn(async (_api: unknown, _input: TrainingClassInput) => undefined);
      const update = rs.fn(async () => stored);
      const scope = formScope([
        [createClassFx, create],
        [updateClassFx, update],
      ]);
      await allSettled(formOpened, { scope, params: { path: routes.classNew } });
      await allSettled(formSubmitted, { scope, params: typed });
      expect(create.mock.calls[0]?.[1]).toEqual(typedInput);
      expect(update).not.toHaveBeenCalled();
      expect(scope.getState($navigations)).toEqual([{ to: routes.classes }]);
    });

    it('sends POST /api/training-class to the configured API base URL with the bearer token', async () => {
      const fetchMock = rs.fn(async () => new Response(JSON.stringify({ ...stored }), { status: 201 }));
      rs.stubGlobal('fetch', fetchMock);
      const scope = fork({
        values: [
          [$runtimeConfig, { ...$runtimeConfig.defaultState, apiBaseUrl: 'https://api.academy.test/' }],
          [$identityAuth, { isAuthenticated: true, accessToken: 'token-1', idToken: '', refreshToken: '' }],
        ],
      });
      await allSettled(formSubmitted, { scope, params: typed });
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('https://api.academy.test/api/training-class');
      expect(init.method).toBe('POST');
      expect(init.headers).toMatchObject({ Authorization: 'Bearer token-1', 'Content-Type': 'application/json' });
      expect(JSON.parse(String(init.body))).toEqual(typedInput);
    });
  });

  describe('edit', () => {
    it('prefills the form only once the course list has loaded', async () => {
      let answer: (courses: (typeof course)[]) => void = () => undefined;
      const scope = formScope([[fetchCoursesFx, () => new Promise((resolve) => (answer = resolve))]]);
      await allSettled(classEditStarted, { scope, params: stored });
      const settled = allSettled(formOpened, { scope, params: { path: routes.classEdit } });
      expect(scope.getState($isEditing)).toBe(true);
      expect(scope.getState($initialValues)).toEqual(blankClassForm('Europe/Paris'));
      answer([course]);
      await settled;
      expect(scope.getState($initialValues)).toEqual(typed);
    });

    it('prefills a Kolkata class with its own zone and days', async () => {
      const scope = formScope();
      await openEditForm(
        scope,
        aTrainingClass({
          timeZone: 'Asia/Kolkata',
          startDate: '2026-11-20T18:30:00.000Z',
          endDate: '2026-11-23T18:30:00.000Z',
        }),
      );
      expect(scope.getState($initialValues)).toMatchObject({
        timeZone: 'Asia/Kolkata',
        firstDay: '2026-11-21',
        lastDay: '2026-11-23',
      });
      expect(scope.getState($timeZoneChoices)).toContain('Asia/Kolkata');
    });

    it('the zone choices hold the supported list by current names, the browser zone and the class zone', async () => {
      const scope = formScope([], [[$supportedTimeZones, ['Europe/Paris', 'Asia/Tokyo', 'Asia/Calcutta']]]);
      await openEditForm(scope, aTrainingClass({ timeZone: 'Pacific/Auckland' }));
      expect(scope.getState($timeZoneChoices)).toEqual([
        'Asia/Kolkata',
        'Asia/Tokyo',
        'Europe/Paris',
        'Pacific/Auckland',
      ]);
    });

    it("keeps an old class's former zone name among the choices, and prefills it", async () => {
      const scope = formScope([], [[$supportedTimeZones, ['Asia/Calcutta', 'Europe/Paris']]]);
      await openEditForm(scope, aTrainingClass({ timeZone: 'Asia/Calcutta' }));
      expect(scope.getState($timeZoneChoices)).toEqual(['Asia/Calcutta', 'Asia/Kolkata', 'Europe/Paris']);
      expect(scope.getState($initialValues).timeZone).toBe('Asia/Calcutta');
    });

    it("offers the active courses, and the edited class's own course though archived", async () => {
      const archived = aTrainingCourse({ id: 'course-old', name: 'Old Java', status: 'ARCHIVED' });
      const other = aTrainingCourse({ id: 'course-gone', name: 'Gone', status: 'ARCHIVED' });
      const scope = formScope([[fetchCoursesFx, async () => [course, archived, other]]]);
      await openEditForm(scope, aTrainingClass({ courseId: 'course-old' }));
      expect(scope.getState($courseChoices).map(({ id }) => id)).toEqual(['course-1', 'course-old']);
    });

    it('updates by id, tells the list, forgets the edited class and goes to /classes', async () => {
      const update = rs.fn(async (_api: unknown, { id }: { id: string }) => ({ ...stored, id, name: 'Java 102' }));
      const create = rs.fn(async () => undefined);
      const scope = formScope([
        [updateClassFx, update],
        [createClassFx, create],
      ]);
      await openEditForm(scope);
      await allSettled(formSubmitted, { scope, params: { ...typed, name: 'Java 102' } });
      expect(update.mock.calls[0]?.[1]).toEqual({ id: 'class-1', input: { ...typedInput, name: 'Java 102' } });
      expect(create).not.toHaveBeenCalled();
      expect(scope.getState($updates).map(({ name }) => name)).toEqual(['Java 102']);
      expect(scope.getState($editedClass)).toBeNull();
      expect(scope.getState($navigations)).toEqual([{ to: routes.classes }]);
    });

    it('a class edited to end in the past shows COMPLETED (PUT through fetch)', async () => {
      rs.useFakeTimers({ now: new Date('2026-12-01T12:00:00.000Z'), toFake: ['Date'] });
      const fetchMock = rs.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as TrainingClassInput;
        return new Response(JSON.stringify({ ...stored, ...body, status: 'RUNNING' }), { status: 200 });
      });
      rs.stubGlobal('fetch', fetchMock);
      const scope = fork({ values: [[$browserTimeZone, 'UTC']] });
      await allSettled(classEditStarted, { scope, params: stored });
      await allSettled(formSubmitted, { scope, params: { ...typed, firstDay: '2026-11-01', lastDay: '2026-11-03' } });
      expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/training-class/class-1');
      expect(fetchMock.mock.calls[0]?.[1].method).toBe('PUT');
      expect(scope.getState($updates)[0]?.status).toBe('COMPLETED');
    });

    it('/classes/edit with no class goes back to the list with a notice, and loads nothing', async () => {
      const fetchCourses = rs.fn(async () => [course]);
      const scope = formScope([[fetchCoursesFx, fetchCourses]]);
      await allSettled(formOpened, { scope, params: { path: routes.classEdit } });
      expect(scope.getState($missing)).toBe(1);
      expect(scope.getState($navigations)).toEqual([{ to: routes.classes, replace: true }]);
      expect(fetchCourses).not.toHaveBeenCalled();
    });
  });

  describe('failures', () => {
    it.each([
      [500, 'Server error.'],
      [502, 'Server error.'],
      [400, 'Client error.'],
      [404, 'Client error.'],
    ])('a failed save (%i) stays on the form, keeps its values, stores %j and logs', async (status, text) => {
      const logged = rs.spyOn(console, 'error').mockImplementation(() => undefined);
      const scope = formScope([
        [createClassFx, failingWith(status)],
        [updateClassFx, failingWith(status)],
      ]);
      await allSettled(formOpened, { scope, params: { path: routes.classNew } });
      const before = scope.getState($initialValues);
      await allSettled(formSubmitted, { scope, params: typed });
      expect(scope.getState($submitError)).toBe(text);
      expect(scope.getState($formError)).toBe(text);
      expect(scope.getState($navigations)).toEqual([]);
      expect(scope.getState($initialValues)).toBe(before);
      expect(scope.getState($isSaving)).toBe(false);
      expect(logged).toHaveBeenCalledWith('Saving the class failed', expect.any(HttpError));
    });

    it("a save that never answers gives up after API_CALL_TIMEOUT_MS with 'Server error.', keeping the form", async () => {
      rs.spyOn(console, 'error').mockImplementation(() => undefined);
      const scope = formScope();
      await allSettled(formOpened, { scope, params: { path: routes.classNew } });
      const before = scope.getState($initialValues);
      await whileServerHangs(() => allSettled(formSubmitted, { scope, params: typed }), API_CALL_TIMEOUT_MS);
      expect(scope.getState($submitError)).toBe('Server error.');
      expect(scope.getState($navigations)).toEqual([]);
      expect(scope.getState($initialValues)).toBe(before);
      expect(scope.getState($isSaving)).toBe(false);
    });

    it('a failed edit keeps the edited class for another try', async () => {
      rs.spyOn(console, 'error').mockImplementation(() => undefined);
      const scope = formScope([[updateClassFx, failingWith(500)]]);
      await openEditForm(scope);
      await allSettled(formSubmitted, { scope, params: typed });
      expect(scope.getState($editedClass)).toEqual(stored);
      expect(scope.getState($submitError)).toBe('Server error.');
    });

    it.each([
      [502, 'Server error.'],
      [409, 'Client error.'],
    ])('a failed update (%i) stays on the edit form with its values, stores %j and logs', async (status, text) => {
      const logged = rs.spyOn(console, 'error').mockImplementation(() => undefined);
      const scope = formScope([[updateClassFx, failingWith(status)]]);
      await openEditForm(scope);
      const before = scope.getState($initialValues);
      await allSettled(formSubmitted, { scope, params: typed });
      expect(scope.getState($submitError)).toBe(text);
      expect(scope.getState($navigations)).toEqual([]);
      expect(scope.getState($isEditing)).toBe(true);
      expect(scope.getState($initialValues)).toBe(before);
      expect(scope.getState($editedClass)).toEqual(stored);
      expect(logged).toHaveBeenCalledWith('Saving the class failed', expect.any(HttpError));
    });

    it('a new submit clears the previous error', async () => {
      rs.spyOn(console, 'error').mockImplementation(() => undefined);
      let fail = true;
      const scope = formScope([
        [
          createClassFx,
          async () => {
            if (fail) throw new HttpError(500, 'down');
          },
        ],
      ]);
      await allSettled(formOpened, { scope, params: { path: routes.classNew } });
      await allSettled(formSubmitted, { scope, params: typed });
      fail = false;
      await allSettled(formSubmitted, { scope, params: typed });
      expect(scope.getState($submitError)).toBe('');
    });

    it.each([
      [500, 'Trouble fetching course list from the server.'],
      [403, 'Client error.'],
    ])('a failed course list (%i) lifts the overlay and shows %j in the banner', async (status, text) => {
      const scope = formScope([[fetchCoursesFx, failingWith(status)]]);
      await allSettled(formOpened, { scope, params: { path: routes.classNew } });
      expect(scope.getState($isLoadingCourses)).toBe(false);
      expect(scope.getState($formError)).toBe(text);
    });

    it('a course list that never answers gives up after API_CALL_TIMEOUT_MS, lifting the overlay', async () => {
      // The real calls and the real 500 ms dots, on a fake clock.
      const scope = fork({ values: [[$browserTimeZone, 'Europe/Paris']] });
      await whileServerHangs(
        () => allSettled(formOpened, { scope, params: { path: routes.classNew } }),
        API_CALL_TIMEOUT_MS,
      );
      expect(scope.getState($isLoadingCourses)).toBe(false);
      expect(scope.getState($formError)).toBe('Trouble fetching course list from the server.');
    });

    it('a 401 tells the auth package', async () => {
      rs.spyOn(console, 'error').mockImplementation(() => undefined);
      const scope = formScope([[createClassFx, failingWith(401)]]);
      await allSettled(formSubmitted, { scope, params: typed });
      expect(scope.getState($unauthorized)).toBe(1);
    });
  });

  describe('loading dots', () => {
    it('change every 500 ms through 0 to 3 while the courses load, and stop when they arrive', async () => {
      rs.useFakeTimers();
      let answer: (courses: (typeof course)[]) => void = () => undefined;
      const scope = fork({ handlers: [[fetchCoursesFx, () => new Promise((resolve) => (answer = resolve))]] });
      const settled = allSettled(formOpened, { scope, params: { path: routes.classNew } });
      const seen: number[] = [scope.getState($loadingDots)];
      for (let step = 0; step < 5; step += 1) {
        await rs.advanceTimersByTimeAsync(499);
        expect(scope.getState($loadingDots)).toBe(seen[seen.length - 1]);
        await rs.advanceTimersByTimeAsync(1);
        seen.push(scope.getState($loadingDots));
      }
      expect(seen).toEqual([0, 1, 2, 3, 0, 1]);
      answer([course]);
      await rs.advanceTimersByTimeAsync(500);
      await settled;
      expect(scope.getState($loadingDots)).toBe(1);
      expect(rs.getTimerCount()).toBe(0);
    });

    it('stop when the page closes while the courses still load', async () => {
      rs.useFakeTimers();
      const scope = fork({ handlers: [[fetchCoursesFx, () => new Promise(() => undefined)]] });
      void allSettled(formOpened, { scope, params: { path: routes.classNew } });
      await rs.advanceTimersByTimeAsync(1_000);
      expect(scope.getState($loadingDots)).toBe(2);
      void allSettled(formClosed, { scope });
      expect(rs.getTimerCount()).toBe(0);
      await rs.advanceTimersByTimeAsync(2_000);
      expect(scope.getState($loadingDots)).toBe(2);
    });

    it('start again from no dots when the form opens again', async () => {
      const scope = fork({
        values: [[$loadingDots, 2]],
        handlers: [[fetchCoursesFx, () => new Promise(() => undefined)]],
      });
      void allSettled(formOpened, { scope, params: { path: routes.classNew } });
      expect(scope.getState($loadingDots)).toBe(0);
      void allSettled(formClosed, { scope });
    });
  });
});
