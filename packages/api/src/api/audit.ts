/** What an audit entry records: every action that changes something the portal stores or runs. */
export type AuditAction =
  | 'class-created'
  | 'class-edited'
  | 'class-deleted'
  | 'course-created'
  | 'course-edited'
  | 'course-deleted'
  | 'power-command'
  | 'lab-reverted'
  | 'console-opened'
  | 'hand-raised'
  | 'hand-claimed'
  | 'hand-lowered'
  | 'class-end-moved'
  | 'idle-suspended'
  | 'message-sent'
  | 'screens-paused'
  | 'screens-resumed'
  | 'presentation-started'
  | 'presentation-stopped'
  | 'manual-progress'
  | 'still-here'
  /** A rostered student's personal link made and its invitation queued (a class saved with a roster, a student added). */
  | 'student-invited'
  | 'student-added'
  /** A rostered student taken off the class: their link ends, their lab is removed. */
  | 'student-removed'
  /** A new personal link sent again: the one before stops working. */
  | 'invitation-resent'
  | 'link-revoked'
  /** A student signed in with their personal link. */
  | 'link-redeemed'
  /** A student ran one of the manual's checks in their own machine (`check 2-1`; never its script or output). */
  | 'check-run'
  /** An instructor ran one check for the whole class ("Check everyone"). */
  | 'class-checked'
  /** A student typed text into their machine (Paste, "Type into the console"): `200 characters`, never the text. */
  | 'text-typed'
  /** A file sent into a lab machine (Send a file…, a drop on the console): `report.pdf, 2.0 MB`, never its bytes. */
  | 'file-sent';

/** `ok` (2xx/3xx), `refused` (4xx: not allowed now, or not valid), `failed` (5xx). */
export type AuditOutcome = 'ok' | 'refused' | 'failed';

/** One entry of GET /api/training-class/{id}/audit (newest first); .../audit.csv has the same columns. */
export interface AuditEntry {
  /** ISO timestamp. */
  at: string;
  /** The student's e-mail, the instructor token's subject, or 'portal' for what the portal did by itself. */
  actor: string;
  /** 'system': the portal itself (an idle lab suspended). */
  role: 'student' | 'instructor' | 'system';
  action: AuditAction;
  /** The power command of a `power-command` (`start`, `stop`, ...), how an instructor opened a console (`view`,
   * `control`), the step a `manual-progress` moved to or marked (`step 3`, `step 3 done`); null otherwise. */
  detail: string | null;
  /** What was acted on: a class or course id, a machine id, or a student's e-mail (their lab). */
  target: string;
  clientAddress: string;
  outcome: AuditOutcome;
  /** The HTTP status the action was answered with. */
  status: number;
}
