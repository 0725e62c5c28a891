import { COURSE_STATUS_OPTIONS, type CourseStatus } from '@academy/contracts';
import { invalid } from './errors';
import type { CourseRecord, TemplateFolder } from './ports';
import { readObject, readOneOf, readText, readTextList } from './validation';

export type CourseInput = Omit<CourseRecord, 'id'>;

const COURSE_STATUSES: readonly CourseStatus[] = COURSE_STATUS_OPTIONS.map((option) => option.value);

/** Validates a course body against the template catalog: the folder must exist and hold every chosen machine. */
export function parseCourseInput(body: unknown, folders: readonly TemplateFolder[]): CourseInput {
  const fields = readObject(body);
  const input: CourseInput = {
    name: readText(fields, 'name'),
    description: readText(fields, 'description', 2000),
    folder: readText(fields, 'folder', 64),
    status: readOneOf(fields, 'status', COURSE_STATUSES),
    vms: readTextList(fields, 'vms'),
  };
  const folder = folders.find((candidate) => candidate.folder === input.folder);
  if (!folder) throw invalid(`folder "${input.folder}" is not a template folder.`);
  const unknown = input.vms.filter((vm) => !folder.vms.some((template) => template.vm === vm));
  if (unknown.length > 0) throw invalid(`vms ${unknown.join(', ')} are not machines of folder "${folder.name}".`);
  return input;
}
