import { API_CALL_TIMEOUT_MS, POWER_COMMAND_TIMEOUT_MS } from '@academy/api';
import { describeCallTimeOuts } from '@/shared/testing/call-time-outs';
import { fetchPowerState, revertLab, sendPowerCommand } from './api';

const request = { apiBaseUrl: 'http://api.test', basic: 'YTpi' };

describeCallTimeOuts('machine list API time-outs', [
  { name: 'a state read', call: () => fetchPowerState({ ...request, vm: 'vm-1' }), timeoutMs: API_CALL_TIMEOUT_MS },
  // It answers only when the transition is done, so it waits longer than any transition.
  {
    name: 'a power command',
    call: () => sendPowerCommand({ ...request, vm: 'vm-1', command: 'reboot' }),
    timeoutMs: POWER_COMMAND_TIMEOUT_MS,
  },
  { name: 'the revert', call: () => revertLab(request), timeoutMs: API_CALL_TIMEOUT_MS },
]);
