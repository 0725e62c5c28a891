import { routes } from '@academy/api';

/** The routes of this remote (spec §2), the same strings the shell's route table uses. */
export const paths = {
  courseList: routes.courses,
  courseNew: routes.courseNew,
  courseEdit: routes.courseEdit,
} as const;
