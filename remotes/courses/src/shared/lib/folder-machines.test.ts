import type { Folder } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { WINDOWS_FOLDER } from '@/shared/testing/courses';
import { chosenMachinesOf, machinesOfFolder } from './folder-machines';

const folders: Folder[] = [
  WINDOWS_FOLDER,
  { folder: 'group-v102', name: 'Linux', vms: [{ vm: 'vm-3', name: 'router', guestOs: 'linux' }] },
];

describe('folder machines', () => {
  it("lists the chosen folder's machines, none without a folder", () => {
    expect(machinesOfFolder(folders, 'group-v101').map((machine) => machine.vm)).toEqual(['vm-1', 'vm-2']);
    expect(machinesOfFolder(folders, '')).toEqual([]);
    expect(machinesOfFolder(folders, 'group-v999')).toEqual([]);
  });

  it("keeps the course's chosen machines of its folder, in the folder's order, with their guest's family", () => {
    expect(chosenMachinesOf(folders, 'group-v101', ['vm-2', 'vm-1', 'vm-3']).map((machine) => machine.name)).toEqual([
      'DC01',
      'SRV01',
    ]);
    expect(chosenMachinesOf(folders, 'group-v102', ['vm-3'])).toEqual([
      { vm: 'vm-3', name: 'router', guestOs: 'linux' },
    ]);
    expect(chosenMachinesOf(folders, undefined, ['vm-1'])).toEqual([]);
  });
});
