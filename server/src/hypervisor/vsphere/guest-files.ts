import {
  exactly,
  folderMissing,
  type GuestFileRequest,
  guestPathOf,
  NUMBERED_NAMES_TRIED,
  nameTaken,
  numberedName,
} from '../../domain/ports/guest-files';
import type { GuestMachine } from './guest-machine';
import { type GuestOperations, guestFileAttributesOf } from './guest-operations';
import { guestScriptError } from './guest-scripts';
import type { VimClient } from './soap/vim-client';
import { isFault } from './soap/vim-fault';

/** A fault of a copy as the port's error: the destination's own faults first, then a guest operation's. */
function copyError(error: unknown, machine: GuestMachine, folder: string): unknown {
  // InitiateFileTransferToGuest answers FileNotFound for a path whose folder is not there.
  if (isFault(error, 'FileNotFound')) return folderMissing(folder, machine.name);
  return guestScriptError(error, machine);
}

/**
 * Copies files into lab machines' guests through VMware Tools (GuestFileManager): InitiateFileTransferToGuest with
 * the file's size and no overwrite (a name taken answers FileAlreadyExists: the next numbered name is tried), then
 * the body PUT to the URL it answers as it arrives, never held whole. A copy that fails or is abandoned once its
 * file is made is deleted from the guest (DeleteFileInGuest), so nothing half-written is left.
 */
export function createGuestFiles(client: VimClient, guest: GuestOperations) {
  return async function copyFileToGuest(vm: string, request: GuestFileRequest): Promise<string> {
    const { machine, target, auth, signal } = await guest.callOf(vm, request);
    const { fileManager } = await guest.managers();

    let made: { path: string; url: string } | undefined;
    try {
      for (let number = 1; number <= NUMBERED_NAMES_TRIED && !made; number += 1) {
        const path = guestPathOf(machine.guestOs, request.folder, numberedName(request.name, number));
        const url = await client
          .invoke(
            'InitiateFileTransferToGuest',
            fileManager,
            {
              vm: target,
              auth,
              guestFilePath: path,
              fileAttributes: guestFileAttributesOf(machine.guestOs),
              fileSize: request.size,
              overwrite: false,
            },
            { signal },
          )
          .catch((error: unknown) => {
            if (isFault(error, 'FileAlreadyExists')) return undefined;
            throw error;
          });
        if (url !== undefined) made = { path, url };
      }
    } catch (error) {
      throw copyError(error, machine, request.folder);
    }
    if (!made) throw nameTaken(request.name, request.folder);

    try {
      await client.transferFile(made.url, {
        upload: { body: exactly(request.size, request.body), size: request.size, signal },
      });
      return made.path;
    } catch (error) {
      // Best effort: a host that never made the file has nothing to delete.
      await client
        .invoke('DeleteFileInGuest', fileManager, { vm: target, auth, filePath: made.path })
        .catch(() => undefined);
      throw copyError(error, machine, request.folder);
    }
  };
}
