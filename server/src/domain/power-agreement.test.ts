import {
  actionsFor,
  COMMAND_VERDICTS,
  POWER_COMMANDS,
  refusalOf,
  type SettledPowerState,
  specRefusalTexts,
} from '@academy/power-rules';
import { describe, it } from '@rstest/core';
import fc from 'fast-check';
import { issueConsoleTicket } from './machine-commands';
import type { HypervisorMachine } from './ports/hypervisor';
import { planPowerCommand } from './power';

// The front end's buttons and checks against the server's plan, over every state, command and VMware Tools flag:
// a button the server refuses, or a command the server takes that no button offers, fails here.

/** Seeded, so a failure replays; 1,000 draws of 42 combinations leave none out. */
const RUNS = { seed: 27, numRuns: 1_000 };

const settledState = fc.constantFrom(...(Object.keys(COMMAND_VERDICTS) as SettledPowerState[]));
const command = fc.constantFrom(...POWER_COMMANDS);
const SPEC_TEXTS: readonly string[] = Object.values(specRefusalTexts);

function machineIn(powerState: SettledPowerState, tools: boolean): HypervisorMachine {
  return {
    vm: 'vm-1',
    name: 'DC01',
    labId: 'lab-1',
    powerState,
    tools,
    guestOs: 'windows',
    busy: null,
  };
}

describe('the front end and the server agree on the power rules', () => {
  it('runs exactly the commands a button offers (suspend: Suspend All only; refresh: a read, in any state)', () => {
    fc.assert(
      fc.property(settledState, fc.boolean(), command, (state, tools, sent) => {
        const plan = planPowerCommand({ powerState: state, tools, busy: null }, sent);
        const offered = actionsFor({ power_state: state, vm_ware_tools: tools }).some((action) => action === sent);
        if (sent === 'refresh') return plan.kind === 'read';
        if (sent === 'suspend') return !offered;
        return (plan.kind === 'run') === offered;
      }),
      RUNS,
    );
  });

  it("refuses before sending exactly what the server refuses with the spec's texts, in the same words", () => {
    fc.assert(
      fc.property(settledState, fc.boolean(), command, (state, tools, sent) => {
        const plan = planPowerCommand({ powerState: state, tools, busy: null }, sent);
        const specRefusal = plan.kind === 'refuse' && SPEC_TEXTS.includes(plan.message) ? plan.message : null;
        return refusalOf(sent, state) === specRefusal;
      }),
      RUNS,
    );
  });

  it('offers View exactly where the server issues a console ticket', async () => {
    const consoles = {
      issueTicket: async () => ({ url: 'wss://portal.test/console/t', expiresAt: new Date(0) }),
      screenshot: async () => new Uint8Array(),
    };
    await fc.assert(
      fc.asyncProperty(settledState, fc.boolean(), async (state, tools) => {
        const offered = actionsFor({ power_state: state, vm_ware_tools: tools }).includes('view');
        const issued = await issueConsoleTicket(consoles, machineIn(state, tools)).then(
          () => true,
          () => false,
        );
        return offered === issued;
      }),
      { seed: RUNS.seed, numRuns: 100 },
    );
  });
});
