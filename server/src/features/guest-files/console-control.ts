import { WATCHING_INSTRUCTOR_FILE_REFUSAL } from '@academy/api';
import { labOwner } from '../../domain/class-schedule';
import { forbidden, notFound } from '../../domain/errors';
import type { Hypervisor } from '../../domain/ports/hypervisor';
import type { Storage } from '../../domain/ports/storage';
import type { StudentContext } from '../../domain/student-auth';
import type { ConsoleWatchLog } from '../classroom';

/**
 * The lab whose machine an instructor sends a file into as its student would: only while their console of that
 * machine is open in control ('Take control'), the rule typing keeps (features/typing/console-control.ts). An
 * instructor watching it, or not at it, is refused (403); a machine in no class's lab is not found.
 */
export function createFileSenderControl(deps: {
  hypervisor: Pick<Hypervisor, 'machine'>;
  storage: Pick<Storage, 'classes'>;
  watches: Pick<ConsoleWatchLog, 'watchersOf'>;
}): (instructor: string, vm: string) => Promise<StudentContext> {
  const { hypervisor, storage, watches } = deps;
  return async (instructor, vm) => {
    const machine = await hypervisor.machine(vm);
    const owner = machine && labOwner(machine.labId);
    const trainingClass = owner && (await storage.classes.get(owner.classId));
    if (!machine || !owner || !trainingClass) throw notFound(`There is no machine ${vm} in a class.`);
    const lab: StudentContext = { trainingClass, email: owner.email, labId: machine.labId };
    const inControl = (await watches.watchersOf(lab)).some(
      (watch) => watch.vm === vm && watch.instructor === instructor && watch.mode === 'control',
    );
    if (!inControl) throw forbidden(WATCHING_INSTRUCTOR_FILE_REFUSAL);
    return lab;
  };
}
