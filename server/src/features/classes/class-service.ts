import { randomUUID } from 'node:crypto';
import type { TrainingClass } from '@academy/api';
import { type ClassInput, checkClassDates } from '../../domain/class-input';
import { classStatus } from '../../domain/class-schedule';
import { generatePassphrase, slugCandidates, studentUsernames } from '../../domain/credentials';
import { invalid, notFound } from '../../domain/errors';
import type { Clock } from '../../domain/ports/clock';
import type { ClassEvents } from '../../domain/ports/events';
import type { ClassRecord, CourseRecord, Repositories, Storage } from '../../domain/ports/storage';
import { toTrainingClass } from '../../domain/views';
import type { ClassRosters, RosterChange } from '../roster';

/** A class as saved, and what its save did to its roster (for the audit trail). */
export interface SavedClass {
  trainingClass: TrainingClass;
  roster: RosterChange;
}

export interface ClassService {
  list(): Promise<TrainingClass[]>;
  /** `instructorName`: the saving instructor's name, when their sign-in carries one (the roster's invitations). */
  create(input: ClassInput, instructorName?: string): Promise<SavedClass>;
  update(id: string, input: ClassInput, instructorName?: string): Promise<SavedClass>;
  remove(id: string): Promise<void>;
}

export interface ClassServiceDeps {
  storage: Pick<Storage, 'classes' | 'transaction'>;
  clock: Clock;
  loginDomain: string;
  /** Told after every change, so the scheduler provisions or removes labs without waiting for its next tick. */
  onChange: () => void;
  /** A deleted class's push channels end, on every instance (and a running class's, edited out of running). */
  events: Pick<ClassEvents, 'publishDeleted'>;
  /** LAB_GRACE_MINUTES in ms: how long after a class's end its labs stay. */
  graceMs: number;
  /** The class's named students, saved with it. */
  rosters: ClassRosters;
}

const DEFAULT_TIME_ZONE = 'UTC';

async function requireCourse(repositories: Repositories, courseId: string): Promise<CourseRecord> {
  const course = await repositories.courses.get(courseId);
  if (!course) throw invalid(`courseId "${courseId}" is not a course.`);
  return course;
}

async function freeSlug(repositories: Repositories, name: string): Promise<string> {
  for (const slug of slugCandidates(name)) {
    if (!(await repositories.classes.slugTaken(slug))) return slug;
  }
  throw new Error('unreachable: slug candidates are endless');
}

/** Usernames follow the attendee count: existing ones are kept, new ones continue the numbering. */
function resizeUsernames(record: ClassRecord, attendees: number, loginDomain: string): string[] {
  const generated = studentUsernames(record.slug, attendees, loginDomain);
  return [...record.emails.slice(0, attendees), ...generated.slice(record.emails.length)];
}

function schedule(
  input: ClassInput,
  timeZone: string,
): Omit<ClassRecord, 'id' | 'emails' | 'passphrase' | 'slug' | 'manualVersion' | 'passphraseMode' | 'rosterSize'> {
  return {
    name: input.name,
    courseId: input.courseId,
    timeZone,
    startDate: input.startDate,
    endDate: input.endDate,
    instructor: input.instructor,
    attendees: input.attendees,
    // Edited dates replace whatever end the instructor set on the running class.
    extendedEnd: null,
  };
}

export function createClassService(deps: ClassServiceDeps): ClassService {
  const { storage, clock, loginDomain, onChange, events, graceMs, rosters } = deps;

  return {
    async list() {
      const now = clock.now();
      return (await storage.classes.list()).map((record) => toTrainingClass(record, now, graceMs));
    },

    async create(input, instructorName) {
      checkClassDates(input, clock.now());
      const saved = await storage.transaction(async (repositories) => {
        // The class reads the manual as it is now: later edits of the course's manual are new versions.
        const { manualVersion } = await requireCourse(repositories, input.courseId);
        const slug = await freeSlug(repositories, input.name);
        const id = randomUUID();
        const roster = await rosters.plan(repositories, { classId: id, slug, existing: undefined, input });
        const created: ClassRecord = {
          id,
          ...schedule(input, input.timeZone ?? DEFAULT_TIME_ZONE),
          emails: roster.emails ?? studentUsernames(slug, input.attendees, loginDomain),
          passphrase: generatePassphrase(),
          passphraseMode: roster.passphraseMode,
          rosterSize: roster.size,
          slug,
          manualVersion,
        };
        await repositories.classes.insert(created);
        return { record: created, change: await roster.apply(repositories, created, instructorName) };
      });
      onChange();
      return { trainingClass: toTrainingClass(saved.record, clock.now(), graceMs), roster: saved.change };
    },
    async update(id, input, instructorName) {
      checkClassDates(input, clock.now());
      const saved = await storage.transaction(async (repositories) => {
        const existing = await repositories.classes.get(id);
        if (!existing) throw notFound(`Class ${id} does not exist.`);
        const course = await requireCourse(repositories, input.courseId);
        const roster = await rosters.plan(repositories, { classId: id, slug: existing.slug, existing, input });
        const updated: ClassRecord = {
          ...existing,
          ...schedule(input, input.timeZone ?? existing.timeZone),
          emails: roster.emails ?? resizeUsernames(existing, input.attendees, loginDomain),
          passphraseMode: roster.passphraseMode,
          rosterSize: roster.size,
          // Moved to another course, the class reads that course's manual as it is now; otherwise it keeps its own.
          manualVersion: input.courseId === existing.courseId ? existing.manualVersion : course.manualVersion,
        };
        await repositories.classes.update(updated);
        const change = await roster.apply(repositories, updated, instructorName);
        return { updated, change, wasRunning: classStatus(existing, clock.now(), graceMs) === 'RUNNING' };
      });
      const now = clock.now();
      // Its students can no longer sign in (the list's Delete sets both dates to yesterday): their channels end.
      if (saved.wasRunning && classStatus(saved.updated, now, graceMs) !== 'RUNNING') events.publishDeleted(id);
      onChange();
      return { trainingClass: toTrainingClass(saved.updated, now, graceMs), roster: saved.change };
    },
    async remove(id) {
      if (!(await storage.classes.delete(id))) throw notFound(`Class ${id} does not exist.`);
      events.publishDeleted(id);
      onChange();
    },
  };
}
