import type { ClassMessage } from '@academy/contracts';
import { isString, keyOf, nullable, objectOf } from '../values';

export const isClassMessage = objectOf<ClassMessage>({
  id: isString,
  sentAt: isString,
  from: keyOf<ClassMessage['from']>({ instructor: true, student: true }),
  senderName: isString,
  student: nullable(isString),
  text: isString,
});
