import type { LabMachine, PowerStateResponse, RevertResponse } from '@academy/contracts';
import { arrayOf, isBoolean, isNumber, isString, nullable, objectOf, optional } from '../values';
import { isStateWord } from './state-word';

export const isLabMachine = objectOf<LabMachine>({
  vm: isString,
  name: isString,
  power_state: isStateWord,
  vm_ware_tools: isBoolean,
});

export const isPowerStateResponse = objectOf<PowerStateResponse>({ vm: isString, powerState: isStateWord });

/** `nextMachineDueInMs` of an answer that carries it: absent from an older server. */
export const isNextMachineDue = optional(nullable(isNumber));

export const isRevertResponse = objectOf<RevertResponse>({
  vms: arrayOf(isLabMachine),
  expectedVmCount: isNumber,
  nextMachineDueInMs: isNextMachineDue,
});
