import { API_CALL_TIMEOUT_MS, HttpError, type NavigationRequest, type TrainingCourseInput } from '@academy/api';
import { instructorUnauthorized } from '@academy/auth';
import { whileServerHangs } from '@academy/auth/testing';
import { navigationRequested } from '@academy/bus';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import {
  $editedCourse,
  courseCreateRequested,
  courseDeleted,
  courseEditMissing,
  courseEditRequested,
} from '@/shared/model/edited-course';
import { aCourse } from '@/shared/testing/courses';
import { failingWith } from '@/shared/testing/failing-with';
import type { CourseUpdate } from './api';
import type { CourseFormValues } from './lib';
import {
  $initialValues,
  $isEditMode,
  $isFormShown,
  $submitError,
  $submitStatus,
  createCourseFx,
  formClosed,
  formOpened,
  formSubmitted,
  logSaveFailureFx,
  updateCourseFx,
} from './model';

const course = aCourse({ name: 'Windows Admin', description: 'Five days', vms: ['vm-1', 'vm-2'] });
const typed: CourseFormValues = {
  name: 'Linux',
  description: 'Two days',
  folder: 'group-v102',
  status: 'ARCHIVED',
  vms: ['vm-3'],
  manual: '## Step\n',
};
const typedInput: TrainingCourseInput = {
  name: 'Linux',
  description: 'Two days',
  folder: 'group-v102',
  status: 'ARCHIVED',
  vms: ['vm-3'],
  manual: '## Step\n',
  guestAccounts: [],
  keyboardLayouts: [],
  fileFolders: [],
};

function navigations(scope: Scope): NavigationRequest[] {
  const seen: NavigationRequest[] = [];
  createWatch({ unit: navigationRequested, scope, fn: (request) => seen.push(request) });
  return seen;
}

describe('course-form model', () => {
  afterEach(() => {
    rs.restoreAllMocks();
  });

  it('opens in create mode, empty, on /courses/new', async () => {
    const scope = fork();
    expect(scope.getState($isFormShown)).toBe(false);
    await allSettled(formOpened, { scope, params: { path: '/courses/new' } });
    expect(scope.getState($isFormShown)).toBe(true);
    expect(scope.getState($isEditMode)).toBe(false);
    expect(scope.getState($initialValues)).toEqual({
      name: '',
      description: '',
      folder: '',
      status: '',
      vms: [],
      manual: '',
      guestAccounts: {},
      keyboardLayouts: {},
      fileFolders: {},
    });
  });

  it('prefills name, description, folder and status of the chosen course and clears its VMs', async () => {
    const scope = fork();
    await allSettled(courseEditRequested, { scope, params: course });
    await allSettled(formOpened, { scope, params: { path: '/courses/edit' } });
    expect(scope.getState($isFormShown)).toBe(true);
    expect(scope.getState($isEditMode)).toBe(true);
    expect(scope.getState($initialValues)).toEqual({
      name: 'Windows Admin',
      description: 'Five days',
      folder: 'group-v101',
      status: 'ACTIVE',
      vms: [],
      manual: '',
      guestAccounts: {},
      keyboardLayouts: {},
      fileFolders: {},
    });
  });

  it("'Add Course' or /courses/new drops an earlier choice", async () => {
    const scope = fork({ values: [[$editedCourse, course]] });
    await allSettled(courseCreateRequested, { scope });
    expect(scope.getState($isEditMode)).toBe(false);
    await allSettled(courseEditRequested, { scope, params: course });
    await allSettled(formOpened, { scope, params: { path: '/courses/new/' } });
    expect(scope.getState($editedCourse)).toBeNull();
  });

  it('/courses/edit without a chosen course goes back to the list, which says why', async () => {
    const scope = fork();
    const seen = navigations(scope);
    let missing = 0;
    createWatch({ unit: courseEditMissing, scope, fn: () => (missing += 1) });
    await allSettled(formOpened, { scope, params: { path: '/courses/edit' } });
    expect(scope.getState($isFormShown)).toBe(false);
    expect(missing).toBe(1);
    expect(seen).toEqual([{ to: '/courses', replace: true }]);
  });

  it('creates a course from the typed values, then shows the list', async () => {
    const bodies: TrainingCourseInput[] = [];
    const scope = fork({
      handlers: [[createCourseFx, async (_call: unknown, input: TrainingCourseInput) => void bodies.push(input)]],
    });
    const seen = navigations(scope);
    await allSettled(formOpened, { scope, params: { path: '/courses/new' } });
    await allSettled(formSubmitted, { scope, params: typed });
    expect(bodies).toEqual([typedInput]);
    expect(scope.getState($submitStatus)).toBe('succeeded');
    expect(seen).toEqual([{ to: '/courses' }]);
  });

  it('updates the edited course by id with the same body, then shows the list', async () => {
    const updates: CourseUpdate[] = [];
    const created: unknown[] = [];
    const scope = fork({
      handlers: [
        [updateCourseFx, async (_call: unknown, update: CourseUpdate) => void updates.push(update)],
        [createCourseFx, async (_call: unknown, input: unknown) => void created.push(input)],
      ],
    });
    const seen = navigations(scope);
    await allSettled(courseEditRequested, { scope, params: course });
    await allSettled(formOpened, { scope, params: { path: '/courses/edit' } });
    await allSettled(formSubmitted, { scope, params: typed });
    expect(updates).toEqual([{ id: 'c1', input: typedInput }]);
    expect(created).toEqual([]);
    expect(seen).toEqual([{ to: '/courses' }]);
  });

  it("an edited course's guest accounts go with the save: kept, changed, cleared; an unticked machine's dropped", async () => {
    const updates: CourseUpdate[] = [];
    const scope = fork({
      handlers: [[updateCourseFx, async (_call: unknown, update: CourseUpdate) => void updates.push(update)]],
    });
    const withAccounts = aCourse({
      vms: ['vm-1', 'vm-2', 'vm-3', 'vm-4'],
      guestAccounts: [
        { vm: 'vm-1', username: 'Administrator', passwordSet: true },
        { vm: 'vm-2', username: 'Administrator', passwordSet: true },
        { vm: 'vm-3', username: 'root', passwordSet: true },
        { vm: 'vm-4', username: 'student', passwordSet: false },
      ],
    });
    await allSettled(courseEditRequested, { scope, params: withAccounts });
    await allSettled(formOpened, { scope, params: { path: '/courses/edit' } });
    const opened = scope.getState($initialValues);
    const accounts = opened.guestAccounts ?? {};
    const values: CourseFormValues = {
      ...typed,
      folder: 'group-v101',
      vms: ['vm-1', 'vm-2', 'vm-3'],
      guestAccounts: {
        ...accounts,
        'vm-2': { ...accounts['vm-2']!, change: 'replace', password: 'Pa55word!' },
        'vm-3': { ...accounts['vm-3']!, change: 'clear' },
      },
    };
    await allSettled(formSubmitted, { scope, params: values });
    expect(updates.map((update) => update.input.guestAccounts)).toEqual([
      [
        { vm: 'vm-1', username: 'Administrator' },
        { vm: 'vm-2', username: 'Administrator', password: 'Pa55word!' },
        { vm: 'vm-3', username: 'root', password: null },
      ],
    ]);
  });

  it("an edited course's keyboard layouts and file folders start as stored and go with the save for the machines chosen again", async () => {
    const updates: CourseUpdate[] = [];
    const scope = fork({
      handlers: [[updateCourseFx, async (_call: unknown, update: CourseUpdate) => void updates.push(update)]],
    });
    const withLayouts = aCourse({
      vms: ['vm-1', 'vm-2'],
      keyboardLayouts: [
        { vm: 'vm-1', layout: 'uk' },
        { vm: 'vm-2', layout: 'es' },
      ],
      fileFolders: [{ vm: 'vm-1', folder: 'C:\\Lab' }],
    });
    await allSettled(courseEditRequested, { scope, params: withLayouts });
    await allSettled(formOpened, { scope, params: { path: '/courses/edit' } });
    const opened = scope.getState($initialValues);
    expect(opened.keyboardLayouts).toEqual({ 'vm-1': 'uk', 'vm-2': 'es' });
    expect(opened.fileFolders).toEqual({ 'vm-1': 'C:\\Lab' });
    await allSettled(formSubmitted, {
      scope,
      params: {
        ...typed,
        folder: 'group-v101',
        vms: ['vm-2', 'vm-1'],
        keyboardLayouts: opened.keyboardLayouts,
        fileFolders: { ...opened.fileFolders, 'vm-2': '/srv/drop' },
      },
    });
    expect(updates.map((update) => update.input.keyboardLayouts)).toEqual([
      [
        { vm: 'vm-2', layout: 'es' },
        { vm: 'vm-1', layout: 'uk' },
      ],
    ]);
    expect(updates.map((update) => update.input.fileFolders)).toEqual([
      [
        { vm: 'vm-2', folder: '/srv/drop' },
        { vm: 'vm-1', folder: 'C:\\Lab' },
      ],
    ]);
  });

  it.each([
    [500, 'Server error.'],
    [400, 'Client error.'],
  ])('a %i on save keeps the form, stores the banner text and logs the error', async (status, text) => {
    const logged: unknown[] = [];
    const scope = fork({
      handlers: [
        [createCourseFx, failingWith(status)],
        [logSaveFailureFx, (error: unknown) => void logged.push(error)],
      ],
    });
    const seen = navigations(scope);
    await allSettled(formOpened, { scope, params: { path: '/courses/new' } });
    await allSettled(formSubmitted, { scope, params: typed });
    expect(scope.getState($submitStatus)).toBe('failed');
    expect(scope.getState($submitError)).toBe(text);
    expect(logged).toEqual([new HttpError(status, 'refused')]);
    expect(seen).toEqual([]);
    expect(scope.getState($isFormShown)).toBe(true);
  });

  it("a save refused for the manual's checks says each step and reason in the banner, and keeps the edit", async () => {
    const refusal =
      "Step 2: the check names 'DC02', which this course does not have. Step 3: timeout=500 is over 120 seconds.";
    const scope = fork({
      handlers: [
        [
          updateCourseFx,
          async () => {
            throw new HttpError(400, refusal);
          },
        ],
        [logSaveFailureFx, () => undefined],
      ],
    });
    const seen = navigations(scope);
    await allSettled(courseEditRequested, { scope, params: course });
    await allSettled(formOpened, { scope, params: { path: '/courses/edit' } });
    const opened = scope.getState($initialValues);
    await allSettled(formSubmitted, { scope, params: typed });
    expect(scope.getState($submitError)).toBe(
      "The server refused the manual's checks: Step 2: the check names 'DC02', which this course does not have. Step 3: timeout=500 is over 120 seconds.",
    );
    // The form stays, on the same course and the same starting values: react-final-form keeps what was typed.
    expect(seen).toEqual([]);
    expect(scope.getState($isFormShown)).toBe(true);
    expect(scope.getState($editedCourse)).toEqual(course);
    expect(scope.getState($initialValues)).toBe(opened);
  });

  const SAVE_ERROR_OF = {
    'a check before the first step': [
      400,
      'A check before the first step belongs to no step: move it under a step (## Title).',
      "The server refused the manual's checks: A check before the first step belongs to no step: move it under a step (## Title).",
    ],
    'an unreadable check before the first step': [
      400,
      'Before the first step: a check sets hint twice.',
      "The server refused the manual's checks: Before the first step: a check sets hint twice.",
    ],
    'another refused input': [400, 'name must not be empty.', 'Client error.'],
    'a server error that names a step': [500, 'Step 2: down', 'Server error.'],
  } satisfies Record<string, [number, string, string]>;

  it.each(Object.entries(SAVE_ERROR_OF))('the banner for %s', async (_, [status, message, text]) => {
    const scope = fork({
      handlers: [
        [
          createCourseFx,
          async () => {
            throw new HttpError(status, message);
          },
        ],
        [logSaveFailureFx, () => undefined],
      ],
    });
    await allSettled(formSubmitted, { scope, params: typed });
    expect(scope.getState($submitError)).toBe(text);
  });

  it.each([
    [500, 'Server error.'],
    [400, 'Client error.'],
  ])('a %i on update stays on the edit form with the banner text, keeping the edited course', async (status, text) => {
    const scope = fork({
      handlers: [
        [updateCourseFx, failingWith(status)],
        [logSaveFailureFx, () => undefined],
      ],
    });
    const seen = navigations(scope);
    await allSettled(courseEditRequested, { scope, params: course });
    await allSettled(formOpened, { scope, params: { path: '/courses/edit' } });
    await allSettled(formSubmitted, { scope, params: typed });
    expect(scope.getState($submitStatus)).toBe('failed');
    expect(scope.getState($submitError)).toBe(text);
    expect(seen).toEqual([]);
    expect(scope.getState($isEditMode)).toBe(true);
    expect(scope.getState($isFormShown)).toBe(true);
    expect(scope.getState($editedCourse)).toEqual(course);
  });

  it("a save that never answers gives up after API_CALL_TIMEOUT_MS with 'Server error.', keeping the form", async () => {
    const scope = fork({ handlers: [[logSaveFailureFx, () => undefined]] });
    const seen = navigations(scope);
    await allSettled(formOpened, { scope, params: { path: '/courses/new' } });
    await whileServerHangs(() => allSettled(formSubmitted, { scope, params: typed }), API_CALL_TIMEOUT_MS);
    expect(scope.getState($submitStatus)).toBe('failed');
    expect(scope.getState($submitError)).toBe('Server error.');
    expect(seen).toEqual([]);
    expect(scope.getState($isFormShown)).toBe(true);
  });

  it('logs a failed save with console.error', async () => {
    const consoleError = rs.spyOn(console, 'error').mockImplementation(() => undefined);
    const scope = fork({ handlers: [[updateCourseFx, failingWith(500)]] });
    await allSettled(courseEditRequested, { scope, params: course });
    await allSettled(formSubmitted, { scope, params: typed });
    expect(consoleError).toHaveBeenCalledWith('Course save failed', new HttpError(500, 'refused'));
    expect(scope.getState($editedCourse)).toEqual(course);
  });

  it('a new attempt clears the banner; reopening the form too', async () => {
    const scope = fork({
      values: [[$submitError, 'Server error.']],
      handlers: [[createCourseFx, async () => undefined]],
    });
    await allSettled(formSubmitted, { scope, params: typed });
    expect(scope.getState($submitError)).toBe('');
    const reopened = fork({ values: [[$submitError, 'Client error.']] });
    await allSettled(formOpened, { scope: reopened, params: { path: '/courses/new' } });
    expect(reopened.getState($submitError)).toBe('');
  });

  it('reports a refused token on save as instructorUnauthorized', async () => {
    const scope = fork({
      handlers: [
        [createCourseFx, failingWith(401)],
        [logSaveFailureFx, () => undefined],
      ],
    });
    let unauthorized = 0;
    createWatch({ unit: instructorUnauthorized, scope, fn: () => (unauthorized += 1) });
    await allSettled(formSubmitted, { scope, params: typed });
    expect(unauthorized).toBe(1);
  });

  it('the edit ends when the form closes or the course is deleted', async () => {
    const scope = fork({ values: [[$editedCourse, course]] });
    await allSettled(formClosed, { scope });
    expect(scope.getState($editedCourse)).toBeNull();
    const other = fork({ values: [[$editedCourse, course]] });
    await allSettled(courseDeleted, { scope: other, params: 'c2' });
    expect(other.getState($editedCourse)).toEqual(course);
    await allSettled(courseDeleted, { scope: other, params: 'c1' });
    expect(other.getState($editedCourse)).toBeNull();
  });
});
