import type { ClassManual, ManualProgress, ManualProgressInput, StudentManual } from '@academy/api';
import { studentsCopy } from '@academy/manual/checks';
import { readManual } from '@academy/manual/rules';
import { conflict, invalid, notFound } from '../../domain/errors';
import type { Clock } from '../../domain/ports/clock';
import type { ClassEvents } from '../../domain/ports/events';
import type { ClassRecord, ManualProgressRecord, ManualVersionRecord, Storage } from '../../domain/ports/storage';
import type { StudentContext } from '../../domain/student-auth';

/** The class's manual for its students, and their places in it for the instructor's monitor. */
export interface ManualService {
  /** The student's class's manual and their own place (step 1 from now on their first visit). */
  forStudent(student: StudentContext): Promise<StudentManual>;
  /** Moves the student to a step and/or marks one; the class's monitors hear of it. */
  setProgress(student: StudentContext, input: ManualProgressInput): Promise<ManualProgress>;
  /** The manual's steps and every student's place: the instructor's view (404 for no such class). */
  forClass(classId: string): Promise<ClassManual>;
}

const STUDENTS_COPIES_KEPT = 200;

function toProgress(record: ManualProgressRecord): ManualProgress {
  return { currentStep: record.currentStep, stepSince: record.stepSince.toISOString(), done: [...record.done] };
}

/** A step number the manual has, or a 400 that says which steps it has. */
function checkStep(step: number, stepCount: number): void {
  if (!Number.isInteger(step) || step < 1 || step > stepCount) {
    throw invalid(`Step ${step} does not exist: the manual has steps 1 to ${stepCount}.`);
  }
}

/** The progress after `input`: a new current step starts its clock now; a mark adds or removes one done step. */
export function applyProgress(
  record: ManualProgressRecord,
  input: ManualProgressInput,
  stepCount: number,
  now: Date,
): ManualProgressRecord {
  const next = { ...record, done: [...record.done] };
  if (input.currentStep !== undefined) {
    checkStep(input.currentStep, stepCount);
    if (input.currentStep !== record.currentStep)
      Object.assign(next, { currentStep: input.currentStep, stepSince: now });
  }
  if (input.mark) {
    checkStep(input.mark.step, stepCount);
    const others = next.done.filter((step) => step !== input.mark?.step);
    next.done = input.mark.done ? [...others, input.mark.step].sort((a, b) => a - b) : others;
  }
  return next;
}

export function createManualService(deps: {
  storage: Pick<Storage, 'classes' | 'manualProgress' | 'manuals' | 'transaction'>;
  clock: Clock;
  events: ClassEvents;
}): ManualService {
  const { storage, clock, events } = deps;
  /** Each version's students' copy, made on its first read: a saved version never changes. */
  const studentsCopies = new Map<string, string>();

  function studentsCopyOf(manual: ManualVersionRecord): string {
    const key = `${manual.courseId}\n${manual.version}`;
    let copy = studentsCopies.get(key);
    if (copy === undefined) {
      try {
        copy = studentsCopy(manual.markdown);
      } catch (error) {
        // A version saved before its reading was bounded, which the bounds now refuse.
        throw conflict(`This manual cannot be shown: ${error instanceof Error ? error.message : String(error)}`);
      }
      // Bounded: the versions read lately (a class reads one; an academy runs a few dozen at once).
      if (studentsCopies.size >= STUDENTS_COPIES_KEPT) studentsCopies.delete(studentsCopies.keys().next().value ?? '');
      studentsCopies.set(key, copy);
    }
    return copy;
  }

  /** The class's manual with its steps as stored on save: no call reads the Markdown again. */
  async function manualOf(trainingClass: ClassRecord): Promise<ManualVersionRecord & { stepTitles: string[] }> {
    const version = trainingClass.manualVersion;
    const manual = version === null ? undefined : await storage.manuals.get(trainingClass.courseId, version);
    if (!manual) {
      throw notFound(`Class ${trainingClass.name} has no manual: its course had none when the class was created.`);
    }
    if (manual.stepTitles) return { ...manual, stepTitles: manual.stepTitles };
    // Saved before steps were kept: read once (as bounded as a save), then stored for every later call.
    const read = readManual(manual.markdown);
    if (!read.ok) throw conflict(`Class ${trainingClass.name}'s manual cannot be shown: ${read.problem}`);
    await storage.manuals.setStepTitles(manual.courseId, manual.version, read.stepTitles);
    return { ...manual, stepTitles: read.stepTitles };
  }

  async function progressOf(student: StudentContext): Promise<ManualProgressRecord | undefined> {
    return storage.manualProgress.get(student.trainingClass.id, student.email);
  }

  function changed(student: StudentContext): void {
    events.publish(student.trainingClass.id, { email: student.email, reason: 'manual' });
  }

  return {
    async forStudent(student) {
      const manual = await manualOf(student.trainingClass);
      let progress = await progressOf(student);
      if (!progress) {
        // The first visit starts step 1's clock: the monitor tells a student reading step 1 from one who never came.
        progress = { email: student.email, currentStep: 1, stepSince: clock.now(), done: [] };
        await storage.manualProgress.put(student.trainingClass.id, progress);
        changed(student);
      }
      return {
        // Never a check's script or hint: students get each check as a marker with its id.
        markdown: studentsCopyOf(manual),
        version: manual.version,
        stepCount: manual.stepTitles.length,
        progress: toProgress(progress),
      };
    },

    async setProgress(student, input) {
      const stepCount = (await manualOf(student.trainingClass)).stepTitles.length;
      const now = clock.now();
      const updated = await storage.transaction(async (repositories) => {
        const current = (await repositories.manualProgress.get(student.trainingClass.id, student.email)) ?? {
          email: student.email,
          currentStep: 1,
          stepSince: now,
          done: [],
        };
        const next = applyProgress(current, input, stepCount, now);
        await repositories.manualProgress.put(student.trainingClass.id, next);
        return next;
      });
      changed(student);
      return toProgress(updated);
    },

    async forClass(classId) {
      const trainingClass = await storage.classes.get(classId);
      if (!trainingClass) throw notFound(`Class ${classId} does not exist.`);
      const manual = await manualOf(trainingClass);
      const students = (await storage.manualProgress.listByClass(classId)).filter((record) =>
        trainingClass.emails.includes(record.email),
      );
      return {
        version: manual.version,
        stepTitles: manual.stepTitles,
        students: students.map((record) => ({ email: record.email, ...toProgress(record) })),
      };
    },
  };
}
