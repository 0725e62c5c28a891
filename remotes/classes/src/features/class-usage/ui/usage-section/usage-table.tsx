import type { ClassUsage } from '@academy/api';
import { type ListColumn, ListTable } from '@academy/ui/instructor';
import { dayTextOf, hoursTextOf, type UsageLine, usageLinesOf } from '../../lib';
import styles from './usage-section.module.css';

function columnsOf(days: readonly string[]): ListColumn<UsageLine>[] {
  return [
    {
      id: 'student',
      header: 'Student',
      kind: 'title',
      isRowHeader: true,
      className: styles.student,
      cell: (line) => line.name,
    },
    ...days.map(
      (day, index): ListColumn<UsageLine> => ({
        id: day,
        header: dayTextOf(day),
        kind: 'number',
        cell: (line) => hoursTextOf(line.minutesByDay[index] ?? 0),
      }),
    ),
    { id: 'total', header: 'Total', kind: 'number', cell: (line) => hoursTextOf(line.totalMinutes) },
  ];
}

/** Machine-hours per student and day, with the class's total per day and each student's total. */
export function UsageTable({ usage }: { usage: ClassUsage }) {
  const { students, classTotals } = usageLinesOf(usage);
  return (
    <ListTable
      label="Machine-hours per student per day"
      isCaptioned
      columns={columnsOf(usage.days)}
      rows={students}
      footRows={[classTotals]}
    />
  );
}
