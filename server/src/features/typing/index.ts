import type { ServerFeature } from '../feature';
import { typingRoutes } from './typing-routes';
import { createTypingService } from './typing-service';

/**
 * Text typed into a student's lab machine in its guest's keyboard layout (issue 41): Paste and the manual's "Type into
 * the console" send the text; the server presses the layout's keys on the machine's keyboard.
 */
export const typingFeature: ServerFeature = {
  name: 'typing',
  routes: (parts) =>
    typingRoutes({
      typing: createTypingService({ hypervisor: parts.machines.hypervisor, pauses: parts.machines.pauses }),
      // Typing is the student at work in their lab.
      student: parts.activeStudent,
    }),
};
