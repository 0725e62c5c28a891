import type { MoRef } from './soap-envelope';
import { faultTypeIs, type VimFaultType } from './vim-fault-types';
import { type Decoded, field, fieldText, moRefOf, xsiTypeOfValue } from './vim-values';

/**
 * A vSphere fault: its xsi:type, and the fault that caused it when vCenter nests one (MethodFault.faultCause: a
 * SystemError around what a host answered, say). Matched by type with `isFault`, never by message (vcsim's messages
 * are Go type names). `obj` is the object a ManagedObjectNotFound names: the one that no longer exists.
 */
export class VimFault extends Error {
  constructor(
    readonly faultType: string,
    message: string,
    readonly faultCause?: VimFault,
    readonly obj?: MoRef,
  ) {
    super(`${faultType}: ${message}`);
    this.name = 'VimFault';
  }
}

/** vCenter did not answer (refused, timed out, 5xx other than a fault): the portal reports it unavailable. */
export class VimUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'VimUnavailable';
  }
}

/** Whether `error` is a fault of type `expected` or one under it, itself or any fault that caused it. */
export function isFault(error: unknown, expected: VimFaultType): error is VimFault {
  for (let fault = error instanceof VimFault ? error : undefined; fault; fault = fault.faultCause) {
    if (faultTypeIs(fault.faultType, expected)) return true;
  }
  return false;
}

/**
 * The fault a decoded MethodFault value holds (a method fault's detail, or a task's `info.error.fault`): its
 * xsi:type (`fallbackType` when it has none) and its faultCause, a LocalizedMethodFault, followed down.
 */
export function vimFaultOf(value: Decoded, message: string, fallbackType = 'SystemError'): VimFault {
  const cause = field(value, 'faultCause');
  const causeFault = field(cause, 'fault');
  return new VimFault(
    xsiTypeOfValue(value) ?? fallbackType,
    message,
    causeFault === undefined ? undefined : vimFaultOf(causeFault, fieldText(cause, 'localizedMessage') ?? message),
    moRefOf(field(value, 'obj')),
  );
}
