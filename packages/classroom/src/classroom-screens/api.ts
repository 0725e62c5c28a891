import { apiPaths, type StudentClassroom } from '@academy/api';
import { type StudentApi, studentRequest } from '@academy/auth';

/** GET /api/training-class/classroom: who of the instructors is at the student's machines, and paused screens. */
export function fetchStudentClassroom(api: StudentApi): Promise<StudentClassroom> {
  return studentRequest<StudentClassroom>(api, apiPaths.classroom);
}
