import type { ClassUsage } from '@academy/contracts';
import { usernameOf } from '@/shared/lib/username';
import { MonitorTable } from '@/shared/ui/monitor-section/monitor-table';
import { dayTextOf, hoursTextOf } from '../../lib';
import styles from './usage-section.module.css';

/** Machine-hours per student and day, with the class's total per day and each student's total. */
export function UsageTable({ usage }: { usage: ClassUsage }) {
  return (
    <MonitorTable caption="Machine-hours per student per day">
      <thead>
        <tr>
          <th scope="col">Student</th>
          {usage.days.map((day) => (
            <th key={day} scope="col" className={styles.number}>
              {dayTextOf(day)}
            </th>
          ))}
          <th scope="col" className={styles.number}>
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {usage.students.map((student) => (
          <tr key={student.student}>
            <th scope="row" className={styles.student}>
              {usernameOf(student.student)}
            </th>
            {student.minutesByDay.map((minutes, index) => (
              <td key={usage.days[index]} className={styles.number}>
                {hoursTextOf(minutes)}
              </td>
            ))}
            <td className={styles.number}>{hoursTextOf(student.totalMinutes)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Class</th>
          {usage.dayTotals.map((minutes, index) => (
            <td key={usage.days[index]} className={styles.number}>
              {hoursTextOf(minutes)}
            </td>
          ))}
          <td className={styles.number}>{hoursTextOf(usage.totalMinutes)}</td>
        </tr>
      </tfoot>
    </MonitorTable>
  );
}
