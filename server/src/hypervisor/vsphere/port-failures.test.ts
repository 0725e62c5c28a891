import { describe, expect, it } from '@rstest/core';
import { HypervisorError } from '../../domain/ports/hypervisor';
import { portError } from './port-failures';
import { VimFault, VimUnavailable } from './soap/vim-fault';

function failureOf(error: unknown) {
  const mapped = portError(error);
  return mapped instanceof HypervisorError ? mapped.failure : mapped;
}

describe("vSphere's faults as the port's failures", () => {
  it('are read by type, a subtype or a cause, any other fault a failed task', () => {
    expect(failureOf(new VimFault('InvalidPowerState', 'off'))).toBe('wrong-state');
    expect(failureOf(new VimFault('QuestionPending', 'a question'))).toBe('wrong-state');
    expect(failureOf(new VimFault('VAppTaskInProgress', 'busy'))).toBe('wrong-state');
    expect(failureOf(new VimFault('ToolsUnavailable', 'no Tools'))).toBe('wrong-state');
    const gone = new VimFault('ManagedObjectNotFound', 'vm-42');
    expect(failureOf(new VimFault('SystemError', 'wrapped', gone))).toBe('not-found');
    expect(failureOf(new VimFault('DuplicateName', 'taken'))).toBe('task-failed');
    expect(failureOf(new VimUnavailable('no answer'))).toBe('unavailable');
  });

  it('leave what is not a vSphere fault as it is (an abort, the port’s own error)', () => {
    const abort = new DOMException('stopped', 'AbortError');
    expect(portError(abort)).toBe(abort);
    const own = new HypervisorError('not-found', 'gone');
    expect(portError(own)).toBe(own);
  });
});
