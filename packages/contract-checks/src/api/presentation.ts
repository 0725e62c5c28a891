import type { Presentation } from '@academy/contracts';
import { isString, objectOf } from '../values';

export const isPresentation = objectOf<Presentation>({
  vm: isString,
  machineName: isString,
  student: isString,
  presenterName: isString,
  startedAt: isString,
});
