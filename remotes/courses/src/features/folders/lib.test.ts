import type { Folder } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { folderNamesOf, isVisibleFolder, visibleFolders } from './lib';

const windows: Folder = { folder: 'group-v101', name: 'Windows Server', vms: [{ vm: 'vm-1', name: 'DC01' }] };
const linux: Folder = { folder: 'group-v102', name: 'Linux', vms: [{ vm: 'vm-2', name: 'host-a' }] };
const withAt: Folder = { folder: 'group-v104', name: 'templates@archive', vms: [{ vm: 'vm-3', name: 'centos7' }] };
const empty: Folder = { folder: 'group-v105', name: 'Staging (empty)', vms: [] };

describe('folder filter', () => {
  it('keeps a folder with machines and no @ in its name', () => {
    expect(isVisibleFolder(windows)).toBe(true);
  });

  it("hides a folder whose name contains '@'", () => {
    expect(isVisibleFolder(withAt)).toBe(false);
    expect(isVisibleFolder({ ...windows, name: '@start' })).toBe(false);
    expect(isVisibleFolder({ ...windows, name: 'end@' })).toBe(false);
  });

  it('hides a folder without machines', () => {
    expect(isVisibleFolder(empty)).toBe(false);
  });

  it('keeps the visible folders in their order', () => {
    expect(visibleFolders([withAt, windows, empty, linux])).toEqual([windows, linux]);
    expect(visibleFolders([])).toEqual([]);
  });
});

describe('folder names', () => {
  it('maps every folder id to its name, hidden folders included', () => {
    expect(folderNamesOf([windows, withAt])).toEqual({
      'group-v101': 'Windows Server',
      'group-v104': 'templates@archive',
    });
  });
});
