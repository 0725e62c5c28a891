import type { FeatureParts, ServerFeature } from '../feature';
import type { KeyboardLayoutRepository } from './keyboard-layout-repository';
import { createMachineLayout } from './machine-layout';
import { createKeyboardLayoutRepository } from './sql-keyboard-layout-repository';
import { typingRoutes } from './typing-routes';
import { createTypingService } from './typing-service';

export type { KeyboardLayoutRepository } from './keyboard-layout-repository';

/** Each course machine's guest keyboard layout: set through the course calls (features/courses), read when typing. */
export function keyboardLayoutsOf({ database }: Pick<FeatureParts, 'database'>): KeyboardLayoutRepository {
  return createKeyboardLayoutRepository(database);
}

/**
 * Text typed into a student's lab machine in its guest's keyboard layout (issue 41): Paste and the manual's "Type into
 * the console" send the text; the server presses the layout's keys on the machine's keyboard.
 */
export const typingFeature: ServerFeature = {
  name: 'typing',
  routes: (parts) =>
    typingRoutes({
      typing: createTypingService({
        hypervisor: parts.machines.hypervisor,
        pauses: parts.machines.pauses,
        layoutOf: createMachineLayout({ storage: parts.storage, layouts: keyboardLayoutsOf(parts) }),
      }),
      // Typing is the student at work in their lab.
      student: parts.activeStudent,
    }),
};
