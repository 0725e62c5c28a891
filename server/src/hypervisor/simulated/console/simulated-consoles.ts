import type { ConsoleMachine } from '../../../domain/ports/console';
import type { MachineChangeListener } from '../../../domain/ports/hypervisor';
import type { MachineConsoles } from '../../../domain/ports/machine-consoles';
import type { GuestSystem } from '../guest/guest-system';
import { type GuestSnapshot, SimulatedGuest } from './guest';
import { encodePng } from './png';
import { ConsoleSession } from './session';

/** The simulated machines' consoles; told of every change of a machine (subscribe it to the hypervisor). */
export interface SimulatedConsoles extends MachineConsoles {
  machineChanged: MachineChangeListener;
}

/**
 * Each machine's screen is a simulated guest served in process: every console open on the machine shows its one
 * running guest. A screenshot is that guest's framebuffer, or, with no console open, the screen a console would open
 * on (the guest's boot screen).
 */
export function createSimulatedConsoles(
  options: {
    rebootDelayMs?: number;
    /** The machine's guest (files, services), which the commands typed in its console read and change. */
    guestSystem?(vm: string): Promise<GuestSystem | undefined>;
  } = {},
): SimulatedConsoles {
  /** How long a guest takes to reboot after Ctrl+Alt+Del. */
  const rebootDelayMs = options.rebootDelayMs ?? 1500;
  /** The running guest of each machine with a console open here. */
  const guests = new Map<string, SimulatedGuest>();
  /**
   * The last PNG of each machine and the screen it shows (a guest's version, or the boot screen of a name): a monitor
   * asks every few seconds for screens that rarely change, and encoding one takes milliseconds of CPU.
   */
  const screenshots = new Map<string, { screen: string; png: Uint8Array }>();
  /**
   * The guest of each machine as its last console left it, and the machines resumed since: a suspended machine
   * comes back with its screen as it was (a real one keeps its memory); any other power change boots it afresh.
   * Per instance: a resume served by another instance boots afresh.
   */
  const lastGuests = new Map<string, GuestSnapshot>();
  const resumed = new Set<string>();
  const lastStates = new Map<string, string>();
  let guestCount = 0;
  const guestIds = new WeakMap<SimulatedGuest, number>();

  function cachedPng(vm: string, screen: string, encode: () => Uint8Array): Uint8Array {
    const cached = screenshots.get(vm);
    if (cached?.screen === screen) return cached.png;
    const png = encode();
    screenshots.set(vm, { screen, png });
    return png;
  }

  /** The machine's running guest, started (or resumed) for its first console. */
  function guestOf(machine: ConsoleMachine, system: GuestSystem | undefined): SimulatedGuest {
    const running = guests.get(machine.vm);
    if (running) return running;
    const guest = new SimulatedGuest({
      machineName: machine.name,
      rebootDelayMs,
      system,
      resumeFrom: resumed.has(machine.vm) ? lastGuests.get(machine.vm) : undefined,
    });
    guestCount += 1;
    guestIds.set(guest, guestCount);
    guests.set(machine.vm, guest);
    return guest;
  }

  /** A console closed: the guest its last console leaves is kept as a snapshot, for a resume. */
  function leftGuest(machine: ConsoleMachine, guest: SimulatedGuest): void {
    if (guest.viewerCount > 0 || guests.get(machine.vm) !== guest) return;
    guests.delete(machine.vm);
    lastGuests.set(machine.vm, guest.guestSnapshot());
    guest.dispose();
  }

  return {
    pacedOutput: false,
    async open(machine) {
      const system = await options.guestSystem?.(machine.vm);
      return {
        connect(browser) {
          const guest = guestOf(machine, system);
          const session = new ConsoleSession({
            guest,
            machineName: machine.name,
            send: (bytes, written) => browser.send(bytes, written),
            close: (reason) => browser.close(reason, 1002),
          });
          session.start();
          return {
            send: (bytes) => session.receive(bytes),
            close() {
              session.dispose();
              leftGuest(machine, guest);
            },
          };
        },
      };
    },
    async screenshot(machine) {
      const running = guests.get(machine.vm);
      if (running) {
        const { framebuffer, version } = running.snapshot();
        return cachedPng(machine.vm, `guest ${guestIds.get(running)} ${version}`, () => encodePng(framebuffer));
      }
      return cachedPng(machine.vm, `boot ${machine.name}`, () => {
        const fresh = new SimulatedGuest({ machineName: machine.name, rebootDelayMs });
        try {
          return encodePng(fresh.snapshot().framebuffer);
        } finally {
          fresh.dispose();
        }
      });
    },
    machineChanged(changed, state) {
      const before = lastStates.get(changed.vm);
      lastStates.set(changed.vm, state);
      if (state === 'POWERED_ON' && before === 'SUSPENDED') resumed.add(changed.vm);
      else if (state !== 'SUSPENDED') {
        resumed.delete(changed.vm);
        lastGuests.delete(changed.vm);
      }
      if (state === 'DELETED') {
        lastStates.delete(changed.vm);
        screenshots.delete(changed.vm);
      }
    },
  };
}
