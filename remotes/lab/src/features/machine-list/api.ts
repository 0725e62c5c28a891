import { type StudentApi, studentRequest } from '@academy/auth';
import { isHelpRequestState, isPowerStateResponse, isRevertResponse, parseAnswer } from '@academy/contract-checks';
import {
  apiPaths,
  type HelpRequestState,
  POWER_COMMAND_TIMEOUT_MS,
  type PowerStateResponse,
  type RevertResponse,
} from '@academy/contracts';
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
export async function fetchPowerState({ vm, ...api }: MachineRequest): Promise<PowerStateResponse> {
  const path = apiPaths.machinePower(vm);
  return parseAnswer(await studentRequest(api, path), isPowerStateResponse, path);
}

/** POST /api/training-class/vm/{machineId}/power/{command}; the reference server answers once it is done. */
export async function sendPowerCommand({ vm, command, ...api }: MachineCommandRequest): Promise<PowerStateResponse> {
  const path = apiPaths.machineCommand(vm, command);
  const answer = await studentRequest(api, path, { method: 'POST', timeoutMs: POWER_COMMAND_TIMEOUT_MS });
  return parseAnswer(answer, isPowerStateResponse, path);
}

/** POST /api/training-class/revert: the lab's machines right after the revert started. */
export async function revertLab(api: StudentApi): Promise<RevertResponse> {
  return parseAnswer(await studentRequest(api, apiPaths.revert, { method: 'POST' }), isRevertResponse, apiPaths.revert);
}

/** GET /api/training-class/help: the hand, its place in the class's queue and who is coming. */
export async function fetchHelpRequest(api: StudentApi): Promise<HelpRequestState> {
  return parseAnswer(await studentRequest(api, apiPaths.help), isHelpRequestState, apiPaths.help);
}

/** PUT /api/training-class/help: raises or lowers the student's hand. */
export async function setHelpRequest({ raised, ...api }: StudentApi & { raised: boolean }): Promise<HelpRequestState> {
  const answer = await studentRequest(api, apiPaths.help, { method: 'PUT', body: { raised } });
  return parseAnswer(answer, isHelpRequestState, apiPaths.help);
}
