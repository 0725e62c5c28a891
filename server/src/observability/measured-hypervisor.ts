import { GuestFileError } from '../domain/ports/guest-files';
import { GuestScriptError } from '../domain/ports/guest-scripts';
import type { Hypervisor } from '../domain/ports/hypervisor';
import { HypervisorError } from '../domain/ports/hypervisor';
import type { PortalMetrics } from './metrics';

function outcomeOf(error: unknown): string {
  if (error instanceof HypervisorError || error instanceof GuestScriptError || error instanceof GuestFileError) {
    return error.failure;
  }
  return error instanceof Error && error.name === 'AbortError' ? 'aborted' : 'error';
}

/**
 * The Hypervisor port, timed: each call is observed by its kind (the method, or the power operation) and outcome
 * (ok, a HypervisorError's failure, aborted, error). Nothing else changes: answers and errors pass through.
 */
export function measuredHypervisor(inner: Hypervisor, metrics: Pick<PortalMetrics, 'observeHypervisor'>): Hypervisor {
  async function timed<T>(operation: string, call: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const result = await call();
      metrics.observeHypervisor(operation, 'ok', seconds());
      return result;
    } catch (error) {
      metrics.observeHypervisor(operation, outcomeOf(error), seconds());
      throw error;
    }
  }
  const guestCpuPercent = inner.guestCpuPercent?.bind(inner);
  return {
    // Only where the hypervisor reads it: its absence is what tells the idle suspend it cannot.
    ...(guestCpuPercent && { guestCpuPercent: (vm: string) => timed('guest-cpu', () => guestCpuPercent(vm)) }),
    templateFolders: () => timed('template-folders', () => inner.templateFolders()),
    labIds: () => timed('lab-ids', () => inner.labIds()),
    labMachines: (labId) => timed('lab-machines', () => inner.labMachines(labId)),
    machine: (vm) => timed('machine', () => inner.machine(vm)),
    cloneTemplate: (labId, template, options) => timed('clone', () => inner.cloneTemplate(labId, template, options)),
    runOperation: (vm, operation, expected, options) =>
      timed(operation, () => inner.runOperation(vm, operation, expected, options)),
    destroyLab: (labId) => timed('destroy-lab', () => inner.destroyLab(labId)),
    nextStepInMs: (labId) => timed('next-step', () => inner.nextStepInMs(labId)),
    runGuestScript: (vm, request) => timed('guest-script', () => inner.runGuestScript(vm, request)),
    copyFileToGuest: (vm, request) => timed('guest-file', () => inner.copyFileToGuest(vm, request)),
    typeInGuest: (vm, request) => timed('guest-keys', () => inner.typeInGuest(vm, request)),
    subscribe: (listener) => inner.subscribe(listener),
  };
}
