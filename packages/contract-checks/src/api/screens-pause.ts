import type { ScreensPause } from '@academy/contracts';
import { isBoolean, isString, nullable, objectOf } from '../values';

export const isScreensPause = objectOf<ScreensPause>({
  paused: isBoolean,
  pausedAt: nullable(isString),
  pausedBy: nullable(isString),
});
