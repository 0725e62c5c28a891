import type { TrainingCourse } from '@academy/contracts';

/** The sortable columns of the course list (spec §2). */
export type CourseSortKey = 'status' | 'name';
export type SortDirection = 'asc' | 'desc';

export interface CourseSort {
  key: CourseSortKey;
  direction: SortDirection;
}

/** How the Status or Name heading reads the sort: its direction when the list is sorted by it. */
export function sortDirectionOf(sort: CourseSort | null, key: CourseSortKey): 'ascending' | 'descending' | undefined {
  if (sort?.key !== key) return undefined;
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/** A header click: the same column flips its direction, another column starts ascending. */
export function nextSort(current: CourseSort | null, key: CourseSortKey): CourseSort {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function compareBy(key: CourseSortKey, a: TrainingCourse, b: TrainingCourse): number {
  const byKey = collator.compare(a[key], b[key]);
  if (byKey !== 0 || key === 'name') return byKey;
  return collator.compare(a.name, b.name);
}

/** The courses in the chosen order (a new array); unsorted keeps the server's order. Equal statuses go by name. */
export function sortCourses(courses: readonly TrainingCourse[], sort: CourseSort | null): TrainingCourse[] {
  if (!sort) return [...courses];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...courses].sort((a, b) => sign * compareBy(sort.key, a, b));
}

/** Spec §4: deleting a course removes it from the local list by id. */
export function withoutCourse(courses: readonly TrainingCourse[], id: string): TrainingCourse[] {
  return courses.filter((course) => course.id !== id);
}

/** The Folder column: the folder's name when the folder list knows it, else its id. */
export function folderLabelOf(folder: string, folderNames: Readonly<Record<string, string>>): string {
  return folderNames[folder] ?? folder;
}
