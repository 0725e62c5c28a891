import type { ClassMessage } from '@academy/contracts';

/** The history with `added` in it once, in the order the server stored them (ids grow). */
export function withMessage(history: readonly ClassMessage[], added: ClassMessage): ClassMessage[] {
  if (history.some((message) => message.id === added.id)) return [...history];
  return [...history, added].sort((a, b) => Number(a.id) - Number(b.id));
}

/** Who wrote to whom, as the student reads it. */
export function studentHeadingOf(message: ClassMessage): string {
  if (message.from === 'student') return 'You to your instructor';
  return message.student === null ? `${message.senderName} to the class` : `${message.senderName} to you`;
}
