import { type HelpRequestState, HttpError } from '@academy/api';
import { $studentBasic } from '@academy/auth';
import { signedOut, studentNoticeReceived } from '@academy/bus';
import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { labLoaded } from '@/shared/model/lab-session';
import { labMachine, loginAnswer, studentBasic } from '@/shared/testing/fixtures';
import { $handError, $helpQueue, $helpRequestedAt, fetchHelpFx, handToggled, setHelpRequestFx } from './raise-hand';

const RAISED_AT = '2026-11-23T10:00:00.000Z';

const down: HelpRequestState = { helpRequestedAt: null, queuePosition: null, claimedBy: null };
const raisedAs = (queuePosition: number, claimedBy: string | null = null): HelpRequestState => ({
  helpRequestedAt: RAISED_AT,
  queuePosition,
  claimedBy,
});

function handScope(answer: (raised: boolean) => Promise<HelpRequestState>, helpReads: HelpRequestState[] = []) {
  const sent: Array<{ raised: boolean; basic: string }> = [];
  const scope = fork({
    values: [[$studentBasic, studentBasic]],
    handlers: [
      [fetchHelpFx, async () => helpReads.shift() ?? down],
      [
        setHelpRequestFx,
        (request: { raised: boolean; basic: string }) => {
          sent.push({ raised: request.raised, basic: request.basic });
          return answer(request.raised);
        },
      ],
    ],
  });
  return { scope, sent };
}

describe('machine list model: raise hand', () => {
  it('raises the hand with the stored credential, and lowers it on the next toggle', async () => {
    const { scope, sent } = handScope(async (raised) => (raised ? raisedAs(1) : down));
    await allSettled(handToggled, { scope });
    expect(scope.getState($helpRequestedAt)).toBe(RAISED_AT);
    await allSettled(handToggled, { scope });
    expect(scope.getState($helpRequestedAt)).toBeNull();
    expect(sent).toEqual([
      { raised: true, basic: studentBasic },
      { raised: false, basic: studentBasic },
    ]);
  });

  it('reads the hand from every login answer: it survives a reload and shows the instructor lowering it', async () => {
    const { scope } = handScope(async () => down, [raisedAs(3), raisedAs(3)]);
    await allSettled(labLoaded, {
      scope,
      params: { ...loginAnswer([labMachine('vm-1', 'POWERED_ON')]), helpRequestedAt: RAISED_AT },
    });
    expect(scope.getState($helpRequestedAt)).toBe(RAISED_AT);
    await allSettled(labLoaded, { scope, params: loginAnswer([labMachine('vm-1', 'POWERED_ON')]) });
    expect(scope.getState($helpRequestedAt)).toBeNull();
    await allSettled(labLoaded, { scope, params: { ...loginAnswer([]), helpRequestedAt: RAISED_AT } });
    await allSettled(signedOut, { scope });
    expect(scope.getState($helpRequestedAt)).toBeNull();
  });

  it('keeps the hand as it was and says why when the call fails', async () => {
    const { scope } = handScope(async () => {
      throw new HttpError(500, 'down');
    });
    await allSettled(handToggled, { scope });
    expect(scope.getState($helpRequestedAt)).toBeNull();
    expect(scope.getState($handError)).toBe('Server error.');
  });

  it('tells the place in the queue and who is coming, read again whenever the queue moves while the hand is up', async () => {
    const reads = [raisedAs(1, 'Ada Lovelace'), down];
    const { scope } = handScope(async () => raisedAs(2), reads);
    await allSettled(studentNoticeReceived, { scope, params: { kind: 'help-queue' } });
    expect(reads).toHaveLength(2);
    await allSettled(handToggled, { scope });
    expect(scope.getState($helpQueue)).toEqual({ queuePosition: 2, claimedBy: null });
    await allSettled(studentNoticeReceived, { scope, params: { kind: 'help-queue' } });
    expect(scope.getState($helpQueue)).toEqual({ queuePosition: 1, claimedBy: 'Ada Lovelace' });
    // The instructor's Done: the next read finds the hand down.
    await allSettled(studentNoticeReceived, { scope, params: { kind: 'help-queue' } });
    expect(scope.getState($helpRequestedAt)).toBeNull();
    expect(scope.getState($helpQueue)).toEqual({ queuePosition: null, claimedBy: null });
  });
});
