import type { StudentManual } from '@academy/contracts';
import { progress } from '../testing/bodies';
import { describeCheck, without } from '../testing/check-cases';
import { isStudentManual } from './student-manual';

const manual: StudentManual = { markdown: '## One\n## Two', version: 1, stepCount: 2, progress };

describeCheck('isStudentManual', isStudentManual, manual, {
  'without markdown': without(manual, 'markdown'),
  'progress without its steps done': { ...manual, progress: without(progress, 'done') },
  'stepCount as text': { ...manual, stepCount: '2' },
});
