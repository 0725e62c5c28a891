import { createHash } from 'node:crypto';
import { PRESENTATION_FRAME_MS, type Presentation } from '@academy/api';
import { labOwner } from '../../domain/class-schedule';
import { conflict, notFound } from '../../domain/errors';
import type { RequireOpenClass } from '../../domain/open-class';
import type { Clock } from '../../domain/ports/clock';
import type { ConsoleGateway } from '../../domain/ports/console';
import type { ClassEvents } from '../../domain/ports/events';
import type { Hypervisor } from '../../domain/ports/hypervisor';
import type { ClassRecord, Storage } from '../../domain/ports/storage';
import { createScreenshotCache } from '../../domain/screenshot-cache';
import type { StudentContext } from '../../domain/student-auth';
import { findClassMachine } from '../class-monitor';
import type { PresentationRecord, PresentationRepository } from './presentation-repository';

/** One picture of the presented screen, and the tag a student's next request names to be told it is unchanged. */
export interface PresentedScreen {
  png: Uint8Array;
  etag: string;
}

/** 'Show to class': an instructor shows one student's machine to every student of the class, read-only. */
export interface ClassPresentationService {
  /** Shows the machine (of one of the class's labs; 404 otherwise, 409 unless it is on) in place of any other. */
  start(classId: string, vm: string, presenterName: string): Promise<Presentation>;
  /** Ends the presentation for everyone; nothing shown is no error. */
  stop(classId: string): Promise<void>;
  /** What the class is shown now (404 for a class that does not exist). */
  current(classId: string): Promise<Presentation | null>;
  /** What the student's class is shown now. */
  forStudent(student: StudentContext): Promise<Presentation | null>;
  /**
   * The presented machine's screen, read from it at most once per PRESENTATION_FRAME_MS for the whole class
   * (however many students look; a new presentation shows within that time); 404 when nothing is shown, 409 when the machine is not on.
   */
  screen(student: StudentContext): Promise<PresentedScreen>;
}

function toPresentation(record: PresentationRecord): Presentation {
  return {
    vm: record.vm,
    machineName: record.machineName,
    student: record.student,
    presenterName: record.presenterName,
    startedAt: record.startedAt.toISOString(),
  };
}

export function createClassPresentationService(deps: {
  storage: Pick<Storage, 'classes'> & { presentations: PresentationRepository };
  hypervisor: Hypervisor;
  consoles: ConsoleGateway;
  clock: Clock;
  events: ClassEvents;
  requireOpen: RequireOpenClass;
}): ClassPresentationService {
  const { storage, hypervisor, consoles, clock, events, requireOpen } = deps;
  const screens = createScreenshotCache<PresentedScreen>(PRESENTATION_FRAME_MS);

  async function requireClass(classId: string): Promise<ClassRecord> {
    const trainingClass = await storage.classes.get(classId);
    if (!trainingClass) throw notFound(`Class ${classId} does not exist.`);
    return trainingClass;
  }

  /** Every student's panel and every monitor of the class hear the change. */
  function announce(classId: string, presentation: Presentation | null, student: string): void {
    events.tell(classId, { to: null, notice: { kind: 'presentation', presentation } });
    events.publish(classId, { email: student, reason: 'presentation' });
  }

  async function render(vm: string): Promise<PresentedScreen> {
    const machine = await hypervisor.machine(vm);
    if (!machine) throw notFound('The presented machine no longer exists.');
    if (machine.powerState !== 'POWERED_ON') {
      throw conflict(
        `The presented machine is in ${machine.powerState} state: only a powered-on machine has a screen.`,
      );
    }
    const png = await consoles.screenshot({ vm: machine.vm, name: machine.name, labId: machine.labId });
    return { png, etag: `"${createHash('sha1').update(png).digest('base64url')}"` };
  }

  return {
    async start(classId, vm, presenterName) {
      const machine = await findClassMachine(hypervisor, await requireOpen(classId), vm);
      if (machine.powerState !== 'POWERED_ON') {
        throw conflict(`Machine is in ${machine.powerState} state: only a powered-on machine can be shown.`);
      }
      const record: PresentationRecord = {
        classId,
        vm,
        machineName: machine.name,
        student: labOwner(machine.labId).email,
        presenterName,
        startedAt: clock.now(),
      };
      await storage.presentations.put(record);
      const presentation = toPresentation(record);
      announce(classId, presentation, record.student);
      return presentation;
    },

    async stop(classId) {
      const shown = await storage.presentations.get((await requireClass(classId)).id);
      if (!shown || !(await storage.presentations.remove(classId))) return;
      announce(classId, null, shown.student);
    },

    async current(classId) {
      const shown = await storage.presentations.get((await requireClass(classId)).id);
      return shown ? toPresentation(shown) : null;
    },

    async forStudent(student) {
      const shown = await storage.presentations.get(student.trainingClass.id);
      return shown ? toPresentation(shown) : null;
    },

    screen(student) {
      // Per class: the class's students asking within the interval cost one lookup and one reading of the machine.
      return screens.get(student.trainingClass.id, async () => {
        const shown = await storage.presentations.get(student.trainingClass.id);
        if (!shown) throw notFound('Your instructor is not showing a screen to the class.');
        return render(shown.vm);
      });
    },
  };
}
