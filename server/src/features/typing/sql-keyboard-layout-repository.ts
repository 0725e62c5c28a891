import { isKeyboardLayout, type MachineKeyboardLayout } from '@academy/api';
import { createCourseMachineValues } from '../../storage/course-machine-values';
import type { Database } from '../../storage/queryable';
import type { KeyboardLayoutRepository } from './keyboard-layout-repository';

/** The table's CHECK keeps the layouts the server types in; a row that says another is a broken database. */
function toLayout(vm: string, layout: string): MachineKeyboardLayout {
  if (!isKeyboardLayout(layout)) throw new Error(`Stored keyboard layout "${layout}" is not one the server knows.`);
  return { vm, layout };
}

export function createKeyboardLayoutRepository(db: Database): KeyboardLayoutRepository {
  const layouts = createCourseMachineValues<MachineKeyboardLayout>(db, {
    table: 'course_keyboard_layouts',
    column: 'layout',
    entryOf: toLayout,
    storedValueOf: (entry) => entry.layout,
  });
  return { ...layouts, get: async (courseId, vm) => (await layouts.get(courseId, vm))?.layout };
}
