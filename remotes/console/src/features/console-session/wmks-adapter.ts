import type { WmksCore, WmksErrorData, WmksStateChange, WmksStatic } from '@vmware/wmks';
import type { ConsoleAdapter, ConsoleAdapterOptions } from './console-adapter';
import { SDK_LAYOUT_IDS } from './keyboard-layouts';
import { isReleaseKeys, KEYBOARD_HINT_ID } from './lib';

/**
 * The WebMKS SDK behind the ConsoleAdapter interface: the only file that knows it.
 * Pitfalls handled here (see docs/wmks.md):
 *  1. it assigns the undeclared globals `type` and `innerType`: they are defined before it runs;
 *  2. it hard-codes element ids (`mainCanvas`, ...) so there is one console per page, and destroy() leaves a
 *     hidden jQuery UI dialog behind: the console lives in a host element of its own that is removed whole;
 *  3. its disconnect() reports no `disconnected`: the model tracks its own intent;
 *  4. its "vscan" keyboard is left off (`disableVscanKeyboard: true`), the keyboard every console test has run with
 *     (text is typed by the server, in the guest's layout: model/typing.ts);
 *  5. its canvas takes every key while focused, Tab and Escape too, and comes with tabindex 1 and no name: it gets
 *     tabindex 0, a name and the release keys, caught before the SDK sees them.
 */

/** The element id the SDK is given; it also creates `#mainCanvas` inside. */
export const CONSOLE_HOST_ID = 'academy-console-host';

let sdk: Promise<WmksStatic> | undefined;

/** Loads the SDK (about 150 KB gzip) the first time a console opens, never at remote start. */
function loadWmks(): Promise<WmksStatic> {
  const globals = window as unknown as Record<string, unknown>;
  for (const name of ['type', 'innerType']) if (!(name in globals)) globals[name] = null;
  sdk ??= import('@vmware/wmks').then(
    ({ default: WMKS }) => {
      WMKS.LOGGER.setLogLevel(WMKS.LOGGER.LEVEL.WARN);
      return WMKS;
    },
    (error: unknown) => {
      sdk = undefined; // a later attempt loads it again
      throw error;
    },
  );
  return sdk;
}

function errorTextOf(WMKS: WmksStatic, data: WmksErrorData): string {
  switch (data.errorType) {
    case WMKS.CONST.ErrorType.AUTHENTICATION_FAILED:
      return 'The console refused the connection.';
    case WMKS.CONST.ErrorType.PROTOCOL_ERROR:
      return 'The console sent data the browser could not understand.';
    default:
      return 'The connection to the console failed.';
  }
}

/** Creates the console inside `container` (which must be in the document). */
export async function createWmksConsole({
  container,
  label,
  keyboardLayout,
  callbacks,
}: ConsoleAdapterOptions): Promise<ConsoleAdapter> {
  const WMKS = await loadWmks();
  const host = document.createElement('div');
  host.id = CONSOLE_HOST_ID;
  host.style.cssText = 'position: absolute; inset: 0; overflow: hidden; background: inherit;';
  container.append(host);

  let core: WmksCore | undefined = WMKS.createWMKS(CONSOLE_HOST_ID, {
    rescale: true,
    // Resizing the pane scales the picture: asking the guest for a new resolution reset some guests to 800x600.
    changeResolution: false,
    position: WMKS.CONST.Position.CENTER,
    keyboardLayoutId: SDK_LAYOUT_IDS[keyboardLayout],
    disableVscanKeyboard: true,
    retryConnectionInterval: -1,
  });
  const { Events } = WMKS.CONST;
  core.register(Events.CONNECTION_STATE_CHANGE, (_event, data: WmksStateChange) => {
    callbacks.stateChanged({ state: data.state, reason: data.reason, code: data.code });
  });
  core.register(Events.ERROR, (_event, data: WmksErrorData) => callbacks.errored(errorTextOf(WMKS, data ?? {})));
  core.register(Events.COPY, (_event, text: string) => callbacks.clipboardReceived(text));

  // The host follows the container, and the whole screen in full screen (where the SDK makes it fixed).
  const observer = new ResizeObserver(() => callbacks.resized());
  observer.observe(host);

  const canvas = () => host.querySelector('canvas');
  const screen = canvas();
  if (screen) {
    // In the tab order where it stands, as one control that takes the keys (screen readers pass them through).
    screen.tabIndex = 0;
    screen.setAttribute('role', 'application');
    screen.setAttribute('aria-label', label);
    screen.setAttribute('aria-describedby', KEYBOARD_HINT_ID);
  }
  // The SDK listens on the host as keys bubble up from the canvas: the release keys are taken on the way down.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isReleaseKeys(event)) return;
    event.preventDefault();
    event.stopPropagation();
    callbacks.releaseKeysPressed();
  };
  host.addEventListener('keydown', onKeyDown, { capture: true });

  return {
    connect: (url) => core?.connect(url),
    destroy() {
      if (!core) return;
      observer.disconnect();
      host.removeEventListener('keydown', onKeyDown, { capture: true });
      core.unregister();
      core.destroy(); // closes the WebSocket and unbinds the SDK's window and document listeners
      core = undefined;
      host.remove();
    },
    grab: () => canvas()?.focus(),
    release: () => canvas()?.blur(),
    sendCtrlAltDel: () => core?.sendCAD(),
    enterFullScreen: () => core?.enterFullScreen(),
    fitToContainer: () => core?.updateScreen(),
    setKeyboardLayout: (layout) => core?.setOption('keyboardLayoutId', SDK_LAYOUT_IDS[layout]),
  };
}
