/**
 * GET /api/training-class/{id}/usage: powered-on machine-minutes of a class, from the machines' stored power
 * transitions. Days are calendar days in the class's time zone; a machine still on counts up to `asOf`.
 * Minutes are kept to two decimals; .../usage.csv has one line per student and day (`day,student,minutes`).
 */
export interface ClassUsage {
  timeZone: string;
  /** ISO timestamp the figures run to (the server's now). */
  asOf: string;
  /** Every day with usage, oldest first (yyyy-mm-dd in the class's zone). */
  days: string[];
  /** Every student of the class (and any former one with usage), in the class's order. */
  students: StudentUsage[];
  /** Per day, in `days` order: the whole class's machine-minutes. */
  dayTotals: number[];
  totalMinutes: number;
}

export interface StudentUsage {
  /** The student's username (e-mail). */
  student: string;
  /** Per day, in `days` order: this student's machine-minutes (0 on a day without). */
  minutesByDay: number[];
  totalMinutes: number;
}
