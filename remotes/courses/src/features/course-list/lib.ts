import type { TrainingCourse } from '@academy/api';
import { byText, type Comparator, compareText, type SortOrder, sortedBy } from '@academy/ui/instructor';

/** The sortable columns of the course list (spec §2). */
export type CourseSortColumn = 'status' | 'name';

const byName = byText((course: TrainingCourse) => course.name);

const courseComparators: Record<CourseSortColumn, Comparator<TrainingCourse>> = {
  status: (a, b) => compareText(a.status, b.status) || byName(a, b),
  name: byName,
};

/** The courses in the chosen order (a new array); unsorted keeps the server's order. Equal statuses go by name. */
export function sortCourses(
  courses: readonly TrainingCourse[],
  order: SortOrder<CourseSortColumn> | null,
): TrainingCourse[] {
  return sortedBy(courses, order, courseComparators);
}

/** Spec §4: deleting a course removes it from the local list by id. */
export function withoutCourse(courses: readonly TrainingCourse[], id: string): TrainingCourse[] {
  return courses.filter((course) => course.id !== id);
}

/** The Folder column: the folder's name when the folder list knows it, else its id. */
export function folderLabelOf(folder: string, folderNames: Readonly<Record<string, string>>): string {
  return folderNames[folder] ?? folder;
}
