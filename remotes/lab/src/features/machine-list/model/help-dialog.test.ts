import { describe, expect, it } from '@rstest/core';
import { allSettled } from 'effector';
import { labScope } from '../testing/lab-scope';
import { $isHelpOpen, helpClicked, helpClosed } from './index';

describe('machine list model: help dialog', () => {
  it('opens and closes the Action Definitions dialog', async () => {
    const { scope } = labScope([]);
    await allSettled(helpClicked, { scope });
    expect(scope.getState($isHelpOpen)).toBe(true);
    await allSettled(helpClosed, { scope });
    expect(scope.getState($isHelpOpen)).toBe(false);
  });
});
