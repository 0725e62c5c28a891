import { signedOut } from '@academy/bus';
import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { createSortOrder } from './sort-order-model';

describe('createSortOrder', () => {
  it('starts unsorted and follows the heading clicks', async () => {
    const { sortClicked, $sortOrder } = createSortOrder<'name' | 'status'>();
    const scope = fork();
    expect(scope.getState($sortOrder)).toBeNull();
    await allSettled(sortClicked, { scope, params: 'name' });
    expect(scope.getState($sortOrder)).toEqual({ column: 'name', direction: 'ascending' });
    await allSettled(sortClicked, { scope, params: 'name' });
    expect(scope.getState($sortOrder)).toEqual({ column: 'name', direction: 'descending' });
    await allSettled(sortClicked, { scope, params: 'status' });
    expect(scope.getState($sortOrder)).toEqual({ column: 'status', direction: 'ascending' });
  });

  it('forgets the order on sign-out', async () => {
    const { sortClicked, $sortOrder } = createSortOrder<'name'>();
    const scope = fork();
    await allSettled(sortClicked, { scope, params: 'name' });
    await allSettled(signedOut, { scope });
    expect(scope.getState($sortOrder)).toBeNull();
  });
});
