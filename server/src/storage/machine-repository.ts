import type { MachineRecord, MachineRepository, SettledPowerState } from '../domain/ports';
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
}

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
  };
}

export function createMachineRepository(db: Queryable): MachineRepository {
  return {
    async list() {
      const { rows } = await db.query<MachineRow>(
        `SELECT vm, lab_id, template_vm, name, power_state, tools, position, awaiting_first_boot
         FROM lab_machines ORDER BY lab_id, position`,
      );
      return rows.map(toRecord);
    },
    async save(machine) {
      await db.query(
        `INSERT INTO lab_machines (vm, lab_id, template_vm, name, power_state, tools, position, awaiting_first_boot)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (vm) DO UPDATE SET power_state = EXCLUDED.power_state, name = EXCLUDED.name,
           awaiting_first_boot = EXCLUDED.awaiting_first_boot`,
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
    async deleteLab(labId) {
      await db.query('DELETE FROM lab_machines WHERE lab_id = $1', [labId]);
    },
  };
}
