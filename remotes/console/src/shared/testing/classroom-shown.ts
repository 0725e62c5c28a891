import type { StudentClassroom } from '@academy/api';
import { allSettled, type Scope } from 'effector';
import { classroom } from '../model/classroom';

/** /view's classroom as a test's server reads it: nobody at the student's machines, the screens not paused. */
export const quietClassroom = async (): Promise<StudentClassroom> => ({ screensPaused: false, watchers: [] });

/** /view shows the classroom's banner: from now on its classroom hears a pause the push channel tells. */
export function showClassroom(scope: Scope) {
  return allSettled(classroom.screens.Gate.open, { scope, params: {} });
}
