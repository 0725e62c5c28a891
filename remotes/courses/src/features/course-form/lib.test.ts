import type { Folder, TrainingCourse } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { createForm } from 'final-form';
import { aCourse, WINDOWS_FOLDER } from '@/shared/testing/courses';
import {
  type CourseFormValues,
  clearVmsOutsideFolder,
  courseFormMessages,
  keepVmsOfFolder,
  toCourseFormValues,
  toCourseInput,
  validateCourseForm,
} from './lib';

const folders: Folder[] = [
  WINDOWS_FOLDER,
  {
    folder: 'group-v102',
    name: 'Linux',
    vms: [
      { vm: 'vm-3', name: 'router' },
      { vm: 'vm-2', name: 'shared' },
    ],
  },
];

const complete: CourseFormValues = {
  name: 'Intro',
  description: 'Basics',
  folder: 'group-v101',
  status: 'ACTIVE',
  vms: ['vm-1'],
};

describe('course form validation', () => {
  it('accepts a complete form', () => {
    expect(validateCourseForm(complete, folders)).toEqual({});
  });

  it('gives the five messages of an empty form', () => {
    expect(validateCourseForm({}, folders)).toEqual({
      name: 'Name is required.',
      description: 'Description is required.',
      folder: 'Please select a folder option.',
      vms: 'Please select at least one VM.',
      status: 'Please select a status option.',
    });
  });

  it.each([
    ['name', { name: undefined }, 'Name is required.'],
    ['name', { name: '   ' }, 'Name is required.'],
    ['description', { description: '' }, 'Description is required.'],
    ['folder', { folder: '' }, 'Please select a folder option.'],
    ['vms', { vms: [] }, 'Please select at least one VM.'],
    ['vms', { vms: undefined }, 'Please select at least one VM.'],
    ['status', { status: '' }, 'Please select a status option.'],
    ['status', { status: 'DRAFT' }, 'Please select a status option.'],
  ] as const)('a missing %s (%j) reads its own message only', (field, change, message) => {
    expect(validateCourseForm({ ...complete, ...(change as CourseFormValues) }, folders)).toEqual({ [field]: message });
  });

  it('uses the texts of spec §5', () => {
    expect(Object.values(courseFormMessages)).toEqual([
      'Name is required.',
      'Description is required.',
      'Please select a folder option.',
      'Please select at least one VM.',
      'Please select a status option.',
    ]);
  });
});

describe('course form prefill', () => {
  const course = aCourse({
    name: 'Windows Admin',
    description: 'Five days',
    status: 'ARCHIVED',
    vms: ['vm-1', 'vm-2'],
    manual: '## Sign in\n',
  });

  it('copies name, description, folder, status and manual and clears the VMs', () => {
    expect(toCourseFormValues(course)).toEqual({
      name: 'Windows Admin',
      description: 'Five days',
      folder: 'group-v101',
      status: 'ARCHIVED',
      vms: [],
      manual: '## Sign in\n',
      guestAccounts: {},
      keyboardLayouts: {},
      fileFolders: {},
    });
    // A course from a server older than manuals has none.
    expect(toCourseFormValues({ ...course, manual: undefined }).manual).toBe('');
  });

  it('starts a new course empty', () => {
    expect(toCourseFormValues(null)).toEqual({
      name: '',
      description: '',
      folder: '',
      status: '',
      vms: [],
      manual: '',
      guestAccounts: {},
      keyboardLayouts: {},
      fileFolders: {},
    });
  });

  it('leaves a status it does not offer unselected', () => {
    expect(toCourseFormValues({ ...course, status: 'DRAFT' as TrainingCourse['status'] }).status).toBe('');
  });
});

describe('guest account validation', () => {
  it('a chosen machine with a password and no user name stops the save; an unchosen one does not', () => {
    const guestAccounts = { 'vm-2': { username: '', passwordSet: false, password: 'secret', change: 'keep' as const } };
    expect(validateCourseForm({ ...complete, vms: ['vm-2'], guestAccounts }, folders).guestAccounts).toBe(
      'A user name is required with a password.',
    );
    expect(validateCourseForm({ ...complete, vms: ['vm-1'], guestAccounts }, folders).guestAccounts).toBeUndefined();
  });
});

describe('course body', () => {
  it('sends name, description, folder, status, vms and the manual, trimmed', () => {
    expect(toCourseInput({ ...complete, name: '  Intro ', vms: ['vm-1', 'vm-2'], manual: '## A\n' })).toEqual({
      name: 'Intro',
      description: 'Basics',
      folder: 'group-v101',
      status: 'ACTIVE',
      vms: ['vm-1', 'vm-2'],
      manual: '## A\n',
      guestAccounts: [],
      keyboardLayouts: [],
      fileFolders: [],
    });
    // No manual typed is no manual: '' clears a course's manual.
    expect(toCourseInput(complete).manual).toBe('');
    expect(toCourseInput({ ...complete, status: 'ARCHIVED' }).status).toBe('ARCHIVED');
  });
});

describe('folder machines', () => {
  it('keeps only the chosen VMs of the folder', () => {
    expect(keepVmsOfFolder(['vm-1', 'vm-2'], folders, 'group-v102')).toEqual(['vm-2']);
    expect(keepVmsOfFolder(['vm-1', 'vm-2'], folders, '')).toEqual([]);
  });

  it('clears the chosen VMs that are not in a newly chosen folder', () => {
    const form = createForm<CourseFormValues>({
      onSubmit: () => undefined,
      initialValues: { folder: 'group-v101', vms: [] },
    });
    const stop = clearVmsOutsideFolder(folders)(form);
    form.change('vms', ['vm-1', 'vm-2']);
    expect(form.getState().values.vms).toEqual(['vm-1', 'vm-2']);
    form.change('folder', 'group-v102');
    expect(form.getState().values.vms).toEqual(['vm-2']);
    form.change('folder', '');
    expect(form.getState().values.vms).toEqual([]);
    stop();
  });
});
