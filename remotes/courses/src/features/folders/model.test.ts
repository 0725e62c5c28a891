import { API_CALL_TIMEOUT_MS, type Folder } from '@academy/api';
import { instructorUnauthorized } from '@academy/auth';
import { whileServerHangs } from '@academy/auth/testing';
import { signedOut } from '@academy/bus';
import { describe, expect, it } from '@rstest/core';
import { allSettled, createWatch, fork } from 'effector';
import { failingWith } from '@/shared/testing/failing-with';
import {
  $folderNames,
  $folders,
  $foldersError,
  $foldersStatus,
  $visibleFolders,
  fetchFoldersFx,
  foldersRequested,
} from './model';

const folders: Folder[] = [
  { folder: 'group-v101', name: 'Windows Server', vms: [{ vm: 'vm-1', name: 'DC01' }] },
  { folder: 'group-v104', name: 'templates@archive', vms: [{ vm: 'vm-3', name: 'centos7' }] },
  { folder: 'group-v105', name: 'Staging (empty)', vms: [] },
];

describe('folders model', () => {
  it('loads the folders and offers only the visible ones', async () => {
    const scope = fork({ handlers: [[fetchFoldersFx, async () => folders]] });
    const loading = allSettled(foldersRequested, { scope });
    expect(scope.getState($foldersStatus)).toBe('loading');
    await loading;
    expect(scope.getState($foldersStatus)).toBe('succeeded');
    expect(scope.getState($folders)).toEqual(folders);
    expect(scope.getState($visibleFolders).map((folder) => folder.folder)).toEqual(['group-v101']);
    expect(scope.getState($folderNames)['group-v104']).toBe('templates@archive');
  });

  it.each([
    [500, 'Server error.'],
    [400, 'Client error.'],
  ])('stores the error text of a %i', async (status, text) => {
    const scope = fork({
      handlers: [[fetchFoldersFx, failingWith(status)]],
    });
    await allSettled(foldersRequested, { scope });
    expect(scope.getState($foldersStatus)).toBe('failed');
    expect(scope.getState($foldersError)).toBe(text);
  });

  it("a folder list that never answers gives up after API_CALL_TIMEOUT_MS with 'Server error.'", async () => {
    const scope = fork();
    await whileServerHangs(() => allSettled(foldersRequested, { scope }), API_CALL_TIMEOUT_MS);
    expect(scope.getState($foldersStatus)).toBe('failed');
    expect(scope.getState($foldersError)).toBe('Server error.');
  });

  it('reports a refused token as instructorUnauthorized', async () => {
    const scope = fork({
      handlers: [[fetchFoldersFx, failingWith(401)]],
    });
    let unauthorized = 0;
    createWatch({ unit: instructorUnauthorized, scope, fn: () => (unauthorized += 1) });
    await allSettled(foldersRequested, { scope });
    expect(unauthorized).toBe(1);
  });

  it('forgets the folders on sign-out', async () => {
    const scope = fork({ values: [[$folders, folders]] });
    await allSettled(signedOut, { scope });
    expect(scope.getState($folders)).toEqual([]);
  });
});
