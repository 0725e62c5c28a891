import type { ClassLabChange } from '@academy/contracts';

/** The push channel of the class monitors. Adapters: events/. */

/**
 * Changes of a class's labs, told to whoever watches the class (the instructor's monitor). In process for one
 * instance; with several instances an adapter over PostgreSQL LISTEN/NOTIFY takes its place.
 */
export interface ClassEvents {
  publish(classId: string, change: ClassLabChange): void;
  /** Tells every watcher of the class, on every instance, that the class was deleted. */
  publishDeleted(classId: string): void;
  /** Tells the watcher every later change of the class until the returned function is called. */
  subscribe(classId: string, watcher: ClassWatcher): () => void;
  /** Watchers subscribed on this instance: one per open push channel, so a leak shows as a count that only grows. */
  watcherCount(): number;
}

export interface ClassWatcher {
  changed(change: ClassLabChange): void;
  /** The class was deleted: the watcher is unsubscribed already and hears nothing more. */
  deleted(): void;
}
