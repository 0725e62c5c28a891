import type { PowerStateResponse } from '@academy/contracts';
import { isString, objectOf } from '../values';
import { isStateWord } from './state-word';

export const isPowerStateResponse = objectOf<PowerStateResponse>({ vm: isString, powerState: isStateWord });
