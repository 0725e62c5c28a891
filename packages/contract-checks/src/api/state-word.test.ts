import { describe, expect, it } from '@rstest/core';
import { isLabMachine } from './labs';

describe('state words', () => {
  it('a power state this build does not know passes: §4 shows it red, with Refresh only', () => {
    expect(isLabMachine({ vm: 'vm-1', name: 'DC01', power_state: 'HIBERNATED', vm_ware_tools: false })).toBe(true);
  });
});
