import { CHECK_SHELL_NAMES, type CheckFields, type CheckMachine, checkShellOf } from '@academy/manual';

/**
 * A check's label in the preview: "Check on DC01 · PowerShell · 30 s". The interpreter is left out while the
 * machine's guest family is not known (a machine not chosen, or a server that does not say it), unless cmd was asked.
 */
export function checkLabelOf(check: CheckFields, machines: readonly CheckMachine[]): string {
  const guestOs = machines.find((machine) => machine.name === check.machine)?.guestOs;
  const shell = checkShellOf(check.shell, guestOs);
  return [`Check on ${check.machine}`, ...(shell ? [CHECK_SHELL_NAMES[shell]] : []), `${check.timeoutSeconds} s`].join(
    ' · ',
  );
}
