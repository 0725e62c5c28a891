import type { SettledPowerState } from '@academy/power-rules';
import type { GuestOs } from '../../domain/ports/guest-scripts';
import type { PowerOperation } from '../../domain/ports/hypervisor';
import { migrate } from '../../storage/migrate';
import type { Database, Queryable } from '../../storage/queryable';
import { INVENTORY_LEDGER, INVENTORY_MIGRATIONS } from './inventory-migrations';

/** An operation in progress: it settles into `result` at `until`, whichever process looks (the one that ran it may have died). */
export interface RunningOperation {
  operation: PowerOperation;
  until: Date;
  result: SettledPowerState;
}

/** A machine as the simulator keeps it: the state is the inventory, so every instance sharing it sees the same. */
export interface SimulatedMachineRecord {
  vm: string;
  labId: string;
  name: string;
  /** The state before the operation in progress, if any; see `busy`. */
  powerState: SettledPowerState;
  tools: boolean;
  guestOs: GuestOs;
  /** Stored, so every instance sees the transition and refuses a second operation. */
  busy: RunningOperation | null;
}

export type OperationStart = 'started' | 'busy' | 'changed' | 'missing';

export interface SimulatedInventory {
  /** Every machine, or the lab's, in the order they were cloned. */
  list(labId?: string): Promise<SimulatedMachineRecord[]>;
  get(vm: string): Promise<SimulatedMachineRecord | undefined>;
  insert(machine: SimulatedMachineRecord): Promise<void>;
  /**
   * Starts an operation if the machine is idle (or its last operation has settled by `now`) and in `expected`:
   * one atomic statement, so two instances never run two operations on one machine.
   */
  beginOperation(vm: string, expected: SettledPowerState, busy: RunningOperation, now: Date): Promise<OperationStart>;
  /** Records the operation as settled (early, or at its time): false if the machine or operation is gone. */
  settle(vm: string, busy: RunningOperation): Promise<boolean>;
  /** Sets the state as a guest or an administrator would, whatever runs (that operation is dropped). */
  force(vm: string, powerState: SettledPowerState): Promise<boolean>;
  delete(vm: string): Promise<boolean>;
  /** Deletes every machine of the lab in one statement: a crash never leaves half of a reverted lab behind. */
  deleteLab(labId: string): Promise<void>;
}

interface MachineRow {
  vm: string;
  lab_id: string;
  name: string;
  power_state: SettledPowerState;
  tools: boolean;
  guest_os: GuestOs;
  busy: PowerOperation | null;
  busy_until: Date | string | null;
  busy_result: SettledPowerState | null;
}

const COLUMNS = 'vm, lab_id, name, power_state, tools, guest_os, busy, busy_until, busy_result';

function toRecord(row: MachineRow): SimulatedMachineRecord {
  return {
    vm: row.vm,
    labId: row.lab_id,
    name: row.name,
    powerState: row.power_state,
    tools: row.tools,
    guestOs: row.guest_os,
    busy:
      row.busy && row.busy_until && row.busy_result
        ? { operation: row.busy, until: new Date(row.busy_until), result: row.busy_result }
        : null,
  };
}

// An operation whose time has come counts as settled, whether or not the instance that ran it wrote so.
const SETTLED_STATE = 'CASE WHEN busy IS NOT NULL AND busy_until <= $4 THEN busy_result ELSE power_state END';

function affected(result: { affectedRows?: number }): boolean {
  return (result.affectedRows ?? 0) > 0;
}

export function createSimulatedInventory(db: Queryable): SimulatedInventory {
  async function select(where: string, params: unknown[]): Promise<SimulatedMachineRecord[]> {
    const { rows } = await db.query<MachineRow>(`SELECT ${COLUMNS} FROM simulated_machines ${where}`, params);
    return rows.map(toRecord);
  }

  return {
    list: (labId) =>
      labId === undefined
        ? select('ORDER BY lab_id, created_at, vm', [])
        : select('WHERE lab_id = $1 ORDER BY created_at, vm', [labId]),
    async get(vm) {
      return (await select('WHERE vm = $1', [vm]))[0];
    },
    async insert(machine) {
      await db.query(
        `INSERT INTO simulated_machines (vm, lab_id, name, power_state, tools, guest_os)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [machine.vm, machine.labId, machine.name, machine.powerState, machine.tools, machine.guestOs],
      );
    },
    async beginOperation(vm, expected, busy, now) {
      // One statement: why the update was refused is read from the row it saw. A second read could find the
      // operation that made it busy already ended, and call the refusal a change of state.
      const { rows } = await db.query<{ started: boolean; busy: boolean }>(
        `WITH seen AS (SELECT busy IS NOT NULL AND busy_until > $4 AS busy FROM simulated_machines WHERE vm = $1),
              started AS (
                UPDATE simulated_machines SET
                  power_state = ${SETTLED_STATE},
                  busy = $2, busy_until = $5, busy_result = $6
                WHERE vm = $1 AND (busy IS NULL OR busy_until <= $4) AND ${SETTLED_STATE} = $3
                RETURNING vm)
         SELECT EXISTS (SELECT 1 FROM started) AS started, seen.busy FROM seen`,
        [vm, busy.operation, expected, now.toISOString(), busy.until.toISOString(), busy.result],
      );
      const row = rows[0];
      if (!row) return 'missing';
      if (row.started) return 'started';
      return row.busy ? 'busy' : 'changed';
    },
    async settle(vm, busy) {
      const result = await db.query(
        `UPDATE simulated_machines SET power_state = busy_result, busy = NULL, busy_until = NULL, busy_result = NULL
         WHERE vm = $1 AND busy = $2 AND busy_until = $3`,
        [vm, busy.operation, busy.until.toISOString()],
      );
      return affected(result);
    },
    async force(vm, powerState) {
      const result = await db.query(
        `UPDATE simulated_machines SET power_state = $2, busy = NULL, busy_until = NULL, busy_result = NULL
         WHERE vm = $1`,
        [vm, powerState],
      );
      return affected(result);
    },
    async delete(vm) {
      return affected(await db.query('DELETE FROM simulated_machines WHERE vm = $1', [vm]));
    },
    async deleteLab(labId) {
      await db.query('DELETE FROM simulated_machines WHERE lab_id = $1', [labId]);
    },
  };
}

/** Brings the simulator's tables up to date in the portal's database, then keeps the inventory there. */
export async function openSimulatedInventory(database: Database): Promise<SimulatedInventory> {
  await migrate(database, INVENTORY_MIGRATIONS, INVENTORY_LEDGER);
  return createSimulatedInventory(database);
}
