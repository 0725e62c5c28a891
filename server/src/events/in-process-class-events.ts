import type { ClassLabChange } from '@academy/contracts';
import type { ClassEvents } from '../domain/ports';

type Listener = (change: ClassLabChange) => void;

/** The push channel's publish/subscribe inside one server process. */
export function createInProcessClassEvents(): ClassEvents {
  const listeners = new Map<string, Set<Listener>>();
  return {
    publish(classId, change) {
      for (const listener of listeners.get(classId) ?? []) listener(change);
    },
    subscribe(classId, listener) {
      const ofClass = listeners.get(classId) ?? new Set<Listener>();
      listeners.set(classId, ofClass);
      ofClass.add(listener);
      return () => {
        ofClass.delete(listener);
        if (ofClass.size === 0) listeners.delete(classId);
      };
    },
  };
}
