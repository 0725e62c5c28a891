import type { ClassEvents } from '../../domain/ports/events';
import type { ScreenPauses } from '../classroom';

/**
 * Waiting out 'Pause screens' for a class: resolves once its screens are not paused (at once when they are not), or
 * once the class is deleted (what comes next fails on its own); rejects with the signal's reason when it aborts.
 * The resume is heard through the class events, so a pause lifted on another instance ends the wait too.
 */
export function createPauseWait(deps: {
  pauses: Pick<ScreenPauses, 'stateOf'>;
  events: Pick<ClassEvents, 'subscribe'>;
}): (classId: string, signal?: AbortSignal) => Promise<void> {
  const { pauses, events } = deps;
  return (classId, signal) =>
    new Promise<void>((resolve, reject) => {
      let settled = false;
      let unsubscribe = (): void => undefined;
      const finish = (error?: unknown): void => {
        if (settled) return;
        settled = true;
        unsubscribe();
        signal?.removeEventListener('abort', aborted);
        if (error === undefined) resolve();
        else reject(error);
      };
      const aborted = (): void => finish(signal?.reason);
      if (signal?.aborted) return aborted();
      signal?.addEventListener('abort', aborted, { once: true });
      const stop = events.subscribe(classId, {
        changed: () => undefined,
        told: ({ notice }) => {
          if (notice.kind === 'screens-paused' && !notice.paused) finish();
        },
        deleted: () => finish(),
      });
      if (settled) stop();
      else unsubscribe = stop;
      // Read once subscribed: a resume between the caller's read and the subscription is not missed.
      pauses.stateOf(classId).then((state) => {
        if (!state.paused) finish();
      }, finish);
    });
}
