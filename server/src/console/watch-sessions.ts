import type { WebSocket } from 'ws';
import type { ConsoleMachine } from '../domain/ports/console';
import type { Logger } from '../domain/ports/logger';
import { type ConsoleWatchLog, WATCH_HEARTBEAT_MS, type WatchedConsole } from '../features/classroom';

/** Instructors' consoles at students' machines, recorded while they are open. */
export interface WatchSessions {
  /** An instructor's console opened: recorded (the student is told through the watch log) until it closes. */
  record(socket: WebSocket, machine: ConsoleMachine): void;
  /** Starts saying every recorded console open here is still open. */
  start(): void;
  stop(): void;
}

export function createWatchSessions(log: WatchLog | undefined, logger: Logger): WatchSessions {
  /** Instructors' open consoles and the ids of their records. */
  const open = new Map<WebSocket, Promise<string | undefined>>();
  let heartbeat: ReturnType<typeof setInterval> | undefined;

  /** A console that stops being said alive ended with its instance. */
  async function sayAlive(): Promise<void> {
    const ids = (await Promise.all(open.values())).filter((id): id is string => id !== undefined);
    await log?.seen(ids).catch((error: unknown) => {
      logger.error('Renewing the open instructor consoles failed', error);
    });
  }

  return {
    record(socket, machine) {
      const { watcher } = machine;
      if (!watcher || !log) return;
      const watched: WatchedConsole = { ...machine, watcher };
      const id = log.opened(watched).catch((error: unknown) => {
        logger.error(`Recording the instructor's console of ${machine.vm} failed`, error);
        return undefined;
      });
      open.set(socket, id);
      socket.on('close', () => {
        open.delete(socket);
        void id
          .then((opened) => (opened === undefined ? undefined : log.closed(opened, watched)))
          .catch((error: unknown) => {
            logger.error(`Recording the end of the instructor's console of ${machine.vm} failed`, error);
          });
      });
    },
    start() {
      if (log && !heartbeat) heartbeat = setInterval(() => void sayAlive(), WATCH_HEARTBEAT_MS).unref();
    },
    stop() {
      clearInterval(heartbeat);
      heartbeat = undefined;
    },
  };
}

/** What the gateway writes to the watch log. */
export type WatchLog = Pick<ConsoleWatchLog, 'opened' | 'closed' | 'seen'>;
