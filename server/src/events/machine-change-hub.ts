import type { MachineChangeListener } from '../domain/ports/hypervisor';

/** Where a hypervisor adapter's machine changes meet their listeners (the port's `subscribe`). */
export interface MachineChangeHub {
  publish: MachineChangeListener;
  /** Listeners are told in the order they subscribed, until the returned function is called. */
  subscribe(listener: MachineChangeListener): () => void;
}

export function createMachineChangeHub(): MachineChangeHub {
  const listeners = new Set<MachineChangeListener>();
  return {
    publish(machine, change) {
      for (const listener of [...listeners]) listener(machine, change);
    },
    subscribe(listener) {
      // Wrapped, so one listener subscribed twice is told twice and unsubscribes once.
      const subscribed: MachineChangeListener = (machine, change) => listener(machine, change);
      listeners.add(subscribed);
      return () => listeners.delete(subscribed);
    },
  };
}
