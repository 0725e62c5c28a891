import { describe, expect, it } from '@rstest/core';
import { allSettled } from 'effector';
import { KEYBOARD_LAYOUTS_STORAGE_KEY } from '../keyboard-layouts';
import {
  connectedSetup,
  fakeTimersAndEmptyStorageEachTest,
  open,
  report,
  setup,
  target,
} from '../testing/session-scope';
import {
  $courseLayout,
  $courseLayoutLabel,
  $keyboardLayout,
  $layoutChoice,
  keyboardLayoutChosen,
  pasteClicked,
  typingRequested,
} from './index';

describe("console-session model: the machine's keyboard layout", () => {
  fakeTimersAndEmptyStorageEachTest();

  it("types in the course's layout until one is chosen, and learns it from the server's answer", async () => {
    const { scope, calls, typingCalls } = await connectedSetup({
      typeText: async ({ input }) => ({
        type: 'done',
        charactersTyped: input.text.length,
        layout: 'fr',
        durationMs: 1,
      }),
    });
    expect(scope.getState($layoutChoice)).toBeNull();
    expect(scope.getState($keyboardLayout)).toBe('us');
    await allSettled(pasteClicked, { scope });
    // No layout asked for: the server types in the course machine's, and names it.
    expect(typingCalls[0]?.input).toEqual({ text: 'pasted text' });
    expect(scope.getState($courseLayout)).toBe('fr');
    expect(scope.getState($keyboardLayout)).toBe('fr');
    // The keys typed by hand follow: the SDK's layout of the same name.
    expect(calls).toEqual(['layout fr']);
  });

  it('a choice for the machine drives both the text the server types and the keys typed by hand, remembered per machine', async () => {
    const { scope, calls, typingCalls } = await connectedSetup();
    await allSettled(keyboardLayoutChosen, { scope, params: 'de' });
    expect(scope.getState($keyboardLayout)).toBe('de');
    expect(calls).toEqual(['layout de']);
    expect(JSON.parse(localStorage.getItem(KEYBOARD_LAYOUTS_STORAGE_KEY) ?? '{}')).toEqual({ [target.vm]: 'de' });
    await allSettled(typingRequested, { scope, params: { text: 'Grüße', origin: 'manual' } });
    expect(typingCalls[0]?.input).toEqual({ text: 'Grüße', layout: 'de' });
    // A text typed in a chosen layout says nothing of the course's.
    expect(scope.getState($courseLayout)).toBeNull();

    await allSettled(keyboardLayoutChosen, { scope, params: null });
    expect(scope.getState($layoutChoice)).toBeNull();
    expect(scope.getState($keyboardLayout)).toBe('us');
    expect(localStorage.getItem(KEYBOARD_LAYOUTS_STORAGE_KEY)).toBe('{}');
    expect(calls.at(-1)).toBe('layout us');
  });

  it("opens a machine in the layout this browser chose for it, and another in its course's", async () => {
    localStorage.setItem(KEYBOARD_LAYOUTS_STORAGE_KEY, JSON.stringify({ [target.vm]: 'ja', 'vm-other': 'it' }));
    const { scope, typingCalls } = await connectedSetup();
    expect(scope.getState($keyboardLayout)).toBe('ja');
    await allSettled(pasteClicked, { scope });
    expect(typingCalls[0]?.input.layout).toBe('ja');
  });

  describe("the course's layout told with the target (the lab's first ticket)", () => {
    const german = { ...target, keyboardLayout: 'de' } as const;

    it('names it in the select and maps the keys typed by hand with it from the first key, before anything is typed', async () => {
      const { scope, createdLayouts } = setup({ chosen: german });
      expect(scope.getState($courseLayoutLabel)).toBe("The course's (German)");
      expect(scope.getState($keyboardLayout)).toBe('de');
      await open(scope);
      // The console is made in the SDK's German layout: no key goes as US first.
      expect(createdLayouts).toEqual(['de']);
    });

    it("the student's own choice for the machine still wins, and 'The course's' goes back to German", async () => {
      localStorage.setItem(KEYBOARD_LAYOUTS_STORAGE_KEY, JSON.stringify({ [target.vm]: 'fr' }));
      const { scope, calls } = setup({ chosen: german });
      expect(scope.getState($keyboardLayout)).toBe('fr');
      expect(scope.getState($courseLayoutLabel)).toBe("The course's (German)");
      await open(scope);
      await report(scope, 'connected');
      await allSettled(keyboardLayoutChosen, { scope, params: null });
      expect(scope.getState($keyboardLayout)).toBe('de');
      expect(calls.at(-1)).toBe('layout de');
    });

    it("an older lab's or server's target without it: US and 'The course's', as before", async () => {
      const { scope, createdLayouts } = setup();
      expect(scope.getState($courseLayoutLabel)).toBe("The course's");
      expect(scope.getState($keyboardLayout)).toBe('us');
      await open(scope);
      expect(createdLayouts).toEqual(['us']);
    });

    it('a ticket /view asks for itself (a reconnect, a reload) tells it too', async () => {
      const { scope, calls } = setup({
        chosen: null,
        remembered: { email: 'student@academy.test', target },
        ticket: async () => ({
          vm: target.vm,
          ticket: 'ws://lab/console/fresh',
          expiresAt: '',
          keyboardLayout: 'ch-de',
        }),
      });
      await open(scope);
      expect(scope.getState($courseLayoutLabel)).toBe("The course's (Swiss German)");
      expect(scope.getState($keyboardLayout)).toBe('ch-de');
      expect(calls).toContain('layout ch-de');
    });
  });
});
