import { WATCHING_INSTRUCTOR_TYPING_REFUSAL } from '@academy/api';
import { labOwner } from '../../domain/class-schedule';
import { forbidden, notFound } from '../../domain/errors';
import type { Hypervisor } from '../../domain/ports/hypervisor';
import type { Storage } from '../../domain/ports/storage';
import type { StudentContext } from '../../domain/student-auth';
import type { ConsoleWatchLog } from '../classroom';

/**
 * The lab whose machine an instructor acts on as its student would (types into it): only while their console of
 * that machine is open in control ('Take control'), as the console passes an instructor's keys only then. An
 * instructor watching it, or not at it, is refused (403); a machine in no class's lab is not found.
 */
export function createConsoleControl(deps: {
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
    const watchers = await watches.watchersOf(lab);
    const inControl = watchers.some(
      (watch) => watch.vm === vm && watch.instructor === instructor && watch.mode === 'control',
    );
    if (!inControl) throw forbidden(WATCHING_INSTRUCTOR_TYPING_REFUSAL);
    return lab;
  };
}
