import { afterAll, describe, expect, it } from '@rstest/core';
import { STORAGE_DATABASES } from '../../test-support/storage-databases';
import { createTestDatabase } from '../../test-support/test-postgres';
import type { PowerTransitionRecord, Storage } from '../domain/ports/storage';
import { openStorage } from './open-storage';

const opened: Storage[] = [];
afterAll(async () => {
  for (const storage of opened.splice(0)) await storage.close();
});

function transition(vm: string, at: string, poweredOn: boolean): PowerTransitionRecord {
  return { vm, classId: 'class-1', email: 'ws-01@academy.test', at: new Date(at), poweredOn };
}

describe.each(STORAGE_DATABASES)('power transitions on $kind', ({ open }) => {
  it("records a machine's changes only, by machine and in time order, and lists them by class", async () => {
    const { storage } = await open();
    opened.push(storage);
    const on = transition('vm-2', '2030-01-01T08:00:00Z', true);
    const off = transition('vm-2', '2030-01-01T09:00:00Z', false);
    const first = transition('vm-1', '2030-01-01T08:30:00Z', true);
    expect(await storage.powerTransitions.record(on)).toBe(true);
    expect(await storage.powerTransitions.record(transition('vm-2', '2030-01-01T08:01:00Z', true))).toBe(false);
    expect(await storage.powerTransitions.record(first)).toBe(true);
    expect(await storage.powerTransitions.record(off)).toBe(true);
    expect(await storage.powerTransitions.record(transition('vm-2', '2030-01-01T09:05:00Z', false))).toBe(false);
    await storage.powerTransitions.record({ ...transition('vm-3', '2030-01-01T08:00:00Z', true), classId: 'class-2' });
    expect(await storage.powerTransitions.listByClass('class-1')).toEqual([first, on, off]);
  });
});

describe('power transitions reported by two instances on one PostgreSQL database', () => {
  it('records each change once, whichever instance reports it first', async () => {
    const databaseUrl = await createTestDatabase();
    const [a, b] = await Promise.all([
      openStorage({ dataDir: '', databaseUrl }),
      openStorage({ dataDir: '', databaseUrl }),
    ]);
    opened.push(a.storage, b.storage);
    const machines = Array.from({ length: 20 }, (_, index) => `vm-${index}`);
    // Each instance hears every machine go on, off and on again, and reports each change at the same moment.
    for (const [step, poweredOn] of [true, false, true].entries()) {
      const at = `2030-01-01T${String(8 + step).padStart(2, '0')}:00:00Z`;
      const recorded = await Promise.all(
        machines.flatMap((vm) =>
          [a, b].map(({ storage }) => storage.powerTransitions.record(transition(vm, at, poweredOn))),
        ),
      );
      expect(recorded.filter(Boolean)).toHaveLength(machines.length);
    }
    const listed = await b.storage.powerTransitions.listByClass('class-1');
    expect(listed).toHaveLength(machines.length * 3);
    for (const vm of machines) {
      expect(listed.filter((item) => item.vm === vm).map((item) => item.poweredOn)).toEqual([true, false, true]);
    }
  });
});
