import type { ClassMessage } from '@academy/api';

/** Who wrote to whom, as the student reads it. */
export function studentHeadingOf(message: ClassMessage): string {
  if (message.from === 'student') return 'You to your instructor';
  return message.student === null ? `${message.senderName} to the class` : `${message.senderName} to you`;
}
