import type { ClassMessage } from '@academy/contracts';
import { describeCheck, without } from '../testing/check-cases';
import { isClassMessage } from './class-message';

const message: ClassMessage = {
  id: 'message-1',
  sentAt: '2026-09-02T08:00:00.000Z',
  from: 'instructor',
  senderName: 'Ann',
  student: null,
  text: 'Break until 10:30',
};

describeCheck('isClassMessage', isClassMessage, message, {
  'without text': without(message, 'text'),
  'from someone else': { ...message, from: 'robot' },
  'student left out': without(message, 'student'),
  'text as a number': { ...message, text: 1 },
});
