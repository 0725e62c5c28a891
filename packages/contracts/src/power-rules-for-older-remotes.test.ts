import * as powerRules from '@academy/power-rules';
import { describe, expect, it } from '@rstest/core';
import * as contracts from './index';

describe('the power rules of remote releases built against contracts 1.2', () => {
  it("are still handed out, as @academy/power-rules' own (one copy of the rules)", () => {
    expect(contracts.actionLabels).toBe(powerRules.actionLabels);
    expect(contracts.actionsFor).toBe(powerRules.actionsFor);
    expect(contracts.refusalOf).toBe(powerRules.refusalOf);
  });
});
