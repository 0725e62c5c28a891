import type { ClassManual, ManualProgress, ManualVersionUse, StudentManual } from '@academy/contracts';
import { describeCheck, without } from '../testing/check-cases';
import { isClassManual, isManualProgress, isManualVersionUse, isStudentManual } from './manuals';

const progress: ManualProgress = { currentStep: 2, stepSince: '2026-09-02T08:00:00.000Z', done: [1] };

describeCheck('isManualProgress', isManualProgress, progress, {
  'without currentStep': without(progress, 'currentStep'),
  'a done step as text': { ...progress, done: ['1'] },
});

const manual: StudentManual = { markdown: '## One\n## Two', version: 1, stepCount: 2, progress };

describeCheck('isStudentManual', isStudentManual, manual, {
  'without markdown': without(manual, 'markdown'),
  'progress without its steps done': { ...manual, progress: without(progress, 'done') },
  'stepCount as text': { ...manual, stepCount: '2' },
});

const classManual: ClassManual = {
  version: 1,
  stepTitles: ['One', 'Two'],
  students: [{ ...progress, email: 's1@academy.test' }],
};

describeCheck('isClassManual', isClassManual, classManual, {
  'without stepTitles': without(classManual, 'stepTitles'),
  'a student without an e-mail': { ...classManual, students: [progress] },
});

const versionUse: ManualVersionUse = {
  version: 2,
  savedAt: '2026-09-02T08:00:00.000Z',
  current: true,
  classes: [{ id: 'class-1', name: 'Java' }],
};

describeCheck('isManualVersionUse', isManualVersionUse, versionUse, {
  'without current': without(versionUse, 'current'),
  'current as text': { ...versionUse, current: 'yes' },
  'a class without a name': { ...versionUse, classes: [{ id: 'class-1' }] },
});
