import { afterAll, describe, expect, it } from '@rstest/core';
import { DATABASE_KINDS } from '../../../test-support/test-postgres';
import { createLabMachineRepository } from '../../storage/lab-machine-repository';
import { migrate } from '../../storage/migrate';
import { MIGRATIONS } from '../../storage/migrations';
import type { Database } from '../../storage/queryable';
import { openSimulatedInventory, type SimulatedMachineRecord } from './inventory';

const opened: Database[] = [];
afterAll(async () => {
  for (const database of opened.splice(0)) await database.close();
});

const MACHINE: SimulatedMachineRecord = {
  vm: 'vm-1',
  labId: 'class-1/ws-01',
  name: 'DC01',
  powerState: 'POWERED_OFF',
  tools: true,
  guestOs: 'windows',
  busy: null,
};

describe.each(DATABASE_KINDS)('the simulated inventory on $kind', ({ open }) => {
  async function fresh(): Promise<Database> {
    const database = await open();
    opened.push(database);
    return database;
  }

  it('runs one operation per machine at a time and derives its end from the stored time', async () => {
    const database = await fresh();
    await migrate(database, MIGRATIONS);
    const machines = await openSimulatedInventory(database);
    await machines.insert(MACHINE);
    const now = new Date('2030-01-07T10:00:00Z');
    const busy = {
      operation: 'power-on' as const,
      until: new Date(now.getTime() + 5000),
      result: 'POWERED_ON' as const,
    };
    const [first, second] = await Promise.all([
      machines.beginOperation('vm-1', 'POWERED_OFF', busy, now),
      machines.beginOperation('vm-1', 'POWERED_OFF', busy, now),
    ]);
    expect([first, second].sort()).toEqual(['busy', 'started']);
    expect((await machines.get('vm-1'))?.busy).toEqual(busy);
    // Its time has passed, nobody settled it: the next operation starts from its result.
    const later = new Date(now.getTime() + 6000);
    const off = { operation: 'power-off' as const, until: later, result: 'POWERED_OFF' as const };
    expect(await machines.beginOperation('vm-1', 'POWERED_OFF', off, later)).toBe('changed');
    expect(await machines.beginOperation('vm-1', 'POWERED_ON', off, later)).toBe('started');
    expect(await machines.settle('vm-1', busy)).toBe(false);
    expect(await machines.settle('vm-1', off)).toBe(true);
    expect(await machines.get('vm-1')).toEqual(MACHINE);
    expect(await machines.beginOperation('vm-2', 'POWERED_OFF', off, later)).toBe('missing');
    expect(await machines.force('vm-1', 'SUSPENDED')).toBe(true);
    expect((await machines.get('vm-1'))?.powerState).toBe('SUSPENDED');
    await machines.deleteLab(MACHINE.labId);
    expect(await machines.list()).toEqual([]);
  });

  it("splits a database from before the split: the portal's bookkeeping and the simulator's machines", async () => {
    const database = await fresh();
    await migrate(
      database,
      MIGRATIONS.filter(({ version }) => version <= 6),
    );
    const columns =
      'vm, lab_id, template_vm, name, power_state, tools, position, awaiting_first_boot, busy, busy_until, busy_result';
    await database.query(
      `INSERT INTO lab_machines (${columns}) VALUES
         ('vm-a', 'lab-1', 'tpl-1', 'DC01', 'POWERED_ON', true, 0, false, NULL, NULL, NULL),
         ('vm-b', 'lab-1', 'tpl-2', 'SRV01', 'POWERED_OFF', false, 1, true, NULL, NULL, NULL),
         ('vm-c', 'lab-1', 'tpl-3', 'CLIENT01', 'POWERED_OFF', true, 2, true, 'power-on', '2000-01-01T00:00:00Z', 'POWERED_ON')`,
    );
    await migrate(database, MIGRATIONS);
    const inventory = await openSimulatedInventory(database);

    expect(await createLabMachineRepository(database).list('lab-1')).toEqual([
      { vm: 'vm-a', labId: 'lab-1', templateVm: 'tpl-1', position: 0, awaitingFirstBoot: false },
      { vm: 'vm-b', labId: 'lab-1', templateVm: 'tpl-2', position: 1, awaitingFirstBoot: true },
      // Its first boot ran and its time has passed: it was booted.
      { vm: 'vm-c', labId: 'lab-1', templateVm: 'tpl-3', position: 2, awaitingFirstBoot: false },
    ]);
    expect(
      (await inventory.list('lab-1')).map(({ vm, name, powerState, tools, busy }) => [
        vm,
        name,
        powerState,
        tools,
        busy?.result ?? null,
      ]),
    ).toEqual([
      ['vm-a', 'DC01', 'POWERED_ON', true, null],
      ['vm-b', 'SRV01', 'POWERED_OFF', false, null],
      ['vm-c', 'CLIENT01', 'POWERED_OFF', true, 'POWERED_ON'],
    ]);
    const tables = await database.query<{ name: string | null }>("SELECT to_regclass('lab_machines')::text AS name");
    expect(tables.rows).toEqual([{ name: null }]);
  });
});
