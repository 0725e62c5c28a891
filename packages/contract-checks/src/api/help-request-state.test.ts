import type { HelpRequestState } from '@academy/contracts';
import { describeCheck, without } from '../testing/check-cases';
import { isHelpRequestState } from './help-request-state';

const hand: HelpRequestState = { helpRequestedAt: '2026-09-02T08:00:00.000Z', queuePosition: 1, claimedBy: 'Ann' };

describeCheck('isHelpRequestState', isHelpRequestState, hand, {
  'without queuePosition': without(hand, 'queuePosition'),
  'queuePosition as text': { ...hand, queuePosition: '1' },
  'claimedBy as a flag': { ...hand, claimedBy: true },
});
