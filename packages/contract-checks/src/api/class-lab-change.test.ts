import { describeCheck } from '../testing/check-cases';
import { isClassLabChange } from './class-lab-change';

describeCheck(
  'isClassLabChange',
  isClassLabChange,
  { email: 's1@academy.test', reason: 'power' },
  {
    'without email': { reason: 'hand' },
    'a reason this page does not know': { email: 's1@academy.test', reason: 'weather' },
    'a reason from the prototype': { email: 's1@academy.test', reason: 'constructor' },
    'an e-mail that is no string': { email: 1, reason: 'hand' },
  },
);
