import { signedOut } from '@academy/bus';
import { describe, expect, it } from '@rstest/core';
import { allSettled, fork, type Scope } from 'effector';
import { createEditSession } from './create-edit-session';

interface Item {
  id: string;
  name: string;
}

const item: Item = { id: 'i1', name: 'Alpha' };

describe('createEditSession', () => {
  it('edits the item Edit was clicked on until the edit ends', async () => {
    const session = createEditSession<Item>();
    const scope = fork();
    expect(scope.getState(session.$isEditing)).toBe(false);
    await allSettled(session.editRequested, { scope, params: item });
    expect(scope.getState(session.$editedItem)).toEqual(item);
    expect(scope.getState(session.$isEditing)).toBe(true);
    await allSettled(session.editEnded, { scope });
    expect(scope.getState(session.$editedItem)).toBeNull();
    expect(scope.getState(session.$isEditing)).toBe(false);
  });

  it('drops the item when a new one is started, it is deleted, or the instructor signs out', async () => {
    const session = createEditSession<Item>();
    for (const end of [
      (scope: Scope) => allSettled(session.createRequested, { scope }),
      (scope: Scope) => allSettled(session.itemDeleted, { scope, params: 'i1' }),
      (scope: Scope) => allSettled(signedOut, { scope }),
    ]) {
      const scope = fork({ values: [[session.$editedItem, item]] });
      await end(scope);
      expect(scope.getState(session.$editedItem)).toBeNull();
    }
  });

  it('keeps the item when another one is deleted', async () => {
    const session = createEditSession<Item>();
    const scope = fork({ values: [[session.$editedItem, item]] });
    await allSettled(session.itemDeleted, { scope, params: 'i2' });
    expect(scope.getState(session.$editedItem)).toEqual(item);
  });

  it('an item without an id is not an edit', async () => {
    const session = createEditSession<Item>();
    const scope = fork();
    await allSettled(session.editRequested, { scope, params: { id: '', name: 'Draft' } });
    expect(scope.getState(session.$isEditing)).toBe(false);
  });

  it('remembers an edit without an item until its notice closes, an item is chosen or a new one started', async () => {
    const session = createEditSession<Item>();
    const scope = fork();
    for (const clear of [
      () => allSettled(session.missingNoticeClosed, { scope }),
      () => allSettled(session.editRequested, { scope, params: item }),
      () => allSettled(session.createRequested, { scope }),
      () => allSettled(signedOut, { scope }),
    ]) {
      await allSettled(session.editMissing, { scope });
      expect(scope.getState(session.$isEditMissing)).toBe(true);
      await clear();
      expect(scope.getState(session.$isEditMissing)).toBe(false);
    }
  });

  it('keeps two sessions apart', async () => {
    const first = createEditSession<Item>();
    const second = createEditSession<Item>();
    const scope = fork();
    await allSettled(first.editRequested, { scope, params: item });
    expect(scope.getState(second.$editedItem)).toBeNull();
  });
});
