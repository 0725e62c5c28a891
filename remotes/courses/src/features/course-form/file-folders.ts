import {
  defaultGuestFileFolder,
  type FolderMachine,
  type GuestOs,
  guestFolderProblem,
  type MachineFileFolder,
} from '@academy/api';

/** The folder files sent into each machine go to, by machine (vm); '' (or none) for the default. */
export type FileFoldersValues = Record<string, string>;

const GUEST_OS_FAMILIES = ['windows', 'linux'] as const satisfies readonly GuestOs[];

/** Said for a machine of an unknown family whose folder is a full path in neither. */
export const ANY_FAMILY_FOLDER_MESSAGE =
  'Enter a full path that starts with a drive, such as C:\\Users\\Public\\Desktop, or with /, such as /home/student.';

/** The folders of a course as the form starts with them; a course from a server older than sending files has none. */
export function toFileFoldersValues(folders: readonly MachineFileFolder[] | undefined): FileFoldersValues {
  return Object.fromEntries((folders ?? []).map(({ vm, folder }) => [vm, folder]));
}

/** A machine's folder as typed; '' while it goes to the default. */
export function folderOf(folders: FileFoldersValues | undefined, vm: string): string {
  return folders?.[vm] ?? '';
}

/**
 * The default a field shows while empty: the guest account's Desktop in Windows, its home in Linux, with the account's
 * user name once typed.
 */
export function fileFolderPlaceholder(guestOs: GuestOs | undefined, username: string): string {
  const account = username.trim() || '<account>';
  return guestOs ? defaultGuestFileFolder(guestOs, account) : "The guest account's Desktop or home";
}

/**
 * Why a machine's folder would be refused, in the server's words (guestFolderProblem); null for a good one or none.
 * A machine of an unknown family takes a full path of either.
 */
export function fileFolderProblem(folder: string, guestOs: GuestOs | undefined): string | null {
  if (folder === '') return null;
  if (guestOs) return guestFolderProblem(folder, guestOs);
  const problems = GUEST_OS_FAMILIES.map((family) => guestFolderProblem(folder, family));
  if (problems.includes(null)) return null;
  return problems[0] === problems[1] ? (problems[0] ?? null) : ANY_FAMILY_FOLDER_MESSAGE;
}

/** The first refused folder of the chosen machines, the form's message for its save; undefined when all are good. */
export function fileFoldersProblem(
  folders: FileFoldersValues | undefined,
  machines: readonly FolderMachine[],
): string | undefined {
  for (const machine of machines) {
    const problem = fileFolderProblem(folderOf(folders, machine.vm), machine.guestOs);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * `fileFolders` of the course's input: the chosen machines given a folder, in the order of `vms`. Always sent, so the
 * save stores exactly what the form shows: a machine left out (empty, or no longer chosen) sends to the default.
 */
export function toFileFoldersInput(
  folders: FileFoldersValues | undefined,
  vms: readonly string[],
): MachineFileFolder[] {
  return vms.map((vm) => ({ vm, folder: folderOf(folders, vm) })).filter(({ folder }) => folder !== '');
}
