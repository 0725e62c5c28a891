import type { ClassMessage, Presentation, StudentNotice } from '@academy/api';
import { hasStringFields, isString, isStringArray, jsonObjectOf } from '../http/push-data';

function isClassMessage(value: unknown): value is ClassMessage {
  if (!hasStringFields(value, ['id', 'sentAt', 'senderName', 'text'])) return false;
  const { from, student } = value;
  return (from === 'instructor' || from === 'student') && (student === null || isString(student));
}

function isPresentation(value: unknown): value is Presentation {
  return hasStringFields(value, ['vm', 'machineName', 'student', 'presenterName', 'startedAt']);
}

/** What each kind of notice must carry besides its kind. */
const NOTICE_FIELDS = {
  'class-end': (notice) => isString(notice.endsAt) && isString(notice.labsEndAt),
  'idle-warning': (notice) => isString(notice.suspendsAt) && Number.isFinite(notice.minutesLeft),
  'idle-cleared': () => true,
  'idle-suspended': (notice) => isString(notice.at) && isStringArray(notice.vms),
  message: (notice) => isClassMessage(notice.message),
  'help-queue': () => true,
  'console-watch': () => true,
  'screens-paused': (notice) => typeof notice.paused === 'boolean',
  presentation: (notice) => notice.presentation === null || isPresentation(notice.presentation),
} satisfies Record<StudentNotice['kind'], (notice: Record<string, unknown>) => boolean>;

function isNoticeKind(kind: unknown): kind is keyof typeof NOTICE_FIELDS {
  return isString(kind) && Object.hasOwn(NOTICE_FIELDS, kind);
}

/**
 * A `student-notice` event's data as the notice it must be, or undefined: a kind this page does not know (a newer
 * server) or a notice missing what its kind carries is dropped, and never reaches a store.
 */
export function parseStudentNotice(data: string): StudentNotice | undefined {
  const notice = jsonObjectOf(data);
  if (!notice || !isNoticeKind(notice.kind) || !NOTICE_FIELDS[notice.kind](notice)) return undefined;
  // Checked above, field by field, against its kind.
  return notice as StudentNotice;
}
