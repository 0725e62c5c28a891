import { type StudentApi, studentRequest } from '@academy/auth';
import { isStudentClassroom, parseAnswer } from '@academy/contract-checks';
import { apiPaths, type StudentClassroom } from '@academy/contracts';

/** GET /api/training-class/classroom: who of the instructors is at the student's machines, and paused screens. */
export async function fetchStudentClassroom(api: StudentApi): Promise<StudentClassroom> {
  return parseAnswer(await studentRequest(api, apiPaths.classroom), isStudentClassroom, apiPaths.classroom);
}
