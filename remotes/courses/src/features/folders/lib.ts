import type { Folder } from '@academy/api';

/** Spec §3 "Folder": folders whose name contains '@' or that have no machines are hidden. */
export function isVisibleFolder(folder: Folder): boolean {
  return !folder.name.includes('@') && folder.vms.length > 0;
}

export function visibleFolders(folders: readonly Folder[]): Folder[] {
  return folders.filter(isVisibleFolder);
}

/** Folder id -> folder name, for showing a course's folder by name. */
export function folderNamesOf(folders: readonly Folder[]): Record<string, string> {
  return Object.fromEntries(folders.map((folder) => [folder.folder, folder.name]));
}
