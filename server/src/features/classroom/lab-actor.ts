import type { Request } from 'express';
import type { StudentContext } from '../../domain/student-auth';
import type { InstructorGuard } from '../../routes/instructor-auth';
import type { StudentGuard } from '../../routes/student-auth';
import type { ConsoleControl } from './console-control';

/** Who acts on a lab machine as its student would, and whose lab it is. */
export interface LabActor {
  lab: StudentContext;
  /** The instructor in control of the machine's console: the class's pause holds their hands no more than their keys. */
  instructorInControl: boolean;
}

/**
 * Who calls on a lab machine (the route's `:machineId`): a Bearer token is an instructor, who must be in control of
 * that machine's console; any other credential is the student's, which says whose lab it is (another lab's machine is
 * then not found).
 */
export function createLabActor(deps: {
  student: StudentGuard;
  instructor: InstructorGuard;
  labInControl: ConsoleControl;
}): (req: Request) => Promise<LabActor> {
  const { student, instructor, labInControl } = deps;
  return async (req) => {
    if (/^Bearer\s/i.test(req.get('authorization') ?? '')) {
      const { name } = await instructor(req);
      return { lab: await labInControl(name, String(req.params.machineId)), instructorInControl: true };
    }
    return { lab: await student(req), instructorInControl: false };
  };
}
