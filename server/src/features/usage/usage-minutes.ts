import type { ClassUsage } from '@academy/api';
import { addCalendarDays, calendarDayIn, midnightIn } from '@academy/class-rules';
import type { PowerTransitionRecord } from '../../domain/ports/storage';

/** Machine-minutes to two decimals: a whole number when every transition fell on a whole minute. */
const minutesOf = (ms: number): number => Math.round(ms / 600) / 100;

/** The pieces of [from, to) on each calendar day of the zone it spans, the day boundaries at the zone's midnights. */
function* piecesByDay(from: number, to: number, timeZone: string): Generator<{ day: string; ms: number }> {
  let start = from;
  while (start < to) {
    const day = calendarDayIn(new Date(start), timeZone);
    const end = Math.min(to, Date.parse(midnightIn(addCalendarDays(day, 1), timeZone)));
    yield { day, ms: end - start };
    start = end;
  }
}

/** Each stretch [from, to) a machine was on, a machine still on counting up to `asOf` (nothing after it). */
function* poweredOnStretches(
  transitions: readonly PowerTransitionRecord[],
  asOf: number,
): Generator<{ email: string; from: number; to: number }> {
  const onSince = new Map<string, { email: string; at: number }>();
  for (const transition of transitions) {
    const on = onSince.get(transition.vm);
    const at = transition.at.getTime();
    if (transition.poweredOn && !on) onSince.set(transition.vm, { email: transition.email, at });
    if (!transition.poweredOn && on) {
      onSince.delete(transition.vm);
      yield { email: on.email, from: on.at, to: Math.min(at, asOf) };
    }
  }
  for (const on of onSince.values()) yield { email: on.email, from: on.at, to: asOf };
}

/**
 * Powered-on machine-minutes per student and calendar day of the class's zone, from the class's power transitions
 * (each machine's in time order, as the repository lists them). `students` come first, in their order.
 */
export function usageOf(
  transitions: readonly PowerTransitionRecord[],
  options: { timeZone: string; students: readonly string[]; asOf: Date },
): ClassUsage {
  const { timeZone, asOf } = options;
  const msByStudentDay = new Map<string, Map<string, number>>(options.students.map((email) => [email, new Map()]));
  const days = new Set<string>();
  for (const stretch of poweredOnStretches(transitions, asOf.getTime())) {
    for (const { day, ms } of piecesByDay(stretch.from, stretch.to, timeZone)) {
      days.add(day);
      const byDay = msByStudentDay.get(stretch.email) ?? new Map<string, number>();
      byDay.set(day, (byDay.get(day) ?? 0) + ms);
      msByStudentDay.set(stretch.email, byDay);
    }
  }
  const sortedDays = [...days].sort();
  const students = [...msByStudentDay].map(([student, byDay]) => ({
    student,
    ms: sortedDays.map((day) => byDay.get(day) ?? 0),
  }));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const dayMs = sortedDays.map((_day, index) => sum(students.map((student) => student.ms[index] ?? 0)));
  return {
    timeZone,
    asOf: asOf.toISOString(),
    days: sortedDays,
    students: students.map((student) => ({
      student: student.student,
      minutesByDay: student.ms.map(minutesOf),
      totalMinutes: minutesOf(sum(student.ms)),
    })),
    dayTotals: dayMs.map(minutesOf),
    totalMinutes: minutesOf(sum(dayMs)),
  };
}
