import { type LabMachine, type Machine, PROVISIONING_POLL_MIN_MS, PROVISIONING_POLL_MS } from '@academy/api';
import type { PowerCommand, PowerState } from '@academy/power-rules';

/** The state a machine shows after a command: after a shutdown POWERED_OFF, whatever the answer said. */
export function stateAfterCommand(command: PowerCommand, answered: PowerState): PowerState {
  return command === 'shutdown' ? 'POWERED_OFF' : answered;
}

/** A machine of one bulk action, and the command it gets. */
export interface MachineCommand {
  vm: string;
  command: PowerCommand;
}

export type BulkAction = 'powerOnAll' | 'powerOffAll' | 'suspendAll';

const BULK: Record<BulkAction, { command: PowerCommand; applies: (machine: Machine) => boolean }> = {
  powerOnAll: { command: 'start', applies: (machine) => machine.power_state !== 'POWERED_ON' },
  powerOffAll: { command: 'stop', applies: (machine) => machine.power_state !== 'POWERED_OFF' },
  // Spec §4: the condition is always true, so no machine is skipped for its state.
  suspendAll: { command: 'suspend', applies: () => true },
};

/**
 * The commands of a bulk action (spec §4 "Bulk actions"). A machine whose own action still runs is left out:
 * its buttons are disabled too, and the hypervisor would refuse a second command as busy.
 */
export function bulkCommands(action: BulkAction, machines: readonly Machine[]): MachineCommand[] {
  const { command, applies } = BULK[action];
  return machines.filter((machine) => !machine.isLoading && applies(machine)).map(({ vm }) => ({ vm, command }));
}

/** A machine as the API sends it, as the list holds it: idle, no message. */
export function toMachine(machine: LabMachine): Machine {
  return { ...machine, isLoading: false, message: '' };
}

/**
 * A fresh list from the server. A machine whose action still runs stays marked loading, so its buttons stay
 * disabled until that action's answer arrives.
 */
export function replaceMachines(previous: readonly Machine[], fresh: readonly LabMachine[]): Machine[] {
  const loading = new Set(previous.filter((machine) => machine.isLoading).map((machine) => machine.vm));
  return fresh.map((machine) => ({ ...toMachine(machine), isLoading: loading.has(machine.vm) }));
}

/** Changes one machine of the list, by its identifier. */
export function updateMachine(machines: readonly Machine[], vm: string, change: Partial<Machine>): Machine[] {
  return machines.map((machine) => (machine.vm === vm ? { ...machine, ...change } : machine));
}

export function poweredOnCount(machines: readonly Pick<Machine, 'power_state'>[]): number {
  return machines.filter((machine) => machine.power_state === 'POWERED_ON').length;
}

/**
 * Spec §4 "Revert and provisioning": while a revert or provisioning is in progress and the powered-on count
 * differs from the expected total, the list is re-fetched; otherwise the reverting state clears.
 */
export function needsProvisioningPoll(
  isReverting: boolean,
  machines: readonly Pick<Machine, 'power_state'>[],
  expectedVmCount: number,
): boolean {
  return isReverting && poweredOnCount(machines) !== expectedVmCount;
}

/**
 * How long the provisioning poll waits: until the server's next machine is due, but at least 2 s and at most the
 * spec's 25 s (§9); the 25 s when the answer says nothing (a failed re-fetch, an older server).
 */
export function pollDelayMs(nextMachineDueInMs: number | null | undefined): number {
  if (nextMachineDueInMs === null || nextMachineDueInMs === undefined) return PROVISIONING_POLL_MS;
  return Math.min(PROVISIONING_POLL_MS, Math.max(PROVISIONING_POLL_MIN_MS, nextMachineDueInMs));
}

/** A lab answered with fewer machines than it should have is still being provisioned. */
export function isProvisioning({
  vms,
  expectedVmCount,
}: {
  vms: readonly LabMachine[];
  expectedVmCount: number;
}): boolean {
  return vms.length < expectedVmCount;
}

/** The banner while the lab is being provisioned or reverted (spec §2 "Machines page"). */
export function provisioningText(machines: readonly Pick<Machine, 'power_state'>[], expectedVmCount: number): string {
  const total = expectedVmCount;
  return `${machines.length} / ${total} machines provisioned. ${poweredOnCount(machines)} / ${total} machines powered on. Please stand by.`;
}

/** What the lab is going through while its machines come and go: nothing, provisioning, or the student's revert. */
export type LabProgress = 'none' | 'provisioning' | 'reverting';

/** Why the whole-lab actions wait, said next to them; empty while they do not. */
export function labProgressReason(progress: LabProgress): string {
  if (progress === 'none') return '';
  return `Unavailable while the lab is being ${progress === 'reverting' ? 'reverted' : 'provisioned'}.`;
}

/** What an empty machine table says: while the lab is in progress its machines are on their way, not missing. */
export function emptyLabText(progress: LabProgress): string {
  if (progress === 'reverting') return 'Your lab is being reverted. Its machines appear here as they are ready.';
  if (progress === 'provisioning') return 'Your lab is being provisioned. Its machines appear here as they are ready.';
  return 'No machines in your lab yet.';
}

/** The hand's place in the class's queue, and who is coming once an instructor claimed it. */
export function queueTextOf(queue: { queuePosition: number | null; claimedBy: string | null } | null): string {
  if (queue === null || queue.queuePosition === null) return '';
  const place = `You are number ${queue.queuePosition} in the queue.`;
  return queue.claimedBy ? `${place} ${queue.claimedBy} is coming to help.` : place;
}
