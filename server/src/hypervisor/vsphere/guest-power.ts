import { HypervisorError } from '../../domain/ports/hypervisor';
import type { MachineWatch, WatchedMachine } from './machine-watcher';
import { MoRef } from './soap/soap-envelope';
import { guestPower } from './soap/vim-calls';
import type { VimClient } from './soap/vim-client';

export type GuestPowerMethod = 'ShutdownGuest' | 'RebootGuest';

/** Tools answer a guest request once they run, or at once for a machine that is not on (vCenter refuses it then). */
const toolsAnswer = (machine: WatchedMachine) => machine.toolsRunning || machine.powerState !== 'poweredOn';

/**
 * Guest shutdown and reboot: VMware Tools ask the guest, which acts on its own time (vSphere API reference), so their
 * end is what the watch shows of the machine; a guest that takes longer than `guestTimeoutMs` has failed.
 */
export function createGuestPower(client: VimClient, machines: MachineWatch, guestTimeoutMs: number) {
  /** The watched machine once `done` holds for it. */
  async function until(vm: string, done: (machine: WatchedMachine) => boolean, signal: AbortSignal) {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), guestTimeoutMs);
    try {
      return await machines.until(vm, done, AbortSignal.any([signal, deadline.signal]));
    } catch (error) {
      if (deadline.signal.aborted && !signal.aborted) {
        throw new HypervisorError('task-failed', `${vm}: the guest did not answer in time`);
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  return async function guestOperation(vm: string, method: GuestPowerMethod, signal: AbortSignal): Promise<void> {
    const target = new MoRef('VirtualMachine', vm);
    // Tools start some seconds after a boot: a student who asks at once is served once they answer.
    await until(vm, toolsAnswer, signal);
    if (method === 'ShutdownGuest') {
      await guestPower(client, method, target);
      await until(vm, (machine) => machine.powerState !== 'poweredOn', signal);
      return;
    }
    // A reboot shows as Tools going away and coming back, the power state unchanged. Their going is awaited from
    // before the request, so it is seen however soon it comes; Tools that never seem to go are taken as back.
    const asked = new AbortController();
    const toolsGone = until(vm, (machine) => !machine.toolsRunning, AbortSignal.any([signal, asked.signal]));
    try {
      await guestPower(client, method, target);
    } catch (error) {
      asked.abort();
      await toolsGone.catch(() => undefined);
      throw error;
    }
    await toolsGone.catch((error: unknown) => {
      if (!(error instanceof HypervisorError)) throw error;
    });
    await until(vm, toolsAnswer, signal);
  };
}
