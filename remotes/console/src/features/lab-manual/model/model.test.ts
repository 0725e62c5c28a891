import { describe, expect, it } from '@rstest/core';
import { allSettled, createWatch } from 'effector';
import { manualScope } from '../testing/manual-scope';
import {
  $hasNoManual,
  $isConsoleConnected,
  $manual,
  $paneWidth,
  $progress,
  $progressError,
  $scrollPlace,
  $typingNotice,
  codeTypeClicked,
  codeTyped,
  consoleConnectionChanged,
  manualOpened,
  manualScrolled,
  paneResized,
  stepChosen,
  stepMarked,
  typingReportReceived,
} from '.';

describe('lab manual model', () => {
  it('loads the manual and the student’s place when /view opens', async () => {
    const { scope } = manualScope();
    await allSettled(manualOpened, { scope });
    expect(scope.getState($manual)?.stepCount).toBe(3);
    expect(scope.getState($progress)?.currentStep).toBe(1);
  });

  it('keeps the console alone when the class has no manual', async () => {
    const { scope } = manualScope({ missing: true });
    await allSettled(manualOpened, { scope });
    expect(scope.getState($hasNoManual)).toBe(true);
    expect(scope.getState($manual)).toBeNull();
  });

  it('moves to a step and marks it done on the server, ignoring steps the manual lacks', async () => {
    const { scope, saved } = manualScope();
    await allSettled(manualOpened, { scope });
    await allSettled(stepChosen, { scope, params: 2 });
    await allSettled(stepMarked, { scope, params: { step: 2, done: true } });
    await allSettled(stepChosen, { scope, params: 4 });
    expect(saved).toEqual([{ currentStep: 2 }, { mark: { step: 2, done: true } }]);
    expect(scope.getState($progress)).toMatchObject({ currentStep: 2, done: [2] });
  });

  it('says when the place could not be saved and shows the server’s place again', async () => {
    const { scope } = manualScope({ failSave: true });
    await allSettled(manualOpened, { scope });
    await allSettled(stepChosen, { scope, params: 3 });
    expect(scope.getState($progressError)).toBe('Your place in the manual could not be saved. Try again in a moment.');
    expect(scope.getState($progress)?.currentStep).toBe(1);
  });

  it('hands a code block to a connected console as written, and shows what the console says of it', async () => {
    const { scope } = manualScope();
    const typed: string[] = [];
    createWatch({ unit: codeTyped, scope, fn: (text) => typed.push(text) });
    await allSettled(codeTypeClicked, { scope, params: 'ls\r\n' });
    expect(scope.getState($typingNotice)).toBe('Nothing was typed: the console is not connected.');
    await allSettled(consoleConnectionChanged, { scope, params: true });
    expect(scope.getState($isConsoleConnected)).toBe(true);
    // The server types in the machine's layout, CR LF as one Enter, and names what the layout lacks.
    await allSettled(codeTypeClicked, { scope, params: 'echo “Grüße”\r\n' });
    expect(typed).toEqual(['echo “Grüße”\r\n']);
    expect(scope.getState($typingNotice)).toBe('Typing into the machine…');
    await allSettled(typingReportReceived, { scope, params: 'Nothing was typed: “ cannot be typed on a US keyboard.' });
    expect(scope.getState($typingNotice)).toBe('Nothing was typed: “ cannot be typed on a US keyboard.');
  });

  it('keeps the pane’s width within bounds, and the scroll of the step being read', async () => {
    const { scope } = manualScope();
    await allSettled(paneResized, { scope, params: 95 });
    expect(scope.getState($paneWidth)).toBe(70);
    await allSettled(manualScrolled, { scope, params: { step: 2, top: 120 } });
    expect(scope.getState($scrollPlace)).toEqual({ step: 2, top: 120 });
    await allSettled(manualOpened, { scope });
    await allSettled(stepChosen, { scope, params: 3 });
    expect(scope.getState($scrollPlace)).toEqual({ step: 3, top: 0 });
  });
});
