import { callErrorText, createAsyncGroup, type Folder } from '@academy/api';
import { $instructorApi, reportInstructorUnauthorized } from '@academy/auth/instructor-api';
import { signedOut } from '@academy/bus';
import { attach, createEvent, createStore, sample } from 'effector';
import { fetchFolders } from './api';
import { folderNamesOf, visibleFolders } from './lib';

/** A page that needs the folders opened (course list: folder names; course form: folder select and VMs). */
export const foldersRequested = createEvent();

export const fetchFoldersFx = attach({ source: $instructorApi, effect: fetchFolders });

/** Every folder the server listed, hidden ones included. */
export const $folders = createStore<Folder[]>([])
  .on(fetchFoldersFx.doneData, (_, folders) => folders)
  .reset(signedOut);

export const { $status: $foldersStatus, $error: $foldersError } = createAsyncGroup([fetchFoldersFx], callErrorText, [
  signedOut,
]);

/** The folders a course can be made from (spec §3). */
export const $visibleFolders = $folders.map(visibleFolders);

export const $folderNames = $folders.map(folderNamesOf);

sample({ clock: foldersRequested, target: fetchFoldersFx });

reportInstructorUnauthorized([fetchFoldersFx]);
