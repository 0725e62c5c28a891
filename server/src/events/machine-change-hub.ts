import type { MachineChangeListener } from '../domain/ports/hypervisor';

/**
 * Where the hypervisor's machine changes meet their listeners. The hypervisor is told the hub's `publish` when it
 * is built, and the consoles, built after it because redeeming a ticket asks it about the machine, subscribe
 * then: neither needs the other to exist first.
 */
export interface MachineChangeHub {
  publish: MachineChangeListener;
  /** Listeners are told in the order they subscribed. */
  subscribe(listener: MachineChangeListener): void;
}

export function createMachineChangeHub(): MachineChangeHub {
  const listeners: MachineChangeListener[] = [];
  return {
    publish(machine, state) {
      for (const listener of listeners) listener(machine, state);
    },
    subscribe(listener) {
      listeners.push(listener);
    },
  };
}
