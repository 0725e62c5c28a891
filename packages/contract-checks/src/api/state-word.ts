import { isString } from '../values';

/**
 * A word of the status dot (a machine's power state, a class's or a course's status): any string. Spec §4 draws a
 * word it does not list in red, and a machine in a state this build does not know gets Refresh only (`actionsFor`), so
 * a newer server's word is shown as such rather than taken for a malformed answer.
 */
export const isStateWord = <T extends string>(value: unknown): value is T => isString(value);
