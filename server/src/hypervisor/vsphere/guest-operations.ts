import type { GuestAccount, GuestOs } from '../../domain/ports/guest-scripts';
import { HypervisorError } from '../../domain/ports/hypervisor';
import { createGuestMachines, type GuestMachine } from './guest-machine';
import type { MachineWatch } from './machine-watcher';
import { portError } from './port-failures';
import { MoRef } from './soap/soap-envelope';
import { propertiesOf } from './soap/vim-calls';
import type { VimClient } from './soap/vim-client';
import type { GuestAuth } from './soap/vim-methods';
import { textOf } from './soap/vim-values';

export interface GuestManagers {
  readonly fileManager: MoRef;
  readonly processManager: MoRef;
}

/** One guest operation's machine and what each of its calls names: the machine, the guest account, the signal. */
export interface GuestCall {
  readonly machine: GuestMachine;
  readonly target: MoRef;
  readonly auth: GuestAuth;
  /** The caller's signal, or the adapter's stop. */
  readonly signal: AbortSignal;
}

/** What scripts run in a guest and files copied into it share (vSphere API reference, GuestOperationsManager). */
export interface GuestOperations {
  /** Its machine as the watch or vCenter sees it (`not-found` when there is none), with its call's arguments. */
  callOf(vm: string, request: { account: GuestAccount; signal?: AbortSignal }): Promise<GuestCall>;
  /** The file and process managers, read once (again after a read that failed), failures as the port's errors. */
  managers(): Promise<GuestManagers>;
}

export function createGuestOperations(
  client: VimClient,
  machines: MachineWatch,
  stopped: AbortSignal,
): GuestOperations {
  const machineOf = createGuestMachines(client, machines);
  let managers: Promise<GuestManagers> | undefined;

  function readManagers(): Promise<GuestManagers> {
    managers ??= (async () => {
      const { guestOperationsManager } = await client.content();
      if (!guestOperationsManager) throw new HypervisorError('unavailable', 'vCenter has no guest operations.');
      const props = await propertiesOf(client, guestOperationsManager, ['fileManager', 'processManager']);
      const ref = (path: string, type: string) => new MoRef(type, textOf(props.get(path)) ?? '');
      return {
        fileManager: ref('fileManager', 'GuestFileManager'),
        processManager: ref('processManager', 'GuestProcessManager'),
      };
    })();
    managers.catch(() => {
      managers = undefined;
    });
    return managers;
  }

  return {
    async callOf(vm, { account, signal }) {
      return {
        machine: await machineOf(vm),
        target: new MoRef('VirtualMachine', vm),
        auth: {
          $type: 'NamePasswordAuthentication',
          interactiveSession: false,
          username: account.username,
          password: account.password,
        },
        signal: signal ? AbortSignal.any([signal, stopped]) : stopped,
      };
    },
    managers: () =>
      readManagers().catch((error: unknown) => {
        throw portError(error);
      }),
  };
}

/** The attributes a file made in a guest of this family is given (its defaults). */
export function guestFileAttributesOf(guestOs: GuestOs) {
  return { $type: guestOs === 'windows' ? 'GuestWindowsFileAttributes' : 'GuestPosixFileAttributes' } as const;
}
