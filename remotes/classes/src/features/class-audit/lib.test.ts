import { describe, expect, it } from '@rstest/core';
import { actionTextOf } from './lib';

describe('actionTextOf', () => {
  it('names the action, and the command of a power command', () => {
    expect(actionTextOf({ action: 'power-command', detail: 'stop' })).toBe('Power: stop');
    expect(actionTextOf({ action: 'console-opened', detail: null })).toBe('Console opened');
    expect(actionTextOf({ action: 'hand-lowered', detail: null })).toBe('Hand lowered');
  });
});
