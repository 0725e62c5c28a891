import type { GuestOs } from '../../domain/ports/guest-scripts';
import { HypervisorError } from '../../domain/ports/hypervisor';
import { guestOsOf } from './guest-family';
import type { MachineWatch } from './machine-watcher';
import { portError } from './port-failures';
import { MoRef } from './soap/soap-envelope';
import { propertiesOf } from './soap/vim-calls';
import type { VimClient } from './soap/vim-client';
import { isFault } from './soap/vim-fault';
import { entityNameOf, textOf } from './soap/vim-values';

/** What a guest operation (a script, keys typed) needs to know of its machine before anything is asked of its guest. */
export interface GuestMachine {
  name: string;
  /** As last seen: what a refusal for its power state says (off, or suspended). */
  powerState: string | undefined;
  guestOs: GuestOs;
}

const MACHINE_PATHS = ['name', 'runtime.powerState', 'config.guestId', 'guest.guestFamily'];

/** A machine as the watch sees it, else as vCenter answers; `not-found` when it does not exist. */
export function createGuestMachines(client: VimClient, machines: Pick<MachineWatch, 'machine'>) {
  return async function machineOf(vm: string): Promise<GuestMachine> {
    const watched = machines.machine(vm);
    if (watched) return watched;
    try {
      const props = await propertiesOf(client, new MoRef('VirtualMachine', vm), MACHINE_PATHS);
      if (props.size === 0) throw new HypervisorError('not-found', `There is no machine ${vm}.`);
      return {
        name: entityNameOf(props.get('name')) ?? vm,
        powerState: textOf(props.get('runtime.powerState')),
        guestOs: guestOsOf(textOf(props.get('config.guestId')), textOf(props.get('guest.guestFamily'))),
      };
    } catch (error) {
      if (isFault(error, 'ManagedObjectNotFound')) throw new HypervisorError('not-found', `There is no machine ${vm}.`);
      throw portError(error);
    }
  };
}
