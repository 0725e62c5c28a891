import type { ClassMessage } from '@academy/api';
import { usernameOf } from '@/shared/lib/username';

/** Who wrote to whom, as the instructors read it. */
export function instructorHeadingOf(message: ClassMessage): string {
  if (message.from === 'student') return `${usernameOf(message.senderName)} to the instructors`;
  return message.student === null
    ? `${message.senderName} to the class`
    : `${message.senderName} to ${usernameOf(message.student)}`;
}
