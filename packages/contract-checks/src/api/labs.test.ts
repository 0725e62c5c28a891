import type { PowerStateResponse, RevertResponse } from '@academy/contracts';
import { dc01 } from '../testing/bodies';
import { describeCheck, without } from '../testing/check-cases';
import { isLabMachine, isPowerStateResponse, isRevertResponse } from './labs';

describeCheck('isLabMachine', isLabMachine, dc01, {
  'without vm': without(dc01, 'vm'),
  'vm_ware_tools as text': { ...dc01, vm_ware_tools: 'true' },
  'a power state that is no word': { ...dc01, power_state: 1 },
});

const power: PowerStateResponse = { vm: 'vm-1', powerState: 'POWERED_OFF' };

describeCheck('isPowerStateResponse', isPowerStateResponse, power, {
  'without powerState': without(power, 'powerState'),
  'vm as a number': { ...power, vm: 1 },
});

const reverted: RevertResponse = { vms: [dc01], expectedVmCount: 2, nextMachineDueInMs: 1500 };

describeCheck('isRevertResponse', isRevertResponse, reverted, {
  'without expectedVmCount': without(reverted, 'expectedVmCount'),
  'a machine without a name': { ...reverted, vms: [without(dc01, 'name')] },
  'vms as an object': { ...reverted, vms: { 0: dc01 } },
  'nextMachineDueInMs as text': { ...reverted, nextMachineDueInMs: '1500' },
});
