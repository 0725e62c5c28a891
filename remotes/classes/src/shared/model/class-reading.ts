import { callErrorText, createTimeout } from '@academy/api';
import { $instructorApi, type InstructorApi, reportInstructorUnauthorized } from '@academy/auth/instructor-api';
import { signedOut } from '@academy/bus';
import { attach, createEvent, createStore, sample } from 'effector';

/**
 * Changes come in bursts (a lab's machines boot one after another) and some figures are written only once the call
 * that made the change was answered (the audit entry): one read a moment after the last change sees them all.
 */
export const REREAD_DELAY_MS = 1000;

/**
 * Something the monitor reads of its class (its audit trail, its usage): read when opened, read again a moment after
 * the class changed, its failure kept as a text beside the last figures read (they stay shown).
 */
export function createClassReading<T>(config: { read: (api: InstructorApi, classId: string) => Promise<T>; empty: T }) {
  const opened = createEvent<string>();
  const closed = createEvent();
  /** Something happened in the class (its push channel told). */
  const outdated = createEvent();
  const readFx = attach({ source: $instructorApi, effect: config.read });
  reportInstructorUnauthorized([readFx]);
  const reread = createTimeout();

  const $classId = createStore<string | null>(null)
    .on(opened, (_, id) => id)
    .reset(closed, signedOut);
  const $data = createStore<T>(config.empty)
    .on(readFx.doneData, (_, data) => data)
    .reset(opened, signedOut);
  /** Whether it was read once: until then an empty table would claim there is nothing. */
  const $loaded = createStore(false)
    .on(readFx.done, () => true)
    .reset(opened, signedOut);
  const $loadError = createStore<string | null>(null)
    .on(readFx.failData, (_, error) => callErrorText(error))
    .reset(opened, readFx.done);

  sample({ clock: opened, target: readFx });
  sample({
    clock: outdated,
    source: $classId,
    filter: Boolean,
    fn: () => ({ delayMs: REREAD_DELAY_MS, payload: undefined }),
    target: reread.start,
  });
  sample({ clock: reread.fired, source: $classId, filter: Boolean, target: readFx });
  sample({ clock: closed, target: reread.cancel });

  return { opened, closed, outdated, readFx, $classId, $data, $loaded, $loadError };
}
