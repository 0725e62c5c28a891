import { isNumber, nullable, optional } from '../values';

/** `nextMachineDueInMs` of an answer that carries it (NextMachineDue): absent from an older server. */
export const isNextMachineDue = optional(nullable(isNumber));
