import type { LabMachine } from './labs';

/** One student's lab as the instructor's monitor sees it: an entry of GET /api/training-class/{id}/labs. */
export interface StudentLab {
  /** The student's username (full e-mail address). */
  email: string;
  /** ISO timestamp of the raised hand; null while the hand is down. */
  helpRequestedAt: string | null;
  /** The name of the instructor who claimed the raised hand ('… is coming to help'); null while unclaimed. */
  helpClaimedBy: string | null;
  /** How many machines the lab has once provisioned. */
  expectedVmCount: number;
  /** The lab's machines; a machine in the middle of a power operation reports SUSPEND (wait). */
  vms: LabMachine[];
  /** Whether the lab is idle (IDLE_SUSPEND_MINUTES): warned, or suspended for idleness; null while in use. */
  idle: LabIdleState | null;
}

/** An idle lab on the class monitor. */
export interface LabIdleState {
  /** ISO timestamp of the student's last activity (console input, a portal call). */
  activeAt: string;
  /** ISO timestamp of the warning; null until warned. */
  warnedAt: string | null;
  /** ISO timestamp of the suspend for idleness; null unless suspended. */
  suspendedAt: string | null;
}

/** Body of PUT /api/training-class/help (student). */
export interface HelpRequestInput {
  raised: boolean;
}

/**
 * A student's raised hand: answer of GET and PUT /api/training-class/help and of an instructor claiming or lowering
 * a hand.
 */
export interface HelpRequestState {
  helpRequestedAt: string | null;
  /** 1 for the hand raised first in the class; null while the hand is down. */
  queuePosition: number | null;
  /** The name of the instructor who claimed the hand; null while unclaimed or down. */
  claimedBy: string | null;
}

/**
 * Why a student's lab changed ('manual': their place in the class's manual; 'console': an instructor's console on one
 * of its machines opened or closed; 'presentation': what the class is shown changed): every push of GET /api/training-class/{id}/events names one.
 */
export type ClassLabChangeReason =
  | 'power'
  | 'provisioning'
  | 'revert'
  | 'hand'
  | 'idle'
  | 'message'
  | 'manual'
  | 'console'
  | 'presentation';

/**
 * One server-sent event of GET /api/training-class/{id}/events (event name `lab-changed`, JSON data). The same stream
 * carries a check's verdict as its own event, `check-verdict` (ClassCheckVerdict, api/checks.ts).
 */
export interface ClassLabChange {
  email: string;
  reason: ClassLabChangeReason;
}

/** The event name of a lab change on the push channel. */
export const CLASS_LAB_CHANGED_EVENT = 'lab-changed';
