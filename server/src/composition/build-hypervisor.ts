import type { KeyboardLayout } from '@academy/api';
import type { HypervisorConfig } from '../config';
import type { Hypervisor } from '../domain/ports/hypervisor';
import type { Logger } from '../domain/ports/logger';
import type { MachineConsoles } from '../domain/ports/machine-consoles';
import { digestOf, type GuestFileDigest } from '../hypervisor/outside-hands';
import { createSimulatedConsoles } from '../hypervisor/simulated/console/simulated-consoles';
import { createGuestSystems } from '../hypervisor/simulated/guest/guest-system';
import { openSimulatedInventory } from '../hypervisor/simulated/inventory';
import { createSimulatedHypervisor } from '../hypervisor/simulated/simulated-hypervisor';
import { openVsphere } from '../hypervisor/vsphere/open-vsphere';
import type { Database } from '../storage/queryable';
import type { Shutdown } from './shutdown';

export interface HypervisorParts {
  hypervisor: Hypervisor;
  /** The machines' screens, as the console gateway relays them: the simulated guests, or the hosts' consoles. */
  consoles: MachineConsoles;
  /** Rejects while the hypervisor does not answer (the readiness check). */
  ready(): Promise<void>;
  /**
   * The same machines without the steps' durations, for the demo labs a first start provisions before it answers
   * (the simulator at speed 0). Built on request: only a fresh database is seeded.
   */
  instant(): Promise<Hypervisor>;
  /** The simulated guests' keyboards, for the test hooks to read what was typed; absent on vSphere (vcsim has its own). */
  guestKeyboards?: GuestKeyboards;
  /** The simulated guests' files, for the test hooks to read what was sent; absent on vSphere (vcsim has its own). */
  guestFiles?: GuestFiles;
}

/** The files in a simulated machine's guest, as a test compares them with what it sent. */
export interface GuestFiles {
  /** Every file's path; undefined: no such machine. */
  paths(vm: string): Promise<string[] | undefined>;
  /** A file's size and SHA-256; null: no such file; undefined: no such machine. */
  digest(vm: string, path: string): Promise<GuestFileDigest | null | undefined>;
}

/** What a machine's keyboard typed since its clone, and the guest's layout, as a test reads and sets them. */
export interface GuestKeyboards {
  /** undefined: no such machine. */
  of(vm: string): Promise<{ typedText: string; layout: KeyboardLayout } | undefined>;
  /** false: no such machine. */
  setLayout(vm: string, layout: KeyboardLayout): Promise<boolean>;
}

/** The hypervisor HYPERVISOR names, as DATABASE_URL names the storage. */
export async function buildHypervisor(deps: {
  config: HypervisorConfig;
  database: Database;
  shutdown: Shutdown;
  logger: Logger;
}): Promise<HypervisorParts> {
  const { config, database, shutdown, logger } = deps;
  switch (config.kind) {
    case 'simulated': {
      const inventory = await openSimulatedInventory(database);
      // One guest per machine, whichever hypervisor (the instant one seeds) or console reaches it.
      const guests = createGuestSystems();
      const simulated = async (speed: number) => {
        const hypervisor = await createSimulatedHypervisor({ inventory, speed, guests });
        shutdown.add(() => hypervisor.close());
        return hypervisor;
      };
      const hypervisor = await simulated(config.speed);
      const guestSystem = async (vm: string) => {
        const machine = await hypervisor.machine(vm);
        return machine && guests.of(machine);
      };
      const consoles = createSimulatedConsoles({ guestSystem });
      // A resumed machine's guest comes back as it was; any other power change boots it afresh.
      hypervisor.subscribe(consoles.machineChanged);
      return {
        hypervisor,
        consoles,
        instant: () => simulated(0),
        ready: async () => undefined,
        guestKeyboards: {
          of: async (vm) => {
            const system = await guestSystem(vm);
            return system && { typedText: system.typedText, layout: system.keyboardLayout };
          },
          setLayout: async (vm, layout) => {
            const system = await guestSystem(vm);
            system?.setKeyboardLayout(layout);
            return system !== undefined;
          },
        },
        guestFiles: {
          paths: async (vm) => (await guestSystem(vm))?.filePaths(),
          digest: async (vm, path) => {
            const system = await guestSystem(vm);
            return system && (digestOf(system.readBytes(path)) ?? null);
          },
        },
      };
    }
    case 'vsphere': {
      for (const warning of config.warnings) logger.info(warning);
      const vsphere = await openVsphere(config.settings, logger);
      shutdown.add(() => vsphere.close());
      // vCenter has no faster mode: the demo labs of `start:vsphere` are cloned for real.
      return {
        hypervisor: vsphere.hypervisor,
        consoles: vsphere.consoles,
        instant: async () => vsphere.hypervisor,
        ready: vsphere.ready,
      };
    }
  }
}
