import {
  COURSE_STATUS_OPTIONS,
  type CourseStatus,
  type Folder,
  type TrainingCourse,
  type TrainingCourseInput,
} from '@academy/api';
import type { FormErrors } from '@academy/ui/instructor';
import type { Decorator } from 'final-form';
import { chosenMachinesOf, machinesOfFolder } from '@/shared/lib/folder-machines';
import { type FileFoldersValues, fileFoldersProblem, toFileFoldersInput, toFileFoldersValues } from './file-folders';
import {
  accountOf,
  type GuestAccountsValues,
  guestAccountMessages,
  lacksUsername,
  toGuestAccountsInput,
  toGuestAccountsValues,
} from './guest-accounts';
import { type KeyboardLayoutsValues, toKeyboardLayoutsInput, toKeyboardLayoutsValues } from './keyboard-layouts';

/**
 * The course form's fields as react-final-form holds them: a cleared input becomes undefined, and a select
 * still on its placeholder is ''.
 */
export interface CourseFormValues {
  name?: string;
  description?: string;
  folder?: string;
  status?: CourseStatus | '';
  vms?: string[];
  /** The lab manual's Markdown; '' for none. */
  manual?: string;
  /** The account each machine's checks run as, by machine; kept for a machine unticked until the save drops it. */
  guestAccounts?: GuestAccountsValues;
  /** The guest keyboard layout of each machine set to one; kept for a machine unticked until the save drops it. */
  keyboardLayouts?: KeyboardLayoutsValues;
  /** The folder files sent into each machine go to ('' for the default); kept for a machine unticked until saved. */
  fileFolders?: FileFoldersValues;
}

export type CourseFormErrors = FormErrors<CourseFormValues>;

/** Spec §5 "Course form", character for character. */
export const courseFormMessages = {
  name: 'Name is required.',
  description: 'Description is required.',
  folder: 'Please select a folder option.',
  vms: 'Please select at least one VM.',
  status: 'Please select a status option.',
} as const;

function isBlank(text: string | undefined): boolean {
  return (text ?? '').trim() === '';
}

function isCourseStatus(value: string | undefined): value is CourseStatus {
  return COURSE_STATUS_OPTIONS.some((option) => option.value === value);
}

/**
 * Record-level validation of react-final-form: one message per missing or refused field. The folders say each chosen
 * machine's guest family, which its file folder is checked for.
 */
export function validateCourseForm(values: CourseFormValues, folders: readonly Folder[]): CourseFormErrors {
  const errors: CourseFormErrors = {};
  if (isBlank(values.name)) errors.name = courseFormMessages.name;
  if (isBlank(values.description)) errors.description = courseFormMessages.description;
  if (isBlank(values.folder)) errors.folder = courseFormMessages.folder;
  if ((values.vms ?? []).length === 0) errors.vms = courseFormMessages.vms;
  if (!isCourseStatus(values.status)) errors.status = courseFormMessages.status;
  if ((values.vms ?? []).some((vm) => lacksUsername(accountOf(values.guestAccounts, vm)))) {
    errors.guestAccounts = guestAccountMessages.username;
  }
  const folderProblem = fileFoldersProblem(
    values.fileFolders,
    chosenMachinesOf(folders, values.folder, values.vms ?? []),
  );
  if (folderProblem) errors.fileFolders = folderProblem;
  return errors;
}

export const emptyCourseFormValues: CourseFormValues = {
  name: '',
  description: '',
  folder: '',
  status: '',
  vms: [],
  manual: '',
  guestAccounts: {},
  keyboardLayouts: {},
  fileFolders: {},
};

/** Spec §4: editing prefills name, description, folder and status, and clears the VM selection. */
export function toCourseFormValues(course: TrainingCourse | null): CourseFormValues {
  if (!course) return emptyCourseFormValues;
  return {
    name: course.name,
    description: course.description,
    folder: course.folder,
    status: isCourseStatus(course.status) ? course.status : '',
    vms: [],
    manual: course.manual ?? '',
    guestAccounts: toGuestAccountsValues(course.guestAccounts),
    keyboardLayouts: toKeyboardLayoutsValues(course.keyboardLayouts),
    fileFolders: toFileFoldersValues(course.fileFolders),
  };
}

/**
 * Body of create and update (spec §7): name, description, folder, status (upper case), the chosen VMs, the manual, and
 * the chosen machines' guest accounts, keyboard layouts and file folders.
 */
export function toCourseInput(values: CourseFormValues): TrainingCourseInput {
  return {
    name: (values.name ?? '').trim(),
    description: (values.description ?? '').trim(),
    folder: values.folder ?? '',
    status: (values.status ?? '').toUpperCase() as CourseStatus,
    vms: values.vms ?? [],
    manual: values.manual ?? '',
    guestAccounts: toGuestAccountsInput(values.guestAccounts, values.vms ?? []),
    keyboardLayouts: toKeyboardLayoutsInput(values.keyboardLayouts, values.vms ?? []),
    fileFolders: toFileFoldersInput(values.fileFolders, values.vms ?? []),
  };
}

/** The chosen VMs that belong to the folder, in their order. */
export function keepVmsOfFolder(
  vms: readonly string[],
  folders: readonly Folder[],
  folderId: string | undefined,
): string[] {
  const machines = new Set(machinesOfFolder(folders, folderId).map((machine) => machine.vm));
  return vms.filter((vm) => machines.has(vm));
}

/** A final-form decorator: changing the folder clears the chosen VMs that are not in the new folder. */
export function clearVmsOutsideFolder(folders: readonly Folder[]): Decorator<CourseFormValues> {
  return (form) => {
    let previousFolder: string | undefined;
    return form.subscribe(
      ({ values }) => {
        const folder = values.folder;
        if (folder === previousFolder) return;
        previousFolder = folder;
        const vms = values.vms ?? [];
        const kept = keepVmsOfFolder(vms, folders, folder);
        if (kept.length !== vms.length) form.change('vms', kept);
      },
      { values: true },
    );
  };
}
