import { describe, expect, it } from '@rstest/core';
import { createInProcessClassEvents } from '../events/in-process-class-events';
import { createIdleSuspend } from './idle-suspend';
import type { AddressedNotice } from './ports/events';
import type { Hypervisor, HypervisorMachine } from './ports/hypervisor';
import type { ClassRecord, LabActivityRecord, Storage } from './ports/storage';

const MINUTE = 60_000;
const start = new Date('2026-03-10T09:00:00Z');
const trainingClass = {
  id: 'c1',
  emails: ['ann@academy.test'],
} as ClassRecord;
const machine: HypervisorMachine = {
  vm: 'vm-1',
  name: 'DC01',
  labId: 'c1/ann@academy.test',
  powerState: 'POWERED_ON',
  tools: true,
  busy: null,
};

/** The idle suspend over a lab idle for an hour, with a guest whose CPU use is `cpu`. */
function idleLab(cpu: number | null) {
  const activity: LabActivityRecord = {
    labId: machine.labId,
    classId: 'c1',
    activeAt: start,
    warnedAt: new Date(start.getTime() + 55 * MINUTE),
    suspendedAt: null,
  };
  const operations: string[] = [];
  const touched: Date[] = [];
  const storage = {
    labActivity: {
      list: async () => [activity],
      touch: async (_labId: string, _classId: string, at: Date) => {
        touched.push(at);
        return activity;
      },
      markSuspended: async () => undefined,
      markWarned: async () => undefined,
      seen: async () => undefined,
    },
    audit: { append: async () => undefined },
  } as unknown as Storage;
  const hypervisor = {
    labMachines: async () => [machine],
    machine: async () => machine,
    runOperation: async (vm: string, operation: string) => {
      operations.push(`${vm} ${operation}`);
      return 'SUSPENDED';
    },
    guestCpuPercent: async () => cpu,
  } as unknown as Hypervisor;
  const events = createInProcessClassEvents();
  const told: AddressedNotice[] = [];
  events.subscribe('c1', { changed: () => undefined, told: (notice) => told.push(notice), deleted: () => undefined });
  const idle = createIdleSuspend({
    storage,
    hypervisor,
    clock: { now: () => new Date(start.getTime() + 61 * MINUTE) },
    events,
    logger: { info: () => undefined, error: () => undefined },
    idleMs: () => 60 * MINUTE,
    cpuPercent: 20,
  });
  return { idle, operations, touched, told };
}

describe('idle suspend', () => {
  it("suspends an idle lab's running machines and tells its student", async () => {
    const lab = idleLab(3);
    await lab.idle.check([trainingClass]);
    expect(lab.operations).toEqual(['vm-1 suspend']);
    expect(lab.told.map(({ to, notice }) => [to, notice.kind])).toEqual([['ann@academy.test', 'idle-suspended']]);
  });

  it('keeps a lab whose guest works (CPU above IDLE_CPU_PERCENT) in use: no suspend, the warning withdrawn', async () => {
    const lab = idleLab(85);
    await lab.idle.check([trainingClass]);
    expect(lab.operations).toEqual([]);
    expect(lab.touched).toHaveLength(1);
    expect(lab.told.map(({ notice }) => notice.kind)).toEqual(['idle-cleared']);
  });
});
