import { defaultGuestFileFolder, guestFileNameProblem, type SendFileAnswer } from '@academy/api';
import { conflict, invalid, notFound } from '../../domain/errors';
import { GuestFileError } from '../../domain/ports/guest-files';
import { GuestScriptError, type GuestScriptFailure } from '../../domain/ports/guest-scripts';
import type { Hypervisor } from '../../domain/ports/hypervisor';
import type { Storage } from '../../domain/ports/storage';
import type { StudentContext } from '../../domain/student-auth';
import type { ScreenPauses } from '../classroom';
import type { GuestAccountService } from '../guest-accounts';
import type { FileFolderRepository } from './file-folder-repository';

/** What the student's console shows during 'Pause screens': a file is refused in the same words (423). */
export const SCREENS_PAUSED_REFUSAL = 'Your instructor has paused the lab screens.';

export class ScreensPausedError extends Error {
  constructor() {
    super(SCREENS_PAUSED_REFUSAL);
    this.name = 'ScreensPausedError';
  }
}

/** The file as the route streams it: its own name, the size its sender announced, its bytes as they arrive. */
export interface SentFile {
  name: string;
  size: number;
  body: AsyncIterable<Uint8Array>;
  /** The sender left: nothing is left in the guest. */
  signal: AbortSignal;
}

/** Whether the class's pause refuses the sender (the student) or not (the instructor in control, as their keys). */
export type PauseRule = 'refuse' | 'ignore';

export interface GuestFileService {
  /** Copies the file into the lab's machine, into its course machine's folder, as its course machine's account. */
  send(lab: StudentContext, vm: string, file: SentFile, pause: PauseRule): Promise<SendFileAnswer>;
}

/** Why the guest would not take the file, said for the student: the course's settings are the instructor's to fix. */
const REFUSED: Record<Exclude<GuestScriptFailure, 'script-too-large' | 'wrong-shell'>, (name: string) => string> = {
  'machine-off': (name) => `Start ${name}, then send the file again.`,
  'tools-not-running': (name) => `VMware Tools is not running on ${name}.`,
  'login-refused': (name) => `The guest account for ${name} was refused: tell your instructor.`,
};

export function createGuestFileService(deps: {
  hypervisor: Hypervisor;
  storage: Pick<Storage, 'labMachines'>;
  pauses: Pick<ScreenPauses, 'stateOf'>;
  accounts: Pick<GuestAccountService, 'credentials'>;
  folders: Pick<FileFolderRepository, 'get'>;
}): GuestFileService {
  const { hypervisor, storage, pauses, accounts, folders } = deps;

  return {
    async send(lab, vm, file, pause) {
      const started = performance.now();
      const machine = await hypervisor.machine(vm);
      // Another lab's machine answers exactly like a machine that does not exist.
      if (!machine || machine.labId !== lab.labId) throw notFound(`There is no machine ${vm} in your lab.`);
      if (pause === 'refuse' && (await pauses.stateOf(lab.trainingClass.id)).paused) throw new ScreensPausedError();
      const problem = guestFileNameProblem(file.name, machine.guestOs);
      if (problem) throw invalid(problem);
      if (machine.powerState !== 'POWERED_ON') throw conflict(REFUSED['machine-off'](machine.name));
      const template = (await storage.labMachines.list(lab.labId)).find((candidate) => candidate.vm === vm)?.templateVm;
      if (!template) throw notFound(`There is no machine ${vm} in your lab.`);
      const courseId = lab.trainingClass.courseId;
      const account = await accounts.credentials(courseId, template);
      if (!account.ok) throw conflict(`${machine.name} has no guest account to send files with: tell your instructor.`);
      const folder =
        (await folders.get(courseId, template)) ?? defaultGuestFileFolder(machine.guestOs, account.username);
      try {
        const path = await hypervisor.copyFileToGuest(vm, {
          account: { username: account.username, password: account.password },
          folder,
          name: file.name,
          size: file.size,
          body: file.body,
          signal: file.signal,
        });
        return { path, bytes: file.size, durationMs: Math.round(performance.now() - started) };
      } catch (error) {
        if (error instanceof GuestScriptError && error.failure in REFUSED) {
          throw conflict(REFUSED[error.failure as keyof typeof REFUSED](machine.name));
        }
        if (error instanceof GuestFileError && error.failure === 'folder-missing') {
          throw conflict(`${error.message.replace(/\.$/, '')}: tell your instructor.`);
        }
        throw error;
      }
    },
  };
}
