import type { ConsoleWatchMode } from '@academy/api';
import { type JsonObject, type Parsed, parseFlag } from '../../routes/input/json-fields';

/** How an instructor opens a student's console: `{ "mode": "view" | "control" }`, view when absent. */
export function parseWatchMode(body: unknown): Parsed<ConsoleWatchMode> {
  const mode = typeof body === 'object' && body !== null ? (body as JsonObject).mode : undefined;
  if (mode === undefined) return { ok: true, value: 'view' };
  if (mode === 'view' || mode === 'control') return { ok: true, value: mode };
  return { ok: false, problem: 'mode must be one of view, control.' };
}

/** 'Pause screens' or 'Resume': `{ "paused": true | false }`. */
export function parseScreensPause(body: unknown): Parsed<boolean> {
  return parseFlag(body, 'paused');
}
