import { CONSOLE_REPLACED_CLOSE_CODE } from '@academy/api';
import type { WebSocket } from 'ws';
import type { ConsoleMachine } from '../domain/ports/console';
import { closeGracefully } from './upgrade-answers';

/**
 * Open consoles one lab may hold at once (a student works in a few machines side by side). The next one closes
 * the oldest rather than being refused: what exceeds the limit is usually a forgotten tab, and the student's
 * newest console is the one they are looking at. The oldest gets CONSOLE_REPLACED_CLOSE_CODE, on which the console
 * page stops instead of reconnecting, or two tabs would close each other in turn.
 */
export const MAX_CONSOLES_PER_LAB = 4;

/** The console connections open on this instance, and the machine each shows. */
export interface OpenConsoles {
  /** A console opens: the lab's oldest beyond the limit close for it. It is forgotten once it closes. */
  add(socket: WebSocket, machine: ConsoleMachine): void;
  count(): number;
  /** Closes the consoles of the machine in that lab (it powered off, was suspended or removed). */
  closeMachine(vm: string, labId: string, reason: string): void;
  closeAll(reason: string): Promise<void>;
  /** Cuts every console at once, as a network failure would; answers how many. */
  dropAll(): number;
}

export function createOpenConsoles(): OpenConsoles {
  const sockets = new Map<WebSocket, ConsoleMachine>();

  /** Instructors' consoles count apart from the student's own: watching a student never closes theirs. */
  function makeRoomInLab(machine: ConsoleMachine): void {
    const sameLab = [...sockets]
      .filter(([, open]) => open.labId === machine.labId && !open.watcher === !machine.watcher)
      .map(([open]) => open);
    for (const oldest of sameLab.slice(0, Math.max(0, sameLab.length - MAX_CONSOLES_PER_LAB + 1))) {
      sockets.delete(oldest);
      void closeGracefully(oldest, 'this console was opened in another window', CONSOLE_REPLACED_CLOSE_CODE);
    }
  }

  return {
    add(socket, machine) {
      makeRoomInLab(machine);
      sockets.set(socket, machine);
      socket.on('close', () => sockets.delete(socket));
    },
    count: () => sockets.size,
    closeMachine(vm, labId, reason) {
      for (const [socket, machine] of sockets) {
        if (machine.vm === vm && machine.labId === labId) void closeGracefully(socket, reason);
      }
    },
    async closeAll(reason) {
      await Promise.all([...sockets.keys()].map((socket) => closeGracefully(socket, reason)));
    },
    dropAll() {
      const count = sockets.size;
      for (const socket of sockets.keys()) socket.terminate();
      return count;
    },
  };
}
