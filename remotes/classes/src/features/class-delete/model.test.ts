import { API_CALL_TIMEOUT_MS, type TrainingClass } from '@academy/api';
import { whileServerHangs } from '@academy/auth/testing';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { failingWith } from '@/shared/testing/failing-with';
import { aTrainingClass } from '@/shared/testing/training-class';
import { softDeleteInput } from './lib';
import {
  $classToDelete,
  $deleteError,
  deleteCancelled,
  deleteConfirmed,
  deleteRequested,
  listOpened,
  softDeleteClassFx,
} from './model';

const java = aTrainingClass();

describe('class delete model', () => {
  afterEach(() => {
    rs.restoreAllMocks();
    rs.useRealTimers();
    rs.unstubAllGlobals();
  });

  it('asks first, and Cancel leaves the class alone', async () => {
    const softDelete = rs.fn(async () => 'class-1');
    const scope = fork({ handlers: [[softDeleteClassFx, softDelete]] });
    await allSettled(deleteRequested, { scope, params: java });
    expect(scope.getState($classToDelete)).toEqual(java);
    await allSettled(deleteCancelled, { scope });
    expect(scope.getState($classToDelete)).toBeNull();
    await allSettled(deleteConfirmed, { scope });
    expect(softDelete).not.toHaveBeenCalled();
  });

  it('soft-deletes the confirmed class and closes the dialog', async () => {
    const softDelete = rs.fn(async (_api: unknown, trainingClass: TrainingClass) => trainingClass.id);
    const scope = fork({ handlers: [[softDeleteClassFx, softDelete]] });
    await allSettled(deleteRequested, { scope, params: java });
    await allSettled(deleteConfirmed, { scope });
    expect(softDelete.mock.calls[0]?.[1]).toEqual(java);
    expect(scope.getState($classToDelete)).toBeNull();
  });

  it.each([
    [500, 'Server error.'],
    [400, 'Client error.'],
  ])(
    'a failed delete (%i) closes the dialog, stores %j and logs it, until the list opens again',
    async (status, text) => {
      const logged = rs.spyOn(console, 'error').mockImplementation(() => undefined);
      const scope = fork({ handlers: [[softDeleteClassFx, failingWith(status)]] });
      await allSettled(deleteRequested, { scope, params: java });
      await allSettled(deleteConfirmed, { scope });
      expect(scope.getState($deleteError)).toBe(text);
      expect(scope.getState($classToDelete)).toBeNull();
      expect(logged).toHaveBeenCalled();
      await allSettled(listOpened, { scope });
      expect(scope.getState($deleteError)).toBe('');
    },
  );

  it("a delete that never answers gives up after API_CALL_TIMEOUT_MS with 'Server error.'", async () => {
    rs.spyOn(console, 'error').mockImplementation(() => undefined);
    const scope = fork();
    await allSettled(deleteRequested, { scope, params: java });
    await whileServerHangs(() => allSettled(deleteConfirmed, { scope }), API_CALL_TIMEOUT_MS);
    expect(scope.getState($deleteError)).toBe('Server error.');
  });

  it('sends the soft delete as a PUT with both dates yesterday, to the configured API with the bearer token', async () => {
    const fetchMock = rs.fn(
      async () => new Response(JSON.stringify({ ...java, status: 'COMPLETED' }), { status: 200 }),
    );
    rs.stubGlobal('fetch', fetchMock);
    rs.useFakeTimers({ now: new Date('2026-11-22T15:00:00.000Z') });
    const scope = fork();
    await allSettled(deleteRequested, { scope, params: java });
    await allSettled(deleteConfirmed, { scope });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/training-class/class-1');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual(softDeleteInput(java, new Date('2026-11-22T15:00:00.000Z')));
    expect(JSON.parse(String(init.body)).startDate).toBe('2026-11-21T15:00:00.000Z');
    expect((init.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
  });
});
