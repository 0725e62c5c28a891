import { $studentBasic } from '@academy/auth';
import { HttpError, signedOut } from '@academy/contracts';
import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { labLoaded } from '@/shared/model/lab-session';
import { labMachine, loginAnswer, studentBasic } from '@/shared/testing/fixtures';
import { $handError, $helpRequestedAt, handToggled, setHelpRequestFx } from './raise-hand';

const RAISED_AT = '2026-11-23T10:00:00.000Z';

function handScope(answer: (raised: boolean) => Promise<{ helpRequestedAt: string | null }>) {
  const sent: Array<{ raised: boolean; basic: string }> = [];
  const scope = fork({
    values: [[$studentBasic, studentBasic]],
    handlers: [
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
    const { scope, sent } = handScope(async (raised) => ({ helpRequestedAt: raised ? RAISED_AT : null }));
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
    const { scope } = handScope(async () => ({ helpRequestedAt: null }));
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
});
