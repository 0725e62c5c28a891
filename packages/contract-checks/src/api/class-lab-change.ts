import type { ClassLabChange, ClassLabChangeReason } from '@academy/contracts';
import { isString, keyOf, objectOf } from '../values';

/** A lab change of a reason this page does not know (a newer server's) is not one: the monitor drops it. */
export const isClassLabChange = objectOf<ClassLabChange>({
  email: isString,
  reason: keyOf<ClassLabChangeReason>({
    power: true,
    provisioning: true,
    revert: true,
    hand: true,
    idle: true,
    message: true,
    manual: true,
    console: true,
    presentation: true,
  }),
});
