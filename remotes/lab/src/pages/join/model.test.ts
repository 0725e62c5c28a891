import { $consoleTarget, $runtimeConfig } from '@academy/bus';
import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { joinRequestFx, linkOpened, probeConsoleFx } from '@/features/join-link/model';
import { fetchConsoleTicketRequestFx } from '@/features/machine-list/model';
import { $navigations, joinAnswer, testConfig, trainingClass } from '@/shared/testing/fixtures';
import './model';

const TOKEN = 'k3J9x_Qm2-vT8pL0aZ4rWc';

describe('the link page, on to the lab', () => {
  it("with the class's manual, opens a running machine's console with the manual beside it", async () => {
    const tickets: string[] = [];
    const scope = fork({
      values: [[$runtimeConfig, testConfig]],
      handlers: [
        [joinRequestFx, async () => joinAnswer({ trainingClass: { ...trainingClass, manualVersion: 2 } })],
        [probeConsoleFx, async () => undefined],
        [
          fetchConsoleTicketRequestFx,
          async ({ vm }: { vm: string }) => {
            tickets.push(vm);
            return { ticket: `wss://api.test/console/${vm}` };
          },
        ],
      ],
    });
    await allSettled(linkOpened, { scope, params: `#${TOKEN}` });
    expect(tickets).toEqual(['vm-1']);
    expect(scope.getState($consoleTarget)).toMatchObject({ vm: 'vm-1', opensManual: true });
    expect(scope.getState($navigations)).toEqual(['/machines', '/view']);
  });

  it('without a manual, stays on /machines', async () => {
    const scope = fork({
      values: [[$runtimeConfig, testConfig]],
      handlers: [
        [joinRequestFx, async () => joinAnswer({})],
        [probeConsoleFx, async () => undefined],
      ],
    });
    await allSettled(linkOpened, { scope, params: `#${TOKEN}` });
    expect(scope.getState($navigations)).toEqual(['/machines']);
  });
});
