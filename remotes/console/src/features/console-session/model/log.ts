import { createEffect, sample } from 'effector';
import { closeConsoleFx } from './console';
import { $attempt, attemptStarted, connected, failed } from './phase';
import { $reconnectMs } from './reconnect';
import { $target } from './target';

// The spec reports connection state only in the browser log; the page shows it too. Every change is logged.

export const logFx = createEffect(({ text, isError }: { text: string; isError: boolean }) => {
  if (isError) console.error(`[console] ${text}`);
  else console.info(`[console] ${text}`);
});

sample({
  clock: attemptStarted,
  source: { attempt: $attempt, target: $target },
  fn: ({ attempt, target }) => ({
    text: attempt === 0 ? `Connecting to ${target?.name}.` : `Reconnecting to ${target?.name} (attempt ${attempt}).`,
    isError: false,
  }),
  target: logFx,
});
sample({
  clock: connected,
  source: $target,
  fn: (target) => ({ text: `Connected to ${target?.name}.`, isError: false }),
  target: logFx,
});
sample({
  clock: failed,
  source: { attempt: $attempt, reconnectMs: $reconnectMs },
  fn: ({ attempt, reconnectMs }, { reason, final }) => ({
    text: final
      ? `Connection failed: ${reason} Not reconnecting.`
      : `Connection failed: ${reason} Reconnecting in ${reconnectMs} ms (attempt ${attempt}).`,
    isError: true,
  }),
  target: logFx,
});
sample({
  clock: closeConsoleFx.done,
  filter: ({ params }) => params !== null,
  fn: () => ({ text: 'Console closed.', isError: false }),
  target: logFx,
});
