import type { NavigationRequest } from '@academy/api';
import { navigationRequested } from '@academy/bus';
import { describe, expect, it } from '@rstest/core';
import { allSettled, createEvent, createWatch, fork } from 'effector';
import { createEditSession } from './create-edit-session';
import { leaveEditWithoutItem, routeOf } from './edit-route';

describe('routeOf', () => {
  it('drops a trailing slash', () => {
    expect(routeOf('/courses/edit/')).toBe('/courses/edit');
    expect(routeOf('/courses/new')).toBe('/courses/new');
    expect(routeOf('/')).toBe('/');
  });
});

describe('leaveEditWithoutItem', () => {
  const session = createEditSession<{ id: string }>();
  const formOpened = createEvent<{ path: string }>();
  const openedWithoutItem = leaveEditWithoutItem({
    session,
    formOpened,
    editPath: '/things/edit',
    listPath: '/things',
  });

  function watched() {
    const scope = fork();
    const seen: NavigationRequest[] = [];
    let missing = 0;
    createWatch({ unit: navigationRequested, scope, fn: (request) => seen.push(request) });
    createWatch({ unit: openedWithoutItem, scope, fn: () => (missing += 1) });
    return { scope, seen, missing: () => missing };
  }

  it('sends the edit form opened with nothing chosen back to the list, in its place, and the list says why', async () => {
    const { scope, seen, missing } = watched();
    await allSettled(formOpened, { scope, params: { path: '/things/edit/' } });
    expect(seen).toEqual([{ to: '/things', replace: true }]);
    expect(scope.getState(session.$isEditMissing)).toBe(true);
    expect(missing()).toBe(1);
  });

  it('lets the edit form open on a chosen item, and the new form without one', async () => {
    const { scope, seen } = watched();
    await allSettled(formOpened, { scope, params: { path: '/things/new' } });
    await allSettled(session.editRequested, { scope, params: { id: 't1' } });
    await allSettled(formOpened, { scope, params: { path: '/things/edit' } });
    expect(seen).toEqual([]);
    expect(scope.getState(session.$isEditMissing)).toBe(false);
  });
});
