import type { Folder, FolderMachine } from '@academy/api';

/** The machines a course can use once this folder is chosen; none for no folder or an unknown one. */
export function machinesOfFolder(folders: readonly Folder[], folderId: string | undefined): FolderMachine[] {
  return folders.find((folder) => folder.folder === folderId)?.vms ?? [];
}

/** The course's own machines: the chosen VMs of its folder, in the folder's order (what a manual's check may name). */
export function chosenMachinesOf(
  folders: readonly Folder[],
  folderId: string | undefined,
  vms: readonly string[],
): FolderMachine[] {
  return machinesOfFolder(folders, folderId).filter((machine) => vms.includes(machine.vm));
}
