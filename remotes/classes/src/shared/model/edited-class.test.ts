import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { aTrainingClass } from '@/shared/testing/training-class';
import {
  $editedClass,
  $editNotice,
  classEditStarted,
  classUpdated,
  editedClassMissing,
  editNoticeDismissed,
  NO_EDITED_CLASS_NOTICE,
} from './edited-class';

describe('edited class', () => {
  it('is set by Edit and forgotten once the form saved it', async () => {
    const scope = fork();
    await allSettled(classEditStarted, { scope, params: aTrainingClass() });
    expect(scope.getState($editedClass)).toEqual(aTrainingClass());
    await allSettled(classUpdated, { scope, params: aTrainingClass({ name: 'Java 102' }) });
    expect(scope.getState($editedClass)).toBeNull();
  });

  it('keeps the notice of a missing edited class until dismissed or another class is chosen', async () => {
    const scope = fork();
    await allSettled(editedClassMissing, { scope });
    expect(scope.getState($editNotice)).toBe(NO_EDITED_CLASS_NOTICE);
    await allSettled(editNoticeDismissed, { scope });
    expect(scope.getState($editNotice)).toBe('');
    await allSettled(editedClassMissing, { scope });
    await allSettled(classEditStarted, { scope, params: aTrainingClass() });
    expect(scope.getState($editNotice)).toBe('');
  });
});
