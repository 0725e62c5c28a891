import { DEFAULT_KEYBOARD_LAYOUT, type KeyboardLayout } from '@academy/api';
import type { Storage } from '../../domain/ports/storage';
import type { KeyboardLayoutRepository } from './keyboard-layout-repository';
import type { TypingLab } from './typing-service';

/**
 * The guest keyboard layout of a lab machine: the one its course machine (the template it was cloned from)
 * has in the student's course, US when the course sets none.
 */
export function createMachineLayout(deps: {
  storage: Pick<Storage, 'labMachines'>;
  layouts: Pick<KeyboardLayoutRepository, 'get'>;
}): (lab: TypingLab, vm: string) => Promise<KeyboardLayout> {
  const { storage, layouts } = deps;
  return async (lab, vm) => {
    const machine = (await storage.labMachines.list(lab.labId)).find((candidate) => candidate.vm === vm);
    const stored = machine && (await layouts.get(lab.trainingClass.courseId, machine.templateVm));
    return stored ?? DEFAULT_KEYBOARD_LAYOUT;
  };
}
