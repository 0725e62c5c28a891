import type { PowerStateResponse } from '@academy/contracts';
import { describeCheck, without } from '../testing/check-cases';
import { isPowerStateResponse } from './power-state-response';

const power: PowerStateResponse = { vm: 'vm-1', powerState: 'POWERED_OFF' };

describeCheck('isPowerStateResponse', isPowerStateResponse, power, {
  'without powerState': without(power, 'powerState'),
  'vm as a number': { ...power, vm: 1 },
});
