import type { ConsoleWatchMode } from '@academy/contracts';
import { keyOf } from '../values';

export const isConsoleWatchMode = keyOf<ConsoleWatchMode>({ view: true, control: true });
