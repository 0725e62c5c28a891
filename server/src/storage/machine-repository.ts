import type { SettledPowerState } from '@academy/power-rules';
import type { PowerOperation } from '../domain/ports/hypervisor';
import type { MachineRecord, MachineRepository } from '../domain/ports/storage';
import type { Queryable } from './queryable';

interface MachineRow {
  vm: string;
  lab_id: string;
  template_vm: string;
  name: string;
  power_state: SettledPowerState;
  tools: boolean;
  position: number;
  awaiting_first_boot: boolean;
  busy: PowerOperation | null;
  busy_until: Date | string | null;
  busy_result: SettledPowerState | null;
}

const COLUMNS =
  'vm, lab_id, template_vm, name, power_state, tools, position, awaiting_first_boot, busy, busy_until, busy_result';

function toRecord(row: MachineRow): MachineRecord {
  return {
    vm: row.vm,
    labId: row.lab_id,
    templateVm: row.template_vm,
    name: row.name,
    powerState: row.power_state,
    tools: row.tools,
    position: row.position,
    awaitingFirstBoot: row.awaiting_first_boot,
    busy:
      row.busy && row.busy_until && row.busy_result
        ? { operation: row.busy, until: new Date(row.busy_until), result: row.busy_result }
        : null,
  };
}

// An operation whose time has come counts as settled, whether or not the instance that ran it wrote so.
const SETTLED_STATE = 'CASE WHEN busy IS NOT NULL AND busy_until <= $4 THEN busy_result ELSE power_state END';

export function createMachineRepository(db: Queryable): MachineRepository {
  async function select(where: string, params: unknown[]): Promise<MachineRecord[]> {
    const { rows } = await db.query<MachineRow>(`SELECT ${COLUMNS} FROM lab_machines ${where}`, params);
    return rows.map(toRecord);
  }

  return {
    list: (labId) =>
      labId === undefined
        ? select('ORDER BY lab_id, position', [])
        : select('WHERE lab_id = $1 ORDER BY position', [labId]),
    async get(vm) {
      return (await select('WHERE vm = $1', [vm]))[0];
    },
    async insert(machine) {
      await db.query(
        `INSERT INTO lab_machines (vm, lab_id, template_vm, name, power_state, tools, position, awaiting_first_boot)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          machine.vm,
          machine.labId,
          machine.templateVm,
          machine.name,
          machine.powerState,
          machine.tools,
          machine.position,
          machine.awaitingFirstBoot,
        ],
      );
    },
    async beginOperation(vm, expected, busy, now) {
      const started = await db.query(
        `UPDATE lab_machines SET
           power_state = ${SETTLED_STATE},
           awaiting_first_boot = awaiting_first_boot AND busy IS NULL,
           busy = $2, busy_until = $5, busy_result = $6
         WHERE vm = $1 AND (busy IS NULL OR busy_until <= $4) AND ${SETTLED_STATE} = $3`,
        [vm, busy.operation, expected, now.toISOString(), busy.until.toISOString(), busy.result],
      );
      if ((started.affectedRows ?? 0) > 0) return 'started';
      const machine = (await select('WHERE vm = $1', [vm]))[0];
      if (!machine) return 'missing';
      return machine.busy && machine.busy.until > now ? 'busy' : 'changed';
    },
    async settle(vm, busy) {
      const result = await db.query(
        `UPDATE lab_machines SET power_state = busy_result, awaiting_first_boot = false,
           busy = NULL, busy_until = NULL, busy_result = NULL
         WHERE vm = $1 AND busy = $2 AND busy_until = $3`,
        [vm, busy.operation, busy.until.toISOString()],
      );
      return (result.affectedRows ?? 0) > 0;
    },
    async deleteLab(labId) {
      await db.query('DELETE FROM lab_machines WHERE lab_id = $1', [labId]);
    },
  };
}
