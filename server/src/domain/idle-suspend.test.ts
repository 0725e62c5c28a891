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
  timeZone: 'UTC',
  startDate: new Date('2026-03-09T00:00:00Z'),
  endDate: new Date('2026-03-12T00:00:00Z'),
  extendedEnd: null,
} as ClassRecord;
const machine: HypervisorMachine = {
  vm: 'vm-1',
  name: 'DC01',
  labId: 'c1/ann@academy.test',
  powerState: 'POWERED_ON',
  tools: true,
  guestOs: 'windows',
  busy: null,
};

/** The idle suspend over a lab idle for an hour, with a guest whose CPU use is `cpu`. */
function idleLab(cpu: number | null, { claimed = true, refused = false } = {}) {
  const activity: LabActivityRecord = {
    labId: machine.labId,
    classId: 'c1',
    activeAt: start,
    warnedAt: new Date(start.getTime() + 55 * MINUTE),
    suspendedAt: null,
  };
  const operations: string[] = [];
  const touched: Date[] = [];
  const released: Date[] = [];
  const storage = {
    labActivity: {
      list: async () => [activity],
      touch: async (_labId: string, _classId: string, at: Date) => {
        touched.push(at);
        return activity;
      },
      claimSuspend: async () => claimed,
      releaseSuspend: async (_labId: string, at: Date) => {
        released.push(at);
      },
      markWarned: async () => true,
      seen: async () => undefined,
    },
    audit: { append: async () => undefined },
  } as unknown as Storage;
  const hypervisor = {
    labMachines: async () => [machine],
    machine: async () => machine,
    runOperation: async (vm: string, operation: string) => {
      operations.push(`${vm} ${operation}`);
      if (refused) throw new Error('InvalidPowerState');
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
    graceMs: 0,
  });
  return { idle, operations, touched, told, released };
}

describe('idle suspend', () => {
  it("suspends an idle lab's running machines and tells its student", async () => {
    const lab = idleLab(3);
    await lab.idle.check([trainingClass]);
    expect(lab.operations).toEqual(['vm-1 suspend']);
    expect(lab.told.map(({ to, notice }) => [to, notice])).toEqual([
      ['ann@academy.test', { kind: 'idle-suspended', at: expect.any(String), vms: ['vm-1'] }],
    ]);
  });

  it('keeps a lab whose guest works (CPU above IDLE_CPU_PERCENT) in use: no suspend, the warning withdrawn', async () => {
    const lab = idleLab(85);
    await lab.idle.check([trainingClass]);
    expect(lab.operations).toEqual([]);
    expect(lab.touched).toHaveLength(1);
    expect(lab.told.map(({ notice }) => notice.kind)).toEqual(['idle-cleared']);
  });

  it('leaves a lab whose suspend another instance claimed (or its student used since the read) alone', async () => {
    const lab = idleLab(3, { claimed: false });
    await lab.idle.check([trainingClass]);
    expect(lab.operations).toEqual([]);
    expect(lab.told).toEqual([]);
  });

  it('checks only the labs of running classes (a class whose labs ended is left to the scheduler)', async () => {
    const lab = idleLab(3);
    await lab.idle.check([{ ...trainingClass, extendedEnd: new Date(start.getTime() + 30 * MINUTE) }]);
    expect(lab.operations).toEqual([]);
  });

  it('gives back the claim of a suspend the hypervisor refused, so that the next check tries again', async () => {
    const lab = idleLab(3, { refused: true });
    await lab.idle.check([trainingClass]);
    expect(lab.operations).toEqual(['vm-1 suspend']);
    expect(lab.released).toHaveLength(1);
    expect(lab.told).toEqual([]);
  });
});
