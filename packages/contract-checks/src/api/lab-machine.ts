import type { LabMachine } from '@academy/contracts';
import { isBoolean, isString, objectOf } from '../values';
import { isStateWord } from './state-word';

export const isLabMachine = objectOf<LabMachine>({
  vm: isString,
  name: isString,
  power_state: isStateWord,
  vm_ware_tools: isBoolean,
});
