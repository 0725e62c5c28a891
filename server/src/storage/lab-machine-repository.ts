import type { LabMachineRecord, LabMachineRepository } from '../domain/ports/storage';
import type { Queryable } from './queryable';

interface LabMachineRow {
  vm: string;
  lab_id: string;
  template_vm: string;
  position: number;
  awaiting_first_boot: boolean;
}

function toRecord(row: LabMachineRow): LabMachineRecord {
  return {
    vm: row.vm,
    labId: row.lab_id,
    templateVm: row.template_vm,
    position: row.position,
    awaitingFirstBoot: row.awaiting_first_boot,
  };
}

export function createLabMachineRepository(db: Queryable): LabMachineRepository {
  return {
    async list(labId) {
      const { rows } = await db.query<LabMachineRow>(
        `SELECT vm, lab_id, template_vm, position, awaiting_first_boot FROM lab_provisioning
         WHERE lab_id = $1 ORDER BY position, vm`,
        [labId],
      );
      return rows.map(toRecord);
    },
    async insert(machine) {
      await db.query(
        `INSERT INTO lab_provisioning (vm, lab_id, template_vm, position, awaiting_first_boot)
         VALUES ($1, $2, $3, $4, $5)`,
        [machine.vm, machine.labId, machine.templateVm, machine.position, machine.awaitingFirstBoot],
      );
    },
    async booted(vm) {
      await db.query('UPDATE lab_provisioning SET awaiting_first_boot = false WHERE vm = $1', [vm]);
    },
    async delete(vm) {
      await db.query('DELETE FROM lab_provisioning WHERE vm = $1', [vm]);
    },
    async deleteLab(labId) {
      await db.query('DELETE FROM lab_provisioning WHERE lab_id = $1', [labId]);
    },
  };
}
