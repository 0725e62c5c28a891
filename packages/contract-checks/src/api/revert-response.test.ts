import type { RevertResponse } from '@academy/contracts';
import { expect, it } from '@rstest/core';
import { dc01 } from '../testing/bodies';
import { describeCheck, without } from '../testing/check-cases';
import { isRevertResponse } from './revert-response';

const reverted: RevertResponse = { vms: [dc01], expectedVmCount: 2, nextMachineDueInMs: 1500 };

describeCheck('isRevertResponse', isRevertResponse, reverted, {
  'without expectedVmCount': without(reverted, 'expectedVmCount'),
  'a machine without a name': { ...reverted, vms: [without(dc01, 'name')] },
  'vms as an object': { ...reverted, vms: { 0: dc01 } },
  'nextMachineDueInMs as text': { ...reverted, nextMachineDueInMs: '1500' },
});

it('an answer of an older server, without nextMachineDueInMs, or with none due (null), is one', () => {
  expect(isRevertResponse(without(reverted, 'nextMachineDueInMs'))).toBe(true);
  expect(isRevertResponse({ ...reverted, nextMachineDueInMs: null })).toBe(true);
});
