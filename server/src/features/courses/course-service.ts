import { randomUUID } from 'node:crypto';
import type { Folder, ManualVersionUse, TrainingCourse } from '@academy/api';
import { classStatus } from '../../domain/class-schedule';
import { type CourseInput, checkCourseTemplates, checkFileFolders } from '../../domain/course-input';
import { conflict, notFound } from '../../domain/errors';
import type { Clock } from '../../domain/ports/clock';
import type { Hypervisor } from '../../domain/ports/hypervisor';
import type { CourseRecord, Repositories, Storage } from '../../domain/ports/storage';
import { toFolder, toTrainingCourse } from '../../domain/views';
import type { GuestAccountService } from '../guest-accounts';
import type { FileFolderRepository } from '../guest-files';
import type { KeyboardLayoutRepository } from '../typing';
import { checkManualChecks } from './course-checks';

export interface CourseService {
  list(): Promise<TrainingCourse[]>;
  folders(): Promise<Folder[]>;
  create(input: CourseInput): Promise<TrainingCourse>;
  update(id: string, input: CourseInput): Promise<TrainingCourse>;
  remove(id: string): Promise<void>;
  /** Every saved version of the course's manual and the classes that read each one (404 for no such course). */
  manualVersions(id: string): Promise<ManualVersionUse[]>;
}

/** The settings of the course's machines now: a machine taken off the course (its setting still stored) has none. */
function ofMachines<T extends { vm: string }>(course: CourseRecord, settings: readonly T[]): T[] {
  return settings.filter(({ vm }) => course.vms.includes(vm));
}

export function createCourseService(deps: {
  storage: Pick<Storage, 'classes' | 'courses' | 'manuals' | 'transaction'>;
  hypervisor: Hypervisor;
  guestAccounts: GuestAccountService;
  keyboardLayouts: KeyboardLayoutRepository;
  fileFolders: FileFolderRepository;
  clock: Clock;
  /** LAB_GRACE_MINUTES in ms: how long after a class's end its labs stay. */
  graceMs: number;
}): CourseService {
  const { storage, hypervisor, guestAccounts, keyboardLayouts, fileFolders, clock } = deps;

  /**
   * The course as answered, with its guest accounts (never a password) and its machines' keyboard layouts and file
   * folders.
   */
  async function answer(course: CourseRecord, input: CourseInput): Promise<TrainingCourse> {
    // Saved after the course: they refer to it. A body without either keeps them as they are.
    if (input.guestAccounts) await guestAccounts.save(course.id, input.guestAccounts);
    if (input.keyboardLayouts) await keyboardLayouts.replace(course.id, input.keyboardLayouts);
    if (input.fileFolders) await fileFolders.replace(course.id, input.fileFolders);
    const [accounts, layouts, folders] = await Promise.all([
      guestAccounts.ofCourse(course.id),
      keyboardLayouts.listByCourse(course.id),
      fileFolders.listByCourse(course.id),
    ]);
    return {
      ...toTrainingCourse(course),
      guestAccounts: accounts,
      keyboardLayouts: ofMachines(course, layouts),
      fileFolders: ofMachines(course, folders),
    };
  }

  /**
   * The course as saved with `input`'s manual: a changed manual is saved as a new version (the classes created
   * before keep theirs), an unchanged or absent one keeps the version, '' leaves the course without a manual.
   */
  async function withManual(
    repositories: Repositories,
    id: string,
    input: CourseInput,
    existing: CourseRecord | undefined,
  ): Promise<CourseRecord> {
    const { manual: text, ...fields } = input;
    const manual = text?.markdown ?? existing?.manual ?? '';
    const course = { id, ...fields, manual };
    if (manual === '') return { ...course, manualVersion: null };
    if (!text || manual === existing?.manual) return { ...course, manualVersion: existing?.manualVersion ?? null };
    // A changed manual: its steps were read with the input, once.
    const version = (await repositories.manuals.latestVersion(id)) + 1;
    await repositories.manuals.save({
      courseId: id,
      version,
      markdown: manual,
      stepTitles: text.stepTitles,
      savedAt: clock.now(),
    });
    return { ...course, manualVersion: version };
  }

  return {
    async list() {
      const [courses, accounts, layouts, folders] = await Promise.all([
        storage.courses.list(),
        guestAccounts.byCourse(),
        keyboardLayouts.byCourse(),
        fileFolders.byCourse(),
      ]);
      return courses.map((course) => ({
        ...toTrainingCourse(course),
        guestAccounts: accounts.get(course.id) ?? [],
        keyboardLayouts: ofMachines(course, layouts.get(course.id) ?? []),
        fileFolders: ofMachines(course, folders.get(course.id) ?? []),
      }));
    },

    async folders() {
      return (await hypervisor.templateFolders()).map(toFolder);
    },

    async create(input) {
      const folders = await hypervisor.templateFolders();
      checkCourseTemplates(input, folders);
      checkFileFolders(input, folders);
      checkManualChecks(input.manual?.markdown ?? '', input, folders);
      const course = await storage.transaction(async (repositories) => {
        const created = await withManual(repositories, randomUUID(), input, undefined);
        await repositories.courses.insert(created);
        return created;
      });
      return answer(course, input);
    },

    async update(id, input) {
      const folders = await hypervisor.templateFolders();
      checkCourseTemplates(input, folders);
      checkFileFolders(input, folders);
      const course = await storage.transaction(async (repositories) => {
        const existing = await repositories.courses.get(id);
        if (!existing) throw notFound(`Course ${id} does not exist.`);
        // The manual kept (a body without one keeps the course's) must still fit the machines chosen now.
        checkManualChecks(input.manual?.markdown ?? existing.manual, input, folders);
        const updated = await withManual(repositories, id, input, existing);
        await repositories.courses.update(updated);
        return updated;
      });
      return answer(course, input);
    },

    async remove(id) {
      await storage.transaction(async ({ courses, classes }) => {
        if (!(await courses.get(id))) throw notFound(`Course ${id} does not exist.`);
        // Completed classes keep their courseId as history; a scheduled or running one still needs the course.
        const now = clock.now();
        const inUse = (await classes.listByCourse(id)).filter(
          (item) => classStatus(item, now, deps.graceMs) !== 'COMPLETED',
        );
        if (inUse.length > 0) {
          const names = inUse.map((item) => item.name).join(', ');
          throw conflict(`Course is used by ${inUse.length} scheduled or running class(es): ${names}.`);
        }
        await courses.delete(id);
      });
    },

    async manualVersions(id) {
      const course = await storage.courses.get(id);
      if (!course) throw notFound(`Course ${id} does not exist.`);
      const [versions, classes] = await Promise.all([storage.manuals.list(id), storage.classes.listByCourse(id)]);
      return versions.map(({ version, savedAt }) => ({
        version,
        savedAt: savedAt.toISOString(),
        current: version === course.manualVersion,
        classes: classes
          .filter((trainingClass) => trainingClass.manualVersion === version)
          .map((trainingClass) => ({ id: trainingClass.id, name: trainingClass.name })),
      }));
    },
  };
}
