import type { ClassUsage } from '@academy/api';
import { usernameOf } from '@/shared/lib/username';

/** Machine-minutes as machine-hours, two decimals. */
export function hoursTextOf(minutes: number): string {
  return (minutes / 60).toFixed(2);
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** A yyyy-mm-dd day of the class's zone as a column head: 'Wed 1 May'. */
export function dayTextOf(day: string): string {
  return DAY_FORMAT.format(new Date(`${day}T00:00:00Z`));
}

/** A line of the usage table: a student's machine-minutes per day and in all, or the whole class's. */
export interface UsageLine {
  id: string;
  /** The student's username, or 'Class'. */
  name: string;
  minutesByDay: readonly number[];
  totalMinutes: number;
}

/** The table's lines: a student each, in the class's order, and the class's totals under them. */
export function usageLinesOf(usage: ClassUsage): { students: UsageLine[]; classTotals: UsageLine } {
  return {
    students: usage.students.map(({ student, minutesByDay, totalMinutes }) => ({
      id: student,
      name: usernameOf(student),
      minutesByDay,
      totalMinutes,
    })),
    classTotals: { id: 'class', name: 'Class', minutesByDay: usage.dayTotals, totalMinutes: usage.totalMinutes },
  };
}

/** What the chart draws: a bar per student, one stacked part per day (machine-hours), as tall as the students need. */
export interface UsageChartData {
  labels: string[];
  series: number[][];
  heightPx: number;
}

const BAR_PX = 28;
const AXIS_PX = 48;

export function chartDataOf(usage: ClassUsage): UsageChartData {
  return {
    labels: usage.students.map((student) => usernameOf(student.student)),
    series: usage.days.map((_day, index) =>
      usage.students.map((student) => Math.round(((student.minutesByDay[index] ?? 0) / 60) * 100) / 100),
    ),
    heightPx: AXIS_PX + BAR_PX * Math.max(usage.students.length, 1),
  };
}

/** The days' colours, a day's by its index: the chart's bars and the legend both read them. */
const DAY_COLOURS = ['#2d72d2', '#d1980b', '#238551', '#cd4246', '#7961db', '#147eb3', '#d33d17', '#5f6b7c'];

export function dayColourOf(index: number): string {
  return DAY_COLOURS[index % DAY_COLOURS.length] ?? '#5f6b7c';
}
