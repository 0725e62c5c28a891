import type { ConsoleTarget } from '@academy/api';
import { signedOut } from '@academy/bus';
import { describe, expect, it } from '@rstest/core';
import { allSettled } from 'effector';
import { REMEMBERED_TARGET_STORAGE_KEY, readRememberedTarget } from '../remembered-target';
import { fakeTimersAndEmptyStorageEachTest, open, report, setup, studentEmail, target } from '../testing/session-scope';
import { $rememberedTarget, $status, $target } from './index';

describe('console-session model: the target survives a reload', () => {
  fakeTimersAndEmptyStorageEachTest();

  it("opening /view with the lab's choice remembers it in this tab, for this student", async () => {
    const { scope } = setup();
    await open(scope);
    expect(readRememberedTarget()).toEqual({ email: studentEmail, target });
    expect(scope.getState($rememberedTarget)).toEqual({ email: studentEmail, target });
  });

  it('after a reload (nothing on the bus) opens the same machine, on a fresh ticket: the first one was used', async () => {
    const { scope, calls, ticketCalls } = setup({ chosen: null, remembered: { email: studentEmail, target } });
    expect(scope.getState($target)).toEqual(target);
    await open(scope);
    expect(ticketCalls.map(({ vm }) => vm)).toEqual(['vm-7']);
    expect(calls).toEqual(['connect ws://lab/console/fresh-1']);
    await report(scope, 'connected');
    expect(scope.getState($status)).toBe('connected');
  });

  it("the lab's choice wins over what the tab remembered", async () => {
    const other = { vm: 'vm-9', name: 'lab-web01', wmksUrl: 'ws://lab/console/other' };
    const { scope, calls } = setup({ remembered: { email: studentEmail, target: other } });
    expect(scope.getState($target)).toEqual(target);
    await open(scope);
    expect(calls).toEqual(['connect ws://lab/console/first']);
    expect(readRememberedTarget()?.target).toEqual(target);
  });

  it('what another student opened in this tab is not shown', () => {
    const { scope } = setup({ chosen: null, remembered: { email: 'someone.else@academy.test', target } });
    expect(scope.getState($target)).toBeNull();
  });

  it('signing out forgets it', async () => {
    const { scope } = setup();
    await open(scope);
    await allSettled(signedOut, { scope });
    expect(scope.getState($rememberedTarget)).toBeNull();
    expect(sessionStorage.getItem(REMEMBERED_TARGET_STORAGE_KEY)).toBeNull();
  });

  it("reads the first ticket's layout and file limit with the target, and leaves out what cannot be one", () => {
    const told = { ...target, keyboardLayout: 'de', fileUploadMaxBytes: 5_000_000 } as const;
    expect(setup({ chosen: told }).scope.getState($target)).toEqual(told);
    // From the bus (a lab passes them on unread) or from this tab's storage alike.
    const unreadable = { ...target, keyboardLayout: 'dvorak', fileUploadMaxBytes: -1 } as unknown as ConsoleTarget;
    expect(setup({ chosen: unreadable }).scope.getState($target)).toEqual(target);
    const remembered = { email: studentEmail, target: unreadable };
    expect(setup({ chosen: null, remembered }).scope.getState($target)).toEqual(target);
  });

  it('ignores what it cannot read', () => {
    sessionStorage.setItem(REMEMBERED_TARGET_STORAGE_KEY, '{"email":"a@b","target":{"vm":1}}');
    expect(readRememberedTarget()).toBeNull();
    sessionStorage.setItem(REMEMBERED_TARGET_STORAGE_KEY, 'not json');
    expect(readRememberedTarget()).toBeNull();
  });
});
