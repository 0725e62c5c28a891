import {
  type GuestAccountInput,
  guestFolderProblem,
  type MachineFileFolder,
  type MachineKeyboardLayout,
} from '@academy/api';
import { invalid } from './errors';
import type { TemplateFolder } from './ports/hypervisor';
import type { CourseRecord } from './ports/storage';

/**
 * A course as an instructor creates or edits it: the body of POST /api/training-course or PUT .../{id}, read.
 * `manual` is undefined when the body had none (an older course form): the course keeps its manual.
 */
export type CourseInput = Omit<CourseRecord, 'id' | 'manual' | 'manualVersion'> & {
  manual?: ManualText;
  /** Every guest account the course keeps; undefined when the body had none (an older form): they stay as they are. */
  guestAccounts?: GuestAccountInput[];
  /** The machines' layouts the course keeps (US for any other); undefined when the body had none: they stay as they are. */
  keyboardLayouts?: MachineKeyboardLayout[];
  /** The machines' file folders the course keeps (the default for any other); undefined: they stay as they are. */
  fileFolders?: MachineFileFolder[];
};

/** A manual as read on save: its Markdown ('' for none) and its steps' titles, so no later call reads it again. */
export interface ManualText {
  markdown: string;
  stepTitles: string[];
}

/**
 * Each machine's file folder must be an absolute path of its guest's family (guestFolderProblem), said with the
 * machine's name: "DC01 - Domain Controller: Enter a full Windows path …".
 */
export function checkFileFolders(input: CourseInput, folders: readonly TemplateFolder[]): void {
  const templates = folders.flatMap((folder) => folder.vms);
  for (const { vm, folder } of input.fileFolders ?? []) {
    const template = templates.find((candidate) => candidate.vm === vm);
    const problem = template && guestFolderProblem(folder, template.guestOs);
    if (problem) throw invalid(`${template.name}: ${problem}`);
  }
}

/** The course's folder must be a template folder of the catalog and hold every chosen machine. */
export function checkCourseTemplates(input: CourseInput, folders: readonly TemplateFolder[]): void {
  const folder = folders.find((candidate) => candidate.folder === input.folder);
  if (!folder) throw invalid(`folder "${input.folder}" is not a template folder.`);
  const unknown = input.vms.filter((vm) => !folder.vms.some((template) => template.vm === vm));
  if (unknown.length > 0) throw invalid(`vms ${unknown.join(', ')} are not machines of folder "${folder.name}".`);
}
