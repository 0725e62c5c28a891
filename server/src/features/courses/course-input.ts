import { COURSE_STATUS_OPTIONS, type CourseStatus } from '@academy/api';
import { readManual as readManualSteps } from '@academy/manual/rules';
import type { CourseInput, ManualText } from '../../domain/course-input';
import { hasControlCharacter } from '../../routes/input/control-characters';
import {
  inputProblem,
  type JsonObject,
  type Parsed,
  parseJsonObject,
  readOneOf,
  readText,
  readTextList,
} from '../../routes/input/json-fields';
import { readFileFolders } from './file-folders-input';
import { readGuestAccounts } from './guest-accounts-input';
import { readKeyboardLayouts } from './keyboard-layouts-input';

const COURSE_STATUSES: readonly CourseStatus[] = COURSE_STATUS_OPTIONS.map((option) => option.value);

/**
 * The manual's Markdown ('' for none) and its steps, read here once; absent keeps the course's manual (a course form
 * older than manuals).
 */
function readManual(body: JsonObject): ManualText | undefined {
  const value = body.manual;
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw inputProblem('manual must be a string (Markdown; "" for no manual).');
  if (hasControlCharacter(value)) throw inputProblem('manual must not contain control characters.');
  // Line endings as the browser sends a textarea's: one form, so an unchanged manual is not a new version.
  const markdown = value.replace(/\r\n?/g, '\n');
  const read = readManualSteps(markdown);
  if (!read.ok) throw inputProblem(read.problem);
  return { markdown: markdown.trim() === '' ? '' : markdown, stepTitles: read.stepTitles };
}

/** The body of POST /api/training-course or PUT /api/training-course/{id}; its templates are the domain's rule. */
export function parseCourseInput(body: unknown): Parsed<CourseInput> {
  return parseJsonObject(body, (fields) => {
    const input: CourseInput = {
      name: readText(fields, 'name'),
      description: readText(fields, 'description', 2000),
      folder: readText(fields, 'folder', 64),
      status: readOneOf(fields, 'status', COURSE_STATUSES),
      vms: readTextList(fields, 'vms'),
    };
    const manual = readManual(fields);
    const guestAccounts = readGuestAccounts(fields, input.vms);
    const keyboardLayouts = readKeyboardLayouts(fields, input.vms);
    const fileFolders = readFileFolders(fields, input.vms);
    return {
      ...input,
      ...(manual === undefined ? {} : { manual }),
      ...(guestAccounts === undefined ? {} : { guestAccounts }),
      ...(keyboardLayouts === undefined ? {} : { keyboardLayouts }),
      ...(fileFolders === undefined ? {} : { fileFolders }),
    };
  });
}
