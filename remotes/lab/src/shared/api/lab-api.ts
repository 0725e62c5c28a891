import {
  apiPaths,
  POWER_COMMAND_TIMEOUT_MS,
  STUDENT_LOGIN_TIMEOUT_MS,
  type ConsoleTicket,
  type PowerCommand,
  type PowerStateResponse,
  type RevertResponse,
  type StudentLoginResponse,
} from '@academy/contracts';
import { requestJson, studentAuthHeaders } from '@academy/auth';

/** Where and as whom a student call goes: the configured API base URL and the Basic credential. */
export interface StudentRequest {
  apiBaseUrl: string;
  basic: string;
}

export interface MachineRequest extends StudentRequest {
  vm: string;
}

export interface MachineCommandRequest extends MachineRequest {
  command: PowerCommand;
}

/** A POST with the student's credential; API_CALL_TIMEOUT_MS unless `timeoutMs` names another. */
function post<T>({ apiBaseUrl, basic }: StudentRequest, path: string, timeoutMs?: number): Promise<T> {
  return requestJson<T>(`${apiBaseUrl}${path}`, { method: 'POST', headers: studentAuthHeaders(basic), timeoutMs });
}

/** POST /api/training-class/login: the class, its machines and how many the lab should have. */
export function logIn(request: StudentRequest): Promise<StudentLoginResponse> {
  return post(request, apiPaths.studentLogin, STUDENT_LOGIN_TIMEOUT_MS);
}

/** GET /api/training-class/vm/{machineId}/power: the machine's current power state. */
export function fetchPowerState({ vm, ...request }: MachineRequest): Promise<PowerStateResponse> {
  return requestJson(`${request.apiBaseUrl}${apiPaths.machinePower(vm)}`, {
    headers: studentAuthHeaders(request.basic),
  });
}

/** POST /api/training-class/vm/{machineId}/power/{command}; the reference server answers once it is done. */
export function sendPowerCommand({ vm, command, ...request }: MachineCommandRequest): Promise<PowerStateResponse> {
  return post(request, apiPaths.machineCommand(vm, command), POWER_COMMAND_TIMEOUT_MS);
}

/** POST /api/training-class/vm/{machineId}/ticket: a one-time console address. */
export function fetchConsoleTicket({ vm, ...request }: MachineRequest): Promise<ConsoleTicket> {
  return post(request, apiPaths.machineTicket(vm));
}

/** POST /api/training-class/revert: the lab's machines right after the revert started. */
export function revertLab(request: StudentRequest): Promise<RevertResponse> {
  return post(request, apiPaths.revert);
}
