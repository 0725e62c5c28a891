import type { ClassEvents, ClassWatcher } from '../domain/ports/events';

/** The push channel's publish/subscribe inside one server process. */
export function createInProcessClassEvents(): ClassEvents {
  const watchers = new Map<string, Set<ClassWatcher>>();

  function unsubscribe(classId: string, watcher: ClassWatcher): void {
    const ofClass = watchers.get(classId);
    ofClass?.delete(watcher);
    if (ofClass?.size === 0) watchers.delete(classId);
  }

  return {
    publish(classId, change) {
      for (const watcher of watchers.get(classId) ?? []) watcher.changed(change);
    },
    tell(classId, notice) {
      for (const watcher of watchers.get(classId) ?? []) watcher.told(notice);
    },
    publishVerdict(classId, verdict) {
      for (const watcher of watchers.get(classId) ?? []) watcher.verdict?.(verdict);
    },
    publishDeleted(classId) {
      for (const watcher of [...(watchers.get(classId) ?? [])]) {
        unsubscribe(classId, watcher);
        watcher.deleted();
      }
    },
    subscribe(classId, watcher) {
      const ofClass = watchers.get(classId) ?? new Set<ClassWatcher>();
      watchers.set(classId, ofClass);
      ofClass.add(watcher);
      return () => unsubscribe(classId, watcher);
    },
    watcherCount() {
      let count = 0;
      for (const ofClass of watchers.values()) count += ofClass.size;
      return count;
    },
  };
}
