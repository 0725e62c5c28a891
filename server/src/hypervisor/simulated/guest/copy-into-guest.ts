import {
  exactly,
  folderMissing,
  type GuestFileRequest,
  guestPathOf,
  NUMBERED_NAMES_TRIED,
  nameTaken,
  numberedName,
} from '../../../domain/ports/guest-files';
import { wait } from '../abortable-wait';
import type { GuestSystem } from './guest-system';

/** The chunks until the signal aborts, even while one is awaited (a sender gone mid-way sends nothing more). */
async function* untilAborted(chunks: AsyncIterable<Uint8Array>, signal: AbortSignal): AsyncGenerator<Uint8Array> {
  const iterator = chunks[Symbol.asyncIterator]();
  const aborted = new Promise<never>((_, reject) => {
    const stop = () => reject(signal.reason);
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  });
  // Handled here: the race below rejects with it when it comes first.
  aborted.catch(() => undefined);
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), aborted]);
      if (next.done) return;
      yield next.value;
    }
  } finally {
    // Not awaited: a body that never ends never settles its return.
    void iterator.return?.()?.catch(() => undefined);
  }
}

/**
 * Copies a file into a simulated guest as a guest operation does: after one step's time (the transfer's set-up), the
 * file is made under its name, or its first numbered form free, and its bytes are written as they arrive, so a copy
 * in progress is seen growing; a copy that fails or is abandoned is removed.
 */
export async function copyIntoGuest(
  system: GuestSystem,
  machineName: string,
  request: GuestFileRequest,
  timing: { stepMs: number; signal: AbortSignal },
): Promise<string> {
  const { folder, name, size, body } = request;
  if (!system.isDirectory(folder)) throw folderMissing(folder, machineName);
  await wait(timing.stepMs, timing.signal);
  let path: string | undefined;
  for (let number = 1; number <= NUMBERED_NAMES_TRIED && !path; number += 1) {
    const candidate = guestPathOf(system.os, folder, numberedName(name, number));
    if (!system.isFile(candidate)) path = candidate;
  }
  if (!path) throw nameTaken(name, folder);
  system.appendBytes(path, new Uint8Array());
  try {
    for await (const chunk of untilAborted(exactly(size, body), timing.signal)) system.appendBytes(path, chunk);
    return path;
  } catch (error) {
    system.removeFile(path);
    throw error;
  }
}
