import { describe, expect, it } from '@rstest/core';
import { decodeAnswer } from './soap-envelope';
import { isFault, type VimFault, vimFaultOf } from './vim-fault';
import { field, fieldText } from './vim-values';

/** A method fault as vCenter answers it: HTTP 500, the fault in the detail, named `<Type>Fault` with its xsi:type. */
function methodFault(type: string, fields = '') {
  const answer = decodeAnswer(`<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><soapenv:Body><soapenv:Fault>
  <faultcode>ServerFaultCode</faultcode><faultstring>A general system error occurred.</faultstring>
  <detail><${type}Fault xmlns="urn:vim25" xsi:type="${type}">${fields}</${type}Fault></detail>
</soapenv:Fault></soapenv:Body></soapenv:Envelope>`);
  if (answer.kind !== 'fault') throw new Error('not a fault');
  return vimFaultOf(answer.fault, answer.message, answer.faultType);
}

const CAUSED_BY_INVALID_POWER_STATE = `<reason>host answered</reason>
  <faultCause><fault xsi:type="InvalidPowerState"><existingState>poweredOff</existingState></fault>
  <localizedMessage>The attempted operation cannot be performed in the current state (Powered off).</localizedMessage>
  </faultCause>`;

describe('vSphere faults', () => {
  it('match the type they are and every type above it, not a sibling', () => {
    const fault = methodFault('InvalidPowerState', '<existingState>poweredOff</existingState>');
    expect(fault.faultType).toBe('InvalidPowerState');
    for (const type of ['InvalidPowerState', 'InvalidState', 'VimFault', 'MethodFault'] as const) {
      expect(isFault(fault, type)).toBe(true);
    }
    for (const type of ['InvalidVmState', 'TaskInProgress', 'RuntimeFault', 'ManagedObjectNotFound'] as const) {
      expect(isFault(fault, type)).toBe(false);
    }
    expect(isFault(methodFault('VAppTaskInProgress'), 'TaskInProgress')).toBe(true);
    expect(isFault(methodFault('NotAuthenticated'), 'SecurityError')).toBe(true);
  });

  it('match through the fault that caused them: a SystemError around a wrong power state', () => {
    const fault = methodFault('SystemError', CAUSED_BY_INVALID_POWER_STATE);
    expect(fault.faultCause?.faultType).toBe('InvalidPowerState');
    expect(fault.faultCause?.message).toContain('Powered off');
    expect(isFault(fault, 'SystemError')).toBe(true);
    expect(isFault(fault, 'InvalidState')).toBe(true);
    expect(isFault(fault, 'ManagedObjectNotFound')).toBe(false);
  });

  it('name the object a ManagedObjectNotFound says no longer exists', () => {
    const gone = methodFault('ManagedObjectNotFound', '<obj type="ListView">session[52]view-7</obj>');
    expect([gone.obj?.type, gone.obj?.value]).toEqual(['ListView', 'session[52]view-7']);
    expect(methodFault('InvalidPowerState').obj).toBeUndefined();
  });

  it("match a task's fault as they match a method's; a type they do not know only by its cause", () => {
    // A task's `info.error`: a LocalizedMethodFault, whose `fault` holds the fault and its own cause.
    const answer = decodeAnswer(`<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><soapenv:Body><X xmlns="urn:vim25"><returnval>
  <fault xsi:type="HostCommunication">${CAUSED_BY_INVALID_POWER_STATE}</fault>
  <localizedMessage>Unable to communicate with the remote host.</localizedMessage>
</returnval></X></soapenv:Body></soapenv:Envelope>`);
    if (answer.kind !== 'result') throw new Error('a fault');
    const taskError = vimFaultOf(
      field(answer.returnval, 'fault'),
      fieldText(answer.returnval, 'localizedMessage') ?? '',
    );
    expect(taskError.faultType).toBe('HostCommunication');
    expect(isFault(taskError, 'InvalidPowerState')).toBe(true);
    const unknown: VimFault = methodFault('SomeFaultOfLaterVersions');
    expect(unknown.faultType).toBe('SomeFaultOfLaterVersions');
    expect(isFault(unknown, 'MethodFault')).toBe(false);
    expect(isFault(new Error('not a fault'), 'MethodFault')).toBe(false);
  });
});
