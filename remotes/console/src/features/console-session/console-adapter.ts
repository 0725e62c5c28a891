import type { KeyboardLayout } from '@academy/api';

/** What the console connection reports, as the SDK says it (`disconnected` carries the WebSocket close). */
export interface ConsoleStateChange {
  state: 'connecting' | 'connected' | 'disconnected';
  /** Close reason sent by the server, if any (with `disconnected`). */
  reason?: string;
  /** WebSocket close code (with `disconnected`). */
  code?: number;
}

/** Where the adapter reports what happens; the model binds these to its events. */
export interface ConsoleAdapterCallbacks {
  stateChanged(change: ConsoleStateChange): void;
  /** The SDK reported an error (it may or may not be followed by `disconnected`). */
  errored(reason: string): void;
  /** The guest sent clipboard text (RFB ServerCutText). */
  clipboardReceived(text: string): void;
  /** The console's container changed size. */
  resized(): void;
  /** The user pressed the release keys while the console had the keyboard (the console did not get them). */
  releaseKeysPressed(): void;
}

export interface ConsoleAdapterOptions {
  /** The element the console fills; it must be in the document and have a size. */
  container: HTMLElement;
  /** The accessible name of the console's screen. */
  label: string;
  /** The machine's layout: the console maps the keys typed by hand with the SDK's layout of that name. */
  keyboardLayout: KeyboardLayout;
  callbacks: ConsoleAdapterCallbacks;
}

/**
 * One console on the page, whatever draws it. The model drives it; wmks-adapter.ts implements it with the
 * WebMKS SDK, and model tests with a fake.
 */
export interface ConsoleAdapter {
  /** Connects to a one-time console address, dropping any current connection first. */
  connect(url: string): void;
  /** Closes the connection and removes the console, its listeners and its DOM. Nothing is reported after. */
  destroy(): void;
  /** Gives the console the keyboard (input goes to the machine). */
  grab(): void;
  /** Takes the keyboard back from the console. */
  release(): void;
  sendCtrlAltDel(): void;
  /** Full screen with the console filling it. */
  enterFullScreen(): void;
  /** Scales the console to its container's current size. */
  fitToContainer(): void;
  setKeyboardLayout(layout: KeyboardLayout): void;
}

export type CreateConsoleAdapter = (options: ConsoleAdapterOptions) => Promise<ConsoleAdapter>;
