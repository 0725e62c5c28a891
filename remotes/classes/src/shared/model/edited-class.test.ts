import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { signedOut } from '@academy/contracts';
import { aTrainingClass } from '@/test-support/training-class';
import {
  $editNotice,
  $editedClass,
  $isEditing,
  NO_EDITED_CLASS_NOTICE,
  classCreateStarted,
  classEditStarted,
  classUpdated,
  editNoticeDismissed,
  editedClassMissing,
} from './edited-class';

describe('edited class', () => {
  it('is set by Edit and forgotten on create, after a saved edit and on sign-out', async () => {
    const scope = fork();
    const forgetters = [
      () => allSettled(classCreateStarted, { scope }),
      () => allSettled(classUpdated, { scope, params: aTrainingClass() }),
      () => allSettled(signedOut, { scope }),
    ];
    for (const forget of forgetters) {
      await allSettled(classEditStarted, { scope, params: aTrainingClass() });
      expect(scope.getState($isEditing)).toBe(true);
      await forget();
      expect(scope.getState($editedClass)).toBeNull();
      expect(scope.getState($isEditing)).toBe(false);
    }
  });

  it('a class without an id is not an edit', async () => {
    const scope = fork();
    await allSettled(classEditStarted, { scope, params: aTrainingClass({ id: '' }) });
    expect(scope.getState($isEditing)).toBe(false);
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
