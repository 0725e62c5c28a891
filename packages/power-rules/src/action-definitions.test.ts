import { describe, expect, it } from '@rstest/core';
import { actionDefinitionList } from './action-definitions';

describe('Action Definitions (spec §2)', () => {
  it("lists each button's label and meaning, word for word and in the spec's order", () => {
    expect(actionDefinitionList.map(({ label, meaning }) => `${label} (${meaning})`).join('; ')).toBe(
      "Reboot (restart the OS, close all apps and processes); Refresh (get an update of the machine's state); " +
        'Reset (hard restart with the power button); Shut down (shut down the OS); ' +
        'Start (power on the virtual machine); Stop (power off the virtual machine)',
    );
  });
});
