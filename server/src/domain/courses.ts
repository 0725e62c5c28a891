import { randomUUID } from 'node:crypto';
import type { Folder, TrainingCourse } from '@academy/contracts';
import { classStatus } from './class-schedule';
import { type CourseInput, checkCourseTemplates } from './course-input';
import { conflict, notFound } from './errors';
import type { Clock } from './ports/clock';
import type { Hypervisor } from './ports/hypervisor';
import type { Storage } from './ports/storage';
import { toFolder, toTrainingCourse } from './views';

export interface CourseService {
  list(): Promise<TrainingCourse[]>;
  folders(): Promise<Folder[]>;
  create(input: CourseInput): Promise<TrainingCourse>;
  update(id: string, input: CourseInput): Promise<TrainingCourse>;
  remove(id: string): Promise<void>;
}

export function createCourseService(deps: {
  storage: Storage;
  hypervisor: Hypervisor;
  clock: Clock;
  /** LAB_GRACE_MINUTES in ms: how long after a class's end its labs stay. */
  graceMs: number;
}): CourseService {
  const { storage, hypervisor, clock } = deps;

  return {
    async list() {
      return (await storage.courses.list()).map(toTrainingCourse);
    },

    async folders() {
      return (await hypervisor.templateFolders()).map(toFolder);
    },

    async create(input) {
      checkCourseTemplates(input, await hypervisor.templateFolders());
      const course = { id: randomUUID(), ...input };
      await storage.courses.insert(course);
      return toTrainingCourse(course);
    },

    async update(id, input) {
      checkCourseTemplates(input, await hypervisor.templateFolders());
      const course = { id, ...input };
      if (!(await storage.courses.update(course))) throw notFound(`Course ${id} does not exist.`);
      return toTrainingCourse(course);
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
  };
}
