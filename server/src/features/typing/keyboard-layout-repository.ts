import type { KeyboardLayout, MachineKeyboardLayout } from '@academy/api';

/** Each course machine's guest keyboard layout, as stored: a machine without one types in US. */
export interface KeyboardLayoutRepository {
  listByCourse(courseId: string): Promise<MachineKeyboardLayout[]>;
  /** Every course's layouts, by course id (the course list). */
  byCourse(): Promise<Map<string, MachineKeyboardLayout[]>>;
  get(courseId: string, vm: string): Promise<KeyboardLayout | undefined>;
  /** The course's layouts become exactly these. */
  replace(courseId: string, layouts: readonly MachineKeyboardLayout[]): Promise<void>;
}
