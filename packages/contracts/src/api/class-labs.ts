import type { LabMachine } from './labs';

/** One student's lab as the instructor's monitor sees it: an entry of GET /api/training-class/{id}/labs. */
export interface StudentLab {
  /** The student's username (full e-mail address). */
  email: string;
  /** ISO timestamp of the raised hand; null while the hand is down. */
  helpRequestedAt: string | null;
  /** How many machines the lab has once provisioned. */
  expectedVmCount: number;
  /** The lab's machines; a machine in the middle of a power operation reports SUSPEND (wait). */
  vms: LabMachine[];
}

/** Body of PUT /api/training-class/help (student). */
export interface HelpRequestInput {
  raised: boolean;
}

/** Answer of PUT /api/training-class/help and of an instructor lowering a hand. */
export interface HelpRequestState {
  helpRequestedAt: string | null;
}

/** Why a student's lab changed ('manual': their place in the class's manual): every push of GET /api/training-class/{id}/events names one. */
export type ClassLabChangeReason = 'power' | 'provisioning' | 'revert' | 'hand' | 'manual';

/** One server-sent event of GET /api/training-class/{id}/events (event name `lab-changed`, JSON data). */
export interface ClassLabChange {
  email: string;
  reason: ClassLabChangeReason;
}

/** The event name of a lab change on the push channel. */
export const CLASS_LAB_CHANGED_EVENT = 'lab-changed';
