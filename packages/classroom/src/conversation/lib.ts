import type { ClassMessage } from '@academy/api';

/** The history with `added` in it once, in the order the server stored them (ids grow). */
export function withMessage(history: readonly ClassMessage[], added: ClassMessage): ClassMessage[] {
  if (history.some((message) => message.id === added.id)) return [...history];
  return [...history, added].sort((a, b) => Number(a.id) - Number(b.id));
}
