import { progress } from '../testing/bodies';
import { describeCheck, without } from '../testing/check-cases';
import { isManualProgress } from './manual-progress';

describeCheck('isManualProgress', isManualProgress, progress, {
  'without currentStep': without(progress, 'currentStep'),
  'a done step as text': { ...progress, done: ['1'] },
});
