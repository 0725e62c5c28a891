import { type StudentApi, studentRequest } from '@academy/auth';
import {
  apiPaths,
  type HelpRequestState,
  POWER_COMMAND_TIMEOUT_MS,
  type PowerStateResponse,
  type RevertResponse,
  STUDENT_LOGIN_TIMEOUT_MS,
  type StudentLoginResponse,
} from '@academy/contracts';
import type { PowerCommand } from '@academy/power-rules';

export interface MachineRequest extends StudentApi {
  vm: string;
}

export interface MachineCommandRequest extends MachineRequest {
  command: PowerCommand;
}

/** POST /api/training-class/login: the class, its machines and how many the lab should have. */
export function logIn(api: StudentApi): Promise<StudentLoginResponse> {
  return studentRequest(api, apiPaths.studentLogin, { method: 'POST', timeoutMs: STUDENT_LOGIN_TIMEOUT_MS });
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

/** PUT /api/training-class/help: raises or lowers the student's hand. */
export function setHelpRequest({ raised, ...api }: StudentApi & { raised: boolean }): Promise<HelpRequestState> {
  return studentRequest<HelpRequestState>(api, apiPaths.help, { method: 'PUT', body: { raised } });
}
