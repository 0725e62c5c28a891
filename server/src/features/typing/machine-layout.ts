import { DEFAULT_KEYBOARD_LAYOUT, type KeyboardLayout } from '@academy/api';
import type { Storage } from '../../domain/ports/storage';
import type { StudentContext } from '../../domain/student-auth';
import type { KeyboardLayoutRepository } from './keyboard-layout-repository';

/**
 * The guest keyboard layout of a student's lab machine: the one its course machine (the template it was cloned from)
 * has in the student's course, US when the course sets none.
 */
export function createMachineLayout(deps: {
  storage: Pick<Storage, 'labMachines'>;
  layouts: Pick<KeyboardLayoutRepository, 'get'>;
}): (student: StudentContext, vm: string) => Promise<KeyboardLayout> {
  const { storage, layouts } = deps;
  return async (student, vm) => {
    const machine = (await storage.labMachines.list(student.labId)).find((candidate) => candidate.vm === vm);
    const stored = machine && (await layouts.get(student.trainingClass.courseId, machine.templateVm));
    return stored ?? DEFAULT_KEYBOARD_LAYOUT;
  };
}
