import type { ConsoleWatchSession } from '@academy/api';
import { createClassReading } from '@/shared/model/class-reading';
import { fetchConsoleSessions } from './api';

/** The record of instructors at students' consoles on the monitor: read when opened and after a console opens or closes. */

export const {
  opened: sessionsOpened,
  closed: sessionsClosed,
  outdated: sessionsOutdated,
  readFx: fetchSessionsFx,
  $data: $sessions,
  $loaded,
  $loadError,
} = createClassReading<ConsoleWatchSession[]>({ read: fetchConsoleSessions, empty: [] });
