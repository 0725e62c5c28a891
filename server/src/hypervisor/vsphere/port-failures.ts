import { HypervisorError, type HypervisorFailure } from '../../domain/ports/hypervisor';
import { isFault, VimFault, VimUnavailable } from './soap/vim-fault';
import type { VimFaultType } from './soap/vim-fault-types';

/**
 * vSphere's faults as the port's failures, the first that matches (the fault's type, one under it, or the fault that
 * caused it): each method's faults in the vSphere API reference. Any other fault is a task that failed.
 */
const FAILURE_OF_FAULT: ReadonlyArray<readonly [VimFaultType, HypervisorFailure]> = [
  ['ManagedObjectNotFound', 'not-found'],
  ['InvalidState', 'wrong-state'],
  ['TaskInProgress', 'wrong-state'],
  ['ToolsUnavailable', 'wrong-state'],
];

/** What the port rejects with for an error of the SOAP layer; AbortError and the port's own errors as they are. */
export function portError(error: unknown): unknown {
  if (error instanceof VimUnavailable) return new HypervisorError('unavailable', error.message);
  if (!(error instanceof VimFault)) return error;
  const failure = FAILURE_OF_FAULT.find(([type]) => isFault(error, type))?.[1] ?? 'task-failed';
  return new HypervisorError(failure, error.message);
}

export async function asPort<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw portError(error);
  }
}
