import type { StudentClassroom } from '@academy/contracts';
import { describeCheck, without } from '../testing/check-cases';
import { isStudentClassroom } from './student-classroom';

const watch = { vm: 'vm-1', machineName: 'DC01', instructor: 'Ann', mode: 'view' } as const;
const classroom: StudentClassroom = { screensPaused: false, watchers: [watch] };

describeCheck('isStudentClassroom', isStudentClassroom, classroom, {
  'without watchers': without(classroom, 'watchers'),
  'screensPaused as text': { ...classroom, screensPaused: 'false' },
  'a watcher of an unknown mode': { ...classroom, watchers: [{ ...watch, mode: 'edit' }] },
  'a watcher without a machine name': { ...classroom, watchers: [without(watch, 'machineName')] },
});
