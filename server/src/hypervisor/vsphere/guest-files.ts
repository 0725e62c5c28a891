import {
  exactly,
  folderMissing,
  type GuestFileRequest,
  guestPathOf,
  NUMBERED_NAMES_TRIED,
  nameTaken,
  numberedName,
} from '../../domain/ports/guest-files';
import { HypervisorError } from '../../domain/ports/hypervisor';
import { createGuestMachines, type GuestMachine } from './guest-machine';
import { guestScriptError } from './guest-scripts';
import type { MachineWatch } from './machine-watcher';
import { portError } from './port-failures';
import { MoRef } from './soap/soap-envelope';
import { propertiesOf } from './soap/vim-calls';
import type { VimClient } from './soap/vim-client';
import { isFault } from './soap/vim-fault';
import type { GuestAuth } from './soap/vim-methods';
import { textOf } from './soap/vim-values';

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
export function createGuestFiles(client: VimClient, machines: MachineWatch, stopped: AbortSignal) {
  const machineOf = createGuestMachines(client, machines);
  let fileManager: Promise<MoRef> | undefined;

  /** The GuestOperationsManager's file manager, read once. */
  function guestFileManager(): Promise<MoRef> {
    fileManager ??= (async () => {
      const { guestOperationsManager } = await client.content();
      if (!guestOperationsManager) throw new HypervisorError('unavailable', 'vCenter has no guest operations.');
      const props = await propertiesOf(client, guestOperationsManager, ['fileManager']);
      return new MoRef('GuestFileManager', textOf(props.get('fileManager')) ?? '');
    })();
    fileManager.catch(() => {
      fileManager = undefined;
    });
    return fileManager;
  }

  return async function copyFileToGuest(vm: string, request: GuestFileRequest): Promise<string> {
    const machine = await machineOf(vm);
    const signal = request.signal ? AbortSignal.any([request.signal, stopped]) : stopped;
    const target = new MoRef('VirtualMachine', vm);
    const auth: GuestAuth = {
      $type: 'NamePasswordAuthentication',
      interactiveSession: false,
      username: request.account.username,
      password: request.account.password,
    };
    const manager = await guestFileManager().catch((error: unknown) => {
      throw portError(error);
    });

    let made: { path: string; url: string } | undefined;
    try {
      for (let number = 1; number <= NUMBERED_NAMES_TRIED && !made; number += 1) {
        const path = guestPathOf(machine.guestOs, request.folder, numberedName(request.name, number));
        const url = await client
          .invoke(
            'InitiateFileTransferToGuest',
            manager,
            {
              vm: target,
              auth,
              guestFilePath: path,
              fileAttributes: {
                $type: machine.guestOs === 'windows' ? 'GuestWindowsFileAttributes' : 'GuestPosixFileAttributes',
              },
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
        .invoke('DeleteFileInGuest', manager, { vm: target, auth, filePath: made.path })
        .catch(() => undefined);
      throw copyError(error, machine, request.folder);
    }
  };
}
