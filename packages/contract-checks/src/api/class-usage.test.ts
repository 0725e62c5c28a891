import type { ClassUsage } from '@academy/contracts';
import { describeCheck, without } from '../testing/check-cases';
import { isClassUsage } from './class-usage';

const usage: ClassUsage = {
  timeZone: 'Europe/Zurich',
  asOf: '2026-09-02T08:00:00.000Z',
  days: ['2026-09-01', '2026-09-02'],
  students: [{ student: 's1@academy.test', minutesByDay: [30, 12.5], totalMinutes: 42.5 }],
  dayTotals: [30, 12.5],
  totalMinutes: 42.5,
};

describeCheck('isClassUsage', isClassUsage, usage, {
  'without days': without(usage, 'days'),
  'a day total as text': { ...usage, dayTotals: ['30', 12.5] },
  'a student without minutes': { ...usage, students: [{ student: 's1@academy.test', totalMinutes: 0 }] },
  'totalMinutes as null': { ...usage, totalMinutes: null },
});
