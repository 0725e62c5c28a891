import { type ConsoleTarget, createTimeout } from '@academy/api';
import { sample } from 'effector';
import { CONSOLE_CONNECT_TIMEOUT_MS, CONSOLE_LOAD_FAILED_TEXT, CONSOLE_TIMEOUT_TEXT, consoleLabelOf } from '../lib';
import { connectFx, fitToContainerFx } from './adapter-commands';
import { $adapter, $container, $session, consoleClosed, consoleOpened, createConsoleFx } from './console';
import { $keyboardLayout } from './keyboard-layout';
import { $phase, attemptStarted, connected, connectionFailed, failed } from './phase';
import { $target } from './target';
import { addressReady } from './ticket';

/** Opening and leaving /view, and one attempt: the console (loaded once per visit), its address, the WebSocket. */

const connectTimeout = createTimeout();

sample({ clock: consoleOpened, filter: $target.map(Boolean), target: attemptStarted });

// The target went away while the console is open (signed out): close it like leaving.
sample({
  clock: $target,
  source: $phase,
  filter: (phase, target) => phase !== 'idle' && target === null,
  target: consoleClosed,
});

sample({
  clock: attemptStarted,
  source: {
    adapter: $adapter,
    container: $container,
    keyboardLayout: $keyboardLayout,
    session: $session,
    target: $target,
  },
  filter: ({ adapter, container, target }) => adapter === null && container !== null && target !== null,
  fn: ({ container, keyboardLayout, session, target }) => ({
    container: container as HTMLElement,
    label: consoleLabelOf((target as ConsoleTarget).name),
    keyboardLayout,
    session,
  }),
  target: createConsoleFx,
});
sample({
  clock: createConsoleFx.fail,
  source: $session,
  filter: (session, { params }) => params.session === session,
  fn: () => ({ reason: CONSOLE_LOAD_FAILED_TEXT }),
  target: connectionFailed,
});

sample({
  clock: addressReady,
  source: $phase,
  filter: (phase) => phase === 'opening',
  fn: (_, url) => url,
  target: connectFx,
});
sample({
  clock: addressReady,
  fn: () => ({ delayMs: CONSOLE_CONNECT_TIMEOUT_MS, payload: undefined }),
  target: connectTimeout.start,
});
sample({
  clock: connectTimeout.fired,
  source: $phase,
  filter: (phase) => phase === 'opening',
  fn: () => ({ reason: CONSOLE_TIMEOUT_TEXT }),
  target: connectionFailed,
});

sample({ clock: connected, target: [connectTimeout.cancel, fitToContainerFx] });

sample({ clock: [failed, consoleClosed], target: connectTimeout.cancel });
