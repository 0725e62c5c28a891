import type { ManualVersionUse } from '@academy/contracts';
import { arrayOf, isBoolean, isNumber, isString, objectOf } from '../values';

export const isManualVersionUse = objectOf<ManualVersionUse>({
  version: isNumber,
  savedAt: isString,
  current: isBoolean,
  classes: arrayOf(objectOf<ManualVersionUse['classes'][number]>({ id: isString, name: isString })),
});
