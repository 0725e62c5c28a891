import { HttpError, routes, type TrainingClassInput } from '@academy/api';
import { signedOut } from '@academy/bus';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork, type Scope } from 'effector';
import { classEditStarted } from '@/shared/model/edited-class';
import { aClassRoster } from '@/shared/testing/roster';
import { aTrainingClass, aTrainingCourse } from '@/shared/testing/training-class';
import { draftKeyOf } from './draft';
import { blankClassForm, prefillClassForm } from './lib';
import {
  $browserTimeZone,
  $initialValues,
  createClassFx,
  fetchCoursesFx,
  formClosed,
  formOpened,
  formSubmitted,
  formValuesChanged,
  updateClassFx,
} from './model';
import { $passphraseChoice, $rosterText, fetchFormRosterFx, passphraseModeChosen, rosterTyped } from './roster-field';
import { JAVA_101_FORM } from './testing/java-101-form';

const ROSTER = 'Ann Lee, ann@x.org\nBob Chen, bob@x.org';

/** A page load: a fresh scope, with only what the tab's session storage kept. */
function pageLoad(handlers: Array<[unknown, unknown]> = []): Scope {
  return fork({
    values: [[$browserTimeZone, 'America/New_York']],
    handlers: [
      [fetchCoursesFx, async () => [aTrainingCourse()]],
      [fetchFormRosterFx, async () => aClassRoster()],
      ...handlers,
    ] as never,
  });
}

const failing = async () => {
  throw new HttpError(500, 'down');
};

async function openNew(scope: Scope) {
  await allSettled(formOpened, { scope, params: { path: routes.classNew } });
}

async function openEdit(scope: Scope, trainingClass = aTrainingClass()) {
  await allSettled(classEditStarted, { scope, params: trainingClass });
  await allSettled(formOpened, { scope, params: { path: routes.classEdit } });
}

describe("the class form's draft", () => {
  afterEach(() => {
    rs.restoreAllMocks();
    sessionStorage.clear();
  });

  it('survives a failed save and a reload: the fields, the roster and the passphrase choice come back', async () => {
    rs.spyOn(console, 'error').mockImplementation(() => undefined);
    const before = pageLoad([[createClassFx, failing]]);
    await openNew(before);
    await allSettled(formValuesChanged, { scope: before, params: { ...JAVA_101_FORM, attendees: undefined } });
    await allSettled(rosterTyped, { scope: before, params: ROSTER });
    await allSettled(passphraseModeChosen, { scope: before, params: 'PERSONAL' });
    await allSettled(formSubmitted, { scope: before, params: JAVA_101_FORM });

    const after = pageLoad();
    await openNew(after);
    expect(after.getState($initialValues)).toEqual({ ...JAVA_101_FORM, attendees: '' });
    expect(after.getState($rosterText)).toBe(ROSTER);
    expect(after.getState($passphraseChoice)).toBe('PERSONAL');
  });

  it('is forgotten once the class is saved', async () => {
    const create = rs.fn(async (_api: unknown, _input: TrainingClassInput) => undefined);
    const scope = pageLoad([[createClassFx, create]]);
    await openNew(scope);
    await allSettled(formValuesChanged, { scope, params: JAVA_101_FORM });
    expect(sessionStorage.getItem(draftKeyOf(null))).not.toBeNull();
    await allSettled(formSubmitted, { scope, params: JAVA_101_FORM });
    expect(create).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(draftKeyOf(null))).toBeNull();

    const next = pageLoad();
    await openNew(next);
    expect(next.getState($initialValues)).toEqual(blankClassForm('America/New_York'));
  });

  it("is kept per class: an edited class's draft comes back to it alone, over its prefill", async () => {
    const first = pageLoad();
    await openEdit(first);
    await allSettled(formValuesChanged, { scope: first, params: { ...JAVA_101_FORM, name: 'Java 102' } });
    await allSettled(formClosed, { scope: first });

    const other = pageLoad();
    const otherClass = aTrainingClass({ id: 'class-2', name: 'Python 1' });
    await openEdit(other, otherClass);
    expect(other.getState($initialValues)).toEqual(prefillClassForm(otherClass, 'America/New_York'));
    await openNew(other);
    expect(other.getState($initialValues)).toEqual(blankClassForm('America/New_York'));

    const again = pageLoad();
    await openEdit(again);
    expect(again.getState($initialValues).name).toBe('Java 102');
  });

  it("keeps nothing while nothing differs from the class's own values", async () => {
    const scope = pageLoad();
    await openEdit(scope);
    await allSettled(formValuesChanged, { scope, params: { ...JAVA_101_FORM, name: 'Java 102' } });
    expect(sessionStorage.getItem(draftKeyOf('class-1'))).not.toBeNull();
    await allSettled(formValuesChanged, { scope, params: JAVA_101_FORM });
    expect(sessionStorage.getItem(draftKeyOf('class-1'))).toBeNull();
  });

  it("keeps a changed roster across the reload while the class's own is read again", async () => {
    const rostered = aTrainingClass({ rosterSize: 2, attendees: 2 });
    const before = pageLoad();
    await openEdit(before, rostered);
    await allSettled(rosterTyped, { scope: before, params: 'Ann Lee, ann@x.org' });

    const readRoster = rs.fn(async (_api: unknown, _classId: string) => aClassRoster());
    const update = rs.fn(async (_api: unknown, _update: unknown) => rostered);
    const after = pageLoad([
      [fetchFormRosterFx, readRoster],
      [updateClassFx, update],
    ]);
    await openEdit(after, rostered);
    expect(readRoster).toHaveBeenCalledOnce();
    expect(after.getState($rosterText)).toBe('Ann Lee, ann@x.org');
    await allSettled(formSubmitted, { scope: after, params: { ...JAVA_101_FORM, attendees: '2' } });
    expect(update.mock.calls[0]?.[1]).toMatchObject({
      input: { attendees: 1, roster: [{ name: 'Ann Lee', email: 'ann@x.org' }] },
    });
  });

  it('is forgotten at sign-out, every class of the tab', async () => {
    const scope = pageLoad();
    await openNew(scope);
    await allSettled(formValuesChanged, { scope, params: JAVA_101_FORM });
    sessionStorage.setItem('academy.console.target', 'kept');
    await openEdit(scope);
    await allSettled(formValuesChanged, { scope, params: { ...JAVA_101_FORM, name: 'Java 102' } });
    await allSettled(signedOut, { scope });
    expect(sessionStorage.getItem(draftKeyOf(null))).toBeNull();
    expect(sessionStorage.getItem(draftKeyOf('class-1'))).toBeNull();
    expect(sessionStorage.getItem('academy.console.target')).toBe('kept');
  });

  it('ignores what it cannot read as a draft', async () => {
    sessionStorage.setItem(draftKeyOf(null), '{"values":{"name":42}}');
    const scope = pageLoad();
    await openNew(scope);
    expect(scope.getState($initialValues)).toEqual(blankClassForm('America/New_York'));
    expect(scope.getState($rosterText)).toBe('');
  });
});
