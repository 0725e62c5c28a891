import { labOwner } from '../../domain/class-schedule';
import { forbidden, notFound } from '../../domain/errors';
import type { Hypervisor } from '../../domain/ports/hypervisor';
import type { ClassRepository } from '../../domain/ports/storage';
import type { StudentContext } from '../../domain/student-auth';
import type { ConsoleWatchLog } from './console-watch-log';

/** The lab of a machine whose console the instructor controls; refused while they only watch it. */
export type ConsoleControl = (instructor: string, vm: string) => Promise<StudentContext>;

/**
 * The lab whose machine an instructor acts on as its student would (types into it, sends a file into it): only while
 * their console of that machine is open in control ('Take control'), as the console passes an instructor's keys only
 * then. An instructor watching it, or not at it, is refused (403) in the action's own words; a machine in no class's
 * lab is not found.
 */
export function createConsoleControl(deps: {
  hypervisor: Pick<Hypervisor, 'machine'>;
  storage: { classes: Pick<ClassRepository, 'get'> };
  watches: Pick<ConsoleWatchLog, 'watchersOf'>;
  /** The 403's words: 'Take control of this console to type into it.' */
  refusal: string;
}): ConsoleControl {
  const { hypervisor, storage, watches, refusal } = deps;
  return async (instructor, vm) => {
    const machine = await hypervisor.machine(vm);
    const owner = machine && labOwner(machine.labId);
    const trainingClass = owner && (await storage.classes.get(owner.classId));
    if (!machine || !owner || !trainingClass) throw notFound(`There is no machine ${vm} in a class.`);
    const lab: StudentContext = { trainingClass, email: owner.email, labId: machine.labId };
    const inControl = (await watches.watchersOf(lab)).some(
      (watch) => watch.vm === vm && watch.instructor === instructor && watch.mode === 'control',
    );
    if (!inControl) throw forbidden(refusal);
    return lab;
  };
}
