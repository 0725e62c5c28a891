import { WATCHING_INSTRUCTOR_TYPING_REFUSAL } from '@academy/api';
import { labActorOf } from '../classroom';
import type { FeatureParts, ServerFeature } from '../feature';
import type { KeyboardLayoutRepository } from './keyboard-layout-repository';
import { createMachineLayout } from './machine-layout';
import { createPauseWait } from './pause-wait';
import { createKeyboardLayoutRepository } from './sql-keyboard-layout-repository';
import { typingRoutes } from './typing-routes';
import { createTypingService } from './typing-service';

export type { KeyboardLayoutRepository } from './keyboard-layout-repository';
export type { TypingLab } from './typing-service';

/** Each course machine's guest keyboard layout: set through the course calls (features/courses), read when typing. */
export function keyboardLayoutsOf({ database }: Pick<FeatureParts, 'database'>): KeyboardLayoutRepository {
  return createKeyboardLayoutRepository(database);
}

/** The guest keyboard layout of a student's lab machine: its course machine's, US when the course sets none. */
export function machineLayoutOf(parts: Pick<FeatureParts, 'storage' | 'database'>) {
  return createMachineLayout({ storage: parts.storage, layouts: keyboardLayoutsOf(parts) });
}

/**
 * Text typed into a student's lab machine in its guest's keyboard layout (issue 41): Paste and the manual's "Type into
 * the console" send the text (the student's, or the instructor's in control of the console); the server presses the
 * layout's keys on the machine's keyboard, telling its progress, held by the class's pause, stopped when the caller
 * leaves.
 */
export const typingFeature: ServerFeature = {
  name: 'typing',
  routes: (parts) => {
    const { hypervisor, pauses } = parts.machines;
    return typingRoutes({
      typing: createTypingService({
        hypervisor,
        pauses,
        untilResumed: createPauseWait({ pauses, events: parts.events }),
        layoutOf: machineLayoutOf(parts),
      }),
      actorOf: labActorOf(parts, WATCHING_INSTRUCTOR_TYPING_REFUSAL),
      logger: parts.logger,
    });
  },
};
