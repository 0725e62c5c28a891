import type { LabIdleState, LabMachine, StudentLab, TrainingClass } from '@academy/api';
import { actionLabels, actionsFor, type MachineAction } from '@academy/power-rules';
import { formatSchedule } from '@/shared/lib/class-dates';

/** Which students the monitor shows ('stuck': on their step of the manual for long, see manual-progress). */
export type MonitorFilter = 'all' | 'needsHelp' | 'notRunning' | 'stuck';

export const filterLabels: Record<MonitorFilter, string> = {
  all: 'All',
  needsHelp: 'Needs help',
  notRunning: 'Machines not running',
  stuck: 'Stuck',
};

/** The instructor's buttons of one machine: spec §4's per-state actions, limited to Start, Stop, Reset and the console. */
export type MonitorAction = Extract<MachineAction, 'start' | 'stop' | 'reset' | 'view'>;

const MONITOR_ACTIONS: readonly MachineAction[] = ['start', 'stop', 'reset', 'view'];

export function monitorActionsOf(machine: Pick<LabMachine, 'power_state' | 'vm_ware_tools'>): MonitorAction[] {
  return actionsFor(machine).filter((action): action is MonitorAction => MONITOR_ACTIONS.includes(action));
}

export const monitorActionLabels: Record<MonitorAction, string> = {
  start: actionLabels.start,
  stop: actionLabels.stop,
  reset: actionLabels.reset,
  view: 'Open console',
};

function isNotRunning(lab: StudentLab): boolean {
  return lab.vms.length < lab.expectedVmCount || lab.vms.some((vm) => vm.power_state !== 'POWERED_ON');
}

export function filterLabs(
  labs: readonly StudentLab[],
  filter: MonitorFilter,
  stuck: ReadonlySet<string> | null = null,
): StudentLab[] {
  if (filter === 'needsHelp') return labs.filter((lab) => lab.helpRequestedAt !== null);
  if (filter === 'notRunning') return labs.filter(isNotRunning);
  if (filter === 'stuck') return labs.filter((lab) => stuck?.has(lab.email) === true);
  return [...labs];
}

/** 'N / total machines provisioned' (the student's banner says the same). */
export function provisionedText(lab: Pick<StudentLab, 'vms' | 'expectedVmCount'>): string {
  return `${lab.vms.length} / ${lab.expectedVmCount} machines provisioned`;
}

/** The line under the title: the schedule in the class's zone and how many students are in. */
export function classSummaryOf(trainingClass: TrainingClass): string {
  const count = trainingClass.emails.length;
  return `${formatSchedule(trainingClass)} · ${count} ${count === 1 ? 'student' : 'students'}`;
}

/** When the hand went up, as the instructor's clock reads it (hours and minutes). */
export function handTimeOf(helpRequestedAt: string, locale?: string): string {
  return new Date(helpRequestedAt).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
}

/** "Suspended for idleness at 14:05", "Idle since 13:00"; '' for a lab in use. */
export function idleTextOf(idle: LabIdleState | null, locale?: string): string {
  if (idle === null) return '';
  if (idle.suspendedAt) return `Suspended for idleness at ${handTimeOf(idle.suspendedAt, locale)}`;
  return `Idle since ${handTimeOf(idle.activeAt, locale)}`;
}

/**
 * The fresh labs, each unchanged one replaced by the object already shown: a card whose lab did not change keeps
 * its props and is not drawn again (15 students x 5 machines on every pushed change).
 */
export function mergeLabs(previous: readonly StudentLab[], fresh: readonly StudentLab[]): StudentLab[] {
  const byEmail = new Map(previous.map((lab) => [lab.email, lab]));
  return fresh.map((lab) => {
    const shown = byEmail.get(lab.email);
    return shown && JSON.stringify(shown) === JSON.stringify(lab) ? shown : lab;
  });
}

/** The machines of every lab that are on, by id: they have a screen to show. */
export function poweredOnMachinesOf(labs: readonly StudentLab[]): string[] {
  return labs
    .flatMap((lab) => lab.vms)
    .flatMap((machine) => (machine.power_state === 'POWERED_ON' ? [machine.vm] : []));
}
