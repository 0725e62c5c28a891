/** Colours of the status dot (spec §4 "Status dot colours"). */
export type StatusColour = 'green' | 'yellow' | 'red';

const GREEN = new Set(['POWERED_ON', 'RUNNING', 'ACTIVE']);
const YELLOW = new Set(['SUSPEND', 'SUSPENDED', 'SCHEDULED']);

/** Red for POWERED_OFF, COMPLETED, ARCHIVED and any other value. */
export function statusColourOf(status: string): StatusColour {
  if (GREEN.has(status)) return 'green';
  if (YELLOW.has(status)) return 'yellow';
  return 'red';
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
