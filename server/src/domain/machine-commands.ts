import type { PowerStateResponse } from '@academy/api';
import type { PowerCommand } from '@academy/power-rules';
import { conflict } from './errors';
import type { ConsoleGateway, ConsoleWatcher } from './ports/console';
import type { Hypervisor, HypervisorMachine } from './ports/hypervisor';
import { planPowerCommand } from './power';

/** What a student and an instructor can do to one machine they may reach: the same rules for both. */

export interface IssuedTicket {
  vm: string;
  /** The address the browser opens the console at. */
  url: string;
  expiresAt: Date;
}

/**
 * Runs a power command under spec §4's rules. `started` is called once the hypervisor has taken the operation (the
 * machine is busy from then on), before it completes; the answer is the settled state.
 */
export async function runPowerCommand(
  hypervisor: Hypervisor,
  machine: HypervisorMachine,
  command: PowerCommand,
  started: () => void = () => undefined,
): Promise<PowerStateResponse> {
  const plan = planPowerCommand(machine, command);
  if (plan.kind === 'refuse') throw conflict(plan.message);
  if (plan.kind === 'read') return { vm: machine.vm, powerState: machine.powerState };
  const running = hypervisor.runOperation(machine.vm, plan.operation, machine.powerState);
  started();
  return { vm: machine.vm, powerState: await running };
}

/** A console ticket for a powered-on machine; 409 otherwise. */
export async function issueConsoleTicket(
  consoles: ConsoleGateway,
  machine: HypervisorMachine,
  watcher?: ConsoleWatcher,
): Promise<IssuedTicket> {
  if (machine.powerState !== 'POWERED_ON') {
    throw conflict(`Machine is in ${machine.powerState} state. Start it to open its console.`);
  }
  const ticket = await consoles.issueTicket({ vm: machine.vm, name: machine.name, labId: machine.labId, watcher });
  return { vm: machine.vm, ...ticket };
}
