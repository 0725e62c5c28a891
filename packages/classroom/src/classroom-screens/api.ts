import { type StudentApi, studentRequest } from '@academy/auth';
import { apiPaths, type StudentClassroom } from '@academy/contracts';

/** GET /api/training-class/classroom: who of the instructors is at the student's machines, and paused screens. */
export function fetchStudentClassroom(api: StudentApi): Promise<StudentClassroom> {
  return studentRequest<StudentClassroom>(api, apiPaths.classroom);
}
