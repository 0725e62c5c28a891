import type { KeyboardLayout } from '@academy/api';
import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import type { ConsoleAdapter, ConsoleStateChange } from '../console-adapter';
import { createWmksConsole } from '../wmks-adapter';

/** The console on the page for one visit of /view: created, reporting back, destroyed. */

/** The console's container is on the page (/view opened with a target). */
export const consoleOpened = createEvent<{ container: HTMLElement }>();
/** The user left /view: disconnect and destroy everything. */
export const consoleClosed = createEvent();

// What the console reports, through the adapter.
export const connectionStateChanged = createEvent<ConsoleStateChange>();
export const connectionErrored = createEvent<string>();
export const guestClipboardReceived = createEvent<string>();
export const containerResized = createEvent();
export const releaseKeysPressed = createEvent();

/** Which opening of /view this is: an SDK load that ends after the user left belongs to an older one. */
export const $session = createStore(0)
  .on(consoleOpened, (session) => session + 1)
  .on(consoleClosed, (session) => session + 1);

export const $container = createStore<HTMLElement | null>(null, { serialize: 'ignore' })
  .on(consoleOpened, (_, { container }) => container)
  .reset(consoleClosed);

/** The console on the page, once the SDK has loaded. */
export const $adapter = createStore<ConsoleAdapter | null>(null, { serialize: 'ignore' });

/** Loads the SDK and creates the console; what it reports comes back into this scope as events. */
export const createConsoleFx = createEffect(
  async ({
    container,
    label,
    keyboardLayout,
  }: {
    container: HTMLElement;
    label: string;
    keyboardLayout: KeyboardLayout;
    session: number;
  }) =>
    createWmksConsole({
      container,
      label,
      keyboardLayout,
      callbacks: {
        stateChanged: scopeBind(connectionStateChanged, { safe: true }),
        errored: scopeBind(connectionErrored, { safe: true }),
        clipboardReceived: scopeBind(guestClipboardReceived, { safe: true }),
        resized: scopeBind(containerResized, { safe: true }),
        releaseKeysPressed: scopeBind(releaseKeysPressed, { safe: true }),
      },
    }),
);

/** Destroys the console of this visit (the user left). */
export const closeConsoleFx = createEffect((adapter: ConsoleAdapter | null) => adapter?.destroy());
/** Destroys a console created for a visit that is already over. */
const destroyStaleConsoleFx = createEffect((adapter: ConsoleAdapter) => adapter.destroy());

/** The console of this visit is ready. */
export const consoleCreated = sample({
  clock: createConsoleFx.done,
  source: $session,
  filter: (session, { params }) => params.session === session,
  fn: (_, { result }) => result,
});
$adapter.on(consoleCreated, (_, adapter) => adapter);

// Created for a visit that is over: destroy it at once.
sample({
  clock: createConsoleFx.done,
  source: $session,
  filter: (session, { params }) => params.session !== session,
  fn: (_, { result }) => result,
  target: destroyStaleConsoleFx,
});

// Read before anything resets: a store reset by consoleClosed itself would already read null here.
sample({ clock: consoleClosed, source: $adapter, target: closeConsoleFx });
$adapter.reset(closeConsoleFx);
