import type { ClassStatus, CourseStatus } from '@academy/api';
import type { PowerState } from '@academy/power-rules';

/** Colours of the status dot (spec §4 "Status dot colours"). */
export type StatusColour = 'green' | 'yellow' | 'red';

/** The statuses a dot shows: a machine's, a class's or a course's. */
type DotStatus = PowerState | ClassStatus | CourseStatus;

/** Keyed by every status, so a new one fails to compile until it has a colour. */
const STATUS_COLOURS: Record<DotStatus, StatusColour> = {
  POWERED_ON: 'green',
  RUNNING: 'green',
  ACTIVE: 'green',
  SUSPEND: 'yellow',
  SUSPENDED: 'yellow',
  SCHEDULED: 'yellow',
  POWERED_OFF: 'red',
  COMPLETED: 'red',
  ARCHIVED: 'red',
};

function isDotStatus(status: string): status is DotStatus {
  return Object.hasOwn(STATUS_COLOURS, status);
}

/** The status's colour; red for any other value (spec §4), such as a state a newer server sends. */
export function statusColourOf(status: string): StatusColour {
  return isDotStatus(status) ? STATUS_COLOURS[status] : 'red';
}

/** The dot's tooltip: the status with underscores replaced by spaces. */
export function statusLabelOf(status: string): string {
  return status.replaceAll('_', ' ');
}

/** The status in words for a screen reader, e.g. 'Powered On' (a row's accessible name carries it). */
export function statusWordsOf(status: string): string {
  return statusLabelOf(status)
    .toLowerCase()
    .replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}
