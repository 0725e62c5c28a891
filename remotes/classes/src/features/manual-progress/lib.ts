import type { ClassManual, StudentManualProgress } from '@academy/api';

const MINUTE_MS = 60_000;

/** Whole minutes a student has been on their current step. */
export function minutesOnStep(progress: Pick<StudentManualProgress, 'stepSince'>, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - Date.parse(progress.stepSince)) / MINUTE_MS));
}

export function stepPlaceText(step: number, count: number, minutes: number): string {
  return `Step ${step} of ${count} · ${minutes} min on this step`;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/**
 * Students stuck on their step: on it for more than twice the class's median time on that step. The server keeps
 * when each student came to their current step, not how long finished steps took, so the class's time on a step is
 * that of the students on it now; a student alone on a step has no one to lag behind.
 */
export function stuckEmails(manual: ClassManual, nowMs: number): Set<string> {
  const byStep = new Map<number, StudentManualProgress[]>();
  for (const student of manual.students) {
    byStep.set(student.currentStep, [...(byStep.get(student.currentStep) ?? []), student]);
  }
  const stuck = new Set<string>();
  for (const students of byStep.values()) {
    // A page whose clock is behind the server's sees steps begun in its future: that is no time on them yet.
    const times = students.map((student) => Math.max(0, nowMs - Date.parse(student.stepSince)));
    const limit = 2 * median(times);
    students.forEach((student, index) => {
      if ((times[index] ?? 0) > limit) stuck.add(student.email);
    });
  }
  return stuck;
}

/** Each step's title and how many students marked it done. */
export function stepsFinished(manual: ClassManual): Array<{ step: number; title: string; finished: number }> {
  return manual.stepTitles.map((title, index) => ({
    step: index + 1,
    title,
    finished: manual.students.filter((student) => student.done.includes(index + 1)).length,
  }));
}
