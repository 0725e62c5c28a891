import {
  arrayOf,
  type Check,
  isBoolean,
  isClassMessage,
  isNumber,
  isPresentation,
  isRecord,
  isString,
  nullable,
  objectOf,
  parsePushData,
} from '@academy/contract-checks';
import type { StudentNotice } from '@academy/contracts';

/** What a notice of one kind carries besides its kind. */
type NoticeFields<Kind> = Omit<Extract<StudentNotice, { kind: Kind }>, 'kind'>;

/** The check of each kind's fields: a kind added to StudentNotice, or a field added to one, must be checked here. */
const NOTICE_FIELDS: { [Kind in StudentNotice['kind']]: Check<NoticeFields<Kind>> } = {
  'class-end': objectOf<NoticeFields<'class-end'>>({ endsAt: isString, labsEndAt: isString }),
  'idle-warning': objectOf<NoticeFields<'idle-warning'>>({ suspendsAt: isString, minutesLeft: isNumber }),
  'idle-cleared': isRecord,
  'idle-suspended': objectOf<NoticeFields<'idle-suspended'>>({ at: isString, vms: arrayOf(isString) }),
  message: objectOf<NoticeFields<'message'>>({ message: isClassMessage }),
  'help-queue': isRecord,
  'console-watch': isRecord,
  'screens-paused': objectOf<NoticeFields<'screens-paused'>>({ paused: isBoolean }),
  presentation: objectOf<NoticeFields<'presentation'>>({ presentation: nullable(isPresentation) }),
};

function isNoticeKind(kind: unknown): kind is StudentNotice['kind'] {
  return isString(kind) && Object.hasOwn(NOTICE_FIELDS, kind);
}

function isStudentNotice(value: unknown): value is StudentNotice {
  return isRecord(value) && isNoticeKind(value.kind) && NOTICE_FIELDS[value.kind](value);
}

/**
 * A `student-notice` event's data as the notice it must be, or undefined: a kind this page does not know (a newer
 * server) or a notice missing what its kind carries is dropped, and never reaches a store.
 */
export function parseStudentNotice(data: string): StudentNotice | undefined {
  return parsePushData(data, isStudentNotice);
}
