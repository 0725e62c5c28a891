import { COURSE_STATUS_OPTIONS, type CourseStatus } from '@academy/contracts';
import type { CourseInput } from '../../domain/course-input';
import { type Parsed, parseJsonObject, readOneOf, readText, readTextList } from './json-fields';

const COURSE_STATUSES: readonly CourseStatus[] = COURSE_STATUS_OPTIONS.map((option) => option.value);

/** The body of POST /api/training-course or PUT /api/training-course/{id}; its templates are the domain's rule. */
export function parseCourseInput(body: unknown): Parsed<CourseInput> {
  return parseJsonObject(body, (fields) => ({
    name: readText(fields, 'name'),
    description: readText(fields, 'description', 2000),
    folder: readText(fields, 'folder', 64),
    status: readOneOf(fields, 'status', COURSE_STATUSES),
    vms: readTextList(fields, 'vms'),
  }));
}
