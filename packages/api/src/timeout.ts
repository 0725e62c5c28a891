import { createEffect, createEvent, createStore, type EventCallable, sample, scopeBind } from 'effector';

type TimeoutHandle = ReturnType<typeof setTimeout>;

export interface Timeout<T> {
  /** (Re)starts the timeout: a pending one is cancelled first, so repeated starts debounce. */
  start: EventCallable<{ delayMs: number; payload: T }>;
  /** Cancels the pending timeout, if any. */
  cancel: EventCallable<void>;
  /** The timeout ran out. */
  fired: EventCallable<T>;
}

/**
 * A cancellable timeout as Effector units, scope-aware (the firing goes back into the scope that started it).
 * Starting an effect that sleeps would leave a timer running after the page is left and keep allSettled waiting;
 * this one is cleared when cancelled and never holds allSettled.
 */
export function createTimeout<T = void>(): Timeout<T> {
  const start = createEvent<{ delayMs: number; payload: T }>();
  const cancel = createEvent();
  const fired = createEvent<T>();

  const $handle = createStore<TimeoutHandle | null>(null, { serialize: 'ignore' });

  const restartFx = createEffect(
    ({ handle, delayMs, payload }: { handle: TimeoutHandle | null; delayMs: number; payload: T }): TimeoutHandle => {
      if (handle !== null) clearTimeout(handle);
      const fire = scopeBind(fired, { safe: true });
      return setTimeout(() => fire(payload), delayMs);
    },
  );
  const cancelFx = createEffect((handle: TimeoutHandle | null) => {
    if (handle !== null) clearTimeout(handle);
  });

  sample({
    clock: start,
    source: $handle,
    fn: (handle, { delayMs, payload }) => ({ handle, delayMs, payload }),
    target: restartFx,
  });
  sample({ clock: cancel, source: $handle, target: cancelFx });
  $handle
    .on(restartFx.doneData, (_, handle) => handle)
    .on(cancelFx.done, () => null)
    .reset(fired);

  return { start, cancel, fired };
}
