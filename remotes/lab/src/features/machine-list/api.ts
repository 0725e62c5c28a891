import {
  apiPaths,
  type HelpRequestState,
  POWER_COMMAND_TIMEOUT_MS,
  type PowerStateResponse,
  type RevertResponse,
} from '@academy/api';
import { type StudentApi, studentRequest } from '@academy/auth';
import type { PowerCommand } from '@academy/power-rules';

// The machine list's calls. The lab itself comes with the login call (shared/api/lab-login.ts).

/** POST /api/training-class/vm/{machineId}/ticket: the first console address (the console remote asks it too). */
export { fetchConsoleTicket } from '@academy/auth';

export interface MachineRequest extends StudentApi {
  vm: string;
}

export interface MachineCommandRequest extends MachineRequest {
  command: PowerCommand;
}

/** GET /api/training-class/vm/{machineId}/power: the machine's current power state. */
export function fetchPowerState({ vm, ...api }: MachineRequest): Promise<PowerStateResponse> {
  return studentRequest(api, apiPaths.machinePower(vm));
}

/** POST /api/training-class/vm/{machineId}/power/{command}; the reference server answers once it is done. */
export function sendPowerCommand({ vm, command, ...api }: MachineCommandRequest): Promise<PowerStateResponse> {
  return studentRequest(api, apiPaths.machineCommand(vm, command), {
    method: 'POST',
    timeoutMs: POWER_COMMAND_TIMEOUT_MS,
  });
}

/** POST /api/training-class/revert: the lab's machines right after the revert started. */
export function revertLab(api: StudentApi): Promise<RevertResponse> {
  return studentRequest(api, apiPaths.revert, { method: 'POST' });
}

/** GET /api/training-class/help: the hand, its place in the class's queue and who is coming. */
export function fetchHelpRequest(api: StudentApi): Promise<HelpRequestState> {
  return studentRequest<HelpRequestState>(api, apiPaths.help);
}

/** PUT /api/training-class/help: raises or lowers the student's hand. */
export function setHelpRequest({ raised, ...api }: StudentApi & { raised: boolean }): Promise<HelpRequestState> {
  return studentRequest<HelpRequestState>(api, apiPaths.help, { method: 'PUT', body: { raised } });
}
