import type { TrainingClass, TrainingClassInput } from '@academy/api';
import { yesterdayOf } from '@/shared/lib/class-dates';

/**
 * The soft delete's body (spec §4, §7): the class as it is, with start and end dates both set to yesterday,
 * sending exactly attendees, courseId, instructor, name, startDate and endDate (no time zone: the class keeps its own).
 */
export function softDeleteInput(trainingClass: TrainingClass, now: Date): TrainingClassInput {
  const yesterday = yesterdayOf(now);
  return {
    attendees: trainingClass.attendees,
    courseId: trainingClass.courseId,
    instructor: trainingClass.instructor,
    name: trainingClass.name,
    startDate: yesterday,
    endDate: yesterday,
  };
}
