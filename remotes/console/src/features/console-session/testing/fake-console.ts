import type { ConsoleAdapter } from '../console-adapter';

/** A console that records, in order, what it was asked to do. */
export function createFakeConsole(): { adapter: ConsoleAdapter; calls: string[] } {
  const calls: string[] = [];
  const adapter: ConsoleAdapter = {
    connect: (url) => calls.push(`connect ${url}`),
    destroy: () => calls.push('destroy'),
    grab: () => calls.push('grab'),
    release: () => calls.push('release'),
    sendCtrlAltDel: () => calls.push('ctrl-alt-del'),
    enterFullScreen: () => calls.push('full screen'),
    fitToContainer: () => calls.push('fit'),
    setKeyboardLayout: (layout) => calls.push(`layout ${layout}`),
  };
  return { adapter, calls };
}
