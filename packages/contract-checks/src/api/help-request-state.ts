import type { HelpRequestState } from '@academy/contracts';
import { isNumber, isString, nullable, objectOf } from '../values';

export const isHelpRequestState = objectOf<HelpRequestState>({
  helpRequestedAt: nullable(isString),
  queuePosition: nullable(isNumber),
  claimedBy: nullable(isString),
});
