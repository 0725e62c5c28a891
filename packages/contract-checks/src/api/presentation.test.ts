import type { Presentation } from '@academy/contracts';
import { describeCheck, without } from '../testing/check-cases';
import { isPresentation } from './presentation';

const presentation: Presentation = {
  vm: 'vm-1',
  machineName: 'DC01',
  student: 's1@academy.test',
  presenterName: 'Ann',
  startedAt: '2026-09-02T08:00:00.000Z',
};

describeCheck('isPresentation', isPresentation, presentation, {
  'without vm': without(presentation, 'vm'),
  'startedAt as a number': { ...presentation, startedAt: 0 },
});
