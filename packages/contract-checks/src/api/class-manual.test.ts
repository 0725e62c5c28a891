import type { ClassManual } from '@academy/contracts';
import { progress } from '../testing/bodies';
import { describeCheck, without } from '../testing/check-cases';
import { isClassManual } from './class-manual';

const classManual: ClassManual = {
  version: 1,
  stepTitles: ['One', 'Two'],
  students: [{ ...progress, email: 's1@academy.test' }],
};

describeCheck('isClassManual', isClassManual, classManual, {
  'without stepTitles': without(classManual, 'stepTitles'),
  'a student without an e-mail': { ...classManual, students: [progress] },
  'a student without a step': { ...classManual, students: [{ ...without(progress, 'currentStep'), email: 'a' }] },
});
