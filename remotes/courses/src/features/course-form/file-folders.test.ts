import type { FolderMachine, GuestOs, MachineFileFolder } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import {
  ANY_FAMILY_FOLDER_MESSAGE,
  type FileFoldersValues,
  fileFolderPlaceholder,
  fileFolderProblem,
  fileFoldersProblem,
  folderOf,
  toFileFoldersInput,
  toFileFoldersValues,
} from './file-folders';

const PROBLEM_OF = {
  'empty: the default': ['', 'windows', null],
  'a Windows drive path': ['C:\\Shared\\Lab', 'windows', null],
  'a Windows share': ['\\\\files\\class\\drop', 'windows', null],
  'a Linux path': ['/srv/shared', 'linux', null],
  'a Linux path in Windows': [
    '/srv/shared',
    'windows',
    'Enter a full Windows path that starts with a drive, such as C:\\Users\\Public\\Desktop.',
  ],
  'a relative Linux path': ['shared', 'linux', 'Enter a full Linux path that starts with /, such as /home/student.'],
  'the home as ~': ['~/drop', 'linux', 'Enter a full Linux path that starts with /, such as /home/student.'],
  'only spaces': ['   ', 'linux', 'Enter a folder, or leave it empty for the default.'],
  'a line break': ['/srv/\nshared', 'linux', 'A folder cannot contain control characters.'],
  'a step up': ['C:\\Users\\..\\Windows', 'windows', 'A folder cannot go up with "..": enter the folder itself.'],
  'either full path for an unknown family': ['C:\\Shared', undefined, null],
  'a Linux path for an unknown family': ['/srv/shared', undefined, null],
  'neither for an unknown family': ['shared', undefined, ANY_FAMILY_FOLDER_MESSAGE],
  'a tab for an unknown family': ['/srv/\tshared', undefined, 'A folder cannot contain control characters.'],
} satisfies Record<string, [string, GuestOs | undefined, string | null]>;

const SENT_FOR = {
  'none typed: every machine to its default': [{}, ['vm-1', 'vm-2'], []],
  'an emptied field is the default again': [
    { 'vm-1': '', 'vm-2': '/srv/drop' },
    ['vm-1', 'vm-2'],
    [{ vm: 'vm-2', folder: '/srv/drop' }],
  ],
  'each chosen machine its own, in the order of vms': [
    { 'vm-1': 'C:\\Shared', 'vm-2': '/srv/drop' },
    ['vm-2', 'vm-1'],
    [
      { vm: 'vm-2', folder: '/srv/drop' },
      { vm: 'vm-1', folder: 'C:\\Shared' },
    ],
  ],
  "an unticked machine's folder is dropped": [
    { 'vm-1': 'C:\\Shared', 'vm-2': '/srv/drop' },
    ['vm-2'],
    [{ vm: 'vm-2', folder: '/srv/drop' }],
  ],
} satisfies Record<string, [FileFoldersValues, string[], MachineFileFolder[]]>;

describe('file folders of the course form', () => {
  it.each(Object.entries(PROBLEM_OF))('checks %s', (_, [folder, guestOs, problem]) => {
    expect(fileFolderProblem(folder, guestOs)).toBe(problem);
  });

  it("says the first chosen machine's refused folder, each checked for its own family", () => {
    const machines: FolderMachine[] = [
      { vm: 'vm-1', name: 'DC01', guestOs: 'windows' },
      { vm: 'vm-2', name: 'router', guestOs: 'linux' },
    ];
    expect(fileFoldersProblem({ 'vm-1': 'C:\\Shared', 'vm-2': '/srv/drop' }, machines)).toBeUndefined();
    expect(fileFoldersProblem({ 'vm-1': 'C:\\Shared', 'vm-2': 'C:\\Shared' }, machines)).toBe(
      'Enter a full Linux path that starts with /, such as /home/student.',
    );
    expect(fileFoldersProblem({ 'vm-3': 'nowhere' }, machines)).toBeUndefined();
    expect(fileFoldersProblem(undefined, machines)).toBeUndefined();
  });

  it("shows the default as the placeholder, with the machine's account once typed", () => {
    expect(fileFolderPlaceholder('windows', '')).toBe('C:\\Users\\<account>\\Desktop');
    expect(fileFolderPlaceholder('windows', ' Administrator ')).toBe('C:\\Users\\Administrator\\Desktop');
    expect(fileFolderPlaceholder('linux', 'student')).toBe('/home/student');
    expect(fileFolderPlaceholder('linux', 'root')).toBe('/root');
    expect(fileFolderPlaceholder('linux', '')).toBe('/home/<account>');
    expect(fileFolderPlaceholder(undefined, 'student')).toBe("The guest account's Desktop or home");
  });

  it.each(Object.entries(SENT_FOR))('sends %s', (_, [folders, vms, sent]) => {
    expect(toFileFoldersInput(folders, vms)).toEqual(sent);
  });

  it('starts from the folders the server keeps; a machine without one, or a course without any, is empty', () => {
    const folders = toFileFoldersValues([{ vm: 'vm-1', folder: 'C:\\Shared' }]);
    expect(folders).toEqual({ 'vm-1': 'C:\\Shared' });
    expect(folderOf(folders, 'vm-2')).toBe('');
    expect(toFileFoldersValues(undefined)).toEqual({});
  });
});
