import type { AuditAction, AuditEntry, AuditOutcome } from '@academy/api';

/** How many of the latest entries the monitor shows; the CSV has them all. */
export const SHOWN_ENTRIES = 20;

/** An entry as a line of the monitor's table, keyed by its place: two entries may share every field (a double click). */
export type AuditLine = AuditEntry & { id: string };

/** The latest entries of a trail (newest first), as the table's lines; the trail is only ever replaced whole. */
export function latestLinesOf(trail: readonly AuditEntry[]): AuditLine[] {
  return trail.slice(0, SHOWN_ENTRIES).map((entry, index) => ({ ...entry, id: String(index) }));
}

const ACTION_TEXTS: Record<AuditAction, string> = {
  'class-created': 'Class created',
  'class-edited': 'Class edited',
  'class-deleted': 'Class deleted',
  'course-created': 'Course created',
  'course-edited': 'Course edited',
  'course-deleted': 'Course deleted',
  'power-command': 'Power',
  'lab-reverted': 'Lab reverted',
  'console-opened': 'Console opened',
  'hand-raised': 'Hand raised',
  'hand-claimed': 'Hand claimed',
  'hand-lowered': 'Hand lowered',
  'message-sent': 'Message sent',
  'class-end-moved': 'Class end moved',
  'idle-suspended': 'Suspended for idleness',
  'screens-paused': 'Screens paused',
  'screens-resumed': 'Screens resumed',
  'presentation-started': 'Shown to the class',
  'presentation-stopped': 'Showing stopped',
  'manual-progress': 'Manual progress',
  'still-here': 'Still here',
  'student-invited': 'Student invited',
  'student-added': 'Student added',
  'student-removed': 'Student removed',
  'invitation-resent': 'Invitation sent again',
  'link-revoked': 'Sign-in link revoked',
  'link-redeemed': 'Signed in with their link',
  'check-run': 'Checked their work',
  'class-checked': 'Checked everyone',
  'text-typed': 'Text typed',
  'file-sent': 'File sent',
};

export const OUTCOME_TEXTS: Record<AuditOutcome, string> = { ok: 'Done', refused: 'Refused', failed: 'Failed' };

/** The action as the trail's table says it: a power command names the command ('Power: stop'). */
export function actionTextOf(entry: Pick<AuditEntry, 'action' | 'detail'>): string {
  const text = ACTION_TEXTS[entry.action];
  return entry.detail ? `${text}: ${entry.detail}` : text;
}
