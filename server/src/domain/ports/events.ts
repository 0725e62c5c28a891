import type { ClassCheckVerdict, ClassLabChange, StudentNotice } from '@academy/api';

/** The push channel of the class monitors. Adapters: events/. */

/**
 * Changes of a class's labs, told to whoever watches the class (the instructor's monitor). In process for one
 * instance; with several instances an adapter over PostgreSQL LISTEN/NOTIFY takes its place.
 */
export interface ClassEvents {
  publish(classId: string, change: ClassLabChange): void;
  /** Tells the class's students (every one, or the one the notice is addressed to) through their push channels. */
  tell(classId: string, notice: AddressedNotice): void;
  /** A check's verdict in one of the class's labs, for the monitor's grid. */
  publishVerdict(classId: string, verdict: ClassCheckVerdict): void;
  /** Tells every watcher of the class, on every instance, that the class was deleted. */
  publishDeleted(classId: string): void;
  /** Tells the watcher every later change of the class until the returned function is called. */
  subscribe(classId: string, watcher: ClassWatcher): () => void;
  /** Watchers subscribed on this instance: one per open push channel, so a leak shows as a count that only grows. */
  watcherCount(): number;
}

export interface ClassWatcher {
  changed(change: ClassLabChange): void;
  told(notice: AddressedNotice): void;
  /** A check's verdict: only the monitor's stream hears them. */
  verdict?(verdict: ClassCheckVerdict): void;
  /** The class was deleted: the watcher is unsubscribed already and hears nothing more. */
  deleted(): void;
}

/** A notice for a class's students: `to` names the one student it is for; null, every student of the class. */
export interface AddressedNotice {
  to: string | null;
  notice: StudentNotice;
}
