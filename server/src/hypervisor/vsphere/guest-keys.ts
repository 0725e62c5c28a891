import type { KeyStroke } from '../../domain/keyboard/hid-usages';
import { type GuestKeysRequest, type GuestKeysResult, KEYS_PER_BATCH } from '../../domain/ports/guest-typing';
import { HypervisorError } from '../../domain/ports/hypervisor';
import { createGuestMachines } from './guest-machine';
import { guestScriptError } from './guest-scripts';
import type { MachineWatch } from './machine-watcher';
import { MoRef } from './soap/soap-envelope';
import type { VimClient } from './soap/vim-client';
import type { UsbScanCodeSpecKeyEvent } from './soap/vim-methods';

/**
 * A key press as PutUsbScanCodes takes it (vSphere API reference, UsbScanCodeSpecKeyEvent): the HID usage page
 * (0x07, keyboard) in the low 16 bits and the usage above them, pressed and released with its modifiers held.
 */
export function keyEventOf({ usage, shift, altGr }: KeyStroke): UsbScanCodeSpecKeyEvent {
  return { usbHidCode: (usage << 16) | 0x07, modifiers: { leftShift: shift, rightAlt: altGr } };
}

function abortError(): Error {
  const error = new Error('The operation was aborted.');
  error.name = 'AbortError';
  return error;
}

/**
 * Presses keys on lab machines' keyboards with VirtualMachine.PutUsbScanCodes (vSphere 6.5 and later), in batches of
 * KEYS_PER_BATCH, one call after the other so they arrive in order; a cancelled or closing call stops between two.
 * The machine's faults are the guest scripts' (off or suspended, gone, vCenter not answering).
 */
export function createGuestKeys(client: VimClient, machines: MachineWatch, stopped: AbortSignal) {
  const machineOf = createGuestMachines(client, machines);

  return async function typeInGuest(vm: string, request: GuestKeysRequest): Promise<GuestKeysResult> {
    const started = performance.now();
    const machine = await machineOf(vm);
    const signal = request.signal ? AbortSignal.any([request.signal, stopped]) : stopped;
    const target = new MoRef('VirtualMachine', vm);
    let keysSent = 0;
    try {
      while (keysSent < request.keys.length) {
        if (signal.aborted) throw abortError();
        const batch = request.keys.slice(keysSent, keysSent + KEYS_PER_BATCH);
        const injected = await client.invoke('PutUsbScanCodes', target, {
          spec: { keyEvents: batch.map(keyEventOf) },
        });
        keysSent += Math.min(injected, batch.length);
        // The answer is the number of events injected: fewer is keys the guest did not get, and the text is wrong.
        if (injected < batch.length) {
          throw new HypervisorError('task-failed', `${machine.name} took ${keysSent} of ${request.keys.length} keys.`);
        }
        if (keysSent < request.keys.length) await request.afterBatch?.(keysSent);
      }
    } catch (error) {
      throw guestScriptError(error, machine);
    }
    return { keysSent, durationMs: Math.round(performance.now() - started) };
  };
}
