import { expect, it } from '@rstest/core';
import { dc01 } from '../testing/bodies';
import { describeCheck, without } from '../testing/check-cases';
import { isLabMachine } from './lab-machine';

describeCheck('isLabMachine', isLabMachine, dc01, {
  'without vm': without(dc01, 'vm'),
  'vm_ware_tools as text': { ...dc01, vm_ware_tools: 'true' },
  'a power state that is no word': { ...dc01, power_state: 1 },
});

it('a power state this build does not know passes: §4 shows it red, with Refresh only', () => {
  expect(isLabMachine({ ...dc01, power_state: 'HIBERNATED' })).toBe(true);
});
