import { clampPaneWidth, PANE } from './lib';

/**
 * Where the student left the manual in this browser: the pane's width and whether it is hidden (local storage, a
 * preference), and how far the step was scrolled (session storage: this tab's reading). The step itself is kept on
 * the server.
 */

export interface PaneSettings {
  width: number;
  hidden: boolean;
}

export interface ScrollPlace {
  step: number;
  top: number;
}

export const PANE_STORAGE_KEY = 'academy.manual.pane';
export const SCROLL_STORAGE_KEY = 'academy.manual.scroll';

function readJson(storage: Storage | undefined, key: string): unknown {
  try {
    return JSON.parse(storage?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

export function readPaneSettings(): PaneSettings {
  const stored = readJson(globalThis.localStorage, PANE_STORAGE_KEY) as Partial<PaneSettings> | null;
  return {
    width: typeof stored?.width === 'number' ? clampPaneWidth(stored.width) : PANE.initial,
    hidden: stored?.hidden === true,
  };
}

export function writePaneSettings(settings: PaneSettings): void {
  globalThis.localStorage?.setItem(PANE_STORAGE_KEY, JSON.stringify(settings));
}

export function readScrollPlace(): ScrollPlace | null {
  const stored = readJson(globalThis.sessionStorage, SCROLL_STORAGE_KEY) as Partial<ScrollPlace> | null;
  return typeof stored?.step === 'number' && typeof stored.top === 'number'
    ? { step: stored.step, top: stored.top }
    : null;
}

export function writeScrollPlace(place: ScrollPlace): void {
  globalThis.sessionStorage?.setItem(SCROLL_STORAGE_KEY, JSON.stringify(place));
}
